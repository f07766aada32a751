import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const contentRoutes = new Hono<AppEnv>();

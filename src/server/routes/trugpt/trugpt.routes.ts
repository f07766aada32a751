import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const trugptRoutes = new Hono<AppEnv>();

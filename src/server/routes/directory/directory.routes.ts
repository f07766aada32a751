import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const directoryRoutes = new Hono<AppEnv>();

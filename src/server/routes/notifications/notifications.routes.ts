import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const notificationsRoutes = new Hono<AppEnv>();

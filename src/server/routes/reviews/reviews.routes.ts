import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const reviewsRoutes = new Hono<AppEnv>();

import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const favoritesRoutes = new Hono<AppEnv>();

import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const listingsRoutes = new Hono<AppEnv>();

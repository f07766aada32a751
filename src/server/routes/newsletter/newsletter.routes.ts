import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const newsletterRoutes = new Hono<AppEnv>();

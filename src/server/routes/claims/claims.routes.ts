import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const claimsRoutes = new Hono<AppEnv>();

import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const leadsRoutes = new Hono<AppEnv>();

import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const trulinkRoutes = new Hono<AppEnv>();

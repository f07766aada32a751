import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const importsRoutes = new Hono<AppEnv>();

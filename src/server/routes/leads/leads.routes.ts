import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { consultationRoutes } from './consultation.routes';

export const leadsRoutes = new Hono<AppEnv>().route('/', consultationRoutes);

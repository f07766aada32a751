import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { consultationRoutes } from './consultation.routes';
import { leadCaptureRoutes } from './lead-capture.routes';
import { leadsAdminRoutes } from './leads-admin.routes';
import { ownerLeadsRoutes } from './owner-leads.routes';

export const leadsRoutes = new Hono<AppEnv>()
  .route('/', consultationRoutes)
  .route('/', leadCaptureRoutes)
  .route('/', ownerLeadsRoutes)
  .route('/', leadsAdminRoutes);

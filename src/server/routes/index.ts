import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { adminRoutes } from './admin/admin.routes';
import { authRoutes } from './auth/auth.routes';
import { claimsRoutes } from './claims/claims.routes';
import { contactRoutes } from './contact/contact.routes';
import { contentRoutes } from './content/content.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { directoryRoutes } from './directory/directory.routes';
import { registryFactsRoutes } from './directory/registry-facts.routes';
import { favoritesRoutes } from './favorites/favorites.routes';
import { formsRoutes } from './forms/forms.routes';
import { healthRoutes } from './health/health.routes';
import { importsRoutes } from './imports/imports.routes';
import { leadsRoutes } from './leads/leads.routes';
import { listingsRoutes } from './listings/listings.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { ogRoutes } from './og/og.routes';
import { profileRoutes } from './profile/profile.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { siteConfigRoutes } from './site/site-config.routes';
import { trugptRoutes } from './trugpt/trugpt.routes';
import { trulinkRoutes } from './trulink/trulink.routes';

// Each domain owns its paths under /api; this list is the whole API surface.
export const apiRoutes = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/', siteConfigRoutes)
  .route('/', formsRoutes)
  .route('/', authRoutes)
  .route('/', profileRoutes)
  // before directory: /providers/featured must not be read as /providers/:id
  .route('/', contentRoutes)
  .route('/', directoryRoutes)
  .route('/', registryFactsRoutes)
  .route('/', ogRoutes)
  .route('/', favoritesRoutes)
  .route('/', reviewsRoutes)
  .route('/', dashboardRoutes)
  .route('/', newsletterRoutes)
  .route('/', notificationsRoutes)
  .route('/', adminRoutes)
  .route('/', contactRoutes)
  .route('/', trugptRoutes)
  .route('/', leadsRoutes)
  .route('/', listingsRoutes)
  .route('/', claimsRoutes)
  .route('/', importsRoutes)
  .route('/', trulinkRoutes);

/** The API's routes as a type: the client derives each endpoint's input and answer from it (`import type`). */
export type ApiRoutes = typeof apiRoutes;

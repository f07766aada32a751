import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import '../../seo/directory-meta';
import { articlesRoutes } from './articles.routes';
import { locationsRoutes } from './locations.routes';
import { proceduresRoutes } from './procedures.routes';
import { photosRoutes } from './photos.routes';
import { providersRoutes } from './providers.routes';
import { searchRoutes } from './search.routes';

export const directoryRoutes = new Hono<AppEnv>()
  .route('/', proceduresRoutes)
  .route('/', providersRoutes)
  .route('/', locationsRoutes)
  .route('/', articlesRoutes)
  .route('/', searchRoutes)
  .route('/', photosRoutes);

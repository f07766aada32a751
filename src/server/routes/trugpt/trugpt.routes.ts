import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { chatRoutes } from './chat.routes';
import { conversationsRoutes } from './conversations.routes';
import { demoChatRoutes } from './demo-chat.routes';

export const trugptRoutes = new Hono<AppEnv>()
  .route('/', conversationsRoutes)
  .route('/', chatRoutes)
  .route('/', demoChatRoutes);

import { Hono } from 'hono';
import { notificationIdSchema } from '@shared/schemas/notifications';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { currentUser, requireUser } from '../../http/middleware';
import {
  dismissNotification,
  listNotifications,
  markAllRead,
  markRead,
} from '../../notifications/notifications.queries';

const NOT_FOUND = 'This notification no longer exists.';

// Someone else's id answers 404, like a missing one, so ids cannot be probed.
function parseId(raw: string) {
  const result = notificationIdSchema.safeParse(raw);
  if (!result.success) throw notFound(NOT_FOUND);
  return result.data;
}

export const notificationsRoutes = new Hono<AppEnv>()
  .use('/notifications', requireUser)
  .use('/notifications/*', requireUser)
  .get('/notifications', async (c) => c.json(await listNotifications(c.var.deps.db, currentUser(c).id)))
  .post('/notifications/read-all', async (c) => {
    const updated = await markAllRead(c.var.deps.db, currentUser(c).id);
    return c.json({ updated });
  })
  .patch('/notifications/:id/read', async (c) => {
    const id = parseId(c.req.param('id'));
    if (!(await markRead(c.var.deps.db, currentUser(c).id, id))) throw notFound(NOT_FOUND);
    return c.json({ id, read: true });
  })
  .delete('/notifications/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    if (!(await dismissNotification(c.var.deps.db, currentUser(c).id, id))) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

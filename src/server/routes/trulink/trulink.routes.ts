import { Hono } from 'hono';
import { trulinkInputSchema } from '@shared/schemas/trulink';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { currentUser, requireUser } from '../../http/middleware';
import { jsonInput } from '../../http/validate';
import { managedProvider } from '../../claims/practice-access';
import { providerByIdOrSlug } from '../../directory/providers.queries';
import { saveTrulinkPage, trulinkPage } from '../../trulink/trulink.queries';

export const TRULINK_NOT_FOUND = 'We could not find that TruLink page. Check the link and try again.';

export const trulinkRoutes = new Hono<AppEnv>()
  .get('/trulink/mine/:providerId', requireUser, async (c) => {
    const provider = await managedProvider(c.var.deps.db, currentUser(c), Number(c.req.param('providerId')));
    return c.json(await trulinkPage(c.var.deps.db, provider));
  })
  .put('/trulink/mine/:providerId', requireUser, jsonInput(trulinkInputSchema), async (c) => {
    const provider = await managedProvider(c.var.deps.db, currentUser(c), Number(c.req.param('providerId')));
    const input = c.req.valid('json');
    const { db } = c.var.deps;
    await saveTrulinkPage(db, provider.id, input);
    return c.json(await trulinkPage(db, provider));
  })
  .get('/trulink/:idOrSlug', async (c) => {
    const key = c.req.param('idOrSlug').slice(0, 120).toLowerCase();
    const { db } = c.var.deps;
    const provider = await providerByIdOrSlug(db, key);
    if (!provider) throw notFound(TRULINK_NOT_FOUND);
    return c.json(await trulinkPage(db, provider));
  });

import { type Context, Hono } from 'hono';
import { practiceProceduresInputSchema, practiceProfileInputSchema } from '@shared/schemas/claims';
import type { AppEnv } from '../../context';
import { currentUser, requireUser } from '../../http/middleware';
import { jsonInput } from '../../http/validate';
import { managedProvider } from '../../claims/practice-access';
import {
  ownedPractices,
  practiceDetails,
  replacePracticeProcedures,
  updatePracticeProfile,
} from '../../claims/practice.queries';

// The practice in the path, when the signed-in user may manage it.
const practiceOf = (c: Context<AppEnv>) =>
  managedProvider(c.var.deps.db, currentUser(c), Number(c.req.param('id')));

// What an approved owner manages: bio and contact details, procedures and prices, accepting new patients.
// Photos go through /imports/photos, which admins share.
export const practiceRoutes = new Hono<AppEnv>()
  .use('/my-practices', requireUser)
  .use('/my-practices/*', requireUser)
  .get('/my-practices', async (c) => {
    const me = currentUser(c);
    const { db } = c.var.deps;
    return c.json({ practices: await practiceDetails(db, await ownedPractices(db, me.id)) });
  })
  .get('/my-practices/:id', async (c) => {
    const provider = await practiceOf(c);
    const [practice] = await practiceDetails(c.var.deps.db, [provider]);
    return c.json({ practice });
  })
  .patch('/my-practices/:id', jsonInput(practiceProfileInputSchema), async (c) => {
    const provider = await practiceOf(c);
    const input = c.req.valid('json');
    const { db } = c.var.deps;
    const row = await updatePracticeProfile(db, provider.id, input);
    const [practice] = await practiceDetails(db, [row]);
    return c.json({ practice });
  })
  .put('/my-practices/:id/procedures', jsonInput(practiceProceduresInputSchema), async (c) => {
    const provider = await practiceOf(c);
    const { procedures } = c.req.valid('json');
    const { db } = c.var.deps;
    await replacePracticeProcedures(db, provider.id, procedures);
    const [practice] = await practiceDetails(db, [provider]);
    return c.json({ practice });
  });

import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { practiceProceduresInputSchema, practiceProfileInputSchema } from '@shared/schemas/claims';
import type { AppEnv } from '../../context';
import { providerProcedures, providers } from '../../db/schema';
import { currentUser, requireUser } from '../../http/middleware';
import { parseJson } from '../../http/validate';
import { managedProvider } from '../../claims/practice-access';
import { practiceDetails } from '../../claims/practice.queries';

const idOf = (c: { req: { param: (name: 'id') => string } }) => Number(c.req.param('id'));

// What an approved owner manages: bio and contact details, procedures and prices, accepting new patients.
// Photos go through /imports/photos, which admins share.
export const practiceRoutes = new Hono<AppEnv>()
  .use('/my-practices', requireUser)
  .use('/my-practices/*', requireUser)
  .get('/my-practices', async (c) => {
    const me = currentUser(c);
    const { db } = c.var.deps;
    const rows = await db
      .select()
      .from(providers)
      .where(eq(providers.ownerUserId, me.id))
      .orderBy(asc(providers.id));
    return c.json({ practices: await practiceDetails(db, rows) });
  })
  .get('/my-practices/:id', async (c) => {
    const provider = await managedProvider(c, idOf(c));
    const [practice] = await practiceDetails(c.var.deps.db, [provider]);
    return c.json({ practice });
  })
  .patch('/my-practices/:id', async (c) => {
    const provider = await managedProvider(c, idOf(c));
    const input = await parseJson(c, practiceProfileInputSchema);
    const { db } = c.var.deps;
    const [row] = await db
      .update(providers)
      .set({
        bio: input.bio,
        phone: input.phone ?? null,
        email: input.email ?? null,
        website: input.website ?? null,
        yearsInPractice: input.yearsInPractice,
        acceptingNewPatients: input.acceptingNewPatients,
        updatedAt: new Date(),
      })
      .where(eq(providers.id, provider.id))
      .returning();
    const [practice] = await practiceDetails(db, [row]);
    return c.json({ practice });
  })
  .put('/my-practices/:id/procedures', async (c) => {
    const provider = await managedProvider(c, idOf(c));
    const { procedures } = await parseJson(c, practiceProceduresInputSchema);
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      await tx.delete(providerProcedures).where(eq(providerProcedures.providerId, provider.id));
      if (procedures.length > 0) {
        await tx
          .insert(providerProcedures)
          .values(procedures.map((p) => ({ providerId: provider.id, ...p })));
      }
      await tx.update(providers).set({ updatedAt: new Date() }).where(eq(providers.id, provider.id));
    });
    const [practice] = await practiceDetails(db, [provider]);
    return c.json({ practice });
  });

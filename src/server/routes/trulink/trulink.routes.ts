import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type TrulinkPage, trulinkInputSchema } from '@shared/schemas/trulink';
import type { AppEnv } from '../../context';
import type { Database } from '../../db/client';
import { procedures, providerPhotos, providerProcedures, providers, trulinkPages } from '../../db/schema';
import { notFound } from '../../errors';
import { requireUser } from '../../http/middleware';
import { parseJson } from '../../http/validate';
import { managedProvider } from '../../claims/practice-access';

export const TRULINK_NOT_FOUND = 'We could not find that TruLink page. Check the link and try again.';

async function buildPage(db: Database, provider: typeof providers.$inferSelect): Promise<TrulinkPage> {
  const [[page], [photo]] = await Promise.all([
    db.select().from(trulinkPages).where(eq(trulinkPages.providerId, provider.id)),
    db
      .select({ url: providerPhotos.url })
      .from(providerPhotos)
      .where(eq(providerPhotos.providerId, provider.id))
      .orderBy(sql`${providerPhotos.kind} = 'headshot' desc`, asc(providerPhotos.sortOrder))
      .limit(1),
  ]);
  const ids = page?.highlightedProcedureIds ?? [];
  const highlighted = ids.length
    ? await db
        .select({
          id: procedures.id,
          name: procedures.name,
          priceMin: providerProcedures.priceMin,
          priceMax: providerProcedures.priceMax,
        })
        .from(procedures)
        .leftJoin(
          providerProcedures,
          sql`${providerProcedures.procedureId} = ${procedures.id} and ${providerProcedures.providerId} = ${provider.id}`,
        )
        .where(inArray(procedures.id, ids))
    : [];
  return {
    provider: {
      id: provider.id,
      slug: provider.slug,
      displayName: provider.displayName,
      credentials: provider.credentials,
      specialty: provider.specialty,
      practiceName: provider.practiceName,
      city: provider.city,
      state: provider.state,
      verified: provider.verified,
      verification: provider.verification,
      boardCertified: provider.boardCertified,
      ratingAvg: provider.ratingAvg,
      reviewCount: provider.reviewCount,
      acceptingNewPatients: provider.acceptingNewPatients,
      photoUrl: photo?.url ?? null,
      source: provider.source,
    },
    page: page
      ? {
          headline: page.headline,
          bookingUrl: page.bookingUrl,
          links: page.links,
          socials: page.socials,
          // keep the owner's order
          highlightedProcedures: ids.flatMap((id) => highlighted.filter((h) => h.id === id)),
          updatedAt: page.updatedAt.toISOString(),
        }
      : null,
  };
}

export const trulinkRoutes = new Hono<AppEnv>()
  .get('/trulink/mine/:providerId', requireUser, async (c) => {
    const provider = await managedProvider(c, Number(c.req.param('providerId')));
    return c.json(await buildPage(c.var.deps.db, provider));
  })
  .put('/trulink/mine/:providerId', requireUser, async (c) => {
    const provider = await managedProvider(c, Number(c.req.param('providerId')));
    const input = await parseJson(c, trulinkInputSchema);
    const socials = Object.fromEntries(
      Object.entries(input.socials).filter(([, url]) => Boolean(url)),
    ) as Record<string, string>;
    const values = {
      headline: input.headline,
      bookingUrl: input.bookingUrl ?? null,
      links: input.links,
      socials,
      highlightedProcedureIds: input.highlightedProcedureIds,
      updatedAt: new Date(),
    };
    const { db } = c.var.deps;
    await db
      .insert(trulinkPages)
      .values({ providerId: provider.id, ...values })
      .onConflictDoUpdate({ target: trulinkPages.providerId, set: values });
    return c.json(await buildPage(db, provider));
  })
  .get('/trulink/:idOrSlug', async (c) => {
    const key = c.req.param('idOrSlug').slice(0, 120).toLowerCase();
    const id = /^\d{1,9}$/.test(key) ? Number(key) : -1;
    const { db } = c.var.deps;
    const [provider] = await db
      .select()
      .from(providers)
      .where(or(eq(providers.id, id), eq(providers.slug, key)))
      .limit(1);
    if (!provider) throw notFound(TRULINK_NOT_FOUND);
    return c.json(await buildPage(db, provider));
  });

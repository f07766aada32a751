import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type {
  LeadItem,
  LeadListQuery,
  LeadStatus,
  ProviderSummary,
  ResponseTimeRow,
} from '@shared/schemas/leads';
import type { Database } from '../db/client';
import { leads, procedures, providers } from '../db/schema';

export const LEADS_PAGE_SIZE = 25;
export const EXPORT_LIMIT = 50_000;

const leadColumns = {
  lead: leads,
  providerName: providers.displayName,
  procedureName: procedures.name,
};

type LeadJoinRow = {
  lead: typeof leads.$inferSelect;
  providerName: string | null;
  procedureName: string | null;
};

export function toLeadDto({ lead, providerName, procedureName }: LeadJoinRow): LeadItem {
  return {
    id: lead.id,
    kind: lead.kind,
    providerId: lead.providerId,
    providerName,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    procedureId: lead.procedureId,
    procedureName,
    timing: lead.timing,
    contactPreference: lead.contactPreference,
    message: lead.message,
    consent: lead.consent,
    status: lead.status,
    firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
  };
}

function escapeLike(text: string) {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** Filters of the lead dashboard; `ownerId` limits the rows to the providers that user manages. */
export function leadFilters(query: Partial<LeadListQuery>, ownerId?: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(leads.status, query.status) : undefined,
    query.kind ? eq(leads.kind, query.kind) : undefined,
    query.providerId ? eq(leads.providerId, query.providerId) : undefined,
    query.from ? gte(leads.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(leads.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000))
      : undefined,
    query.q
      ? or(
          ilike(leads.name, escapeLike(query.q)),
          ilike(leads.email, escapeLike(query.q)),
          ilike(providers.displayName, escapeLike(query.q)),
        )
      : undefined,
    ownerId ? eq(providers.ownerUserId, ownerId) : undefined,
  ];
  return and(...conditions);
}

function selectLeads(db: Database) {
  return db
    .select(leadColumns)
    .from(leads)
    .leftJoin(providers, eq(providers.id, leads.providerId))
    .leftJoin(procedures, eq(procedures.id, leads.procedureId));
}

export async function listLeads(db: Database, query: LeadListQuery, ownerId?: string) {
  const where = leadFilters(query, ownerId);
  const [rows, [total]] = await Promise.all([
    selectLeads(db)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((query.page - 1) * LEADS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(leads)
      .leftJoin(providers, eq(providers.id, leads.providerId))
      .where(where),
  ]);
  return { leads: rows.map(toLeadDto), total: total?.n ?? 0, page: query.page, pageSize: LEADS_PAGE_SIZE };
}

export async function exportLeads(db: Database, query: Partial<LeadListQuery>) {
  const rows = await selectLeads(db)
    .where(leadFilters(query))
    .orderBy(desc(leads.createdAt))
    .limit(EXPORT_LIMIT);
  return rows.map(toLeadDto);
}

export async function findLead(db: Database, id: string) {
  const [row] = await db
    .select({ lead: leads, ownerUserId: providers.ownerUserId })
    .from(leads)
    .leftJoin(providers, eq(providers.id, leads.providerId))
    .where(eq(leads.id, id));
  return row ?? null;
}

/** Changes a lead's status; the first change away from "new" records when the practice first responded. */
export async function setLeadStatus(db: Database, id: string, status: LeadStatus) {
  const [row] = await db
    .update(leads)
    .set({
      status,
      firstResponseAt: sql`coalesce(${leads.firstResponseAt}, case when ${leads.status} = 'new' and ${status} <> 'new' then now() end)`,
      updatedAt: new Date(),
    })
    .where(eq(leads.id, id))
    .returning();
  const [joined] = await selectLeads(db).where(eq(leads.id, row.id));
  return toLeadDto(joined);
}

/** Per provider: leads received, how many were answered, and the median minutes to the first answer. */
export async function responseTimes(db: Database): Promise<ResponseTimeRow[]> {
  const minutes = sql`extract(epoch from (${leads.firstResponseAt} - ${leads.createdAt})) / 60`;
  const rows = await db
    .select({
      providerId: providers.id,
      providerName: providers.displayName,
      leads: count(),
      responded: sql<number>`count(${leads.firstResponseAt})::int`,
      medianMinutes: sql<number | null>`percentile_cont(0.5) within group (order by ${minutes})`,
    })
    .from(leads)
    .innerJoin(providers, eq(providers.id, leads.providerId))
    .groupBy(providers.id, providers.displayName)
    .orderBy(desc(count()))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    medianMinutes: r.medianMinutes === null ? null : Math.round(Number(r.medianMinutes)),
  }));
}

/** Stores a lead: a consultation or contact request to a practice, or a message to the team (kind 'contact_us'). */
export async function createLead(db: Database, lead: typeof leads.$inferInsert) {
  const [row] = await db.insert(leads).values(lead).returning({ id: leads.id, createdAt: leads.createdAt });
  return row;
}

/** A practice as the lead forms show it. */
export function toProviderSummary(p: typeof providers.$inferSelect): ProviderSummary {
  return {
    id: p.id,
    slug: p.slug,
    displayName: p.displayName,
    practiceName: p.practiceName,
    specialty: p.specialty,
    city: p.city,
    state: p.state,
    acceptingNewPatients: p.acceptingNewPatients,
  };
}

import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ListingItem, listingRequestSchema } from '@shared/schemas/listings';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { practiceListings, providerProcedures, providers } from '../db/schema';
import { ApiError } from '../errors';
import type { Place } from '../imports/gazetteer';
import { allocateSlugs, providerSlugBase } from '../imports/slug';
import { providerDisplayName } from '@shared/display-name';
import { type AdminCheck, withChecks } from '@shared/provider-verification';

export type ListingRow = typeof practiceListings.$inferSelect;

export interface ListingDetails {
  providerFirstName: string;
  providerLastName: string;
  credentials: string;
  notes?: string;
  procedures: { procedureId: string; priceMin: number; priceMax: number }[];
}

export const ALREADY_DECIDED = 'This request has already been decided. Refresh the list to see its status.';

export function detailsOf(row: ListingRow): ListingDetails {
  const d = (row.details ?? {}) as Partial<ListingDetails>;
  return {
    providerFirstName: d.providerFirstName ?? '',
    providerLastName: d.providerLastName ?? '',
    credentials: d.credentials ?? '',
    notes: d.notes,
    procedures: d.procedures ?? [],
  };
}

export function toListingDto(row: ListingRow): ListingItem {
  const d = detailsOf(row);
  return {
    id: row.id,
    status: row.status,
    practiceName: row.practiceName,
    providerName: `${d.providerFirstName} ${d.providerLastName}`.trim(),
    credentials: d.credentials,
    specialty: row.specialty,
    procedures: d.procedures,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    website: row.website,
    addressLine: row.addressLine,
    city: row.city,
    state: row.state,
    zip: row.zip,
    licenseNumber: row.licenseNumber,
    boardName: row.boardName,
    notes: d.notes ?? null,
    rejectionReason: row.rejectionReason,
    providerId: row.providerId,
    submittedByAccount: Boolean(row.submittedBy),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Is this license already in the directory, or waiting in another listing? */
export async function findDuplicate(db: Database, state: string, licenseNumber: string) {
  const license = licenseNumber.toUpperCase();
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.state, state), sql`upper(${providers.licenseNumber}) = ${license}`))
    .limit(1);
  if (provider) return 'listed' as const;
  const [pending] = await db
    .select({ id: practiceListings.id })
    .from(practiceListings)
    .where(
      and(
        eq(practiceListings.state, state),
        eq(practiceListings.status, 'pending'),
        sql`upper(${practiceListings.licenseNumber}) = ${license}`,
      ),
    )
    .limit(1);
  return pending ? ('pending' as const) : null;
}

/**
 * Approves a pending listing into a directory provider in one transaction, recording only the checks the admin made
 * (no checks, no "Verified"). The conditional update makes a second decision (a double click, two admins) fail
 * cleanly instead of creating a second provider.
 */
export async function approveListing(db: Database, id: string, place: Place, checks: readonly AdminCheck[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(practiceListings)
      .set({ status: 'approved', decidedAt: new Date() })
      .where(and(eq(practiceListings.id, id), eq(practiceListings.status, 'pending')))
      .returning();
    if (!row) throw new ApiError(409, 'already_decided', ALREADY_DECIDED);
    const d = detailsOf(row);
    const names = {
      firstName: d.providerFirstName,
      lastName: d.providerLastName,
      city: row.city,
      state: row.state,
    };
    const [slug] = await allocateSlugs(tx as unknown as Database, [
      providerSlugBase({ ...names, credentials: d.credentials }),
    ]);
    const [provider] = await tx
      .insert(providers)
      .values({
        slug,
        ...names,
        displayName: providerDisplayName(d.providerFirstName, d.providerLastName, d.credentials),
        credentials: d.credentials,
        specialty: row.specialty,
        boardCertified: Boolean(row.boardName),
        boardName: row.boardName,
        licenseNumber: row.licenseNumber,
        practiceName: row.practiceName,
        phone: row.phone,
        email: row.email,
        website: row.website,
        addressLine: row.addressLine,
        zip: row.zip,
        ...place,
        verification: withChecks({}, checks),
        source: 'listing',
        ownerUserId: row.submittedBy,
      })
      .returning();
    if (d.procedures.length > 0) {
      await tx
        .insert(providerProcedures)
        .values(d.procedures.map((p) => ({ providerId: provider.id, ...p })));
    }
    const [updated] = await tx
      .update(practiceListings)
      .set({ providerId: provider.id })
      .where(eq(practiceListings.id, id))
      .returning();
    return { listing: updated, provider };
  });
}

export async function rejectListing(db: Database, id: string, reason: string) {
  const [row] = await db
    .update(practiceListings)
    .set({ status: 'rejected', rejectionReason: reason, decidedAt: new Date() })
    .where(and(eq(practiceListings.id, id), eq(practiceListings.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function findListing(db: Database, id: string) {
  const [row] = await db.select().from(practiceListings).where(eq(practiceListings.id, id));
  return row ?? null;
}

/** The admin queue: pending listings oldest first, decided ones newest first. */
export function listListings(db: Database, status: ListingRow['status'] | undefined) {
  return db
    .select()
    .from(practiceListings)
    .where(status ? eq(practiceListings.status, status) : undefined)
    .orderBy(status === 'pending' ? asc(practiceListings.createdAt) : desc(practiceListings.createdAt))
    .limit(200);
}

export function listingsOf(db: Database, userId: string) {
  return db
    .select()
    .from(practiceListings)
    .where(eq(practiceListings.submittedBy, userId))
    .orderBy(desc(practiceListings.createdAt))
    .limit(50);
}

/** A practice's listing request, pending until an admin decides it. */
export async function createListing(
  db: Database,
  submittedBy: string | null,
  input: z.output<typeof listingRequestSchema>,
) {
  const [row] = await db
    .insert(practiceListings)
    .values({
      submittedBy,
      practiceName: input.practiceName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone ?? null,
      website: input.practiceWebsite ?? null,
      specialty: input.specialty,
      procedureIds: input.procedures.map((p) => p.procedureId),
      addressLine: input.addressLine,
      city: input.city,
      state: input.state,
      zip: input.zip,
      licenseNumber: input.licenseNumber,
      boardName: input.boardName || null,
      details: {
        providerFirstName: input.providerFirstName,
        providerLastName: input.providerLastName,
        credentials: input.credentials,
        notes: input.notes || undefined,
        procedures: input.procedures,
      },
    })
    .returning();
  return row;
}

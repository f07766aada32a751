import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { procedures, providers } from './directory';

// Every inbound request from a patient or visitor: consultation requests, lead forms, contact-us messages.
export const leads = pgTable(
  'leads',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull().$type<'consultation' | 'lead_form' | 'patient_contact' | 'contact_us'>(),
    providerId: integer().references(() => providers.id, { onDelete: 'set null' }),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    procedureId: text().references(() => procedures.id),
    timing: text(),
    contactPreference: text(),
    message: text().notNull().default(''),
    consent: boolean().notNull().default(false),
    status: text().notNull().default('new').$type<'new' | 'contacted' | 'booked' | 'closed'>(),
    firstResponseAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_provider_idx').on(t.providerId, t.createdAt), index('leads_status_idx').on(t.status)],
);

export const practiceListings = pgTable(
  'practice_listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    submittedBy: text().references(() => user.id, { onDelete: 'set null' }),
    practiceName: text().notNull(),
    contactName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    website: text(),
    specialty: text().notNull(),
    procedureIds: text().array().notNull().default(sql`'{}'::text[]`),
    addressLine: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    licenseNumber: text().notNull(),
    boardName: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    status: text().notNull().default('pending').$type<'pending' | 'approved' | 'rejected'>(),
    rejectionReason: text(),
    providerId: integer().references(() => providers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('practice_listings_status_idx').on(t.status, t.createdAt)],
);

export const profileClaims = pgTable(
  'profile_claims',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    workEmail: text().notNull(),
    /** Set when the claimant opened the link mailed to the work address: until then it is only what they typed. */
    workEmailVerifiedAt: timestamp({ withTimezone: true }),
    licenseNumber: text().notNull(),
    // What the claimant says the NPI registry holds for them; compared with the record (registry-match.ts).
    npi: text(),
    practicePhone: text(),
    message: text().notNull().default(''),
    status: text().notNull().default('pending').$type<'pending' | 'approved' | 'rejected'>(),
    rejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('profile_claims_status_idx').on(t.status, t.createdAt),
    // at most one open claim per provider
    uniqueIndex('profile_claims_pending_uq')
      .on(t.providerId)
      .where(sql`status = 'pending'`),
  ],
);

export const importJobs = pgTable('import_jobs', {
  id: uuid().primaryKey().defaultRandom(),
  kind: text().notNull().$type<'providers' | 'photos'>(),
  status: text().notNull().default('pending').$type<'pending' | 'running' | 'done' | 'failed'>(),
  fileName: text().notNull(),
  total: integer().notNull().default(0),
  processed: integer().notNull().default(0),
  created: integer().notNull().default(0),
  updated: integer().notNull().default(0),
  skipped: integer().notNull().default(0),
  report: jsonb().$type<{ row: number; errors: string[] }[]>().default([]),
  createdBy: text().references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Set by the process writing the job after every batch: a running job whose heartbeat stops was interrupted. */
  heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});

export const trulinkPages = pgTable('trulink_pages', {
  providerId: integer()
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  headline: text().notNull().default(''),
  bookingUrl: text(),
  links: jsonb().notNull().$type<{ label: string; url: string }[]>().default([]),
  socials: jsonb().notNull().$type<Record<string, string>>().default({}),
  highlightedProcedureIds: text().array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

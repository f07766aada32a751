import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProviderVerification } from '@shared/provider-verification';
import { user } from './auth';

export const procedureCategories = pgTable('procedure_categories', {
  id: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
});

export const procedures = pgTable(
  'procedures',
  {
    id: text().primaryKey(),
    categoryId: text()
      .notNull()
      .references(() => procedureCategories.id),
    name: text().notNull(),
    aliases: text().array().notNull().default(sql`'{}'::text[]`),
    summary: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('procedures_category_idx').on(t.categoryId)],
);

// A US metro area: the unit for "near me" and /location/{id} pages.
export const locations = pgTable(
  'locations',
  {
    id: text().primaryKey(),
    city: text().notNull(),
    state: text().notNull(),
    stateName: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    population: integer().notNull().default(0),
  },
  (t) => [index('locations_state_idx').on(t.state)],
);

export const zipCodes = pgTable('zip_codes', {
  zip: text().primaryKey(),
  locationId: text()
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
});

/**
 * "Best first" score: a Bayesian rating (few reviews pull towards 4.0) plus a little for verified and board
 * certified. Search orders by this exact expression so the index below serves the default sort.
 */
export const providerQualitySql = sql.raw(
  '(rating_avg * review_count + 20) / (review_count + 5) + case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end',
);

/**
 * A name as search ranks it against a typed one: lower case, each run of punctuation a space. Stored per provider,
 * so ranking a name search compares columns instead of running regular expressions on every match.
 */
const nameKeySql = (column: string) =>
  sql.raw(`btrim(regexp_replace(lower(${column}), '[^[:alnum:]''-]+', ' ', 'g'))`);

export const providers = pgTable(
  'providers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    displayName: text().notNull(),
    credentials: text().notNull(),
    specialty: text().notNull(),
    boardCertified: boolean().notNull().default(false),
    boardName: text(),
    licenseNumber: text(),
    // Null when the practice has not given one (an unclaimed NPI registry record: the registry names no practice).
    practiceName: text(),
    bio: text().notNull().default(''),
    phone: text(),
    email: text(),
    website: text(),
    addressLine: text().notNull().default(''),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull().default(''),
    locationId: text().references(() => locations.id),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    yearsInPractice: integer().notNull().default(0),
    // What only the practice can say. An unclaimed NPI registry record holds no languages and null for new patients
    // ("Not listed", src/shared/practice-facts.ts; migration 0030): the registry says neither.
    languages: text().array().notNull().default(sql`'{English}'::text[]`),
    acceptingNewPatients: boolean().default(true),
    // What TruSelf checked, each with its day (src/shared/provider-verification.ts): set by an admin approving a
    // listing or a claim (only the checks they ticked), and by an NPI registry match.
    verification: jsonb().notNull().$type<ProviderVerification>().default({}),
    // "Verified" means at least one check was made: derived, so it can never say more than the checks do. Search
    // filters and ranks on this column (providers_quality_idx).
    verified: boolean().notNull().generatedAlwaysAs(sql`verification <> '{}'::jsonb`),
    // The provider's and the practice's name as a typed name is compared with them (nameMatch in search.queries.ts).
    displayNameKey: text().notNull().generatedAlwaysAs(nameKeySql('display_name')),
    practiceNameKey: text().generatedAlwaysAs(nameKeySql('practice_name')),
    // Every word of both names (the practice's when it has one), as name search looks them up
    // (providers_name_words_idx); the words themselves are kept in name_words, where a misspelt word finds the real
    // ones. Written by the trigger providers_name_words_kept on every insert and rename (migration 0030: a generated
    // column turns null with a null practice name); the default only stands until that trigger runs.
    nameWords: text().array().notNull().default(sql`'{}'::text[]`),
    // The procedures this provider offers (provider_procedures), kept by triggers there (migration 0013): a name
    // search with a procedure reads both from one index instead of joining every provider offering it.
    procedureIds: text().array().notNull().default(sql`'{}'::text[]`),
    ratingAvg: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer().notNull().default(0),
    // 'sample' (generated), 'import' (CSV), 'registry' (NPPES NPI registry), 'listing' (approved practice
    // listing), 'claim' (owner-managed)
    source: text().notNull().default('sample'),
    // From the NPI registry (src/server/imports/nppes): set on every record that came from or was matched to it,
    // and kept when the profile is claimed, so the profile can say what the registry proves.
    npi: text().unique(),
    registryTaxonomy: text(),
    licenseState: text(),
    registryUpdatedOn: date({ mode: 'string' }),
    ownerUserId: text().references(() => user.id, { onDelete: 'set null' }),
    featured: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('providers_location_idx').on(t.locationId),
    index('providers_state_idx').on(t.state),
    index('providers_owner_idx').on(t.ownerUserId),
    // Search: names, distance, and the default "best first" order (search.queries.ts). Autocomplete matches
    // what is typed so far against the provider's name.
    index('providers_name_trgm_idx').using('gin', sql`lower(${t.displayName}) gin_trgm_ops`),
    index('providers_name_words_idx').using('gin', t.nameWords, t.procedureIds),
    // A name typed in full, or the start of one: exact and prefix lookups for the first tiers of name search, each
    // name's providers best first (migration 0029).
    index('providers_display_name_key_idx').using(
      'btree',
      sql`${t.displayNameKey} text_pattern_ops`,
      sql`(${providerQualitySql}) desc`,
      t.id,
    ),
    index('providers_practice_name_key_idx').using(
      'btree',
      sql`${t.practiceNameKey} text_pattern_ops`,
      sql`(${providerQualitySql}) desc`,
      t.id,
    ),
    index('providers_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    // Counting a radius search reads coordinates from here rather than from the table.
    index('providers_lat_lng_idx').on(t.latitude, t.longitude),
    // This and providers_quality_idx also carry (INCLUDE, migration 0020, which Drizzle cannot declare) the short
    // columns a search checks, so walking them reads few table rows; names and name words stay out, since a name can
    // be longer than a B-tree entry may be.
    // Keyed first by the whole degree of longitude (migration 0025), so a radius reads only the columns its box crosses.
    index('providers_place_idx').on(sql`floor(${t.longitude})`, t.latitude, t.longitude),
    index('providers_quality_idx').on(sql`(${providerQualitySql}) desc`, t.id),
    // A "by rating" page, state-wide or of a name most providers share, reads in order and stops after one page.
    // The state's index also carries (INCLUDE, migration 0022) the columns a state's count checks, procedure_ids
    // among them, so counting a state reads no table rows and joins no offers.
    index('providers_state_rating_idx').on(t.state, t.ratingAvg.desc(), t.reviewCount.desc(), t.id),
    index('providers_rating_idx').on(t.ratingAvg.desc(), t.reviewCount.desc(), t.id),
    // A procedure search's registry clinicians of the specialties that usually perform it (SearchPlan.usual).
    index('providers_registry_taxonomy_idx')
      .on(t.registryTaxonomy)
      .where(sql`${t.source} = 'registry'`),
  ],
);

/**
 * Every word of every provider's and practice's name (providers.name_words), once. A typed word, misspelt or
 * cut short, is matched against these words by trigram similarity, in memory (directory/name-vocabulary.ts), and
 * the providers are then found by exact words. Kept by triggers on providers (migration 0013), on insert and when a name changes, not on
 * other updates (ratings); words of renamed or removed providers stay, and find nobody.
 */
export const nameWords = pgTable('name_words', { word: text().primaryKey() });

/**
 * How many words name_words holds, in its one row, kept by a trigger there (migration 0014). Words are only ever
 * added, so the count tells a copy of the words held in memory (name-vocabulary.ts) whether it is still whole,
 * reading one row instead of counting them.
 */
export const nameWordCount = pgTable(
  'name_word_count',
  { id: boolean().primaryKey().default(true), words: integer().notNull() },
  (t) => [check('name_word_count_one_row', sql`${t.id}`)],
);

/**
 * Every provider's name as autocomplete compares it (lower case), once, with the AUTOCOMPLETE_LIMIT best providers
 * of that name, best first (ids and their quality, providerQualitySql). Autocomplete matches the typed letters
 * against these names instead of against every provider, and ranks the best of the names that match; it gives the
 * same providers in the same order as ranking every provider would, since a provider below a name's best few is
 * never among the best few of all. Kept by triggers on providers (migration 0021): merged on insert, counted again
 * from providers when a name's provider is renamed, re-rated or removed.
 */
export const displayNames = pgTable(
  'display_names',
  {
    name: text().notNull(),
    // The name's digest is the key: a name stored before fields were capped can be longer than a B-tree entry may be.
    key: text().primaryKey().generatedAlwaysAs(sql`md5(name)`),
    providers: integer().notNull(),
    bestIds: integer().array().notNull(),
    bestQuality: numeric().array().notNull(),
  },
  (t) => [index('display_names_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const providerProcedures = pgTable(
  'provider_procedures',
  {
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    procedureId: text()
      .notNull()
      .references(() => procedures.id),
    priceMin: integer().notNull(),
    priceMax: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.procedureId] }),
    index('provider_procedures_proc_idx').on(t.procedureId, t.providerId),
  ],
);

export const providerPhotos = pgTable(
  'provider_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    caption: text().notNull().default(''),
    kind: text().notNull().default('office'),
    procedureId: text().references(() => procedures.id),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_photos_provider_idx').on(t.providerId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    // null for sample reviews; set for reviews written by a signed-in patient
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    authorName: text().notNull(),
    procedureId: text().references(() => procedures.id),
    rating: integer().notNull(),
    worthIt: text().notNull().$type<'worth_it' | 'not_sure' | 'not_worth_it'>(),
    title: text().notNull(),
    body: text().notNull(),
    monthsSinceTreatment: integer(),
    // What the patient says they paid, all in, in US cents (null: not said); what it covered; the month treated
    // (the first of that month). Added up in reported_costs (migration 0016, docs/reported-costs.md).
    costCents: integer(),
    costIncludes: text().array().notNull().default(sql`'{}'::text[]`),
    // Units of toxin or syringes of filler the price paid for, when the patient said.
    costUnits: integer(),
    treatedOn: date({ mode: 'string' }),
    verification: text().notNull().default('sample'),
    hidden: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_provider_idx').on(t.providerId, t.createdAt),
    // One review per account per provider, whatever the procedure: a second one would count the same patient twice
    // in the provider's rating. Sample reviews (user_id null) are not affected.
    uniqueIndex('reviews_user_provider_uq').on(t.userId, t.providerId),
    index('reviews_procedure_idx').on(t.procedureId),
    check('reviews_cost_cents_range', sql`${t.costCents} is null or ${t.costCents} between 1 and 50000000`),
  ],
);

/**
 * What reviewers paid and whether it was worth it, per procedure and scope ('national' with scope_id '',
 * 'state' with the state code, 'location' with the metro id, 'provider' with the provider id), sample reviews
 * apart from real ones. Kept by triggers on reviews, providers and profile_claims (migration 0016), which
 * recompute a procedure's rows whenever a review of it, its author or its provider's owner changes; the rules
 * (who is left out, which prices are trimmed) are in docs/reported-costs.md.
 */
export const reportedCosts = pgTable(
  'reported_costs',
  {
    procedureId: text().notNull(),
    scope: text().notNull().$type<'national' | 'state' | 'location' | 'provider'>(),
    scopeId: text().notNull(),
    sample: boolean().notNull(),
    // Reviews counted (visible, not left out) and how many of them said Worth It.
    reviews: integer().notNull(),
    worthIt: integer().notNull(),
    // Prices kept after trimming, and how many were trimmed as outliers.
    reports: integer().notNull(),
    trimmed: integer().notNull(),
    lowCents: integer(),
    p25Cents: integer(),
    medianCents: integer(),
    p75Cents: integer(),
    highCents: integer(),
    firstYear: integer(),
    lastYear: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.procedureId, t.scope, t.scopeId, t.sample] }),
    index('reported_costs_scope_idx').on(t.scope, t.scopeId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.providerId] })],
);

export const procedureViews = pgTable(
  'procedure_views',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    procedureId: text()
      .notNull()
      .references(() => procedures.id),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.procedureId] })],
);

export const articles = pgTable('articles', {
  id: text().primaryKey(),
  title: text().notNull(),
  categoryId: text().references(() => procedureCategories.id),
  procedureIds: text().array().notNull().default(sql`'{}'::text[]`),
  summary: text().notNull(),
  body: text().notNull(),
  sources: jsonb().notNull().$type<{ title: string; url: string }[]>().default([]),
  publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

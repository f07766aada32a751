import { ALL_PROCEDURES } from '@shared/catalogue';
import type { ProviderVerification } from '@shared/provider-verification';
import type { Metro } from './metros';
import { METROS } from './metros';
import {
  EXTRA_LANGUAGES,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  LAST_NAMES,
  STREET_NAMES,
  SUITES,
} from './names';
import { isPhysician, PRACTICE_PROFILES, type PracticeProfile, roleFor } from './directory-profiles';
import { priceRange } from './directory-prices';
import { drawRating, sampleCost, sampleReview } from './directory-reviews';
import {
  chance,
  int,
  jitter,
  mulberry32,
  pick,
  pickWeighted,
  type Random,
  round,
  sample,
  seedFor,
} from './prng';

export const DEFAULT_SEED = 20240601;

const PROCEDURE_NAMES = new Map(ALL_PROCEDURES.map((p) => [p.id, p.name.replace(/ \(.*\)$/, '')]));
export const procedureName = (id: string) => PROCEDURE_NAMES.get(id) ?? id;

const HIGH_COST = new Set([
  'new-york-ny',
  'los-angeles-ca',
  'san-francisco-ca',
  'san-jose-ca',
  'boston-ma',
  'washington-dc',
  'seattle-wa',
  'miami-fl',
  'honolulu-hi',
  'san-diego-ca',
  'santa-barbara-ca',
  'naples-fl',
  'palm-springs-ca',
  'scottsdale-az',
  'bridgeport-ct',
  'newark-nj',
  'west-palm-beach-fl',
]);
const SPANISH_HEAVY = new Set(['FL', 'TX', 'CA', 'AZ', 'NM', 'NV', 'NY', 'NJ', 'IL']);

export function costFactor(metro: Metro) {
  if (HIGH_COST.has(metro.id)) return 1.2;
  return metro.population >= 2_000_000 ? 1.05 : metro.population >= 800_000 ? 1 : 0.9;
}

const cumulative = (() => {
  let sum = 0;
  return METROS.map((m) => (sum += m.population));
})();

function pickMetro(rnd: Random): Metro {
  const r = rnd() * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] < r) lo = mid + 1;
    else hi = mid;
  }
  return METROS[lo];
}

export interface GeneratedProvider {
  provider: ProviderRow;
  procedures: { procedureId: string; priceMin: number; priceMax: number }[];
  reviews: (ReturnType<typeof sampleReview> & { procedureId: string })[];
  photos: { url: string; caption: string; kind: string; sortOrder: number }[];
}

export interface ProviderRow {
  id: number;
  slug: string;
  firstName: string;
  lastName: string;
  displayName: string;
  credentials: string;
  specialty: string;
  boardCertified: boolean;
  boardName: string | null;
  practiceName: string;
  bio: string;
  addressLine: string;
  city: string;
  state: string;
  zip: string;
  locationId: string;
  latitude: number;
  longitude: number;
  yearsInPractice: number;
  languages: string[];
  acceptingNewPatients: boolean;
  verification: ProviderVerification;
  ratingAvg: number;
  reviewCount: number;
  featured: boolean;
  source: 'sample';
}

export const photoUrl = (providerId: number, n: number) => `/api/directory/photos/${providerId}/${n}.svg`;
const OFFICE_CAPTIONS = [
  'Reception',
  'Consultation room',
  'Treatment room',
  'Recovery suite',
  'Building entrance',
];

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function nearestZip(metro: Metro, lat: number, lng: number) {
  let best = metro.zips[0];
  let bestD = Number.POSITIVE_INFINITY;
  for (const z of metro.zips) {
    const d = (z.latitude - lat) ** 2 + ((z.longitude - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < bestD) [best, bestD] = [z, d];
  }
  return best;
}

export interface ProviderTraits {
  profile: PracticeProfile;
  metro: Metro;
  firstName: string;
  lastName: string;
  credentials: string;
}

/** Provider `id` of the sample directory; depends only on (seed, id), never on how many are generated. */
export function generateProvider(
  id: number,
  seed = DEFAULT_SEED,
  fixed: Partial<ProviderTraits> = {},
): GeneratedProvider {
  const rnd = mulberry32(seedFor(seed, id));
  const profile = fixed.profile ?? pickWeighted(rnd, PRACTICE_PROFILES, (p) => p.weight);
  const metro = fixed.metro ?? pickMetro(rnd);
  const female = chance(rnd, 0.56);
  const firstName = fixed.firstName ?? pick(rnd, female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
  const lastName = fixed.lastName ?? pick(rnd, LAST_NAMES);
  const credentials = fixed.credentials ?? pickWeighted(rnd, profile.credentials, (c) => c.weight).value;
  const physician = isPhysician(credentials);
  const displayName = physician ? `Dr. ${firstName} ${lastName}` : `${firstName} ${lastName}`;
  // A FACS fellow is board certified by definition; other physicians mostly are.
  const boardCertified =
    physician && profile.board !== null && (credentials.includes('FACS') || chance(rnd, profile.boardRate));

  const near = chance(rnd, 0.6) ? pick(rnd, metro.zips) : metro;
  const point = jitter(rnd, near.latitude, near.longitude, near === metro ? 15 : 4);
  const zip = nearestZip(metro, point.latitude, point.longitude);
  const street = `${int(rnd, 100, 9800)} ${pick(rnd, STREET_NAMES)}`;
  const suite = pick(rnd, SUITES);

  const languages = ['English'];
  const extraLanguages = chance(rnd, SPANISH_HEAVY.has(metro.state) ? 0.55 : 0.3) ? int(rnd, 1, 2) : 0;
  while (languages.length < 1 + extraLanguages) {
    const lang = pickWeighted(rnd, EXTRA_LANGUAGES, (l) => l.weight).name;
    if (!languages.includes(lang)) languages.push(lang);
  }

  const years = physician ? int(rnd, 3, 34) : int(rnd, 2, 20);
  const tier = rnd();
  const width = rnd();
  const factor = costFactor(metro);
  const offered = [
    ...sample(rnd, profile.core, int(rnd, ...profile.coreCount)),
    ...sample(rnd, profile.extra, int(rnd, ...profile.extraCount)),
  ];
  const procedures = offered.map((procedureId) => ({
    procedureId,
    ...priceRange(procedureId, factor, Math.min(1, Math.max(0, tier + (rnd() - 0.5) * 0.3)), width),
  }));

  const quality = 3.4 + 1.6 * Math.sqrt(rnd());
  const reviewTotal = chance(rnd, 0.05) ? 0 : 1 + Math.floor(34 * rnd() ** 2.4);
  const who = physician ? `Dr. ${lastName}` : firstName;
  const costRnd = mulberry32(seedFor(seed ^ 0xc057, id));
  const reviews = Array.from({ length: reviewTotal }, () => {
    const procedureId = pick(rnd, offered);
    const review = sampleReview(rnd, drawRating(rnd, quality), procedureName(procedureId), who);
    const offer = procedures.find((p) => p.procedureId === procedureId)!;
    return { ...review, procedureId, ...sampleCost(costRnd, offer, review) };
  });
  const ratingSum = reviews.reduce((s, r) => s + r.rating, 0);

  const practiceName = pick(rnd, profile.practiceNames)
    .replace('{last}', lastName)
    .replace('{city}', metro.city);
  const photos = [
    { url: photoUrl(id, 0), caption: displayName, kind: 'headshot', sortOrder: 0 },
    ...sample(rnd, OFFICE_CAPTIONS, int(rnd, 2, 4)).map((caption, i) => ({
      url: photoUrl(id, i + 1),
      caption: `${practiceName}: ${caption.toLowerCase()}`,
      kind: 'office',
      sortOrder: i + 1,
    })),
  ];

  const accepting = chance(rnd, 0.82);
  const provider: ProviderRow = {
    id,
    slug: slugify(`${firstName} ${lastName} ${credentials.split(',')[0]} ${metro.city} ${metro.state} ${id}`),
    firstName,
    lastName,
    displayName,
    credentials,
    specialty: profile.specialty,
    boardCertified,
    boardName: boardCertified ? profile.board : null,
    practiceName,
    bio: writeBio({
      displayName,
      who,
      role: roleFor(credentials, profile),
      practiceName,
      profile,
      boardCertified,
      metro,
      years,
      languages,
      accepting,
    }),
    addressLine: suite ? `${street}, ${suite}` : street,
    city: metro.city,
    state: metro.state,
    zip: zip.zip,
    locationId: metro.id,
    ...point,
    yearsInPractice: years,
    languages,
    acceptingNewPatients: accepting,
    verification: chance(rnd, 0.65) ? sampleChecks(seed, id, boardCertified) : {},
    ratingAvg: reviewTotal ? round(ratingSum / reviewTotal, 2) : 0,
    reviewCount: reviewTotal,
    featured: false,
    source: 'sample',
  };
  return { provider, procedures, reviews, photos };
}

// Sample checks fall in the year and a half before this day, so a seed gives the same dates on every run.
const SAMPLE_CHECKS_UNTIL = Date.UTC(2026, 5, 30);
const DAY_MS = 86_400_000;

/**
 * What a verified sample provider was checked for: always the licence with the state board, often the board
 * certification (when there is one), sometimes identity. A PRNG of its own leaves the rest of the provider as it was.
 */
export function sampleChecks(seed: number, id: number, boardCertified: boolean): ProviderVerification {
  const rnd = mulberry32(seedFor(seed ^ 0xc4ec, id));
  const day = (daysBack: number) =>
    new Date(SAMPLE_CHECKS_UNTIL - daysBack * DAY_MS).toISOString().slice(0, 10);
  const licenseDaysBack = int(rnd, 30, 540);
  const checks: ProviderVerification = { license: day(licenseDaysBack) };
  if (boardCertified && chance(rnd, 0.7)) checks.board = day(licenseDaysBack - int(rnd, 0, 20));
  if (chance(rnd, 0.3)) checks.identity = day(licenseDaysBack - int(rnd, 0, 20));
  return checks;
}

function writeBio(p: {
  displayName: string;
  who: string;
  role: string;
  practiceName: string;
  profile: PracticeProfile;
  boardCertified: boolean;
  metro: Metro;
  years: number;
  languages: string[];
  accepting: boolean;
}) {
  const article = /^[aeiou]/.test(p.role) ? 'an' : 'a';
  const lines = [
    `${p.displayName} is ${article} ${p.role} at ${p.practiceName} in ${p.metro.city}, ${p.metro.state}, with ${p.years} years of experience in ${p.profile.focus}.`,
  ];
  if (p.boardCertified) lines.push(`${p.who} is certified by the ${p.profile.board}.`);
  lines.push(
    `${p.who} believes in unhurried consultations, honest expectations and clear, written pricing before any treatment.`,
  );
  if (p.languages.length > 1) {
    lines.push(`Consultations are available in ${p.languages.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`);
  }
  lines.push(p.accepting ? 'Currently accepting new patients.' : 'Not accepting new patients at the moment.');
  return lines.join(' ');
}

// One registry row → what the directory does with it: keep (with the provider's values), hide (deactivated), or
// skip (not an aesthetic clinician, an organisation, outside the chosen states, or not placeable on the map).
import { type AestheticTaxonomy, aestheticTaxonomy } from '@shared/taxonomies';
import { lookupZip } from '../../places';
import type { NppesRecord } from './columns';
import { normaliseCredential, personName, registryPhone, streetAddress } from './normalise';
import { providerDisplayName } from '@shared/display-name';
import { PROVIDER_FIELD_MAX } from '@shared/schemas/imports';

/** A field the registry gave longer than the directory keeps (PROVIDER_FIELD_MAX), cut to fit. */
export type CutField = 'firstName' | 'lastName' | 'credentials' | 'licenseNumber' | 'addressLine' | 'city';

export interface RegistryProvider {
  npi: string;
  firstName: string;
  lastName: string;
  displayName: string;
  credentials: string;
  specialty: string;
  registryTaxonomy: string;
  licenseNumber: string | null;
  licenseState: string | null;
  /** Always null: an individual's NPI record names no practice (nor new patients or languages). */
  practiceName: null;
  acceptingNewPatients: null;
  languages: string[];
  phone: string | null;
  addressLine: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  registryUpdatedOn: string | null;
}

export type SkipReason = 'taxonomy' | 'organization' | 'state' | 'since' | 'unplaced';

export type RowDecision =
  | { action: 'keep'; provider: RegistryProvider; cut: CutField[] }
  | { action: 'hide'; npi: string }
  | { action: 'skip'; reason: SkipReason };

export interface RowFilter {
  states?: Set<string>;
  /** ISO date: rows last updated before it are skipped (applying a full file as if it were an update). */
  since?: string;
}

/** NPPES writes dates as MM/DD/YYYY. */
export function isoDate(value: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : null;
  return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
}

/** Deactivated, and not reactivated since. */
export function isDeactivated(r: NppesRecord) {
  const off = isoDate(r.deactivationDate);
  if (!off) return false;
  const on = isoDate(r.reactivationDate);
  return !on || on < off;
}

/** The taxonomy the specialty comes from: the primary one when it is aesthetic, else the first aesthetic one. */
function chooseTaxonomy(r: NppesRecord) {
  let first: { slot: NppesRecord['taxonomies'][number]; meaning: AestheticTaxonomy } | null = null;
  for (const slot of r.taxonomies) {
    const meaning = aestheticTaxonomy(slot.code);
    if (!meaning) continue;
    if (slot.primary) return { slot, meaning };
    first ??= { slot, meaning };
  }
  return first;
}

export function decideRow(r: NppesRecord, filter: RowFilter = {}): RowDecision {
  if (!/^\d{10}$/.test(r.npi)) return { action: 'skip', reason: 'taxonomy' };
  if (isDeactivated(r)) return { action: 'hide', npi: r.npi };
  const updated = isoDate(r.lastUpdate);
  if (filter.since && updated && updated < filter.since) return { action: 'skip', reason: 'since' };
  const chosen = chooseTaxonomy(r);
  if (!chosen) return { action: 'skip', reason: 'taxonomy' };
  // The directory lists clinicians; a group practice's own NPI (entity type 2) is not a person to book.
  if (r.entityType !== '1') return { action: 'skip', reason: 'organization' };
  const state = r.state.toUpperCase();
  if (filter.states && !filter.states.has(state)) return { action: 'skip', reason: 'state' };
  if (r.countryCode && r.countryCode.toUpperCase() !== 'US') return { action: 'skip', reason: 'unplaced' };
  const zip = r.postalCode.replace(/\D/g, '').slice(0, 5);
  const place = zip.length === 5 ? lookupZip(zip) : null;
  if (!place) return { action: 'skip', reason: 'unplaced' };

  // The registry is free text: a field longer than the directory keeps is cut (and counted), not stored whole.
  const cut: CutField[] = [];
  const capped = (field: CutField, value: string) => {
    const max = PROVIDER_FIELD_MAX[field];
    if (value.length <= max) return value;
    cut.push(field);
    return [...value.slice(0, 2 * max)].slice(0, max).join('').trim();
  };
  const firstName = capped('firstName', personName(r.firstName));
  const lastName = capped('lastName', personName(r.lastName));
  const credentials = capped('credentials', normaliseCredential(r.credential));
  // Credentials are shown beside the name on every card, so they are not repeated inside it.
  const displayName = providerDisplayName(firstName, lastName, credentials);
  const license = chosen.slot.license ? capped('licenseNumber', chosen.slot.license) : null;
  const addressLine = capped('addressLine', streetAddress(r.addressLine1, r.addressLine2));
  const city = capped('city', personName(r.city) || place.city || '');
  return {
    action: 'keep',
    cut,
    provider: {
      npi: r.npi,
      firstName,
      lastName,
      displayName,
      credentials,
      specialty: chosen.meaning.specialty,
      registryTaxonomy: chosen.slot.code,
      licenseNumber: license,
      // A state code is two letters; anything longer is not one.
      licenseState: chosen.slot.licenseState.slice(0, 2) || null,
      // The registry says nothing a practice tells patients: no practice name (an individual's NPI carries none),
      // nothing on new patients or languages. The profile reads "Not listed" until the practice claims it.
      practiceName: null,
      acceptingNewPatients: null,
      languages: [],
      phone: registryPhone(r.phone),
      addressLine,
      city,
      state: place.state === state || !/^[A-Z]{2}$/.test(state) ? place.state : state,
      zip,
      latitude: place.latitude,
      longitude: place.longitude,
      registryUpdatedOn: updated,
    },
  };
}

// Gathers what an answer may use: the guides it is about, the place resolved to coordinates, and provider
// candidates from the directory. The built-in writer and the language model both write from this and nothing else.
import type { ProcedureGuide } from '@shared/schemas/content';
import type { Database } from '../db/client';
import type { Intent } from './intents';
import { getProcedure, type KnownProcedure } from './knowledge';
import { type ResolvedPlace, resolvePlace } from './locations';
import {
  findProviderCandidates,
  getProviderProfile,
  type ProviderCandidate,
  type ProviderProfile,
} from './providers-lookup';
import type { Understanding } from './understand';

export interface Prepared {
  understanding: Understanding;
  procedures: KnownProcedure[];
  place: ResolvedPlace | null;
  candidates: ProviderCandidate[];
  profile: ProviderProfile | null;
}

const LISTS_PROVIDERS: Intent[] = ['find_provider', 'overview', 'cost'];

export function wantsProviders(u: Understanding): boolean {
  if (u.kind !== 'answer' || u.diagnosis) return false;
  if (u.place) return true;
  return u.concern === null && u.intents.some((i) => LISTS_PROVIDERS.includes(i));
}

export async function prepare(
  db: Database,
  understanding: Understanding,
  providerId: number | undefined,
  candidateLimit = 3,
): Promise<Prepared> {
  const ids =
    understanding.kind === 'answer'
      ? understanding.procedureIds.length > 0
        ? understanding.procedureIds
        : (understanding.concern?.procedures ?? [])
      : understanding.kind === 'red_flag'
        ? understanding.procedureIds
        : [];
  const procedures = ids.map(getProcedure).filter((p): p is KnownProcedure => Boolean(p));
  const prepared: Prepared = { understanding, procedures, place: null, candidates: [], profile: null };
  if (understanding.kind !== 'answer') return prepared;

  const profileWanted = providerId !== undefined && understanding.intents.includes('provider_profile');
  const [place, profile] = await Promise.all([
    understanding.place ? resolvePlace(db, understanding.place) : null,
    profileWanted ? getProviderProfile(db, providerId) : null,
  ]);
  prepared.place = place;
  prepared.profile = profile;
  if (wantsProviders(understanding) || (understanding.concern && place)) {
    const lookups = (
      understanding.intents.includes('comparison') ? procedures.slice(0, 2) : procedures.slice(0, 1)
    ).map((p) => findProviderCandidates(db, p.id, place, candidateLimit));
    const seen = new Set<number>();
    for (const list of await Promise.all(lookups)) {
      for (const c of list) {
        if (!seen.has(c.id)) prepared.candidates.push(c);
        seen.add(c.id);
      }
    }
  }
  return prepared;
}

export const guidesOf = (p: Prepared): ProcedureGuide[] =>
  p.procedures.map((x) => x.guide).filter((g): g is ProcedureGuide => g !== null);

import type { PracticeFact } from './schemas/provider';

/**
 * Facts only a practice can give: whether it takes new patients, its languages, its name. The NPI registry gives a
 * clinician's name, specialty, licence and address and none of these, so an unclaimed registry record holds null (no
 * languages) for them until the practice claims the profile and says. Whatever is null or empty reads "Not listed" on
 * every surface: this is the one rule.
 */
export interface PracticeFacts {
  acceptingNewPatients: boolean | null;
  languages: readonly string[];
  practiceName: string | null;
}

export function notListedFacts(p: PracticeFacts): PracticeFact[] {
  const missing: PracticeFact[] = [];
  if (p.acceptingNewPatients === null) missing.push('acceptingNewPatients');
  if (p.languages.length === 0) missing.push('languages');
  if (!p.practiceName) missing.push('practiceName');
  return missing;
}

/** The name to book with: the practice's, or the clinician's own when the profile names no practice. */
export function practiceOrClinician(p: { practiceName: string | null; displayName: string }) {
  return p.practiceName || p.displayName;
}

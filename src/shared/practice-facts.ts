import type { PracticeFact } from './schemas/provider';

/**
 * Facts a profile's data holds only as a default until the practice gives them: the NPI registry gives a clinician's
 * name, specialty, licence and address, nothing a practice tells patients (new patients, languages, a practice name:
 * the clinician's own name stands in for it). Every surface shows these as "Not listed".
 */
export function notListedFacts(source: string): PracticeFact[] {
  return source === 'registry' ? ['acceptingNewPatients', 'languages', 'practiceName'] : [];
}

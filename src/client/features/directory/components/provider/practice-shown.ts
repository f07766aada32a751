import { practiceOrClinician } from '@shared/practice-facts';
import type { ProviderDetail, ProviderProfileResponse } from '@shared/schemas/provider';

/** A profile whose practice is always named: the practice's own name, or the clinician's when it gives none. */
export type PracticeShown = ProviderProfileResponse & { provider: ProviderDetail & { practiceName: string } };

/**
 * The profile as the location card, the prices and the consultation form name the practice: a profile without a
 * practice name (an unclaimed registry record: the registry names none) names the clinician instead.
 */
export function withPracticeShown(data: ProviderProfileResponse): PracticeShown {
  return { ...data, provider: { ...data.provider, practiceName: practiceOrClinician(data.provider) } };
}

import type { ProviderProfileResponse } from '@shared/schemas/provider';

/**
 * The profile as the location card, the prices and the consultation form name the practice: an unclaimed registry
 * record has no practice name (the registry gives the clinician's own name, which the data holds in its place), so
 * they name the clinician instead of showing that name as if it were a practice's.
 */
export function withPracticeShown(data: ProviderProfileResponse): ProviderProfileResponse {
  if (!data.notListed.includes('practiceName')) return data;
  return { ...data, provider: { ...data.provider, practiceName: data.provider.displayName } };
}

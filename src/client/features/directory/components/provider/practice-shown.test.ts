import { describe, expect, it } from 'vitest';
import type { ProviderProfileResponse } from '@shared/schemas/provider';
import { withPracticeShown } from './practice-shown';

const profile = (notListed: ProviderProfileResponse['notListed'], practiceName: string) =>
  ({
    provider: { id: 2, displayName: 'Dr. Sofia Ramirez', practiceName },
    notListed,
  }) as unknown as ProviderProfileResponse;

describe('withPracticeShown', () => {
  it('names the clinician where a registry record has no practice name', () => {
    const shown = withPracticeShown(profile(['acceptingNewPatients', 'practiceName'], 'Sofia Ramirez'));
    expect(shown.provider.practiceName).toBe('Dr. Sofia Ramirez');
  });

  it('keeps a practice name the practice gave', () => {
    const data = profile([], 'Bayside Plastic Surgery');
    expect(withPracticeShown(data)).toBe(data);
  });
});

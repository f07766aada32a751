import { describe, expect, it } from 'vitest';
import type { ProviderProfileResponse } from '@shared/schemas/provider';
import { withPracticeShown } from './practice-shown';

const profile = (practiceName: string | null) =>
  ({
    provider: { id: 2, displayName: 'Dr. Sofia Ramirez', practiceName },
  }) as unknown as ProviderProfileResponse;

describe('withPracticeShown', () => {
  it('names the clinician where a registry record has no practice name', () => {
    expect(withPracticeShown(profile(null)).provider.practiceName).toBe('Dr. Sofia Ramirez');
  });

  it('keeps a practice name the practice gave', () => {
    expect(withPracticeShown(profile('Bayside Plastic Surgery')).provider.practiceName).toBe(
      'Bayside Plastic Surgery',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatDay } from './format';
import {
  isVerified,
  madeChecks,
  verificationSentence,
  verificationSentences,
  verifiedBadgeText,
  verifiedPhrase,
  withChecks,
} from './provider-verification';

describe('what the site says was checked', () => {
  it('says nothing is verified when no check was made', () => {
    for (const none of [{}, null, undefined]) {
      expect(verifiedBadgeText(none)).toBeNull();
      expect(verifiedPhrase(none, 'es')).toBeNull();
      expect(verificationSentences(none)).toEqual([]);
      expect(isVerified(none)).toBe(false);
    }
  });

  it('names what was verified on the badge, in a fixed order', () => {
    expect(verifiedBadgeText({ license: '2025-03-03' })).toBe('Licence verified');
    expect(verifiedBadgeText({ npi: '2025-03-03' })).toBe('NPI verified');
    expect(verifiedBadgeText({ board: '2025-03-03' })).toBe('Board certification verified');
    expect(verifiedBadgeText({ identity: '2025-03-03' })).toBe('Identity verified');
    expect(verifiedBadgeText({ npi: '2025-03-03', license: '2025-03-01' })).toBe('Licence and NPI verified');
    expect(
      verifiedBadgeText({
        identity: '2025-03-03',
        board: '2025-03-03',
        license: '2025-03-03',
        npi: '2025-03-03',
      }),
    ).toBe('Licence, NPI, board certification and identity verified');
    expect(verifiedPhrase({ npi: '2025-03-03', license: '2025-03-01' })).toBe('licence and NPI verified');
  });

  it('says it in Spanish for TruGPT answers', () => {
    expect(verifiedPhrase({ license: '2025-03-03' }, 'es')).toBe('verificado: licencia');
    expect(verifiedPhrase({ license: '2025-03-03', identity: '2025-03-03' }, 'es')).toBe(
      'verificado: licencia e identidad',
    );
    expect(verifiedPhrase({ license: '2025-03-03', npi: '2025-03-03', board: '2025-03-03' }, 'es')).toBe(
      'verificado: licencia, NPI y certificación de especialidad',
    );
  });

  it('gives each check as a sentence with its day, the same in every time zone', () => {
    expect(verificationSentence('license', '2025-03-03')).toBe(
      'Licence checked with the state board on March 3, 2025.',
    );
    expect(verificationSentence('npi', '2024-12-31')).toBe(
      'NPI and licence number matched in the NPI registry on December 31, 2024.',
    );
    expect(verificationSentence('board', '2025-01-01', 'American Board of Plastic Surgery')).toBe(
      'Board certification checked with the American Board of Plastic Surgery on January 1, 2025.',
    );
    expect(verificationSentence('board', '2025-01-01', null)).toBe(
      'Board certification checked with the certifying board on January 1, 2025.',
    );
    expect(verificationSentence('identity', '2025-07-04')).toBe(
      'Identity checked with the practice on July 4, 2025.',
    );
    expect(formatDay('2025-01-01')).toBe('January 1, 2025');
    expect(
      verificationSentences(
        { identity: '2025-07-04', license: '2025-03-03' },
        'American Board of Dermatology',
      ),
    ).toEqual([
      'Licence checked with the state board on March 3, 2025.',
      'Identity checked with the practice on July 4, 2025.',
    ]);
  });

  it('ignores anything that is not a known check with a valid day', () => {
    const odd = { license: 'yesterday', npi: '2025-02-30x', references: '2025-01-01', board: 7 } as never;
    expect(madeChecks(odd)).toEqual([]);
    expect(verifiedBadgeText(odd)).toBeNull();
    expect(madeChecks('license' as never)).toEqual([]);
  });

  it('adds the checks made now to those made before', () => {
    expect(withChecks({ npi: '2025-01-02' }, ['license', 'board'], '2026-11-25')).toEqual({
      npi: '2025-01-02',
      license: '2026-11-25',
      board: '2026-11-25',
    });
    expect(withChecks({ license: '2025-01-02' }, ['license'], '2026-11-25')).toEqual({
      license: '2026-11-25',
    });
    expect(withChecks(null, [], '2026-11-25')).toEqual({});
  });
});

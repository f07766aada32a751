// What TruSelf checked about a provider, and the words every surface uses for it: the profile, result cards, the
// compare table, page descriptions and TruGPT. A provider is "verified" only when at least one check was made, and
// the site always says which.
import { formatDay } from './format';

export const VERIFICATION_CHECKS = ['license', 'npi', 'board', 'identity'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

/** Each check that was made, with the day (YYYY-MM-DD, UTC). A check that was not made is absent. */
export type ProviderVerification = Partial<Record<VerificationCheck, string>>;

/**
 * What an admin can tick when approving a listing or a claim. The NPI registry match is never ticked by hand: the
 * registry import and a claim whose NPI matches the registry record set it.
 */
export const ADMIN_CHECKS = ['license', 'board', 'identity'] as const satisfies readonly VerificationCheck[];
export type AdminCheck = (typeof ADMIN_CHECKS)[number];

export const adminCheckText: Record<AdminCheck, { label: string; hint: string }> = {
  license: {
    label: 'Licence checked with the state board',
    hint: "I looked the licence number up on the state board's website: it is active and in this name.",
  },
  board: {
    label: 'Board certification checked with the board',
    hint: "I found this provider in the certifying board's own directory.",
  },
  identity: {
    label: 'Identity checked',
    hint: 'I confirmed with the practice, at a number or address not given by the applicant, who this is.',
  },
};

const NOUNS: Record<'en' | 'es', Record<VerificationCheck, string>> = {
  en: { license: 'licence', npi: 'NPI', board: 'board certification', identity: 'identity' },
  es: { license: 'licencia', npi: 'NPI', board: 'certificación de especialidad', identity: 'identidad' },
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The checks made, in a fixed order; anything that is not a known check with a valid day is ignored. */
export function madeChecks(
  verification: ProviderVerification | null | undefined,
): { check: VerificationCheck; on: string }[] {
  if (!verification || typeof verification !== 'object') return [];
  return VERIFICATION_CHECKS.flatMap((check) => {
    const on = verification[check];
    return typeof on === 'string' && DAY.test(on) && !Number.isNaN(Date.parse(on)) ? [{ check, on }] : [];
  });
}

export const isVerified = (verification: ProviderVerification | null | undefined) =>
  madeChecks(verification).length > 0;

/** One check as a sentence: "Licence checked with the state board on March 3, 2025." */
export function verificationSentence(check: VerificationCheck, on: string, boardName?: string | null) {
  const date = formatDay(on);
  switch (check) {
    case 'license':
      return `Licence checked with the state board on ${date}.`;
    case 'npi':
      return `NPI and licence number matched in the NPI registry on ${date}.`;
    case 'board':
      return `Board certification checked with the ${boardName?.trim() || 'certifying board'} on ${date}.`;
    case 'identity':
      return `Identity checked with the practice on ${date}.`;
  }
}

export function verificationSentences(
  verification: ProviderVerification | null | undefined,
  boardName?: string | null,
) {
  return madeChecks(verification).map(({ check, on }) => verificationSentence(check, on, boardName));
}

function listOf(words: string[], language: 'en' | 'es') {
  if (words.length <= 1) return words.join('');
  const last = words[words.length - 1];
  // Spanish "y" becomes "e" before an i- sound: "licencia e identidad".
  const and = language === 'es' ? (/^h?i/i.test(last) ? 'e' : 'y') : 'and';
  return `${words.slice(0, -1).join(', ')} ${and} ${last}`;
}

/**
 * What was verified, inside a sentence: "licence and NPI verified" ("verificado: licencia y NPI"), or null when no
 * check was made — then nothing may say "verified".
 */
export function verifiedPhrase(
  verification: ProviderVerification | null | undefined,
  language: 'en' | 'es' = 'en',
): string | null {
  const checks = madeChecks(verification);
  if (checks.length === 0) return null;
  const list = listOf(
    checks.map(({ check }) => NOUNS[language][check]),
    language,
  );
  return language === 'es' ? `verificado: ${list}` : `${list} verified`;
}

/** The badge: "Licence verified", "Licence and NPI verified", "Licence, board certification and identity verified". */
export function verifiedBadgeText(verification: ProviderVerification | null | undefined): string | null {
  const phrase = verifiedPhrase(verification);
  return phrase && phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** Today as YYYY-MM-DD (UTC): the day stored with a check made now. */
export const checkDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** The checks made now, added to those made before (a repeated check gets today's date). */
export function withChecks(
  verification: ProviderVerification | null | undefined,
  checks: readonly VerificationCheck[],
  on = checkDay(),
): ProviderVerification {
  const next: ProviderVerification = {};
  for (const { check, on: before } of madeChecks(verification)) next[check] = before;
  for (const check of checks) next[check] = on;
  return next;
}

// Compares a claimant with the profile's NPI registry record, for the admin deciding the claim: the NPI they gave,
// their account name against the registered name, and the practice phone they gave against the registry's.
import type { RegistryMatch } from '@shared/schemas/claims';

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
const words = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(dr|md|do|np|pa|rn|facs|phd)\b/g, ' ')
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1);

export function registryMatch(
  claim: { npi: string | null; practicePhone: string | null },
  claimantName: string,
  record: { npi: string | null; firstName: string; lastName: string; phone: string | null },
): RegistryMatch | null {
  if (!record.npi) return null;
  const name = new Set(words(claimantName));
  // Names in the registry are legal names; an account may use a nickname, so the surname carries the match.
  const last = words(record.lastName);
  const first = words(record.firstName);
  return {
    npi: claim.npi ? claim.npi === record.npi : null,
    name: name.size ? last.length > 0 && last.every((w) => name.has(w)) : null,
    firstName: name.size ? first.some((w) => name.has(w)) : null,
    phone: claim.practicePhone && record.phone ? digits(claim.practicePhone) === digits(record.phone) : null,
  };
}

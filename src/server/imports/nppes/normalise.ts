// The registry's text as people expect to read it: "SMITH" → "Smith", "M.D., F.A.C.S." → "MD, FACS".

const KEEP_UPPER = new Set(['II', 'III', 'IV', 'PO', 'NE', 'NW', 'SE', 'SW', 'US', 'MD', 'DO']);

/** Title case for names and places typed in capitals or lower case: "o'BRIEN-mcKAY" → "O'Brien-McKay", "MOLLY" in quotes too. */
export function personName(value: string) {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s'’"(-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\bMc(\p{L})/gu, (_, ch: string) => `Mc${ch.toUpperCase()}`);
}

export function streetAddress(line1: string, line2: string) {
  const fix = (s: string) =>
    personName(s)
      .split(' ')
      .map((w) => (KEEP_UPPER.has(w.toUpperCase().replace(/\./g, '')) ? w.toUpperCase() : w))
      .join(' ');
  return [fix(line1), fix(line2)].filter(Boolean).join(', ');
}

// Credential text is free text in NPPES: "M.D.", "md", "MD, PHD", "D.O.", "APRN, FNP-C", "PA-C"…
const CREDENTIAL_ALIASES: Record<string, string> = {
  MD: 'MD',
  DO: 'DO',
  NP: 'NP',
  APRN: 'NP',
  ARNP: 'NP',
  CRNP: 'NP',
  FNP: 'NP',
  'FNP-C': 'NP',
  'FNP-BC': 'NP',
  'ANP-BC': 'NP',
  DNP: 'NP',
  PA: 'PA',
  'PA-C': 'PA',
  RN: 'RN',
  BSN: 'RN',
  DDS: 'DDS',
  DMD: 'DMD',
  PHD: 'PhD',
  FACS: 'FACS',
  FAAD: 'FAAD',
};

const MAX_CREDENTIALS = 12;

/** The credentials a patient knows, in order, each once: "M.D., F.A.C.S." → "MD, FACS"; unknown words kept as typed. */
export function normaliseCredential(text: string) {
  const out: string[] = [];
  for (const raw of text.split(/[,;/]|\s+/)) {
    const token = raw.replace(/\./g, '').trim().toUpperCase();
    if (!token) continue;
    const name = CREDENTIAL_ALIASES[token] ?? (token.length <= 8 ? token : null);
    if (name && !out.includes(name)) out.push(name);
    // Nobody holds more: a free-text field of thousands of words stops here rather than being compared whole.
    if (out.length === MAX_CREDENTIALS) break;
  }
  // MD/DO first: the directory reads the first credential as the title.
  out.sort((a, b) => rank(a) - rank(b));
  return out.join(', ');
}

function rank(c: string) {
  const i = ['MD', 'DO', 'NP', 'PA', 'RN'].indexOf(c);
  return i === -1 ? 10 : i;
}

/** "3055550142" → "(305) 555-0142"; anything that is not a 10-digit US number is dropped. */
export function registryPhone(value: string) {
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

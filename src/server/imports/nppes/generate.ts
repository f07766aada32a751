// Writes NPPES-format files the project makes itself (no real person's record): the committed test fixture and the
// 1-million-row file for the import benchmark. Same header and quoting as the CMS file.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { NPPES_HEADER } from './columns';

const INDEX = new Map(NPPES_HEADER.map((name, i) => [name, i]));

export type RowValues = Record<string, string>;

/** One CSV line in the CMS style: every field quoted, quotes doubled, CRLF. */
export function nppesLine(values: RowValues) {
  const cells = new Array<string>(NPPES_HEADER.length).fill('');
  for (const [name, value] of Object.entries(values)) {
    const i = INDEX.get(name);
    if (i === undefined) throw new Error(`Unknown NPPES column: ${name}`);
    cells[i] = value;
  }
  return `"${cells.map((c) => c.replace(/"/g, '""')).join('","')}"\r\n`;
}

export const headerLine = () => nppesLine(Object.fromEntries(NPPES_HEADER.map((n) => [n, n])));

/** Small deterministic PRNG (mulberry32) so the same seed gives the same file. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Real ZIP codes (so the gazetteer places them) across the country, with the state and city the registry would show.
const PLACES = [
  ['33139', 'MIAMI BEACH', 'FL'],
  ['33131', 'MIAMI', 'FL'],
  ['32801', 'ORLANDO', 'FL'],
  ['33606', 'TAMPA', 'FL'],
  ['77030', 'HOUSTON', 'TX'],
  ['75201', 'DALLAS', 'TX'],
  ['78701', 'AUSTIN', 'TX'],
  ['10021', 'NEW YORK', 'NY'],
  ['10001', 'NEW YORK', 'NY'],
  ['90210', 'BEVERLY HILLS', 'CA'],
  ['90048', 'LOS ANGELES', 'CA'],
  ['94115', 'SAN FRANCISCO', 'CA'],
  ['92660', 'NEWPORT BEACH', 'CA'],
  ['60611', 'CHICAGO', 'IL'],
  ['02115', 'BOSTON', 'MA'],
  ['98101', 'SEATTLE', 'WA'],
  ['30305', 'ATLANTA', 'GA'],
  ['85251', 'SCOTTSDALE', 'AZ'],
  ['80206', 'DENVER', 'CO'],
  ['19103', 'PHILADELPHIA', 'PA'],
  ['37203', 'NASHVILLE', 'TN'],
  ['89109', 'LAS VEGAS', 'NV'],
  ['28202', 'CHARLOTTE', 'NC'],
  ['97205', 'PORTLAND', 'OR'],
  ['55402', 'MINNEAPOLIS', 'MN'],
] as const;

const FIRST = [
  'SOFIA',
  'JAMES',
  'maria',
  'David',
  'AISHA',
  'wei',
  'Carlos',
  'EMILY',
  'noah',
  'Priya',
  'LIAM',
  'Grace',
];
const LAST = [
  'RAMIREZ',
  'nguyen',
  "O'BRIEN",
  'McDonald',
  'PATEL',
  'smith-jones',
  'KIM',
  'Okafor',
  'GARCIA',
  'de la cruz',
];
const STREETS = ['MAIN ST', 'OCEAN DR', 'BRICKELL AVE', 'park avenue', 'Medical Center Blvd', 'ELM STREET'];

const AESTHETIC = [
  '208200000X',
  '207YS0123X',
  '207N00000X',
  '207ND0101X',
  '207NS0135X',
  '207WX0200X',
  '2082S0099X',
];
const OTHER = [
  '207Q00000X',
  '207R00000X',
  '363LF0000X',
  '363A00000X',
  '183500000X',
  '122300000X',
  '2082S0105X',
];
const CREDENTIALS = ['M.D.', 'MD', 'md, facs', 'D.O.', 'M.D., PH.D.', 'APRN, FNP-C', 'PA-C', ''];

const pick = <T>(rnd: () => number, list: readonly T[]) => list[Math.floor(rnd() * list.length)];
const digits = (rnd: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
const usDate = (rnd: () => number, fromYear: number) =>
  `${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}/${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}/${fromYear + Math.floor(rnd() * (2026 - fromYear))}`;

export interface GeneratorMix {
  /** Share of rows with an aesthetic taxonomy (the real file: about 1%; the benchmark uses more to exercise writes). */
  aesthetic: number;
}

/** A random registry row; `n` makes the NPI unique within a file. */
export function randomRow(rnd: () => number, n: number, mix: GeneratorMix): RowValues {
  const npi = String(1_000_000_000 + n);
  const roll = rnd();
  if (roll < 0.02)
    return { NPI: npi, 'NPI Deactivation Date': usDate(rnd, 2015), 'NPI Deactivation Reason Code': '' };
  const organization = roll < 0.07;
  const [zip, city, state] = pick(rnd, PLACES);
  const row: RowValues = {
    NPI: npi,
    'Entity Type Code': organization ? '2' : '1',
    'Provider Enumeration Date': usDate(rnd, 2006),
    'Last Update Date': usDate(rnd, 2018),
    'Provider First Line Business Mailing Address':
      rnd() < 0.3 ? `PO BOX ${digits(rnd, 4)}` : `${digits(rnd, 4)} ${pick(rnd, STREETS)}`,
    'Provider Business Mailing Address City Name': city,
    'Provider Business Mailing Address State Name': state,
    'Provider Business Mailing Address Postal Code': rnd() < 0.5 ? `${zip}${digits(rnd, 4)}` : zip,
    'Provider Business Mailing Address Country Code (If outside U.S.)': 'US',
    'Provider First Line Business Practice Location Address': `${digits(rnd, 4)} ${pick(rnd, STREETS)}`,
    'Provider Second Line Business Practice Location Address': rnd() < 0.4 ? `SUITE ${digits(rnd, 3)}` : '',
    'Provider Business Practice Location Address City Name': city,
    'Provider Business Practice Location Address State Name': state,
    'Provider Business Practice Location Address Postal Code': rnd() < 0.6 ? `${zip}${digits(rnd, 4)}` : zip,
    'Provider Business Practice Location Address Country Code (If outside U.S.)': 'US',
    'Provider Business Practice Location Address Telephone Number': `${pick(rnd, ['305', '713', '212', '310', '312'])}${digits(rnd, 7)}`,
  };
  if (organization) {
    row['Provider Organization Name (Legal Business Name)'] = `${pick(rnd, LAST)} AESTHETICS, PLLC`;
    row['Authorized Official Last Name'] = pick(rnd, LAST);
    row['Authorized Official First Name'] = pick(rnd, FIRST);
  } else {
    row['Provider Last Name (Legal Name)'] = pick(rnd, LAST);
    row['Provider First Name'] = pick(rnd, FIRST);
    row['Provider Middle Name'] = rnd() < 0.5 ? String.fromCharCode(65 + Math.floor(rnd() * 26)) : '';
    row['Provider Credential Text'] = pick(rnd, CREDENTIALS);
    row['Provider Gender Code'] = rnd() < 0.5 ? 'F' : 'M';
  }
  const taxonomies = rnd() < mix.aesthetic ? [pick(rnd, AESTHETIC)] : [pick(rnd, OTHER)];
  if (rnd() < 0.25) taxonomies.push(pick(rnd, rnd() < 0.5 ? AESTHETIC : OTHER));
  const primary = Math.floor(rnd() * taxonomies.length);
  taxonomies.forEach((code, i) => {
    row[`Healthcare Provider Taxonomy Code_${i + 1}`] = code;
    row[`Provider License Number_${i + 1}`] = `ME${digits(rnd, 5)}`;
    row[`Provider License Number State Code_${i + 1}`] = state;
    row[`Healthcare Provider Primary Taxonomy Switch_${i + 1}`] = i === primary ? 'Y' : 'N';
  });
  return row;
}

/** Writes header + rows to a stream, honouring back-pressure so memory stays flat for any row count. */
export async function writeRows(out: Writable, rows: Iterable<RowValues>) {
  if (!out.write(headerLine())) await once(out, 'drain');
  let chunk = '';
  for (const row of rows) {
    chunk += nppesLine(row);
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  if (chunk) out.write(chunk);
  out.end();
  await once(out, 'finish');
}

// Made-up registry rows shaped like the country's directory, for benchmarks at national scale: surnames as common
// or as rare as they are in the US, places in proportion to each state's people, and a real ZIP in that state. A
// name search then matches a few thousand rows for SMITH and a handful for most names, as it would on the real file.
import { gazetteer, type ZipEntry } from '../../places/gazetteer-index';
import { type GeneratorMix, type RowValues, randomRow } from './generate';

/**
 * The most common US surnames, per 100,000 people (US Census Bureau, "Frequently Occurring Surnames from the 2010
 * Census", 2016; rounded). Together about 12% of people; the rest carry rarer names, drawn below.
 */
const COMMON_SURNAMES: [string, number][] = [
  ['SMITH', 828],
  ['JOHNSON', 655],
  ['WILLIAMS', 551],
  ['BROWN', 487],
  ['JONES', 483],
  ['GARCIA', 395],
  ['MILLER', 394],
  ['DAVIS', 380],
  ['RODRIGUEZ', 370],
  ['MARTINEZ', 357],
  ['HERNANDEZ', 328],
  ['LOPEZ', 294],
  ['GONZALEZ', 290],
  ['WILSON', 282],
  ['ANDERSON', 273],
  ['THOMAS', 253],
  ['TAYLOR', 251],
  ['MOORE', 241],
  ['JACKSON', 240],
  ['MARTIN', 239],
  ['LEE', 235],
  ['PEREZ', 226],
  ['THOMPSON', 225],
  ['WHITE', 224],
  ['HARRIS', 218],
  ['SANCHEZ', 216],
  ['CLARK', 188],
  ['RAMIREZ', 185],
  ['LEWIS', 181],
  ['ROBINSON', 181],
  ['WALKER', 180],
  ['YOUNG', 165],
  ['ALLEN', 164],
  ['KING', 162],
  ['WRIGHT', 159],
  ['SCOTT', 153],
  ['TORRES', 151],
  ['NGUYEN', 148],
  ['HILL', 148],
  ['FLORES', 147],
  ['GREEN', 145],
  ['ADAMS', 144],
  ['NELSON', 142],
  ['BAKER', 140],
  ['HALL', 139],
  ['RIVERA', 139],
  ['CAMPBELL', 133],
  ['MITCHELL', 132],
  ['CARTER', 128],
  ['ROBERTS', 127],
];

/** Resident population by state, in thousands (US Census Bureau, 2020 Census apportionment and DC counts). */
const STATE_PEOPLE: [string, number][] = [
  ['CA', 39538],
  ['TX', 29146],
  ['FL', 21538],
  ['NY', 20201],
  ['PA', 13003],
  ['IL', 12813],
  ['OH', 11799],
  ['GA', 10712],
  ['NC', 10439],
  ['MI', 10077],
  ['NJ', 9289],
  ['VA', 8631],
  ['WA', 7705],
  ['AZ', 7152],
  ['MA', 7030],
  ['TN', 6911],
  ['IN', 6786],
  ['MD', 6177],
  ['MO', 6155],
  ['WI', 5894],
  ['CO', 5774],
  ['MN', 5706],
  ['SC', 5118],
  ['AL', 5024],
  ['LA', 4658],
  ['KY', 4506],
  ['OR', 4237],
  ['OK', 3959],
  ['CT', 3606],
  ['UT', 3272],
  ['IA', 3190],
  ['NV', 3105],
  ['AR', 3012],
  ['MS', 2961],
  ['KS', 2938],
  ['NM', 2118],
  ['NE', 1962],
  ['ID', 1839],
  ['WV', 1794],
  ['HI', 1455],
  ['NH', 1377],
  ['ME', 1362],
  ['RI', 1097],
  ['MT', 1084],
  ['DE', 990],
  ['SD', 887],
  ['ND', 779],
  ['AK', 733],
  ['DC', 690],
  ['VT', 643],
  ['WY', 577],
];

// Pieces of the rarer surnames: each combination is a name of its own, so the long tail is long, as it is.
const STARTS = [
  'AB',
  'AL',
  'AN',
  'BA',
  'BE',
  'BO',
  'CA',
  'CH',
  'DA',
  'DE',
  'DO',
  'EL',
  'FA',
  'FE',
  'GA',
  'GO',
];
const MORE_STARTS = [
  'HA',
  'HO',
  'KA',
  'KO',
  'LA',
  'LI',
  'MA',
  'ME',
  'MO',
  'NA',
  'OK',
  'PA',
  'PE',
  'RA',
  'RO',
  'SA',
];
const MIDDLES = ['', 'N', 'R', 'L', 'M', 'S', 'T', 'ND', 'RR', 'LL', 'ST', 'NG', 'SH', 'K', 'V', 'Z'];
const ENDS = [
  'A',
  'O',
  'ER',
  'EN',
  'ES',
  'EZ',
  'IN',
  'ON',
  'SON',
  'MAN',
  'SKI',
  'OV',
  'ELLI',
  'ADA',
  'AFOR',
  'UCHI',
];
const TAIL_STARTS = [...STARTS, ...MORE_STARTS];
const SECONDS = ['', 'RI', 'LO', 'NE', 'TA', 'VI', 'DU', 'KE', 'MA', 'SO', 'BE', 'GU'];
const TAIL_SIZE = TAIL_STARTS.length * MIDDLES.length * SECONDS.length * ENDS.length;
/** How flat the head of the long tail is (a Zipf–Mandelbrot offset): its commonest name is about 0.13% of people. */
const TAIL_OFFSET = 100;

const FIRST_NAMES = [
  'JAMES',
  'MARY',
  'MICHAEL',
  'JENNIFER',
  'DAVID',
  'LINDA',
  'JOHN',
  'ELIZABETH',
  'ROBERT',
  'SUSAN',
  'DANIEL',
  'JESSICA',
  'WILLIAM',
  'SARAH',
  'JOSEPH',
  'KAREN',
  'CHRISTOPHER',
  'NANCY',
  'MATTHEW',
  'LISA',
  'ANTHONY',
  'EMILY',
  'ANDREW',
  'MICHELLE',
  'KEVIN',
  'AMANDA',
  'BRIAN',
  'MELISSA',
  'JOSE',
  'MARIA',
  'CARLOS',
  'SOFIA',
  'WEI',
  'PRIYA',
  'AISHA',
  'OLUWASEUN',
  'MINH',
  'HYUN',
  'FATIMA',
  'ALEJANDRO',
  'GRACE',
  'NOAH',
  'OLIVIA',
  'LIAM',
  'AVA',
  'RAJ',
];

const cumulative = (weights: number[]) => {
  let sum = 0;
  return weights.map((w) => {
    sum += w;
    return sum;
  });
};
const COMMON_CUM = cumulative(COMMON_SURNAMES.map(([, w]) => w));
/** Share of people whose surname is one of COMMON_SURNAMES. */
const COMMON_SHARE = COMMON_CUM[COMMON_CUM.length - 1] / 100_000;
const STATE_CUM = cumulative(STATE_PEOPLE.map(([, w]) => w));
let zipsByState: Map<string, ZipEntry[]> | null = null;
/** The gazetteer's ZIP codes of each state (the same ones an import places rows by). */
function zipsOf(state: string): ZipEntry[] {
  if (!zipsByState) {
    zipsByState = new Map();
    for (const z of gazetteer().zips.values()) {
      const list = zipsByState.get(z.state) ?? [];
      list.push(z);
      zipsByState.set(z.state, list);
    }
  }
  return zipsByState.get(state) ?? [];
}

function weighted<T>(rnd: () => number, items: [T, number][], cum: number[]): T {
  const r = rnd() * cum[cum.length - 1];
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] < r) lo = mid + 1;
    else hi = mid;
  }
  return items[lo][0];
}

/** A surname: a common one as often as people carry it, else one of a long tail in which few names are frequent. */
export function nationalSurname(rnd: () => number): string {
  if (rnd() < COMMON_SHARE) return weighted(rnd, COMMON_SURNAMES, COMMON_CUM);
  // The k-th rarer name is drawn with weight 1 / (k + TAIL_OFFSET), by inverting that distribution's CDF.
  const u = rnd();
  const i = Math.min(
    TAIL_SIZE - 1,
    Math.floor(TAIL_OFFSET * ((TAIL_SIZE + TAIL_OFFSET) / TAIL_OFFSET) ** u - TAIL_OFFSET),
  );
  let rest = i;
  const end = ENDS[rest % ENDS.length];
  rest = Math.floor(rest / ENDS.length);
  const second = SECONDS[rest % SECONDS.length];
  rest = Math.floor(rest / SECONDS.length);
  const middle = MIDDLES[rest % MIDDLES.length];
  const start = TAIL_STARTS[Math.floor(rest / MIDDLES.length)];
  return `${start}${middle}${second}${end}`;
}

/** A real ZIP code, in a state drawn in proportion to its people (uniform among the state's ZIP codes). */
export function nationalPlace(rnd: () => number): { zip: string; city: string; state: string } {
  const state = weighted(rnd, STATE_PEOPLE, STATE_CUM);
  const zips = zipsOf(state);
  const z = zips[Math.floor(rnd() * zips.length)];
  return { zip: z.zip, city: z.city.toUpperCase(), state };
}

/** A registry row as randomRow makes it, with the name and the place drawn as the country's are. */
export function nationalRow(rnd: () => number, n: number, mix: GeneratorMix): RowValues {
  const row = randomRow(rnd, n, mix);
  if (!row['Entity Type Code']) return row;
  const place = nationalPlace(rnd);
  const zip4 = () => String(Math.floor(rnd() * 10_000)).padStart(4, '0');
  row['Provider Business Mailing Address City Name'] = place.city;
  row['Provider Business Mailing Address State Name'] = place.state;
  row['Provider Business Mailing Address Postal Code'] = rnd() < 0.5 ? `${place.zip}${zip4()}` : place.zip;
  row['Provider Business Practice Location Address City Name'] = place.city;
  row['Provider Business Practice Location Address State Name'] = place.state;
  row['Provider Business Practice Location Address Postal Code'] =
    rnd() < 0.6 ? `${place.zip}${zip4()}` : place.zip;
  for (let i = 1; row[`Provider License Number State Code_${i}`]; i++)
    row[`Provider License Number State Code_${i}`] = place.state;
  const surname = nationalSurname(rnd);
  const first = FIRST_NAMES[Math.floor(rnd() * FIRST_NAMES.length)];
  if (row['Entity Type Code'] === '2') {
    row['Provider Organization Name (Legal Business Name)'] =
      `${surname} ${rnd() < 0.5 ? 'AESTHETICS' : 'MEDICAL GROUP'}, ${rnd() < 0.5 ? 'PLLC' : 'INC'}`;
    row['Authorized Official Last Name'] = surname;
    row['Authorized Official First Name'] = first;
  } else {
    row['Provider Last Name (Legal Name)'] = surname;
    row['Provider First Name'] = first;
    row['Provider Credential Text'] = credentialFor(row);
  }
  return row;
}

/**
 * A clinician's credential as the registry pairs it with the primary taxonomy: a nurse practitioner (363L…) an APRN,
 * a physician assistant (363A…) a PA-C, a dentist a DDS, a pharmacist a PharmD, a physician (20…) an MD or DO. The
 * row's own draw is kept where it fits, so a physician code never carries a nurse's or an assistant's credential.
 */
function credentialFor(row: RowValues): string {
  const drawn = row['Provider Credential Text'] ?? '';
  let primary = row['Healthcare Provider Taxonomy Code_1'] ?? '';
  for (let i = 1; row[`Healthcare Provider Taxonomy Code_${i}`]; i++)
    if (row[`Healthcare Provider Primary Taxonomy Switch_${i}`] === 'Y')
      primary = row[`Healthcare Provider Taxonomy Code_${i}`] ?? '';
  const physician = /^(M\.?D|D\.?O)\b/i.test(drawn.trim());
  if (primary.startsWith('363L')) return 'APRN, FNP-C';
  if (primary.startsWith('363A')) return 'PA-C';
  if (primary.startsWith('1223')) return 'DDS';
  if (primary.startsWith('1835')) return 'PHARMD';
  if (primary.startsWith('20')) return physician || drawn === '' ? drawn : 'M.D.';
  return drawn;
}

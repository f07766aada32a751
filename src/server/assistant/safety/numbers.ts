// The signals that hang on a number: an age under 18 ("im 15", "my 17 yo daughter", "tengo 16 años"), a
// temperature that is a fever ("39 °C", "101.5"), and a long run of revisions ("my fourth nose revision").
import type { Token } from './nlp';

const NUMBER_WORDS = new Map<string, number>(
  Object.entries({
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    diez: 10,
    once: 11,
    doce: 12,
    trece: 13,
    catorce: 14,
    quince: 15,
    dieciseis: 16,
    diecisiete: 17,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
  }),
);
const ORDINALS = new Map<string, number>(
  Object.entries({
    third: 3,
    '3rd': 3,
    fourth: 4,
    '4th': 4,
    fifth: 5,
    '5th': 5,
    sixth: 6,
    '6th': 6,
    seventh: 7,
    '7th': 7,
    tercera: 3,
    tercer: 3,
    cuarta: 4,
    cuarto: 4,
    quinta: 5,
  }),
);

// Words after a number that make it an age by themselves ("16 yo", "15 y/o", "is 15 too young").
const AGE_AFTER = ['yo', 'y', 'y.o', 'y.o.', 'too'];
// "year(s)" makes an age only with "old" ("a 17 year old", not "every 10 years"); "años" only after "tengo",
// "de" and the like (as "cada 10 años" is "every 10 years").
const YEAR_WORDS = ['yr', 'yrs', 'year', 'years'];
// "im 3 days post op", "i'm 20 weeks pregnant": a number followed by a unit is not an age.
const NOT_AGE_AFTER = [
  'day',
  'days',
  'week',
  'weeks',
  'wk',
  'wks',
  'month',
  'months',
  'hour',
  'hours',
  'hrs',
  'min',
  'mins',
  'minutes',
  'lb',
  'lbs',
  'pound',
  'pounds',
  'kg',
  'kilos',
  'cc',
  'ccs',
  'unit',
  'units',
  'syringe',
  'syringes',
  'ml',
  '%',
  'percent',
  'k',
  'grand',
  'dollars',
  'inches',
  'ft',
  'feet',
  'sessions',
  'times',
  'dias',
  'semanas',
  'meses',
];
const AGE_BEFORE = [
  'are',
  'somos',
  'tenemos',
  "i'm",
  'im',
  'am',
  'is',
  "'s",
  'age',
  'aged',
  'turning',
  'turn',
  'turned',
  'tengo',
  'tiene',
  'de',
];
const PEOPLE = [
  'i',
  "i'm",
  'im',
  'she',
  'he',
  'shes',
  'hes',
  'daughter',
  'son',
  'kid',
  'child',
  'girl',
  'boy',
  'niece',
  'nephew',
  'sister',
  'brother',
  'stepdaughter',
  'we',
  'me',
  'friends',
  'us',
  'both',
  'twins',
  'hija',
  'hijo',
  'nina',
  'nino',
  'sobrina',
  'sobrino',
  'hermana',
  'hermano',
];

const numberIn = (t: Token | undefined) =>
  t ? (t.number ?? NUMBER_WORDS.get(t.norm) ?? /^(\d{1,2})(yo|y\/o|yrs?)$/.exec(t.norm)?.[1] ?? null) : null;

/** An age under 18 stated for the person the question is about. */
export function statedMinorAge(tokens: Token[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    const raw = numberIn(tokens[i]);
    const age = raw === null ? null : Number(raw);
    if (age === null || !Number.isInteger(age) || age < 10 || age > 17) continue;
    if (/^\d{1,2}(yo|y\/o|yrs?)$/.test(tokens[i].norm)) return age;
    const next = tokens.slice(i + 1).find((t) => t.norm !== '-' && t.norm !== '/')?.norm ?? '';
    if (NOT_AGE_AFTER.includes(next)) continue;
    if (AGE_AFTER.includes(next)) return age;
    const after = tokens
      .slice(i + 1, i + 5)
      .map((t) => t.norm)
      .filter((w) => w !== '-');
    if (YEAR_WORDS.includes(after[0] ?? '') && after[1] === 'old') return age;
    const before = tokens.slice(Math.max(0, i - 4), i).map((t) => t.norm);
    const prev = before[before.length - 1] ?? '';
    // By lemma too, so "turns", "turned" and "turning" all lead into an age.
    if (!AGE_BEFORE.includes(prev) && !AGE_BEFORE.includes(tokens[i - 1]?.lemma ?? '')) continue;
    // "she's 16", "my son is 16", "im 15", "tengo 16": a person is named just before.
    if (prev === 'im' || prev === "i'm" || prev === 'tengo' || prev === 'age' || prev === 'aged') return age;
    if (before.some((w) => PEOPLE.includes(w))) return age;
  }
  return null;
}

const REVISION_WORDS = [
  'revision',
  'revisions',
  'surgery',
  'surgeries',
  'rhinoplasty',
  'rhinoplasties',
  'nose',
  'job',
  'jobs',
  'bbl',
  'operation',
  'operations',
  'procedure',
  'procedures',
  'lift',
  'augmentation',
  'revisiones',
  'revision',
  'cirugia',
  'cirugias',
  'operacion',
  'vez',
];

/** Three or more operations on the same thing ("fourth nose revision", "5 surgeries on my nose"). */
export function revisionCount(tokens: Token[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    const ordinal = ORDINALS.get(tokens[i].norm);
    const window = tokens.slice(i + 1, i + 4).map((t) => t.norm);
    if (ordinal && window.some((w) => REVISION_WORDS.includes(w))) return ordinal;
    // "a fourth" at the end of a sentence about revisions.
    if (ordinal && tokens.some((t) => t.norm.startsWith('revision') || t.norm.startsWith('rhinoplast')))
      return ordinal;
    const n = Number(numberIn(tokens[i]));
    if (
      Number.isInteger(n) &&
      n >= 3 &&
      n <= 20 &&
      window.slice(0, 2).some((w) => /^(revision|surger|rhinoplast|operation|nose)/.test(w))
    ) {
      return n;
    }
  }
  return null;
}

const TEMPERATURE_WORDS = [
  'temp',
  'temperature',
  'fever',
  'fiebre',
  'temperatura',
  'calentura',
  '°',
  'f',
  'c',
  'degrees',
  'grados',
];

const RUNNING_A_TEMPERATURE = ['running', 'spiking', 'spiked', 'thermometer', 'termometro'];

/** A stated body temperature of 38 °C / 100.4 °F or more. */
export function feverTemperature(tokens: Token[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    const n = tokens[i].number;
    if (n === null) continue;
    const celsius = n >= 38 && n <= 43;
    const fahrenheit = n >= 100.4 && n <= 108;
    if (!celsius && !fahrenheit) continue;
    const around = tokens.slice(Math.max(0, i - 4), i + 3).map((t) => t.norm);
    if (around.some((w) => TEMPERATURE_WORDS.includes(w))) return n;
    // "running 101", "spiked to 38.9": a temperature told by the verb right before it.
    const before = tokens.slice(Math.max(0, i - 2), i).map((t) => t.norm);
    if (before.some((w) => RUNNING_A_TEMPERATURE.includes(w))) return n;
  }
  return null;
}

const POUNDS = ['lbs', 'lb', 'pounds', 'pound', 'libras'];
const KILOS = ['kg', 'kgs', 'kilos', 'kilo', 'kilograms', 'kilogramos'];
/** With a weight and no height, an adult of average height (1.63 m) stands in for the writer. */
const AVERAGE_HEIGHT = 1.63;

/** A stated weight in kilograms ("98 lbs", "pesa 42 kilos"), if one is plausible for an adult. */
function statedWeight(tokens: Token[]): number | null {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const n = tokens[i].number;
    if (n === null) continue;
    const unit = tokens[i + 1].norm;
    const kg = POUNDS.includes(unit) ? n * 0.4536 : KILOS.includes(unit) ? n : null;
    // "lost 30 lbs", "down 6 lbs", "bajé 5 kilos" is a change, not what someone weighs.
    const change = ['lost', 'lose', 'losing', 'down', 'gained', 'gain', 'baje', 'perdi', 'subi'].some((w) =>
      tokens.slice(Math.max(0, i - 3), i).some((t) => t.norm === w),
    );
    if (kg !== null && !change && kg >= 30 && kg <= 250) return kg;
  }
  return null;
}

/** A stated height in metres: 5'4, 5 ft 4, 5 foot 4 in, 160 cm, 1.60 m. */
function statedHeight(tokens: Token[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    const n = tokens[i].number;
    if (n === null) continue;
    const next = tokens[i + 1]?.norm ?? '';
    if (n >= 4 && n <= 7 && Number.isInteger(n) && ["'", 'ft', 'foot', 'feet', '’'].includes(next)) {
      const inches = tokens[i + 2]?.number ?? 0;
      if (inches >= 0 && inches < 12) return (n * 12 + inches) * 0.0254;
    }
    if (n >= 120 && n <= 220 && next === 'cm') return n / 100;
    if (n >= 1.2 && n <= 2.2 && !Number.isInteger(n) && ['m', 'mts', 'metros', 'meters'].includes(next))
      return n;
  }
  return null;
}

/**
 * The body-mass index a message states ("my BMI is 17.5", "IMC de 17") or gives the numbers for (a weight and a
 * height; a weight alone is read at an average adult height). Null when it gives none.
 */
export function bodyMassIndex(tokens: Token[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].norm !== 'bmi' && tokens[i].norm !== 'imc') continue;
    for (const t of tokens.slice(i + 1, i + 5))
      if (t.number !== null && t.number >= 10 && t.number <= 70) return t.number;
  }
  const m = statedHeight(tokens);
  const kg = statedWeight(tokens) ?? (m !== null ? bareWeight(tokens) : null);
  if (kg === null) return null;
  return kg / ((m ?? AVERAGE_HEIGHT) * (m ?? AVERAGE_HEIGHT));
}

/** Beside a height in feet, a bare number of 80 to 400 is a weight in pounds ("I'm 5'8 and 230"). */
function bareWeight(tokens: Token[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    if (!["'", 'ft', 'foot', 'feet', '’'].includes(tokens[i].norm)) continue;
    for (const t of tokens.slice(i + 2, i + 6))
      if (t.number !== null && t.number >= 80 && t.number <= 400) return t.number * 0.4536;
  }
  return null;
}

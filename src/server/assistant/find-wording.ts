// How a provider listing states the patient's filters: those the directory checked, those it cannot check (with
// what to ask instead), and plainly when nothing meets them all. English and Spanish.
import { money } from './format';
import type { FilterKey, FindFilters, FindOutcome, Unlisted } from './find-filters';

type Lang = 'en' | 'es';

const LANGUAGE_ES: Record<string, string> = {
  Spanish: 'español',
  Chinese: 'chino',
  Vietnamese: 'vietnamita',
  Tagalog: 'tagalo',
  Korean: 'coreano',
  Arabic: 'árabe',
  Hindi: 'hindi',
  Russian: 'ruso',
  Portuguese: 'portugués',
  French: 'francés',
  Persian: 'persa',
  Japanese: 'japonés',
  'Haitian Creole': 'criollo haitiano',
  Polish: 'polaco',
  Italian: 'italiano',
};

// What the patient asked for that the directory does not hold, as the unchecked sentences name it.
const GENDER_EN = { female: 'a woman', male: 'a man' } as const;
const GENDER_ES = { female: 'mujer', male: 'hombre' } as const;
const VISITS_EN = {
  virtual: 'virtual visits',
  'in-person': 'in-person visits',
  'at-home': 'visits where you are staying (a hotel room or home)',
} as const;
const VISITS_ES = {
  virtual: 'consultas virtuales',
  'in-person': 'consultas en persona',
  'at-home': 'visitas donde te hospedas (hotel o domicilio)',
} as const;

const list = (items: string[], lang: Lang) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${items[items.length - 1]}`;

/** One checkable filter as a provider's fact: "speaks Spanish", "accepts new patients". */
export function filterPhrase(f: FindFilters, key: FilterKey, lang: Lang): string {
  switch (key) {
    case 'specialties':
      return `${lang === 'es' ? 'especialidad' : 'specialty'} ${f.specialties.join(lang === 'es' ? ' o ' : ' or ')}`;
    case 'languages':
      return lang === 'es'
        ? `habla ${list(
            f.languages.map((l) => LANGUAGE_ES[l] ?? l),
            lang,
          )}`
        : `speaks ${list(f.languages, lang)}`;
    case 'newPatients':
      return lang === 'es' ? 'acepta pacientes nuevos' : 'accepts new patients';
    case 'boardCertified':
      return lang === 'es' ? 'con certificación de especialidad' : 'board certified';
    case 'budget':
      return lang === 'es'
        ? `precio publicado desde ${money(f.budget ?? 0)} o menos`
        : `listed price starting at ${money(f.budget ?? 0)} or less`;
    case 'minRating':
      return lang === 'es' ? `calificación de ${f.minRating} o más` : `rated ${f.minRating} or higher`;
  }
}

/** "Each one speaks Spanish and accepts new patients, as their profiles list." */
export function matchedLine(f: FindFilters, keys: FilterKey[], lang: Lang): string {
  const phrases = keys.map((k) => filterPhrase(f, k, lang));
  // "a woman dermatologist": the directory checked the specialty, not the rest, so no "meets what you asked for".
  if (
    f.gender !== null ||
    f.visits !== null ||
    f.insurance !== null ||
    f.equipment !== null ||
    f.unlisted.length > 0
  )
    return lang === 'es'
      ? `Cada uno cumple lo que el directorio puede comprobar según su perfil: ${list(phrases, lang)}.`
      : `Each one meets what the directory can check, as their TruSelf profile lists it: ${list(phrases, lang)}.`;
  return lang === 'es'
    ? `Cada uno cumple lo que pediste según su perfil: ${list(phrases, lang)}.`
    : `Each one meets what you asked for, as their TruSelf profile lists it: ${list(phrases, lang)}.`;
}

/** Nothing meets every filter: said plainly, with what the providers listed instead have in common. */
export function noneMatchLine(
  f: FindFilters,
  keys: FilterKey[],
  outcome: FindOutcome,
  procedure: string,
  where: string | null,
  lang: Lang,
): string {
  const all = list(
    keys.map((k) => filterPhrase(f, k, lang)),
    lang,
  );
  const es = lang === 'es';
  const near = where ? (es ? ` cerca de ${where}` : ` near ${where}`) : '';
  const none = es
    ? `Ningún proveedor de TruSelf que ofrezca ${procedure}${near} cumple todo esto: ${all}.`
    : `No provider on TruSelf offering ${procedure}${near} lists all of: ${all}.`;
  if (outcome.dropped) {
    const dropped = filterPhrase(f, outcome.dropped, lang);
    return es
      ? `${none} Las alternativas más cercanas si dejas de lado «${dropped}»:`
      : `${none} The nearest alternatives if you set aside “${dropped}”:`;
  }
  if (outcome.widened)
    return es
      ? `${none} Estos lo cumplen, fuera de ese estado:`
      : `${none} These meet it all, outside that state:`;
  return none;
}

/**
 * Filters the directory does not hold, each in one sentence with what to ask: insurance, the provider's gender,
 * virtual or in-person visits, a price per unit.
 */
export function uncheckedLines(f: FindFilters, lang: Lang): string[] {
  const es = lang === 'es';
  const lines: string[] = [];
  if (f.insurance) {
    const plan = f.insurance === 'insurance' ? (es ? 'tu seguro' : 'your insurance') : f.insurance;
    lines.push(
      es
        ? `TruSelf no registra qué seguros acepta cada proveedor, así que no puedo filtrar por ${plan}: llama a la consulta y pregunta si está dentro de la red de ${plan} y si tu plan cubre este procedimiento (a menudo con autorización previa).`
        : `TruSelf doesn't record which insurance plans providers take, so I can't filter by ${plan}: call the office to ask whether they are in network with ${plan} and whether your plan covers this procedure (it often needs prior authorization).`,
    );
  }
  if (f.gender) {
    const who = (es ? GENDER_ES : GENDER_EN)[f.gender];
    lines.push(
      es
        ? `El directorio no registra el género de los proveedores, así que no puedo filtrar para que sea ${who}: el perfil de cada uno muestra su nombre y su biografía, y la consulta puede confirmártelo.`
        : `The directory doesn't record providers' gender, so I can't filter for ${who}: each profile shows the provider's name and bio, and the office can confirm who would treat you.`,
    );
  }
  if (f.visits) {
    const kind = (es ? VISITS_ES : VISITS_EN)[f.visits];
    lines.push(
      es
        ? `El directorio no indica si un proveedor ofrece ${kind}; la consulta puede decirte si atienden de esa forma.`
        : `The directory doesn't show whether a provider offers ${kind}; the office can tell you how they see patients.`,
    );
  }
  if (f.unitBudget !== null) {
    lines.push(
      es
        ? `Los precios de TruSelf son por tratamiento, no por unidad, así que no puedo comprobar un precio de ${money(f.unitBudget)} por unidad: pide a cada consulta el precio por unidad y cuántas unidades necesitarías.`
        : `TruSelf's listed prices are per treatment, not per unit, so I can't check a price of ${money(f.unitBudget)} a unit: ask each office for its per-unit price and how many units you would need.`,
    );
  }
  if (f.equipment) {
    lines.push(
      es
        ? `El directorio no registra qué equipos o láseres usa cada proveedor, así que no puedo filtrar por eso: pregunta en cada consulta qué equipo usarían contigo y cuánta experiencia tienen con él.`
        : `The directory doesn't record which devices or lasers a provider uses, so I can't filter for ${f.equipment}: ask each office which device they would use for you and how much experience they have with it.`,
    );
  }
  if (f.selfPay)
    lines.push(
      es
        ? 'Sin usar tu seguro (o fuera de su red) pagarías tú el procedimiento: los precios publicados abajo son rangos sin seguro, y muchos consultorios ofrecen planes de pago. Si tu plan tiene cobertura fuera de la red, pregunta a tu aseguradora cuánto reembolsa y si necesitas autorización previa.'
        : 'Going outside your plan (or out of network) usually means paying yourself: the listed prices below are self-pay ranges, and many offices offer payment plans. If your plan has out-of-network benefits, ask your insurer what it reimburses and whether you need prior authorization.',
    );
  const unlisted = f.unlisted.map((u) => UNLISTED_ASK[u][lang]);
  if (unlisted.length > 0)
    lines.push(
      es
        ? `Los perfiles de TruSelf no indican ${list(unlisted, lang)}, así que no puedo filtrar por eso: pregúntalo al llamar a cada consulta.`
        : `TruSelf profiles don't list ${list(unlisted, lang)}, so I can't filter for that: ask each office when you call.`,
    );
  return lines;
}

// What a profile does not record, as the sentence above names it.
const UNLISTED_ASK: Record<Unlisted, Record<Lang, string>> = {
  hours: { en: 'opening hours (evenings or weekends)', es: 'el horario (tardes o fines de semana)' },
  independent: {
    en: 'whether a practice is independent or part of a chain',
    es: 'si una consulta es independiente o parte de una cadena',
  },
  ownership: { en: 'who owns a practice', es: 'quién es dueño de la consulta' },
  skinTone: {
    en: 'experience with darker skin (ask how many patients with your skin tone they treat, which laser they use, and for a test spot)',
    es: 'la experiencia con piel oscura (pregunta cuántos pacientes con tu tono de piel atienden, qué láser usan y pide una prueba en una zona pequeña)',
  },
  affirming: {
    en: 'whether an office is trans-affirming (ask whether they use your name and pronouns and already care for trans patients)',
    es: 'si la consulta es afirmativa con personas trans (pregunta si usan tu nombre y pronombres y si ya atienden a pacientes trans)',
  },
  volume: {
    en: 'how many of a procedure a provider has done (ask how many they do a year and to see before-and-after photos of cases like yours)',
    es: 'cuántos procedimientos ha hecho cada proveedor (pregunta cuántos hace al año y pide fotos de antes y después de casos como el tuyo)',
  },
};

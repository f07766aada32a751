// Places patients name ("bbl in miami", "nyc", "Miami Florida", "near 90210", "in Texas", "near me"), read with
// the shared US gazetteer (src/server/places) that directory search uses too. Nothing is guessed: a capitalised
// place the gazetteer does not know is reported as unresolved, and "near me" uses the browser's position if sent.
import { findPlaceInText, type Place, resolvePlace as resolvePlaceName, stateOf } from '../places';
import { BRAND_TERMS } from './brands';
import { fold } from './words';

export interface ResolvedPlace {
  label: string;
  latitude: number;
  longitude: number;
  /** Set when the place is a whole state: providers are filtered by state rather than by distance. */
  state?: string;
}

export type PlaceQuery =
  | { kind: 'place'; place: Place }
  | { kind: 'unknown'; text: string }
  | { kind: 'near-me' };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const NEAR_ME =
  /\b(near me|nearby|close to me|in my area|around me|near where i live|close by|around here|cerca de m[ií]|por aqu[ií]|en mi zona|en mi [aá]rea)\b/i;
const PLACE_PHRASE = /\b(?:in|near|around|close to)\s+([A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+){0,2})/;
const NOT_A_PLACE =
  /^(the|a|my|your|general|total|person|time|advance|canadian|lilly|north|south|east|west|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter|english|spanish|i|dr|doctor|mind|love|pain|public|private|between|years?|days?|weeks?|months?)\b/i;

// Earlier turns are read again with every new message; remember what they named.
const found = new Map<string, PlaceQuery | null>();

/** The place a message names, if any. */
export function findPlace(text: string): PlaceQuery | null {
  if (found.has(text)) return found.get(text) ?? null;
  const result = readPlace(text);
  if (found.size > 500) found.clear();
  found.set(text, result);
  return result;
}

// Places outside the US that patients travel to for surgery, each with its country: a message naming one is not
// about a US town ("Santo Domingo" is not Santo, TX; "Cali Colombia" is not California).
const FOREIGN: [RegExp, string, string][] = [
  [/\b(tijuana)\b/, 'Tijuana', 'Mexico'],
  [/\b(cancun)\b/, 'Cancún', 'Mexico'],
  [/\b(matamoros)\b/, 'Matamoros', 'Mexico'],
  [/\b(guadalajara)\b/, 'Guadalajara', 'Mexico'],
  [/\b(monterrey)\b/, 'Monterrey', 'Mexico'],
  [/\b(mexicali)\b/, 'Mexicali', 'Mexico'],
  [/\b(ciudad juarez|juarez)\b/, 'Ciudad Juárez', 'Mexico'],
  [/\b(puerto vallarta)\b/, 'Puerto Vallarta', 'Mexico'],
  [/\b(los algodones)\b/, 'Los Algodones', 'Mexico'],
  [/\b(mexico city|cdmx)\b/, 'Mexico City', 'Mexico'],
  [/\b(santo domingo)\b/, 'Santo Domingo', 'the Dominican Republic'],
  [/\b(punta cana)\b/, 'Punta Cana', 'the Dominican Republic'],
  [/\b(medellin)\b/, 'Medellín', 'Colombia'],
  [/\b(bogota)\b/, 'Bogotá', 'Colombia'],
  [/\b(cali)\b(?=[\s,]+colombia)/, 'Cali', 'Colombia'],
  [/\b(cartagena)\b/, 'Cartagena', 'Colombia'],
  [/\b(barranquilla)\b/, 'Barranquilla', 'Colombia'],
  [/\b(istanbul|estambul)\b/, 'Istanbul', 'Turkey'],
  [/\b(antalya)\b/, 'Antalya', 'Turkey'],
  [/\b(bangkok)\b/, 'Bangkok', 'Thailand'],
  [/\b(phuket)\b/, 'Phuket', 'Thailand'],
  [/\b(seoul|seul|gangnam)\b/, 'Seoul', 'South Korea'],
  [/\b(san jose)\b(?=[\s,]+costa rica)/, 'San José', 'Costa Rica'],
  [/\b(budapest)\b/, 'Budapest', 'Hungary'],
  [/\b(prague)\b/, 'Prague', 'Czechia'],
  [/\b(dubai)\b/, 'Dubai', 'the United Arab Emirates'],
  [/\b(tehran)\b/, 'Tehran', 'Iran'],
  [/\b(manila)\b/, 'Manila', 'the Philippines'],
  [/\b(buenos aires)\b/, 'Buenos Aires', 'Argentina'],
  // Cities that share a name with a US town are read abroad only when nothing names the US one ("Windsor, CT").
  [
    /\b(windsor)\b(?!,? (?:ct|co|ca|vt|nc|connecticut|colorado|california|vermont|locks|heights))/,
    'Windsor',
    'Canada',
  ],
  [/\b(toronto)\b(?!,? (?:oh|ohio))/, 'Toronto', 'Canada'],
  [/\b(vancouver)\b(?!,? (?:wa|washington|wash))/, 'Vancouver', 'Canada'],
  [/\b(montreal|quebec city)\b/, 'Montreal', 'Canada'],
  [
    /\b(paris)\b(?!,? (?:tx|texas|tn|tennessee|ky|kentucky|il|illinois|ar|arkansas|me|maine|mo|missouri|hilton))/,
    'Paris',
    'France',
  ],
  [/\b(london)\b(?=,? (?:uk|england|united kingdom))|\b(harley street)\b/, 'London', 'the United Kingdom'],
  [/\b(lima)\b(?!,? (?:oh|ohio|ny|new york|pa|pennsylvania))/, 'Lima', 'Peru'],
  [/\b(izmir|ankara)\b/, 'Izmir', 'Turkey'],
  [/\b(puebla)\b/, 'Puebla', 'Mexico'],
  [/\b(merida)\b(?=[\s,]+(?:yucatan|mexico))/, 'Mérida', 'Mexico'],
  [/\b(rio de janeiro|sao paulo)\b/, 'Rio de Janeiro', 'Brazil'],
  [/\b(kuala lumpur)\b/, 'Kuala Lumpur', 'Malaysia'],
  [/\b(singapore)\b/, 'Singapore', 'Singapore'],
  [/\b(mumbai|delhi|new delhi|bangalore|chennai)\b/, 'Mumbai', 'India'],
  [/\b(tel aviv)\b/, 'Tel Aviv', 'Israel'],
  [/\b(tokyo)\b/, 'Tokyo', 'Japan'],
  [/\b(mexico|méxico)\b(?!,? (?:ny|new york|mo|me|in))/, '', 'Mexico'],
  [
    /\b(dominican republic|republica dominicana|dr)\b(?= *(?:package|clinic|surgeon|trip))|\b(dominican republic|republica dominicana)\b/,
    '',
    'the Dominican Republic',
  ],
  [/\b(colombia)\b/, '', 'Colombia'],
  [/\b(turkey|turquia)\b(?! (?:neck|dinner|sandwich))/, '', 'Turkey'],
  [/\b(thailand|tailandia)\b/, '', 'Thailand'],
  [/\b(south korea|korea|corea)\b(?! ?n? botox)/, '', 'South Korea'],
  [/\b(costa rica)\b/, '', 'Costa Rica'],
  [/\b(brazil|brasil)\b(?!ian)/, '', 'Brazil'],
  [/\b(panama)\b(?! city,? fl)/, '', 'Panama'],
  [/\b(peru)\b/, '', 'Peru'],
  [/\b(argentina)\b/, '', 'Argentina'],
  [/\b(venezuela)\b/, '', 'Venezuela'],
  [/\b(ecuador)\b/, '', 'Ecuador'],
  [/\b(guatemala)\b/, '', 'Guatemala'],
  [/\b(el salvador)\b/, '', 'El Salvador'],
  [/\b(honduras)\b/, '', 'Honduras'],
  [/\b(cuba)\b/, '', 'Cuba'],
  [/\b(poland|hungary|lithuania|czechia|czech republic)\b/, '', 'Europe'],
  [/\b(canada|canadian pharmac(?:y|ies))\b/, '', 'Canada'],
  [/\b(spain|espana)\b/, '', 'Spain'],
  [/\b(france|francia)\b/, '', 'France'],
  [/\b(germany|alemania)\b/, '', 'Germany'],
  [/\b(italy|italia)\b/, '', 'Italy'],
  [/\b(portugal)\b/, '', 'Portugal'],
  [/\b(greece|grecia)\b/, '', 'Greece'],
  [/\b(united kingdom|england|inglaterra)\b/, '', 'the United Kingdom'],
  [/\b(india)\b/, '', 'India'],
  [/\b(japan|japon)\b/, '', 'Japan'],
  [/\b(malaysia)\b/, '', 'Malaysia'],
  [/\b(israel)\b/, '', 'Israel'],
  [/\b(iran)\b/, '', 'Iran'],
  [/\b(lebanon|libano)\b/, '', 'Lebanon'],
  [/\b(jamaica)\b/, '', 'Jamaica'],
  [/\b(australia)\b/, '', 'Australia'],
  [/\b(india|philippines|malaysia|singapore|iran|uae)\b/, '', 'Asia'],
];

export interface ForeignPlace {
  /** "Tijuana, Mexico" or "Colombia". */
  label: string;
  country: string;
}

/** A place outside the US the message names, if any. */
export function findForeign(text: string): ForeignPlace | null {
  const t = fold(text);
  // The first named place wins, whether a city ("Tijuana") or a country alone ("in Colombia").
  let best: { at: number; label: string; country: string; city: boolean } | null = null;
  for (const [pattern, city, country] of FOREIGN) {
    const m = pattern.exec(t);
    if (!m) continue;
    const label = city ? `${city}, ${country.replace(/^the /, 'the ')}` : country.replace(/^the /, 'the ');
    // A city beats its country ("Cali Colombia" is Cali).
    if (!best || (city && !best.city) || (city === '' ? false : m.index < best.at && best.city))
      best = { at: m.index, label, country, city: city !== '' };
  }
  return best ? { label: best.label, country: best.country } : null;
}

// Ordinary words that are also the names of small US towns: never a place in a patient's message.
const NOT_TOWNS = new Set(
  `start transfer una santo cali mexico florida ohio texas georgia nevada washington indiana virginia carolina
  dakota kansas maine montana oregon utah vermont wyoming arizona alabama alaska colorado delaware hawaii idaho
  illinois iowa kentucky louisiana maryland michigan minnesota mississippi missouri nebraska oklahoma
  pennsylvania tennessee wisconsin california connecticut massachusetts york jersey hampshire island
  package deal recovery house hotel driver doctora medico como para todo toda casa playa boca lado nada
  cancun punta sale rush energy hope life drain weed beach lilly canadian north south east west central
  northern southern eastern western`.split(/\s+/),
);

// Names patients use for an insurer, a financing company, a product or a chain, several of which are also small
// US towns (Kaiser, MO; Anthem, AZ; Cherry, IL; Humana is none yet): read as a town only when a state follows
// ("Anthem, AZ"), so "a surgeon that takes kaiser" or "outside kaiser" is no place.
const INSURERS_AND_CHAINS = `kaiser permanente aetna cigna humana anthem regence premera molina ambetter oscar
  tricare medicaid medicare medi-cal wellcare centene highmark carefirst geisinger optum sentara amerigroup
  caresource emblem fidelis healthfirst oxford priority hap harvard pilgrim tufts wellmark selecthealth
  cherry carecredit affirm klarna afterpay alphaeon prosper sezzle
  laseraway bosley ideal sono bello skinspirit evereve ever/body hairclub`;
const NAMES_NOT_PLACES = new Set([
  ...INSURERS_AND_CHAINS.split(/\s+/).filter(Boolean),
  ...BRAND_TERMS.flatMap((b) => b.names.filter((n) => !n.includes(' '))),
]);

/** A town the message names only by a word that is an insurer's, a brand's or a chain's, with no state after it. */
function namesSomethingElse(place: Place | null, text: string): boolean {
  if (place?.kind !== 'city' || !place.city) return false;
  const city = fold(place.city);
  if (!NAMES_NOT_PLACES.has(city)) return false;
  const withState = new RegExp(`\\b${city}\\b,?\\s+(?:${fold(place.state)}|${fold(place.stateName)})\\b`);
  return !withState.test(fold(text));
}

// Two-letter state codes that are also ordinary words: a region ("northern va") takes them only in capitals.
const WORD_CODES = new Set([
  'in',
  'me',
  'or',
  'oh',
  'ok',
  'hi',
  'de',
  'la',
  'pa',
  'ma',
  'co',
  'id',
  'al',
  'ne',
]);
const REGION =
  /\b(north|south|east|west|central|northern|southern|eastern|western|upstate)\s+([a-z]+(?:\s+[a-z]+)?)/gi;

/**
 * "northern virginia", "north VA", "south florida", "west texas": a region of a state, never the town of North,
 * VA or West, TX. The gazetteer's name for the region when it has one ("Northern Virginia"), else the state.
 */
function regionOf(text: string): Place | null {
  for (const m of text.matchAll(REGION)) {
    const direction = fold(m[1]);
    const words = m[2].split(/\s+/);
    for (const n of [2, 1]) {
      if (words.length < n) continue;
      const raw = words.slice(0, n).join(' ');
      const name = fold(raw);
      // "North Carolina", "West Virginia" are states of their own.
      const own = stateOf(`${direction} ${name}`);
      if (own) {
        const whole = resolvePlaceName(own.name);
        if (whole?.kind === 'state') return whole;
        break;
      }
      // "east LA" is Los Angeles, not Louisiana.
      if (name === 'la' || (name.length === 2 && WORD_CODES.has(name) && raw !== raw.toUpperCase())) continue;
      const state = stateOf(name);
      if (!state) continue;
      const adjective = direction.replace(/ern$/, '');
      for (const label of [
        `${direction} ${state.name}`,
        `${adjective}ern ${state.name}`,
        `${adjective} ${state.name}`,
      ]) {
        const region = resolvePlaceName(label);
        if (region && region.state === state.code && !NOT_TOWNS.has(fold(region.city ?? ''))) return region;
      }
      const whole = resolvePlaceName(state.name);
      if (whole?.kind === 'state') return whole;
    }
  }
  return null;
}

// "el valle, like mcallen o harlingen": the Rio Grande Valley, named by its towns.
const THE_VALLEY =
  /\b(?:el valle|the valley|valley)\b(?=.{0,60}\b(?:mcallen|harlingen|brownsville|edinburg|weslaco|pharr|mission|rgv)\b)|\b(?:mcallen|harlingen|brownsville|edinburg)\b.{0,40}\b(?:el valle|the valley)\b/;
// US territories the directory and the gazetteer do not cover: "San Juan PR" is not San Juan, TX.
const TERRITORIES: [RegExp, string][] = [
  [
    /\b(?:(san juan|ponce|mayaguez|bayamon|carolina|caguas|arecibo|guaynabo|dorado|humacao|aguadilla)\b,?\s*(?:pr|p\.r\.|puerto rico)|puerto rico|pto\.? rico)\b/,
    'Puerto Rico',
  ],
  [
    /\b(?:(saint thomas|st\.? thomas|st\.? croix|saint croix)\b|us virgin islands|u\.s\. virgin islands|usvi)\b/,
    'the US Virgin Islands',
  ],
  [/\b(?:(hagatna|tamuning|dededo)\b|guam)\b/, 'Guam'],
];

/** A US territory the message names ("San Juan, Puerto Rico"), as its label, if any. */
export function territoryIn(text: string): string | null {
  const t = fold(text);
  for (const [pattern, territory] of TERRITORIES) {
    const m = pattern.exec(t);
    if (!m) continue;
    const city = m[1]
      ?.split(' ')
      .map((w) => (w === 'st.' || w === 'st' ? 'St.' : w.charAt(0).toUpperCase() + w.slice(1)))
      .join(' ')
      .replace(/^Mayaguez$/, 'Mayagüez')
      .replace(/^Bayamon$/, 'Bayamón');
    return city ? `${city}, ${territory.replace(/^the /, 'the ')}` : territory.replace(/^the /, 'the ');
  }
  return null;
}

/** Whether a place label is a US territory the directory does not cover. */
export const isTerritory = (label: string) => /\b(puerto rico|virgin islands|guam)\b/i.test(label);

function readPlace(text: string): PlaceQuery | null {
  if (findForeign(text)) return null;
  const territory = territoryIn(text);
  if (territory) return { kind: 'unknown', text: territory };
  if (THE_VALLEY.test(fold(text))) {
    const valley = resolvePlaceName('rio grande valley');
    if (valley) return { kind: 'place', place: valley };
  }
  let place = regionOf(text) ?? findPlaceInText(text);
  let rest = text;
  // A word that only looks like a town ("Lilly" the drug maker, "Canadian" prices) is set aside and the rest of
  // the message read again, so "Lilly near Pittsburgh" is Pittsburgh.
  for (let tries = 0; tries < 3; tries++) {
    if (
      !(
        place?.kind === 'city' &&
        place.city &&
        NOT_TOWNS.has(fold(place.city)) &&
        new RegExp(`\\b${fold(place.city)}\\b`).test(fold(rest))
      )
    )
      break;
    // "in Florida" is the state, not Florida, NY; "transfer" or "start" is no town at all.
    const state = stateOf(place.city);
    const whole = state ? resolvePlaceName(state.name) : null;
    if (whole?.kind === 'state' && new RegExp(`\\b${fold(state!.name)}\\b`).test(fold(rest))) {
      place = whole;
      break;
    }
    rest = rest.replace(new RegExp(`\\b${place.city}\\b`, 'gi'), ' ');
    place = findPlaceInText(rest);
  }
  if (place?.kind === 'city' && place.city && NOT_TOWNS.has(fold(place.city))) place = null;
  // "a surgeon in sacramento that takes kaiser": the other place named, if any; "outside kaiser": none.
  if (namesSomethingElse(place, text)) {
    const city = place?.kind === 'city' ? (place.city ?? '') : '';
    const other = findPlaceInText(text.replace(new RegExp(`\\b${city}\\b`, 'gi'), ' '));
    place = namesSomethingElse(other, text) ? null : other;
  }
  if (place) return { kind: 'place', place };
  if (NEAR_ME.test(text)) return { kind: 'near-me' };
  const phrase = PLACE_PHRASE.exec(text);
  if (phrase && !NOT_A_PLACE.test(phrase[1]) && !NAMES_NOT_PLACES.has(fold(phrase[1].split(/\s+/)[0])))
    return { kind: 'unknown', text: phrase[1] };
  return null;
}

/** Coordinates for a place query: the gazetteer's, or the browser's position for "near me". */
export function resolvePlace(query: PlaceQuery, here?: Coordinates): ResolvedPlace | null {
  if (query.kind === 'place') {
    const { place } = query;
    return {
      label: place.label,
      latitude: place.latitude,
      longitude: place.longitude,
      ...(place.kind === 'state' ? { state: place.state } : {}),
    };
  }
  if (query.kind === 'near-me' && here) return { label: 'your location', ...here };
  return null;
}

export function placeText(query: PlaceQuery): string {
  if (query.kind === 'place') return query.place.label;
  if (query.kind === 'unknown') return query.text;
  return 'your area';
}

// Places as people write them — "33139", "Miami Florida", "miami fl", "Pasadena, CA", "NYC", "philly", "tx" —
// resolved against the US gazetteer. One module for directory search, autocomplete, TruGPT and imports.
import { editDistance, US_STATES } from '@shared/schemas/search-terms';
import { type CityEntry, gazetteer, normalizePlace } from './gazetteer-index';
import { NICKNAMES } from './nicknames';

export { normalizePlace } from './gazetteer-index';

export interface Place {
  kind: 'zip' | 'city' | 'state';
  /** "Miami, FL", "33139 (Miami Beach, FL)", "Florida". */
  label: string;
  city: string | null;
  state: string;
  stateName: string;
  zip: string | null;
  latitude: number;
  longitude: number;
}

type Point = { latitude: number; longitude: number };

export function milesBetween(a: Point, b: Point) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [normalizePlace(name), code]));
// normalizePlace spells "Mt" out for "Mt Vernon"; on its own, as in "Billings, MT", it was Montana's code.
STATE_BY_NAME.set(normalizePlace('MT'), 'MT');

/** A state from its code or name ("tx", "Texas", "new york"), else null. */
export function stateOf(nameOrCode: string): { code: string; name: string } | null {
  const q = normalizePlace(nameOrCode);
  const code = q.length === 2 && US_STATES[q.toUpperCase()] ? q.toUpperCase() : STATE_BY_NAME.get(q);
  return code ? { code, name: US_STATES[code] } : null;
}

export function lookupZip(zip: string): Place | null {
  const hit = gazetteer().zips.get(zip.trim().slice(0, 5));
  if (!hit) return null;
  return {
    kind: 'zip',
    label: `${hit.zip} (${hit.city}, ${hit.state})`,
    city: hit.city,
    state: hit.state,
    stateName: US_STATES[hit.state],
    zip: hit.zip,
    latitude: hit.latitude,
    longitude: hit.longitude,
  };
}

const cityPlace = (c: CityEntry, label = `${c.city}, ${c.state}`): Place => ({
  kind: 'city',
  label,
  city: c.city,
  state: c.state,
  stateName: US_STATES[c.state],
  zip: null,
  latitude: c.latitude,
  longitude: c.longitude,
});

function statePlace(code: string): Place {
  const centre = gazetteer().stateCentres.get(code) ?? { latitude: 39.8, longitude: -98.6 };
  const name = US_STATES[code];
  return { kind: 'state', label: name, city: null, state: code, stateName: name, zip: null, ...centre };
}

/** The biggest city of that (normalised) name, in the given state when one is named. */
function city(name: string, state?: string): CityEntry | null {
  const list = gazetteer().cities.get(name);
  if (!list) return null;
  return (state ? list.find((c) => c.state === state) : list[0]) ?? null;
}

function nickname(name: string): Place | null {
  const nick = NICKNAMES[name];
  if (!nick) return null;
  if ('city' in nick) {
    const hit = city(normalizePlace(nick.city), nick.state);
    return hit ? cityPlace(hit) : null;
  }
  const { label, state, latitude, longitude } = nick;
  return {
    kind: 'city',
    label,
    city: label.split(',')[0],
    state,
    stateName: US_STATES[state],
    zip: null,
    latitude,
    longitude,
  };
}

/** Whether the (normalised) text is a nickname we know ("nyc", "philly"), i.e. not a typo to point out. */
export const isNickname = (normalized: string) => normalized in NICKNAMES;

/** Splits a trailing state off "pasadena ca", "miami florida", "new york new york". */
function splitState(words: string[]): { cityWords: string[]; state: string } | null {
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const st = stateOf(words.slice(-take).join(' '));
    if (st) return { cityWords: words.slice(0, -take), state: st.code };
  }
  return null;
}

/** A typo of a sizeable city ("pasedena", "huston", "philadelpia"): one edit, two for long names. */
function fuzzyCity(name: string, state?: string): CityEntry | null {
  if (name.length < 5) return null;
  const allowed = name.length >= 9 ? 2 : 1;
  let best: { c: CityEntry; d: number } | null = null;
  for (const c of gazetteer().citiesBySize) {
    if (c.zipCount < 3) break;
    if (state && c.state !== state) continue;
    const key = normalizePlace(c.city);
    if (Math.abs(key.length - name.length) > allowed) continue;
    const d = editDistance(name, key);
    if (d <= allowed && (!best || d < best.d)) best = { c, d };
  }
  return best?.c ?? null;
}

/** The whole input is a place (a search box, an autocomplete pick); null when it names none we know. */
export function resolvePlace(text: string): Place | null {
  const zip = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(text)?.[1];
  if (zip) return lookupZip(zip);
  const q = normalizePlace(text.replace(/\b(usa?|united states)\b\.?$/i, ''));
  if (!q) return null;
  const nick = nickname(q);
  if (nick) return nick;
  const st = stateOf(q);
  if (st) return statePlace(st.code);
  const words = q.split(' ');
  const split = splitState(words);
  if (split?.cityWords.length) {
    const name = split.cityWords.join(' ');
    const hit = cityOrTypo(name, split.state);
    if (hit) return hit;
    const nick = nickname(name);
    if (nick && nick.state === split.state) return nick;
  }
  return cityOrTypo(q);
}

/** An exact city, unless it is a one-ZIP hamlet and a big city is one typo away ("huston" is Houston). */
function cityOrTypo(name: string, state?: string): Place | null {
  const exact = city(name, state);
  const near = !exact || exact.zipCount <= 1 ? fuzzyCity(name, state) : null;
  const hit = near && (!exact || near.zipCount >= 20) ? near : exact;
  return hit ? cityPlace(hit) : null;
}

/** Autocomplete: places starting with what was typed, biggest first; ZIP codes for digits. */
export function suggestPlaces(prefix: string, limit = 8): Place[] {
  const q = normalizePlace(prefix);
  if (!q) return [];
  if (/^\d{1,5}$/.test(q)) {
    const out: Place[] = [];
    for (const zip of gazetteer().zips.keys()) {
      if (zip.startsWith(q)) out.push(lookupZip(zip) as Place);
      if (out.length >= limit) break;
    }
    return out;
  }
  const [namePart, statePart] = prefix.split(',').map((s) => normalizePlace(s));
  // "Pasadena, T" already narrows to Texas and Tennessee: the state part matches codes and names by prefix.
  const stateCodes = statePart
    ? new Set(
        Object.entries(US_STATES)
          .filter(
            ([code, name]) =>
              code.toLowerCase().startsWith(statePart) || normalizePlace(name).startsWith(statePart),
          )
          .map(([code]) => code),
      )
    : null;
  const out: Place[] = [];
  const states = Object.entries(US_STATES)
    .filter(([, name]) => normalizePlace(name).startsWith(q))
    .map(([code]) => statePlace(code));
  for (const c of gazetteer().citiesBySize) {
    if (out.length >= limit) break;
    if (stateCodes && !stateCodes.has(c.state)) continue;
    if (normalizePlace(c.city).startsWith(namePart)) out.push(cityPlace(c));
  }
  return [...states, ...out].slice(0, limit);
}

// Words that are also the names of small towns ("Hope", "Why", "Mobile"): inside a sentence they count as a
// place only when a state follows them ("hope, ar") — never after "in"/"near" alone.
const COMMON_WORDS = new Set(
  `a an and any are as at be best bliss but by can cheap chin city clinic commerce day doctor dr early face fine
  friend friendship good great happy health home hope how i ideal in industry is it joy just late lip lips love
  me mobile money more my near new nice normal nose now of on one or orange pain plain price rich safe same
  see she smile so star sun surprise the them time today top trust two us vale venus wade way well what when
  why win with young you surgery center centre beauty glow plastic laser skin body derma spa health park
  sale mercy liberty unity victory union independence harmony eden paradise concord mission
  doctors royal golden modern classic elite premier`.split(/\s+/),
);

const PLACE_WORDS = /^(in|near|around|from|by|to|at|outside|close to|cerca de|en|de|desde)$/;

interface Hit {
  place: Place;
  strength: number;
  length: number;
}

/** A place mentioned inside a sentence ("bbl in miami this morning", "botox near 90210"), or null. */
export function findPlaceInText(text: string): Place | null {
  for (const m of text.matchAll(/(?<![$\d])\b(\d{5})(?:-\d{4})?\b(?!\s*(?:dollars|usd|\$|k\b))/gi)) {
    const hit = lookupZip(m[1]);
    if (hit) return hit;
  }
  const originals = text.split(/[^A-Za-z0-9.'’À-ÿ]+/).filter(Boolean);
  const words = originals.map((w) => normalizePlace(w));
  let best: Hit | null = null;
  const consider = (hit: Hit) => {
    if (!best || hit.strength > best.strength || (hit.strength === best.strength && hit.length > best.length))
      best = hit;
  };
  for (let i = 0; i < words.length; i++) {
    const before = i > 0 ? words[i - 1] : '';
    const before2 = i > 1 ? `${words[i - 2]} ${words[i - 1]}` : '';
    const afterPreposition = PLACE_WORDS.test(before) || PLACE_WORDS.test(before2);
    const afterDoctor = /^(dr|doctor|doc|dra)$/.test(before);
    for (let n = Math.min(4, words.length - i); n >= 1; n--) {
      const name = words.slice(i, i + n).join(' ');
      if (!name || afterDoctor) continue;
      const rest = words.slice(i + n, i + n + 3);
      const trailing = trailingState(rest, originals.slice(i + n, i + n + 3));
      const candidates = gazetteer().cities.get(name);
      if (candidates && trailing) {
        const inState = candidates.find((c) => c.state === trailing.code);
        if (inState) consider({ place: cityPlace(inState), strength: 5, length: n + trailing.words });
      }
      // Short nicknames ("LA", "dc", "sf") count in capitals or after an English preposition ("in la"), never
      // after Spanish "en"/"de", where "la" is the article.
      const shortOk =
        originals[i] === originals[i].toUpperCase() || /^(in|near|around|from|to|outside)$/.test(before);
      const nick = n > 1 || name.length > 2 || shortOk ? nickname(name) : null;
      if (nick) {
        consider({ place: nick, strength: 4, length: n });
      }
      if (candidates && !COMMON_WORDS.has(name)) {
        const top = candidates[0];
        if (afterPreposition) consider({ place: cityPlace(top), strength: 3, length: n });
        else if (top.zipCount >= 12 && name.length > 3)
          consider({ place: cityPlace(top), strength: 2, length: n });
      }
      if (afterPreposition && n <= 3) {
        const st =
          n === 1 && name.length === 2
            ? originals[i] === name.toUpperCase()
              ? stateOf(name)
              : null
            : stateOf(name);
        if (st && !(n === 1 && name.length === 2 && words[i + 1] && gazetteer().cities.has(words[i + 1])))
          consider({ place: statePlace(st.code), strength: 1, length: n });
      }
    }
  }
  return (best as Hit | null)?.place ?? null;
}

/** A state named right after a city: "miami fl", "austin, texas", "Portland OR" (codes in any case). */
function trailingState(rest: string[], originals: string[]): { code: string; words: number } | null {
  for (let take = Math.min(3, rest.length); take >= 1; take--) {
    const st = stateOf(rest.slice(0, take).join(' '));
    if (!st) continue;
    // "in miami or austin": a lower-case two-letter word that is also an English word is not a state code.
    if (take === 1 && rest[0].length === 2 && /^(in|or|me|hi|ok|oh|de|la|pa|ma|al|co|id)$/.test(rest[0])) {
      if (originals[0] !== originals[0].toUpperCase()) continue;
    }
    return { code: st.code, words: take };
  }
  return null;
}

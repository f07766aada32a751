// The prices a patient quotes, read with what each is for: "$14 a unit", "$399 for the forehead area flat",
// "16,800 all in", "850 por una jeringa", "$5/graft for 3000 grafts", "3 sessions for $300 vs 6 for $450". A
// question that judges such a figure ("fair?", "did I overpay", "can I negotiate") is a question of its own: a city
// in it says where the quote was given, not where to look for providers. English, Spanish and both.
import { fold } from './words';

/** What a quoted figure is for; null when the patient gave a total. */
export type QuotePer = 'unit' | 'syringe' | 'vial' | 'session' | 'month' | 'area' | 'graft' | 'cycle' | null;

export interface Quote {
  /** The figure as the patient gave it, in dollars. */
  value: number;
  per: QuotePer;
  /** "3 syringes", "6 sessions", "3000 grafts": how many the figure covers, when said with it. */
  count: number | null;
  countOf: string | null;
  /** value ÷ count, rounded to dollars. */
  each: number | null;
  /** What the count is of, as a measure ("session" for "6 sessions"). */
  eachPer: QuotePer;
  /** Said as all-in ("all in", "todo incluido", "total", "flat"). */
  allIn: boolean;
  /** Where in the folded message the figure starts. */
  at: number;
}

const MEASURES: [RegExp, Exclude<QuotePer, null>][] = [
  [/^(?:units?|unidad(?:es)?|u)$/, 'unit'],
  [/^(?:syringes?|jeringas?|syr)$/, 'syringe'],
  [/^(?:vials?|viales?)$/, 'vial'],
  [/^(?:sessions?|sesion(?:es)?|treatments?|tratamientos?|visits?|rounds?)$/, 'session'],
  [/^(?:months?|mo|mes(?:es)?)$/, 'month'],
  [/^(?:areas?|zonas?)$/, 'area'],
  [/^(?:grafts?|injertos?)$/, 'graft'],
  [/^(?:cycles?|ciclos?|applicators?)$/, 'cycle'],
];
const MEASURE_WORD =
  'units?|unidad(?:es)?|u|syringes?|jeringas?|vials?|viales?|sessions?|sesion(?:es)?|treatments?|tratamientos?|visits?|rounds?|months?|mo|mes(?:es)?|areas?|zonas?|grafts?|injertos?|cycles?|ciclos?|applicators?';

/** The measure a word names ("syringes" → syringe), or null. */
export function measureOf(word: string): QuotePer {
  return MEASURES.find(([re]) => re.test(word))?.[1] ?? null;
}

// "$14 a unit", "$5/graft", "850 por una jeringa", "$1,200 for a single session", "$399 for the forehead area",
// "$499/month", "12 dolares la unidad".
const PER_AFTER = new RegExp(
  `^\\s*(?:(?:flat|total|all in|fijo)\\s+)?(?:a|an|per|/|por|each|la|el|for|x)\\s*(?:(?:a|an|the|one|single|each|un|una|el|la|cada)\\s+)?(?:(?:[a-z+-][a-z0-9+-]*|\\d+s)\\s+){0,2}?(${MEASURE_WORD})\\b`,
);
// A count said with the figure: "for 3 syringes", "x 3000 grafts", "$250 but it's like 4 units".
const COUNT_AFTER = new RegExp(`^\\s*(?:for|por|x|de)\\s*(\\d[\\d,]*)\\s*(${MEASURE_WORD})\\b`);
const COUNT_LOOSE_AFTER = new RegExp(`^[^$\\d.?!]{0,25}?(\\d[\\d,]*)\\s*(${MEASURE_WORD})\\b`);
// "3 sessions of laser for underarms for $300": the count said just before.
const COUNT_BEFORE = new RegExp(`(\\d[\\d,]*)\\s*(${MEASURE_WORD})\\b[^$\\d]{0,50}$`);
// Words before a bare number that make it a price: "quoted 16,800", "came back at 16,800", "pagué 850".
const MONEY_BEFORE =
  /\b(?:quoted?(?: me)?|quote (?:is|was|of)|cobran|cobrar|cobraron|cobra|for|is|es|at|was|charges?|charging|pay|paid|pays|paying|pague|pagar|pagamos|price|cost|costs|wants?|quiere|quieren|paga|pagan|pagas|pago|around|about|like|spent|gaste)\s*$/;
const ALL_IN_AFTER =
  /^\s*(?:all[- ]?in\b|all[- ]inclusive|todo incluido|in total|total\b|flat\b|out of pocket)/;
// What follows a number that is not a price: weights, durations, a count of things.
const NOT_MONEY_AFTER =
  /^\s*(?:lbs?|pounds|kg|kilos?|mg|ml|cc|cc's|%|percent|por ?ciento|days?|dias?|weeks?|wks?|semanas?|months?|meses|yrs?|years?|anos|hr|hours?|horas?|mi|miles|millas|min|minutes?|am|pm|star|stars|reviews?|(?:units?|unidades|syringes?|jeringas?|sessions?|sesiones|cycles?|ciclos|grafts?|injertos?|vials?|viales|areas?|zonas?|treatments?|rounds?|kids|children|hijos)\b(?! for\b| por\b))/;

/** Every price a message quotes, in order, with what each is for. */
export function readQuotes(message: string): Quote[] {
  const t = fold(message)
    .replace(/["'“”‘’]/g, ' ')
    .replace(/\s+/g, ' ');
  const found: Quote[] = [];
  for (const m of t.matchAll(
    /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b|mil\b)?(\s?(?:dolares|dollars|bucks|usd|dlls?)\b)?/g,
  )) {
    const [whole, sign, digits, k, word] = m;
    const at = m.index ?? 0;
    const value = Number(digits.replace(/,/g, '')) * (k ? 1000 : 1);
    const after = t.slice(at + whole.length, at + whole.length + 50);
    const before = t.slice(Math.max(0, at - 22), at);
    // "2 syringes", "3000 grafts", "20 units": a count, not a price.
    if (!sign && !k && !word && NOT_MONEY_AFTER.test(after)) continue;
    // "5k insta followers", "10k reviews": a count of people or posts, whatever its "k".
    if (
      !sign &&
      /^\s*(?:[a-z]+\s+)?(?:followers|likes|views|subscribers|seguidores|people|personas|patients|pacientes|reviews?|resenas|posts|videos)\b/.test(
        after,
      )
    )
      continue;
    const money =
      Boolean(sign || k || word) ||
      (value >= 100 &&
        (MONEY_BEFORE.test(before) ||
          ALL_IN_AFTER.test(after) ||
          PER_AFTER.test(after) ||
          COUNT_AFTER.test(after) ||
          // "8,500 for a mommy makeover", "4500 por la lipo": a sum the price is for.
          /^\s*(?:for|por)\s+(?:a|an|the|my|un|una|el|la|mi)\b/.test(after)));
    // "the 3.5k difference", "$200 more": a gap between prices, not one of them.
    if (/^\s*(?:difference|diferencia|more|less|extra|cheaper|mas|menos|de diferencia)\b/.test(after))
      continue;
    // A year ("in 2025") is no price.
    if (!money || (!sign && !k && !word && value >= 1990 && value <= 2035 && !/,/.test(digits))) continue;
    const perMatch = PER_AFTER.exec(after);
    let per = perMatch ? measureOf(perMatch[1]) : null;
    const countMatch =
      COUNT_AFTER.exec(perMatch ? after.slice(perMatch[0].length) : after) ??
      COUNT_BEFORE.exec(t.slice(Math.max(0, at - 70), at)) ??
      (per === null ? COUNT_LOOSE_AFTER.exec(after) : null);
    let count = countMatch ? Number(countMatch[1].replace(/,/g, '')) : null;
    const countOf = countMatch ? countMatch[2] : null;
    const eachPer = countOf ? measureOf(countOf) : null;
    // "$5/graft for 3000 grafts": the figure is per graft already, the count says how many.
    if (per !== null && eachPer === per) {
      found.push({ value, per, count, countOf, each: null, eachPer, allIn: false, at });
      continue;
    }
    // "$14 a unit" said first, a count elsewhere: the count belongs to another figure.
    if (per !== null) count = null;
    const usable = count !== null && count > 1 && count <= 10000;
    if (per === 'unit' && /\b(?:total|all in)\b/.test(after)) per = null;
    found.push({
      value,
      per,
      count: usable ? count : null,
      countOf: usable ? countOf : null,
      each: usable ? Math.round((value / (count as number)) * 100) / 100 : null,
      eachPer: usable ? eachPer : null,
      allIn: ALL_IN_AFTER.test(after) || /\b(?:all[- ]?in|todo incluido|flat)\b/.test(after.slice(0, 30)),
      at,
    });
  }
  return found;
}

// Words that judge a price or ask about bargaining.
const JUDGES =
  /\b(fair|unfair|rip(?:ped)? ?off|ripping|overpa\w*|over ?charg\w*|too much|a lot|so much|high|low|normal|reasonable|decent|ok|okay|good (?:deal|price)|bad deal|better (?:deal|value|price)|best (?:deal|value)|the deal|a deal|worth|legit|sketchy|scam\w*|suspicious|sospechos\w*|negotiat\w*|haggle|bargain|discount\w*|descuento|negociar|regatear|rebaja|justo|caro|cara|barat[oa]|mucho|normal|razonable|estafa|difference|diferencia|explain|buen precio|buena oferta|vale la pena|upsold|upsell\w*|why (?:is|so|would|the)|por ?que|which (?:one|is|deal|offer)|cual (?:es|conviene|sale)|cheaper|expensive|pricey|crazy|insane|steep|made up|real)\b/;
const BARGAIN =
  /\b(negotiat\w*|haggle|haggling|bargain\w*|negociar|regatear|pedir (?:un )?descuento|ask for (?:a )?discount)\b/;

/**
 * Whether a price question judges a figure the patient was quoted or paid, or asks about bargaining over one: a
 * question of its own, whose place is where the quote was given.
 */
export function judgesAQuote(message: string): boolean {
  const t = fold(message);
  if (BARGAIN.test(t)) return true;
  if (readQuotes(message).length === 0) return false;
  // "kybella quote: $1,500 per session ... thats 4500???": a quote put as a question is one to judge.
  return (
    JUDGES.test(t) ||
    (/\?/.test(t) &&
      /\b(quoted?|quotes|cotiz\w*|cobrar|cobran|wants?|quiere\w*|charg\w*|paid|pays?|pague|pago)\b/.test(t))
  );
}

// Said in so many words: show me providers (cheaper ones, others, where to go). "near me" or "in tucson" alone
// only says where the quote was given.
const ASKS_FOR_PROVIDERS =
  /\b(looking for|look(?:ing)? 4|searching for|trying to find|help me find|find me|(?:show|list|give|send) me (?:some |a few |the )?(?:\w+ )?(?:providers|surgeons|doctors|docs|places|clinics|options|injectors|med ?spas)|who (?:does|offers?|is good|is (?:the )?best|charges? less|is cheaper|has (?:better|lower|cheaper))|who (?:do|should|can) i (?:see|go to)|recommend\w*|where (?:can|do|should|could|would) i (?:get|go|find)|where (?:else|to (?:get|go|find))|any(?:one|body|where) (?:else|cheaper|good|better)|(?:cheaper|other|another|better|more affordable|less expensive) (?:places?|providers?|surgeons?|doctors?|docs?|clinics?|options?|med ?spas?|injectors?|practices?)|(?:places?|providers?|surgeons?|doctors?|clinics?|med ?spas?|injectors?) (?:that|who) (?:charge|are) (?:less|cheaper)|busco|buscando|recomiend\w*|recomi[eé]nd\w*|donde (?:puedo|encuentro|hay|me lo)|otr[oa]s? (?:lugar|lugares|clinicas?|doctor\w*|cirujan\w*|opcion\w*)|alguien (?:mas barato|que cobre menos|bueno))\b/;

/** Whether a question that judges a quote also asks, in so many words, to be shown providers. */
export const asksForProvidersOutright = (message: string) => ASKS_FOR_PROVIDERS.test(fold(message));

/**
 * The first quote in the shape the general price composer reads ("16,800 all in", "850 por una jeringa"), for a
 * figure its own reading misses; measures it doesn't know (per graft, per cycle) are left as a total.
 */
export function firstQuote(message: string): {
  quoted: number;
  per: 'unit' | 'syringe' | 'session' | 'month' | 'area' | null;
  count: number | null;
  countOf: string | null;
  each: number | null;
} | null {
  const q = readQuotes(message)[0];
  if (!q) return null;
  const per = q.per === 'vial' || q.per === 'graft' || q.per === 'cycle' ? null : q.per;
  if (per === null && q.per !== null) return null;
  return {
    quoted: q.value,
    per,
    count: q.count,
    countOf: q.countOf,
    each: q.each === null ? null : Math.round(q.each),
  };
}

// The point of a question of a kind, answered first. "full vs mini tummy tuck for loose skin above the navel",
// "makeup after a peel, I have Zoom calls", "does the puckering go away", "is 3 weeks enough to look normal in
// pictures": each names one point (the skin above the navel, makeup, puckering, looking presentable by a date)
// that a guide or an answer-base entry speaks to in a sentence, while the composed answer may open with the guide's
// overview. The sentences TruSelf holds on that point open the answer — from each side when two things are compared —
// each cited; when nothing TruSelf holds speaks to the point, the answer says so plainly before what it does hold.
import type { ProcedureGuide } from '@shared/schemas/content';
import { quote } from './answer-base';
import { ANSWER_ENTRIES, type AnswerEntry } from './answer-base/entries';
import { sentencesOf } from './answer-first';
import { daysUntil } from './compose-kinds';
import type { Prepared } from './prepare';
import { fold, type Language, NUMBER_WORDS } from './words';

/** A point patients ask about, how they say it, and how the guides and entries write it. */
interface Point {
  id: string;
  /** The patient's words, on the folded question. */
  asks: RegExp;
  /** A sentence that speaks to the point. */
  finds: RegExp;
  en: string;
  es: string;
}

const POINTS: Point[] = [
  {
    id: 'skin-tone',
    // "olive skin", "brown skinned", "piel morena"; not "brown spots" or "dark circles".
    asks: /\b(olive|(?:brown|dark(?:er)?|black|tanned)(?:[- ]skinned| skin)|skin (?:tone|type|color)|fitzpatrick|tono de piel|piel (?:morena|oscura|trigue\w*|negra))\b/,
    finds: /\b(darker skin|skin tones?|brown skin|skin types?|pigment)/i,
    en: 'skin tone',
    es: 'el tono de piel',
  },
  {
    id: 'navel',
    asks: /\b(navel|belly ?button|ombligo|upper (?:belly|abdomen|stomach|tummy)|above the (?:belly|navel))\b/,
    finds: /\b(belly button|navel|upper abdomen)\b/i,
    en: 'the area above the belly button',
    es: 'la zona arriba del ombligo',
  },
  {
    id: 'makeup',
    asks: /\b(make ?-?up|maquill\w*|foundation|concealer)\b/,
    finds: /\bmake ?-?up\b/i,
    en: 'makeup',
    es: 'el maquillaje',
  },
  {
    id: 'bruising',
    asks: /\b(bruis\w*|moretones?|morad[oa]s?|black and blue)\b/,
    finds: /\bbruis/i,
    en: 'bruising',
    es: 'los moretones',
  },
  {
    id: 'scar',
    // The scar a procedure leaves, not the acne scars a treatment is for.
    asks: /(?<!acne |pitted |ice pick |boxcar )\b(scars?|scarring|cicatri\w*|incision line|visible line)\b(?! de acne)/,
    finds: /\bscar/i,
    en: 'the scar',
    es: 'la cicatriz',
  },
  {
    id: 'puckering',
    asks: /\b(dimpl\w*|pucker\w*|bunch\w*|hoyuelos?|arrugas? en la piel)\b/,
    finds: /\b(dimpl|pucker|bunch)/i,
    en: 'dimpling or puckering',
    es: 'los hoyuelos o pliegues',
  },
  {
    id: 'glasses',
    asks: /\b(glasses|eyeglasses|lentes|gafas|anteojos)\b/,
    finds: /\bglasses\b/i,
    en: 'wearing glasses',
    es: 'usar lentes',
  },
  {
    id: 'lumps',
    // Not "a bump on my nose", the shape a rhinoplasty or filler is for.
    asks: /\b(lumps?|lumpy|hard (?:spots?|areas?)|bolitas|bultos?|nodules?)\b/,
    finds: /\b(lumps?|lumpy|firm(?:ness)?|hard(?:ness)?|nodules?)\b/i,
    en: 'lumps',
    es: 'los bultos',
  },
  {
    // "is 3 weeks enough to look normal in pics", "before my daughter's graduation": when it stops showing.
    id: 'presentable',
    asks: /\b(graduation|wedding|look normal|presentable|in (?:the )?(?:pics|photos|pictures)|zoom|boda|graduacion|en las fotos|verme normal)\b/,
    finds:
      /\b(bruising and swelling|swelling and bruising|swelling,? (?:and |or )?bruising|bruising,? (?:and |or )?swelling|settle|presentable|social)\b/i,
    en: 'how soon it stops showing',
    es: 'cuándo deja de notarse',
  },
  {
    id: 'blood-pressure',
    asks: /\b(blood pressure|hypertension|presion (?:alta|arterial)|hipertension)\b/,
    finds: /\bblood pressure\b/i,
    en: 'blood pressure',
    es: 'la presión arterial',
  },
];

/** The points a question asks about, in the order above. */
export function pointsOf(question: string): Point[] {
  const q = fold(question);
  return POINTS.filter((p) => p.asks.test(q));
}

interface Held {
  text: string;
  guide?: ProcedureGuide;
  entry?: AnswerEntry;
}

/** A guide's sentences; its alternatives ("Mini tummy tuck: for loose skin below the belly button") only when asked. */
function guideSentences(g: ProcedureGuide, withAlternatives: boolean): string[] {
  return (
    [
      g.summary,
      g.overview,
      g.howItWorks,
      g.recovery.summary,
      ...g.recovery.timeline.map((t) => `${t.when}: ${t.what}`),
      g.results.whenVisible,
      g.results.howLong,
      ...g.faqs.map((f) => f.a),
      ...g.risks,
      ...g.idealCandidates,
      ...(withAlternatives ? g.alternatives.map((a) => `${a.name}: ${a.why}`) : []),
    ]
      .flatMap((t) => (/^[^:]{2,40}: /.test(t) ? [t] : sentencesOf(t)))
      // A sentence, not a list item ("Dimpling, puckering or visible irregularities"): it says something of the point.
      .filter((t) => /[.!?]$/.test(t.trim()))
  );
}

const FOOTER =
  /^(_General information|_Información general|\*\*Sources|\*\*Fuentes|_Answering as|_Respondo como|I can't diagnose|No puedo diagnosticar)/;

/** The entries an answer quotes (found by their opening words in it), and those prepared for the question. */
function entriesOf(markdown: string, prepared: Prepared): AnswerEntry[] {
  const u = prepared.understanding;
  const asked = u.kind === 'answer' ? u.procedureIds : [];
  const outside = u.kind === 'answer' && u.outside !== null;
  const quotedIn = ANSWER_ENTRIES.filter(
    (e) =>
      markdown.includes(e.text.slice(0, 60)) || (e.es !== undefined && markdown.includes(e.es.slice(0, 60))),
  );
  // The entries found for the question: its point (blood pressure, bruising) decides which sentence of them leads.
  const prepared1 = prepared.facts.filter(
    (e) => !e.procedures || e.procedures.some((p) => asked.includes(p)) || outside,
  );
  return [...quotedIn, ...prepared1].filter((e, i, a) => a.indexOf(e) === i);
}

const words = (text: string) =>
  new Set(
    fold(text)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3)
      .map((w) => w.replace(/(?:ing|es|s)$/, '')),
  );

/** The sentence of each source that speaks to the point best: most of the question's other words beside it. */
function onPoint(point: Point, pool: Held[], question: string): Held[] {
  const asked = words(question);
  const best = new Map<ProcedureGuide | AnswerEntry, { held: Held; score: number }>();
  for (const held of pool) {
    if (!point.finds.test(held.text)) continue;
    const source = (held.guide ?? held.entry) as ProcedureGuide | AnswerEntry;
    let score = 0;
    for (const w of words(held.text)) if (asked.has(w)) score++;
    // A short sentence on the point reads as its answer; a long overview only mentions it.
    score -= held.text.length / 400;
    const was = best.get(source);
    if (!was || score > was.score) best.set(source, { held, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score).map((x) => x.held);
}

function cited(h: Held, lang: Language): string {
  if (h.entry) {
    // A Spanish answer quotes the entry's Spanish only whole: the English sentence is said to be in English.
    if (lang === 'es')
      return `${h.entry.source} lo dice, por ahora solo en inglés: “${h.text}” _(Fuente: ${h.entry.url ? `[${h.entry.source}, ${h.entry.year}](${h.entry.url})` : `${h.entry.source}, ${h.entry.year}`}.)_`;
    return quote({ ...h.entry, text: h.text, es: h.text }, lang);
  }
  const g = h.guide as ProcedureGuide;
  return lang === 'es'
    ? `La guía de TruSelf sobre ${g.shortName} lo trata, por ahora solo en inglés: “${h.text}” _([guía](/procedure/${g.id}))_`
    : `${h.text} _(TruSelf's [${g.shortName} guide](/procedure/${g.id}))_`;
}

const SPAN: Record<string, number> = { day: 1, week: 7, month: 30, dia: 1, semana: 7, mes: 30 };
const COUNT =
  '(\\d+|a|an|one|two|three|four|five|six|seven|eight|ten|twelve|un|una|dos|tres|cuatro|cinco|seis)';
const count = (w: string) =>
  /^\d+$/.test(w)
    ? Number(w)
    : (NUMBER_WORDS[w] ?? (w === 'a' || w === 'an' || w === 'un' || w === 'una' ? 1 : NaN));

/** "3 weeks before my daughter's graduation", "is 10 days enough", "en 2 semanas": the days the question counts. */
export function daysAsked(question: string): { days: number; said: string } | null {
  const t = fold(question);
  const m = new RegExp(`\\b${COUNT}\\s+(day|week|month|dia|semana|mes)(?:s|es)?\\b`).exec(t);
  const days = daysUntil(question) ?? (m ? count(m[1]) * SPAN[m[2]] : null);
  if (days === null || Number.isNaN(days) || !m) return null;
  return { days, said: m[0] };
}

/** The span a sentence gives ("settle in one to three weeks", "1–2 weeks"), in days. */
export function spanOf(sentence: string): { min: number; max: number } | null {
  const m = new RegExp(
    `\\b${COUNT}(?:\\s*(?:to|–|-|or|a)\\s*${COUNT})?\\s+(day|week|month|dia|semana|mes)(?:s|es)?\\b`,
  ).exec(fold(sentence).replace(/–/g, '-'));
  if (!m) return null;
  const a = count(m[1]);
  const b = m[2] ? count(m[2]) : a;
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  return { min: a * SPAN[m[3]], max: b * SPAN[m[3]] };
}

/** Where the days the question counts fall against the span the sentence gives. */
function againstSpan(asked: { days: number; said: string }, sentence: string, lang: Language): string | null {
  const span = spanOf(sentence);
  if (!span) return null;
  if (asked.days >= span.max)
    return lang === 'es'
      ? `Con ${asked.said} estarías al final de ese plazo o después, así que para entonces suele haberse calmado; cada quien sana distinto, y tu cirujano conoce tu caso.`
      : `At ${asked.said} you'd be at or past the end of that span, so by then it has usually settled — healing varies, and your surgeon knows your case.`;
  if (asked.days >= span.min)
    return lang === 'es'
      ? `Con ${asked.said} estarías dentro de ese plazo: puede que aún no se haya calmado del todo.`
      : `At ${asked.said} you'd be inside that span, so it may not have fully settled yet.`;
  return lang === 'es'
    ? `Con ${asked.said} estarías antes de ese plazo, así que lo esperable es que todavía se note.`
    : `At ${asked.said} you'd be before that span, so expect it to still show.`;
}

const SIGNS =
  /^\*\*(?:Here are the warning signs|I can't tell from here|Estas son las señales de alarma|No puedo saber desde aquí)/;

const ASKED_KINDS = new Set(['comparison', 'timing', 'candidacy', 'alternatives']);

/**
 * The answer with the sentences on the question's own point first. Only a first question, about procedures or
 * treatments (no provider, place, price or find request), of a kind or about recovery, and only when the opening
 * does not already hold what is quoted.
 */
export function pointFirst(
  markdown: string,
  prepared: Prepared,
  question: string,
  followUp: boolean,
): string {
  const u = prepared.understanding;
  if (u.kind !== 'answer' || followUp) return markdown;
  if (prepared.profile || prepared.profiles.length > 0 || prepared.candidates.length > 0) return markdown;
  if (u.pick || u.refines || u.providerName || u.place || u.intents.includes('find_provider'))
    return markdown;
  if (u.ask.kind === 'price' || u.ask.kind === 'provider' || u.ask.kind === 'off_task') return markdown;
  // A question of a kind, or any question on a recovery detail ("theres puckering, will it go away").
  const ofKind =
    (u.ask.kind !== null && ASKED_KINDS.has(u.ask.kind)) ||
    u.intents.some((i) => i === 'recovery' || i === 'risks' || i === 'candidacy' || i === 'comparison') ||
    u.outside !== null ||
    (u.ask.kind === null &&
      /\?|\b(how|when|will|does|do|is|can|should|cuanto|cuando|se quita|se va)\b/.test(fold(question)));
  if (!ofKind) return markdown;
  const points = pointsOf(question);
  if (points.length === 0) return markdown;
  const lang = u.language;
  const pool: Held[] = [];
  for (const p of prepared.procedures)
    if (p.guide && !pool.some((h) => h.guide === p.guide))
      pool.push(
        ...guideSentences(p.guide, u.ask.kind === 'comparison' || u.ask.kind === 'alternatives').map(
          (text) => ({
            text,
            guide: p.guide as ProcedureGuide,
          }),
        ),
      );
  for (const entry of entriesOf(markdown, prepared))
    pool.push(...sentencesOf(entry.text).map((text) => ({ text, entry })));

  const blocks = markdown.split('\n\n');
  let at = blocks.findIndex((b) => !FOOTER.test(b));
  if (at < 0) return markdown;
  // Warning signs set before the answer stay first: the point follows them.
  if (SIGNS.test(blocks[at])) {
    const end = blocks.findIndex((b, i) => i > at && /^\*\*(?:Who to call|A quién llamar):/.test(b));
    at = end < 0 ? blocks.length : end + 1;
    while (at < blocks.length && FOOTER.test(blocks[at])) at++;
    if (at >= blocks.length) return markdown;
  }
  // "I don't have a guide for X yet, but here is…:" introduces what follows; the point comes after it.
  const intro =
    blocks[at].trimEnd().endsWith(':') &&
    /^(I don't have a TruSelf guide|Todavía no tengo una guía)/.test(blocks[at]) &&
    at + 1 < blocks.length;
  const open = intro ? at + 1 : at;
  const opening = blocks[open] ?? '';

  // An entry quoted at the opening that speaks to the point is the composer's answer to it.
  const openingEntries = ANSWER_ENTRIES.filter(
    (e) =>
      opening.includes(e.text.slice(0, 60)) || (e.es !== undefined && opening.includes(e.es.slice(0, 60))),
  );
  const lead: string[] = [];
  const missing: Point[] = [];
  let moved = -1;
  for (const point of points.slice(0, 2)) {
    // Two things compared: a sentence from each side, where each holds one. A procedure without a guide is
    // answered from the entries on it, not from the guide of a related one, when they speak to the point.
    const all = onPoint(point, pool, question);
    const fromEntries = all.filter((h) => h.entry);
    const fromGuides = all.filter((h) => h.guide);
    // A procedure TruSelf has no guide for is not answered from the guide of a related one.
    const found =
      u.ask.kind === 'comparison'
        ? [fromEntries[0], u.outside && u.outsideOnly ? undefined : fromGuides[0]].filter(
            (h): h is Held => h !== undefined,
          )
        : (fromEntries.length > 0 || (u.outside && u.outsideOnly) ? fromEntries : all).slice(0, 1);
    // A second sentence of the same source on the point ("…and ask to see their scars at six months") joins it.
    const [first] = found;
    const next =
      u.ask.kind !== 'comparison' && first
        ? pool.find(
            (h) =>
              h !== first &&
              (h.entry ?? h.guide) === (first.entry ?? first.guide) &&
              point.finds.test(h.text) &&
              !first.text.includes(h.text) &&
              pool.indexOf(h) === pool.indexOf(first) + 1,
          )
        : undefined;
    if (next) found.push(next);
    if (found.length === 0) {
      missing.push(point);
      continue;
    }
    // What the opening already says near its start needs no lead, unless a count of days is to be weighed.
    const asked = daysAsked(question);
    const weighed = asked ? found.map((h) => againstSpan(asked, h.text, lang)).find((x) => x !== null) : null;
    const early = (h: Held) => {
      const at = opening.indexOf(h.text.replace(/^[^:]{2,40}: /, ''));
      return at >= 0 && at < 200;
    };
    // Answered already: the opening's own start, or the first sentence of an entry it quotes, speaks to the point.
    // Two things compared are answered only when both sides are.
    const byEntry = openingEntries.some((e) => point.finds.test(e.text));
    // A Spanish answer quotes English only when nothing it opens with in Spanish speaks to the point.
    const answered =
      u.ask.kind === 'comparison'
        ? found.every(early) || (lang === 'es' && byEntry)
        : found.every(early) ||
          point.finds.test(opening.slice(0, 300)) ||
          openingEntries.some((e) => point.finds.test(sentencesOf(e.text)[0] ?? ''));
    if (!weighed && answered) continue;
    // A Spanish answer that opens with an answer in Spanish (not a guide's section) is not led by English.
    const spanishOnPoint = ANSWER_ENTRIES.some(
      (e) => e.es !== undefined && markdown.includes(e.es.slice(0, 60)) && point.finds.test(e.text),
    );
    if (
      lang === 'es' &&
      (spanishOnPoint || ((openingEntries.length > 0 || !/^\*\*/.test(opening)) && !weighed))
    )
      continue;
    // The entry whose sentence answers is quoted further down: its block moves up, rather than said twice.
    const below =
      found.length === 1 && found[0].entry && !weighed
        ? blocks.findIndex(
            (b, i) =>
              i > open && i <= open + 3 && b.startsWith((found[0].entry as AnswerEntry).text.slice(0, 60)),
          )
        : -1;
    if (below > 0 && lang === 'en' && sentencesOf(found[0].entry?.text ?? '')[0] === found[0].text) {
      moved = below;
      break;
    }
    const head = lang === 'es' ? `**Sobre ${point.es}:**` : `**On ${point.en}:**`;
    lead.push(`${head} ${found.map((h) => cited(h, lang)).join(' ')}${weighed ? ` ${weighed}` : ''}`);
  }
  // Nothing TruSelf holds speaks to the point: said so, before what it does hold. Not when another point was
  // answered, nor when the opening itself speaks to it.
  // Only over a guide's section or headline, which is not an answer to the point.
  if (
    lead.length === 0 &&
    missing.length > 0 &&
    /^\*\*/.test(opening) &&
    openingEntries.length === 0 &&
    !missing.some((p) => p.finds.test(opening))
  ) {
    const p = missing[0];
    lead.push(
      lang === 'es'
        ? `**Sobre ${p.es}:** lo que TruSelf tiene con fuente no dice nada concreto, y no voy a adivinar; pregúntaselo al proveedor que te atendería, que conoce tu caso. Esto es lo que sí dice:`
        : `**On ${p.en}:** what TruSelf holds from its sources doesn't say anything specific, and I won't guess — ask the provider who would treat you, who knows your case. Here is what it does say:`,
    );
  }
  if (moved > 0 && lead.length === 0)
    return [
      ...blocks.slice(0, open),
      blocks[moved],
      ...blocks.slice(open).filter((_, i) => i + open !== moved),
    ].join('\n\n');
  if (lead.length === 0) return markdown;
  return [...blocks.slice(0, open), ...lead, ...blocks.slice(open)].join('\n\n');
}

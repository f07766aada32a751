// Reads one patient message in the context of the conversation so far: safety first, then scope, then which
// procedures, brands, providers, intents and place it is about, and the language it is written in. Pure and
// synchronous, so it is cheap to test and to benchmark.
import type { ChatRole, MentionedProvider } from '@shared/schemas/trugpt';
import type { BrandTerm, OutsideTerm } from './brands';
import {
  asksAboutProvider,
  asksForDiagnosisOrPrescription,
  detectConcern,
  detectIntents,
  detectProviderPick,
  type Intent,
  isGreeting,
  isInDomain,
  isThanks,
  looksLikeFollowUp,
  type ProviderPick,
} from './intents';
import { lookup, pinned } from './answer-base';
import {
  asksToFind,
  checksSomething,
  type FindNeed,
  readFindFilters,
  readFindNeed,
  saysFind,
} from './find-filters';
import { continuedKind, followUpLanguage, swappedQuestion } from './followup';
import { type KindReading, meaningTerm, type OffTask, readKind } from './kinds';
import { asksForProvidersOutright, judgesAQuote } from './price-quote';
import { findMentions, findProcedures, getProcedure } from './knowledge';
import { type ForeignPlace, findForeign, findPlace, type PlaceQuery } from './locations';
import { type SafetyScreen, screenMessage, stopsTheAnswer } from './safety';
import { fold, type Language, NUMBER_WORDS, readWords } from './words';

/** What the safety screen found that replaces an answer; `check` is a body symptom no rule reads. */
export interface RedFlagMatch {
  kind: 'emergency' | 'urgent' | 'crisis' | 'distress' | 'check';
  labels: string[];
  /** The screen's whole verdict, which the reply is written from. */
  screen: SafetyScreen;
}

export interface UnderstandContext {
  /** Earlier user messages in this conversation, oldest first. */
  history: string[];
  role: ChatRole;
  /** The provider whose page the chat was opened from. */
  providerId?: number;
  /** The procedure guide the chat was opened from: the subject of a message that names none. */
  procedureId?: string;
  /** Providers the latest answer listed, for "the second one" and "which is cheapest". */
  previousProviders?: MentionedProvider[];
  /** Providers the very last answer named ("does she do lipo too?" after an answer about one provider). */
  lastProviders?: MentionedProvider[];
  /** The directory's providers as "first last" in lower case, so "sofia ramirez" is read as a person. */
  providerNames?: ReadonlySet<string>;
  /** The safety screen's verdict on this message, when the caller has run it (the engine always has). */
  screen?: SafetyScreen;
}

export type Understanding =
  | { kind: 'red_flag'; redFlag: RedFlagMatch; procedureIds: string[]; language?: Language }
  | { kind: 'greeting' | 'thanks' | 'off_topic' | 'help'; language?: Language }
  /** A request TruGPT does not do (favour a paying practice, write a review or an essay): refused, with why. */
  | { kind: 'refuse'; reason: OffTask; language?: Language }
  | {
      kind: 'answer';
      procedureIds: string[];
      intents: Intent[];
      place: PlaceQuery | null;
      concern: { label: string; procedures: string[] } | null;
      /** The patient asked us to diagnose or to choose a medicine or dose. */
      diagnosis: boolean;
      /** Something was carried over from an earlier message. */
      followUp: boolean;
      language: Language;
      /** Brand or product names used ("Dysport"), so the answer can say how they relate to the guide. */
      brands: BrandTerm[];
      /** A procedure TruSelf has no guide for (procedureIds hold the nearest ones when it is all that was named). */
      outside: OutsideTerm | null;
      outsideOnly?: boolean;
      /** A provider named in the message ("Dr. Sofia Ramirez"), looked up in the directory. */
      providerName: string | null;
      /** A pick among the providers the previous answer listed, with that list. */
      pick: { pick: ProviderPick; from: MentionedProvider[] } | null;
      /** "3 days after", "a week post op": how far into recovery the question is, in days. */
      daysAfter: number | null;
      /** The kind of question (is a price fair, who may inject, can I fly…), answered first. */
      ask: KindReading;
      /** Narrows the providers just listed ("only ones with 4.8+"): the same search again with the filter. */
      refines?: boolean;
      /**
       * A request to be shown providers ("looking for someone in denver for fue", "busco dermatólogo en houston"):
       * answered with the providers first; `need` when it is for something listed under another name or by
       * specialty only.
       */
      find?: { need: FindNeed | null };
      /**
       * A question about one provider's profile ("does this office take Blue Cross?", "is she a doctor or a nurse?")
       * with no provider page, name or earlier answer to say whose: answered by asking which provider.
       */
      unnamedProvider?: 'unknown' | 'listed';
      /** A place outside the US the message names ("Tijuana", "Santo Domingo"). */
      abroad: ForeignPlace | null;
      /** The message as asked, for the composers that search the guides and the answer base with it. */
      question: string;
      /** The question before it, when this one continues it with no subject of its own. */
      context?: string;
      /** The patient's previous message in this conversation, for a follow-up that leans on its figures. */
      earlier?: string;
      /**
       * A follow-up that only swaps a procedure, place or age of the question before it ("ok and in lincoln?"),
       * restated as that whole question, which is what was read and is answered.
       */
      restated?: string;
    };

/** A narrowing of the providers just listed: "only ones…", "any that…", "cheaper ones?", "solo los que…". */
const REFINE =
  /\b(only (ones|the ones|those)|any (that|who|with)|ones (that|who|with)|cheaper ones|less expensive ones|solo (los|las) que|alguno que|alguna que)\b/i;
/** "que sea virtual", "any that take Aetna?", "a female one": asked of the list, though the directory can't check it. */
const uncheckable = (f: ReturnType<typeof readFindFilters>) =>
  f.visits !== null ||
  f.insurance !== null ||
  f.gender !== null ||
  f.equipment !== null ||
  f.selfPay ||
  f.unlisted.length > 0;

/** A person or a practice spoken of: "she", "the second one", "that clinic", "ella", "el doctor". */
const REFERS_TO_PROVIDER =
  /\b(she|he|her|his|they|them|their|this (?:doctor|surgeon|provider|clinic|place|injector|one)|that (?:one|doctor|surgeon|clinic|place)|ella|[eé]l|el doctor|la doctora|ese doctor|esa doctora|esa cl[ií]nica|tiene|habla|acepta|atiende)\b/i;
/**
 * "this office", "esa clínica", "your med spa": one provider, named nowhere in the message ("the surgeon is in
 * dallas" speaks of the patient's own surgeon, and asks nothing of a profile).
 */
const THIS_PROVIDER =
  /\b(?:this|that|your|ur) (?:office|clinic|practice|med ?spa|spa|doctor|doc|surgeon|provider|injector|dermatologist|derm|place|person|nurse)\b|\b(?:esta|esa) (?:cl[ií]nica|doctora|oficina|m[eé]dica|persona|enfermera)\b|\b(?:este|ese) (?:doctor|consultorio|m[eé]dico|lugar|cirujano|dermat[oó]logo)\b/i;
/** "does she…", "is he…", "her reviews": a provider meant, though not said which. */
const PRONOUN_PROVIDER =
  /\b(?:does|is|can|do) (?:she|he)\b|\b(?:her|his) (?:reviews|office|clinic|hours|rating)\b/i;
/** "this", "it", "esto": the thing the page is about. */
const THIS_ONE = /\b(this|it|this one|esto|este|esta)\b/i;
const WHAT_IS =
  /^\s*(what(?:'s| is| are)|whats|tell me about|explain|qu[eé] (?:es|son)|h[aá]blame de|expl[ií]came)\b/i;

const NUTRITION_DOMAIN =
  /\b(food|foods|eat|eating|meals?|snacks?|sugar|carbs?|fats?|fiber|vitamins?|supplements?|water|sleep|stress|energy|gut|cholesterol|blood sugar|fasting|vegan|vegetarian|keto|recipe|recipes)\b/i;

function lastMentioned<T>(history: string[], read: (text: string) => T | null): T | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const value = read(history[i]);
    if (value !== null) return value;
  }
  return null;
}

function procedureList(text: string): string[] | null {
  const m = findMentions(text);
  const ids = m.ids.length > 0 ? m.ids : (m.outside[0]?.nearest ?? []);
  return ids.length > 0 ? ids : null;
}

const QUESTION_START =
  /^\s*[¿¡]?\s*(can|could|when|how|is|are|will|would|do|does|did|should|what|which|why|am|any|puedo|puede|cuando|como|cuanto|cuanta|es|son|se|que|hay|tengo|debo)\b/i;

/** A question rather than a statement: it ends in a question mark or opens like one. */
function asksSomething(text: string): boolean {
  // "ok so how often should i go", "and like when can i…": a question after a filler word or two.
  const bare = fold(text).replace(
    /^\s*(?:(?:ok(?:ay)?|so|and|but|well|hmm+|alright|also|then|oh|like|wait|y|pero|entonces|bueno|vale|ah)[\s,.!]+)+/,
    '',
  );
  return /\?\s*\S{0,4}\s*$/.test(text) || QUESTION_START.test(bare);
}

function placeIn(text: string): PlaceQuery | null {
  const place = findPlace(text);
  // "interested in Botox" names a procedure, not a town.
  if (place?.kind === 'unknown' && findProcedures(place.text).length > 0) return null;
  return place;
}

// "Dr. Sofia Ramirez", "dr ramirez", "Doctora Ana Gómez": up to three words after the title. After "doctor"
// or "doc" the name must be capitalised ("my doctor said…" names nobody); after "dr" any case will do.
const NAMED_PROVIDER = /\b(dr|dra|doctor|doctora|doc)(\.?)\s+([\p{L}'’-]{2,}(?:\s+[\p{L}'’-]{2,}){0,2})/giu;
// "Tell me about Sofia Ramirez": two capitalised words after "about"/"is".
const ABOUT_NAME = /\b(?:about|is|sobre|es)\s+([A-Z][a-zà-ÿ'’-]+\s+[A-Z][a-zà-ÿ'’-]+)\b/;
// Words that follow a title without being a name ("this doctor any good", "dr said", "doctor who does").
const NOT_A_NAME = new Set(
  `a an and any are as at be but by can could do does for from good has have he her his how i if in is it me my
  near not of office offices on or recommended s said says she should so that the their them they this to told
  visit was what when where which who whom why will with would you your about also appointment consult
  consultation charge charges located credentials real offer offers take takes accept accepts still too work
  works es en el la los las y que de del con para por open opens closed available accepting taking doing legit
  nice speak speaks habla hablan saturday saturdays sunday sundays weekend weekends today tomorrow there here
  online virtual really actually even just`.split(/\s+/),
);

/** "does jonathan park do rhinoplasty": two words that are a provider's name in the directory. */
function knownName(text: string, names: ReadonlySet<string>): string | null {
  const words = text.split(/[^\p{L}'’-]+/u).filter(Boolean);
  for (let i = 0; i + 1 < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (names.has(pair.toLowerCase())) return pair;
  }
  return null;
}

function providerNameIn(text: string, names?: ReadonlySet<string>): string | null {
  let named: string | null = null;
  for (const m of text.matchAll(NAMED_PROVIDER)) {
    const [, title, dot, rest] = m;
    const words = rest.split(/\s+/);
    const kept: string[] = [];
    const capitalised = /^\p{Lu}/u.test(words[0]);
    for (const w of words) {
      // "Ana Gómez hace…": a capitalised name ends at the first lower-case word; "dr ramirez botox" at the brand.
      if (NOT_A_NAME.has(w.toLowerCase()) || findProcedures(w).length > 0) break;
      if (capitalised ? !/^\p{Lu}/u.test(w) : kept.length === 2) break;
      kept.push(w);
    }
    if (kept.length === 0) continue;
    const abbreviated = /^dra?$/i.test(title) || dot === '.';
    if (!abbreviated && !/^\p{Lu}/u.test(kept[0])) continue;
    named = kept.join(' ');
    break;
  }
  named ??= ABOUT_NAME.exec(text)?.[1] ?? (names ? knownName(text, names) : null);
  if (!named) return null;
  const name = named.trim();
  // "about Miami Beach" or "about Lip Filler" is not a person.
  if (findPlace(name)?.kind === 'place' || findProcedures(name).length > 0) return null;
  return name;
}

const UNIT_DAYS: [RegExp, number][] = [
  [/^(day|days|dia|dias)$/, 1],
  [/^(week|weeks|wk|wks|semana|semanas)$/, 7],
  [/^(month|months|mes|meses)$/, 30],
];

/**
 * "3 days after", "a week post-op", "2 semanas después", "its been 10 days", "day 5": how far into recovery, in
 * days. A count that is not about time since a procedure ("in 10 days", "a week at the beach") is not read.
 */
function daysAfterIn(tokens: string[]): number | null {
  const AFTER = /^(after|post|postop|post-op|out|since|ago|later|despues|pos|postoperatorio)$/;
  for (let i = 1; i < tokens.length; i++) {
    // "day 5 after my facelift", "día 3".
    if (/^(day|dia)$/.test(tokens[i - 1]) && /^\d{1,3}$/.test(tokens[i]) && tokens[i - 2] !== 'in')
      return Number(tokens[i]);
    const unit = UNIT_DAYS.find(([re]) => re.test(tokens[i]));
    if (!unit) continue;
    const n = /^\d+$/.test(tokens[i - 1]) ? Number(tokens[i - 1]) : NUMBER_WORDS[tokens[i - 1]];
    if (n === undefined || n >= 400) continue;
    // "how much protein do I need a day after a sleeve": "a day" there is per day.
    if (
      /^(a|an|per|al|por)$/.test(tokens[i - 1]) &&
      /^(need|needs|much|many|protein|grams|g|calories|water|eat|drink|take|times|liters|oz|ounces|cups|steps)$/.test(
        tokens[i - 2] ?? '',
      )
    )
      continue;
    const before = tokens.slice(Math.max(0, i - 3), i - 1);
    const after = tokens.slice(i + 1, i + 4);
    const sinceProcedure =
      after.some((t) => AFTER.test(t)) || before.some((t) => /^(hace|been|im|i'm|am)$/.test(t));
    if (sinceProcedure && !/^(in|en|within|dentro)$/.test(tokens[i - 2] ?? '')) return n * unit[1];
  }
  return null;
}

export function understand(message: string, ctx: UnderstandContext): Understanding {
  // "stay in the DR after a mommy makeover": the Dominican Republic, not a provider called "after".
  const text = message.trim().replace(/\b(in|to|from|the) DR\b/g, '$1 Dominican Republic');
  const words = readWords(text);
  // A follow-up whose own words don't settle its language ("me quieren cobrar 600 dólares") keeps the one before it.
  const previousTurn = ctx.history.at(-1);
  const language = followUpLanguage(
    text,
    words.language,
    ctx.history,
    previousTurn === undefined ? undefined : readWords(previousTurn).language,
  );
  const mentions = findMentions(text);
  // The screen runs once per message: the engine passes its verdict in; called alone, understand() runs it.
  const screen = ctx.screen ?? screenMessage(text, ctx.history);
  if (stopsTheAnswer(screen)) {
    const redFlag: RedFlagMatch = {
      kind: screen.level as RedFlagMatch['kind'],
      labels: screen.concerns.filter((c) => c.level !== 'caution').map((c) => c.label),
      screen,
    };
    const earlier =
      mentions.ids.length > 0 ? mentions.ids : (lastMentioned(ctx.history, procedureList) ?? []);
    return { kind: 'red_flag', redFlag, procedureIds: earlier, language };
  }
  if (isGreeting(text)) return { kind: 'greeting', language };
  if (isThanks(text)) return { kind: 'thanks', language };
  // "and after lipo, is it the same?", "ok and in lincoln?", "what about at 18 then": the earlier question again,
  // about what the follow-up names, read and answered as that whole question.
  const restated = swappedQuestion(text, ctx.history);
  if (restated) {
    const whole = understand(restated, {
      ...ctx,
      history: ctx.history.slice(0, -1),
      previousProviders: [],
      lastProviders: [],
    });
    if (whole.kind === 'answer')
      return { ...whole, language, followUp: true, restated, context: undefined, earlier: undefined };
  }
  const kindOptions = {
    onProvider: ctx.providerId !== undefined,
    nutritionPage: ctx.role === 'nutrition',
    // Two brands of one procedure ("Juvéderm or Restylane") are two things to compare.
    procedures: mentions.ids.length + mentions.outside.length + (mentions.brands.length >= 2 ? 1 : 0),
  };
  let ask = readKind(text, kindOptions);
  // "looking for someone in denver for fue": a request for providers, of something the directory may list only
  // under another name or by specialty.
  const need = readFindNeed(text);
  const placed = placeIn(text) !== null;
  // "laser tattoo removal with picosure in portland oregon?": a need and a place ask for providers there, like
  // "botox miami" does.
  const finding =
    (asksToFind(text, placed) &&
      (need !== null ||
        mentions.ids.length > 0 ||
        mentions.outside.length > 0 ||
        readFindFilters(text).specialties.length > 0)) ||
    (placed && need !== null && [null, 'price', 'provider'].includes(ask.kind));
  // Something unrelated (the weather, a brunch spot) gets the off-topic reply; a request TruGPT won't do gets a
  // refusal that says what and why.
  if (ask.kind === 'off_task' && ask.offTask === 'unrelated' && !finding)
    return { kind: 'off_topic', language };
  if (ask.kind === 'off_task' && ask.offTask) return { kind: 'refuse', reason: ask.offTask, language };
  const abroad = findForeign(text);

  // "brow lift vs botox": say we have no brow-lift guide, then answer Botox; alone, offer the nearest we cover.
  let outside: OutsideTerm | null = mentions.outside[0] ?? null;
  let procedureIds = mentions.ids.length > 0 ? mentions.ids : (outside?.nearest ?? []);
  // "IPL or BBL for sun spots": BBL is BroadBand Light, a brand of IPL, not a Brazilian butt lift.
  if (
    procedureIds.includes('brazilian-butt-lift') &&
    /\bbbl\b/i.test(text) &&
    /\b(ipl|sun ?spots?|photofacial|broad ?band|redness|rosacea|age spots|freckles|manchas)\b/i.test(text)
  )
    procedureIds = [
      ...new Set(procedureIds.map((id) => (id === 'brazilian-butt-lift' ? 'ipl-photofacial' : id))),
    ];
  const brands = mentions.brands;
  let intents = detectIntents(text, Math.max(mentions.ids.length, brands.length));
  let place = placeIn(text);
  const providerName = providerNameIn(text, ctx.providerNames);
  if (providerName && place?.kind === 'unknown') place = null;
  const previous = ctx.previousProviders ?? [];
  const providerPick = previous.length > 0 && !providerName ? detectProviderPick(text) : null;
  // "those" alone in a message that names a new procedure or place is not about the earlier list.
  const last = ctx.lastProviders ?? [];
  // What a message asks about a provider ("does she take insurance?", "¿habla español?"), read as on their page.
  const providerAsk = readKind(text, { ...kindOptions, onProvider: true });
  const asksTheirProfile =
    providerAsk.kind === 'provider' && providerAsk.provider !== undefined && REFERS_TO_PROVIDER.test(text);
  const pick =
    providerPick &&
    !(providerPick.kind === 'all' && (mentions.ids.length > 0 || place)) &&
    // "what if they're out of network" after an answer about the one provider on the page: no list to pick from.
    !(providerPick.kind === 'all' && previous.length <= 1)
      ? { pick: providerPick, from: previous }
      : // "does she do lipo too?", "does she speak spanish?" right after an answer about one provider: that
        // provider.
        !providerName &&
          ctx.providerId === undefined &&
          last.length === 1 &&
          (asksAboutProvider(text) || asksTheirProfile)
        ? { pick: { kind: 'index' as const, index: 0 }, from: last }
        : null;
  // "does the second one take insurance?", "is Dr. Ramirez taking new patients?": the profile fact asked about,
  // not the whole profile card.
  if (
    ask.kind === null &&
    providerAsk.kind === 'provider' &&
    // "which of those has the best reviews" picks by the reviews: the pick is the answer.
    (providerName || pick?.pick.kind === 'index')
  )
    ask = providerAsk;
  // "does this office take blue cross?", "tiene estacionamiento esta clínica?" with no page, name or earlier
  // answer to say which office: a question about a profile TruGPT has not been shown.
  // "and the reviews, do people say she's patient?" right after a list of several: which of them.
  const unnamedProvider =
    ask.kind === null &&
    providerAsk.kind === 'provider' &&
    ctx.providerId === undefined &&
    !providerName &&
    !pick &&
    (THIS_PROVIDER.test(text) ||
      ((PRONOUN_PROVIDER.test(text) || /\b(?:she|he|shes|hes|she'?s|he'?s)\b/i.test(text)) &&
        last.length !== 1 &&
        !['price', 'offers', 'experience', 'general'].includes(providerAsk.provider ?? 'general')))
      ? last.length > 1
        ? ('listed' as const)
        : ('unknown' as const)
      : undefined;
  if (unnamedProvider) ask = providerAsk;
  // "what about microneedling, can she do that?" after "can an esthetician do Botox in Texas?": the same kind of
  // question about what the follow-up changes, read over both turns.
  const continued =
    providerName || pick || unnamedProvider
      ? null
      : continuedKind(text, ask, ctx.history, intents, kindOptions);
  if (continued) ask = continued.ask;
  // "what if i drive back instead of flying": read as the trip it continues, it asks for no other treatments.
  if (continued && continued.ask.kind !== 'alternatives')
    intents = intents.filter((i) => i !== 'alternatives');
  let concern = procedureIds.length === 0 && !outside ? detectConcern(text) : null;
  // A concern only one procedure treats ("laser for my underarms") is a question about that procedure.
  if (concern?.procedures.length === 1 && !(ctx.history.length > 0 && looksLikeFollowUp(text))) {
    procedureIds = concern.procedures;
    concern = null;
  }
  const onProfile =
    ctx.providerId !== undefined &&
    !providerName &&
    !pick &&
    (asksAboutProvider(text) ||
      ask.kind === 'provider' ||
      (procedureIds.length === 0 && !concern) ||
      // "how much is botox?" on a provider's page: their listed price beside the guide's.
      (procedureIds.length > 0 && intents.includes('cost') && !place && ctx.role !== 'nutrition'));
  if (
    (onProfile || providerName || (pick && pick.pick.kind !== 'all')) &&
    !intents.includes('provider_profile')
  )
    intents.unshift('provider_profile');

  // A find request leads with the providers, whatever kind of question its words also read as ("who does natural
  // lip filler in nyc, not duck lips" is no question about swelling); a question of its own kind asks for
  // providers only when it names a place and says so: "is it legal for a non-doctor to own a med spa in texas" and
  // "what should I ask at my lipo consult? I'm seeing a surgeon in houston" name a kind of provider and a place, and
  // ask the law and what to ask. Unsaid, a question an entry on the law alone answers ("can i co-own a medspa in
  // san diego if im not a doctor?") is that question.
  // "got quoted $14 a unit at a med spa in tucson, ripped off?": a quote to judge is a question of its own, its
  // place where the quote was given; it asks for providers only in so many words ("any cheaper places there?").
  // "pagué 850 por una jeringa … did i overpay??" reads as no other kind: a price question all the same.
  if (ask.kind === null && judgesAQuote(text)) ask = { kind: 'price' };
  const quoteJudged = ask.kind === 'price' && judgesAQuote(text);
  const kindOfItsOwn =
    quoteJudged ||
    !(ask.kind === null || ask.kind === 'price' || ask.kind === 'provider' || ask.kind === 'off_task');
  const said = quoteJudged ? asksForProvidersOutright(text) : saysFind(text);
  const find =
    finding &&
    !providerName &&
    !pick &&
    !onProfile &&
    (said || !pinned(text, { kind: ask.kind }).some((e) => e.kinds.every((k) => k === 'legality'))) &&
    ((said && place !== null) || !kindOfItsOwn)
      ? { need }
      : undefined;
  if (find) {
    if (need && (need.replaces || procedureIds.length === 0 || mentions.ids.length === 0)) {
      procedureIds = need.procedureId ? [need.procedureId] : [];
      outside = null;
    }
    concern = null;
    ask = { kind: null };
    intents = ['find_provider', ...intents.filter((i) => i === 'cost')];
  } else if (quoteJudged) intents = intents.filter((i) => i !== 'find_provider');
  // "only ones with 4.8+", "any that speak spanish?", "cheaper ones?" right after a list of providers: the same
  // search again with the filter, for the earlier procedure and place (carried below), never a menu.
  const refines =
    previous.length > 0 &&
    // On a provider's page, "is she accepting new patients" is about her, not a narrower search.
    !onProfile &&
    mentions.ids.length === 0 &&
    !outside &&
    !providerName &&
    (pick === null || pick.pick.kind === 'all') &&
    (checksSomething(readFindFilters(text)) || uncheckable(readFindFilters(text)) || REFINE.test(text));
  if (refines) {
    // "que sea virtual si se puede": a narrower search, not a question of its own kind.
    if (ask.kind !== 'provider') ask = { kind: null };
    concern = null;
    intents = ['find_provider', ...intents.filter((i) => i !== 'find_provider' && i !== 'provider_profile')];
  }
  let followUp = false;
  let followUpIntents: Intent[] = [];
  // On a provider's page, "ok and roughly how much" after a question about rhinoplasty there is about rhinoplasty.
  if (onProfile && procedureIds.length === 0 && !concern && !outside && ctx.history.length > 0) {
    const earlier = lastMentioned(ctx.history, (t) =>
      findMentions(t).ids.length > 0 ? findMentions(t).ids : null,
    );
    if (earlier) {
      procedureIds = earlier;
      followUp = true;
    }
  }
  const hasOwnSubject =
    procedureIds.length > 0 || concern !== null || onProfile || outside !== null || find !== undefined;
  // In a conversation, a question with no subject of its own ("can I pick up my toddler tho?") is about the
  // subject before it.
  const carries =
    ctx.history.length > 0 &&
    (intents.length > 0 || place !== null || pick !== null || looksLikeFollowUp(text) || asksSomething(text));
  // "and if I add crow's feet?" after Botox: an area the earlier procedure treats, not a new concern to survey.
  if (concern && ctx.history.length > 0 && looksLikeFollowUp(text)) {
    const earlier = lastMentioned(ctx.history, procedureList) ?? [];
    const treated = earlier.filter((id) => concern?.procedures.includes(id));
    if (treated.length > 0) {
      procedureIds = treated;
      concern = null;
      followUp = true;
    }
  }
  if (!hasOwnSubject && carries) {
    // The subject of the latest message that had one, a procedure without a guide included ("would it be
    // cheaper in Miami?" after a hair-transplant question).
    const earlier = lastMentioned(ctx.history, (t) => {
      const m = findMentions(t);
      return m.ids.length > 0 || m.outside.length > 0 ? m : null;
    });
    if (earlier) {
      procedureIds = earlier.ids.length > 0 ? earlier.ids : (earlier.outside[0]?.nearest ?? []);
      if (earlier.ids.length === 0) outside = earlier.outside[0];
      followUp = true;
    } else {
      concern = lastMentioned(ctx.history, detectConcern);
      followUp = concern !== null;
    }
  }
  // On a guide page, a message with no subject of its own and none carried over is about that guide ("does
  // insurance cover this?" on the Breast Reduction guide); "this or IPL" there compares the guide's procedure with
  // IPL.
  const pageProcedure = ctx.procedureId && getProcedure(ctx.procedureId) ? ctx.procedureId : null;
  if (pageProcedure && !onProfile && !providerName && !pick && !find) {
    // "can I still do this on my stomach" on the CoolSculpting guide: "this" is the guide, the stomach its area.
    const thisGuide = concern !== null && THIS_ONE.test(text) && concern.procedures.includes(pageProcedure);
    if (procedureIds.length === 0 && !outside && (!concern || thisGuide)) {
      procedureIds = [pageProcedure];
      concern = null;
    } else if (
      mentions.ids.length === 1 &&
      mentions.ids[0] !== pageProcedure &&
      THIS_ONE.test(text) &&
      /\b(or|vs\.?|versus|better|instead|compared?|o|mejor)\b/i.test(text)
    ) {
      procedureIds = [pageProcedure, ...procedureIds];
      if (!intents.includes('comparison')) intents = [...intents, 'comparison'];
    }
  }
  if (followUp || (procedureIds.length > 0 && ctx.history.length > 0)) {
    // "What about in Dallas?" keeps the earlier question; "and Dysport?" keeps the earlier intent.
    const ownIntents = intents.filter((i) => i !== 'provider_profile');
    if (ownIntents.length === 0 && !pick && looksLikeFollowUp(text) && meaningTerm(text) === null) {
      const earlierIntents = lastMentioned(ctx.history, (t) => {
        const found = detectIntents(t, findProcedures(t).length).filter(
          (i) => i !== 'comparison' && i !== 'provider_profile',
        );
        return found.length > 0 ? found : null;
      });
      if (earlierIntents) {
        followUpIntents = earlierIntents;
        intents = [...intents, ...earlierIntents];
        followUp = true;
      }
    }
    // The earlier place matters for "who offers it" questions, not for "how long is recovery?".
    const placeMatters =
      meaningTerm(text) === null &&
      (intents.length === 0 || intents.some((i) => i === 'find_provider' || i === 'cost'));
    if (!place && placeMatters && !onProfile && !pick) {
      place = lastMentioned(ctx.history, (t) => {
        const p = placeIn(t);
        return p?.kind === 'unknown' ? null : p;
      });
    }
  }
  // "what is X" / "qué es X" asks for the overview, even as a follow-up.
  const ownIntents = intents.filter((i) => i !== 'provider_profile' && i !== 'find_provider');
  if (procedureIds.length > 0 && WHAT_IS.test(text) && ownIntents.every((i) => followUpIntents.includes(i)))
    intents = [...intents.filter((i) => !followUpIntents.includes(i)), 'overview'];
  const comparing = procedureIds.length >= 2 || brands.length >= 2;
  if (comparing && intents.length === 0) intents = ['comparison'];
  // A place alone asks for providers there ("botox miami"); in a question of its own kind ("can a nurse inject
  // without a doctor? I'm in California") it is where the rules or the trip apply.
  const ownKind =
    quoteJudged ||
    (ask.kind !== null && ask.kind !== 'price' && ask.kind !== 'provider' && ask.kind !== 'consultation');
  if (place && intents.length === 0 && !ownKind) intents = ['find_provider'];

  const nutrition = ctx.role === 'nutrition';
  // In the nutrition role, food and eating questions go to nutrition counselling before any procedure.
  const foodFirst = nutrition && NUTRITION_DOMAIN.test(text) && !followUp;
  if (procedureIds.length === 0 && (foodFirst || (!concern && nutrition && isInDomain(text)))) {
    concern = {
      label: 'nutrition and wellness',
      procedures: ['nutritional-counseling', 'medical-weight-loss'],
    };
  }
  const diagnosis = asksForDiagnosisOrPrescription(text);
  const daysAfter = daysAfterIn(words.tokens);
  const base = {
    kind: 'answer' as const,
    procedureIds,
    place,
    concern,
    diagnosis,
    followUp,
    language,
    brands,
    outside,
    providerName,
    pick,
    daysAfter,
    ask,
    abroad,
    refines,
    // "under $700 a syringe?" after a list: the same search, narrowed, answered as a find request too.
    // "does she speak portuguese tho" asks which of them is meant, not for a new list.
    find:
      find ??
      (refines && !unnamedProvider && ask.kind !== 'provider'
        ? { need: lastMentioned(ctx.history, readFindNeed) }
        : undefined),
    unnamedProvider,
    question: continued ? `${text} ${continued.previous}` : text,
    context: continued?.previous,
    earlier: ctx.history.at(-1),
    /** Only the uncovered procedure was named, so procedureIds are the nearest ones we cover. */
    outsideOnly: outside !== null && mentions.ids.length === 0,
  };
  if (procedureIds.length === 0 && !concern && !onProfile && !providerName && !pick && !outside && !find) {
    // A question of a known kind, or one the answer base answers, is in scope even with no procedure named:
    // "who takes care of me after Turkey", "red flags in a surgeon", "top surgery recovery".
    // "what about facial plastic surgeons, is that a different board?" continues the question before it.
    const previous = ctx.history.length > 0 && looksLikeFollowUp(text) ? (ctx.history.at(-1) ?? '') : '';
    // "how long would I need to stay" after "thinking about doing my boobs in Thailand": the same trip.
    const earlierAbroad = previous !== '' && !abroad ? findForeign(previous) : null;
    if (earlierAbroad)
      return {
        ...base,
        abroad: earlierAbroad,
        context: previous,
        place: null,
        ask: ask.kind === null ? { kind: 'tourism' as const } : ask,
        intents: intents.length > 0 ? intents : (['overview'] as Intent[]),
      };
    const answered =
      (ask.kind !== null &&
        ask.kind !== 'off_task' &&
        (isInDomain(text) || abroad !== null || ask.kind !== 'nutrition')) ||
      lookup(text, { kind: ask.kind, min: 10 }).length > 0 ||
      pinned(text, { kind: ask.kind }).length > 0 ||
      (previous !== '' && lookup(`${previous} ${text}`, { kind: ask.kind, min: 10 }).length > 0);
    if (answered && !diagnosis)
      return {
        ...base,
        context: previous || continued?.previous,
        place: abroad ? null : place,
        intents: intents.length > 0 ? intents : (['overview'] as Intent[]),
      };
    // "weather in miami" names a place but asks nothing TruGPT covers; "dermatologists in miami" does.
    const asksForProviders = detectIntents(text, 0).includes('find_provider');
    if (diagnosis || isInDomain(text) || (place && asksForProviders)) {
      return diagnosis ? { ...base, intents } : { kind: 'help', language };
    }
    return { kind: 'off_topic', language };
  }
  if (
    intents.filter((i) => i !== 'provider_profile').length === 0 &&
    procedureIds.length > 0 &&
    !onProfile &&
    !providerName &&
    !pick
  )
    intents = [...intents, 'overview'];
  if (intents.length === 0) intents = ['overview'];
  // Abroad, no US town or provider list: "lipo in Santo Domingo" is not Santo, TX.
  if (abroad) return { ...base, place: null, intents: intents.filter((i) => i !== 'find_provider') };
  return { ...base, intents };
}

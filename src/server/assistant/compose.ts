// The built-in writer: turns a prepared answer into Markdown without any network call. Deterministic, so the
// same question always gets the same sourced answer.
import type { MentionedProvider } from '@shared/schemas/trugpt';
import type { BrandTerm } from './brands';
import {
  comparisonTable,
  guideSection,
  recoveryAt,
  relevantFaq,
  sourcesLine,
  typicalPrice,
} from './compose-guide';
import {
  findRequestAnswer,
  providerProfileSection,
  providerSummaryList,
  providersSection,
} from './compose-providers';
import {
  composeKind,
  financingLead,
  type KindAnswer,
  profileTopicNote,
  refusal,
  whyPricesVary,
} from './compose-kinds';
import { CARE_IDS } from './answer-base/care';
import { earlierOnPoint, followUpGap } from './repeats';
import { DIAGNOSIS_NOTE, greetingReply, helpReply, offTopicReply, THANKS_REPLY } from './compose-safety';
import { DISCLAIMER, escapeMd, firstSentences, priceRange } from './format';
import type { ProcedureGuide } from '@shared/schemas/content';
import { withEarlierSubject } from './followup';
import { leadWithAnswer, leadWithPoint } from './answer-first';
import { pointFirst } from './point-first';
import { fold, type Language } from './words';
import type { Intent } from './intents';
import { guidesOf, type Prepared, wantsProviders } from './prepare';
import { insuranceIn, summaryIn } from './guide-es';
import { getProcedure } from './knowledge';
import { safetyReply } from './safety';
import { toMentioned } from './providers-lookup';
import { localName, wording } from './wording';
import { inSentence } from '@shared/in-sentence';

export interface Composed {
  markdown: string;
  mentionedProviders: MentionedProvider[];
  followUps: string[];
}

const MAX_SECTIONS = 3;

export function compose(
  prepared: Prepared,
  nutrition: boolean,
  question = '',
  /** Earlier answers of the conversation: a follow-up is answered on its new point, not with them again. */
  earlier: readonly string[] = [],
): Composed {
  const composed = composeAnswer(prepared, nutrition, question, earlier);
  const u = prepared.understanding;
  // An answer-base entry on the very point asked leads an answer that does not answer it (a "won't guess", a menu,
  // a guide section); a question read as outside TruSelf's scope is answered by one that holds it squarely.
  const reading =
    u.kind === 'answer' ? prepared : u.kind === 'off_topic' || u.kind === 'help' ? null : undefined;
  if (reading === undefined || !question.trim()) return composed;
  const previous = earlier.at(-1);
  const back = reading === null && previous ? earlierOnPoint(question, previous, u.language ?? 'en') : null;
  if (back) return { ...composed, markdown: [back, wording(u.language ?? 'en').disclaimer].join('\n\n') };
  const pointed = leadWithPoint(composed.markdown, reading, question, u.language ?? 'en');
  // The question's own point (makeup, the scar, the skin above the navel) answered first, from what TruSelf holds.
  const markdown = reading ? pointFirst(pointed, reading, question, earlier.length > 0) : pointed;
  return markdown === composed.markdown ? composed : { ...composed, markdown };
}

function composeAnswer(
  prepared: Prepared,
  nutrition: boolean,
  question: string,
  earlier: readonly string[],
): Composed {
  const u = prepared.understanding;
  const none = (markdown: string): Composed => ({ markdown, mentionedProviders: [], followUps: [] });
  if (u.kind === 'red_flag')
    return none(safetyReply(u.redFlag.screen, prepared.procedures.find((p) => p.guide)?.guide ?? null));
  if (u.kind === 'greeting') return none(u.language === 'es' ? SPANISH.greeting : greetingReply(nutrition));
  if (u.kind === 'thanks') return none(u.language === 'es' ? SPANISH.thanks : THANKS_REPLY);
  if (u.kind === 'off_topic') return none(u.language === 'es' ? SPANISH.offTopic : offTopicReply(nutrition));
  if (u.kind === 'refuse') return none(refusal(u.reason, u.language ?? 'en'));
  if (u.kind !== 'answer') return none(u.language === 'es' ? SPANISH.help : helpReply(null, nutrition));
  // A request for providers: the providers asked for lead, with what the directory can and cannot check.
  const found = findRequestAnswer(prepared);
  if (found) return { ...found, followUps: followUps(prepared) };

  const lang = u.language;
  const w = wording(lang);
  const parts: string[] = [];
  const mentioned: MentionedProvider[] = [];
  const guides = guidesOf(prepared);
  const aboutProvider = prepared.profile !== null || prepared.profiles.length > 0 || prepared.nameNotFound;
  if (nutrition) parts.push('_Answering as your nutrition and wellness guide._');
  // The kind of question first: its answer, then only the part of the guide that belongs with it.
  const kindAnswer = composeKind(prepared);
  // "should I stop fish oil before my facelift", "should I take biotin": an ordinary question an entry answers on
  // its very point gets that answer, not a note that TruGPT can't prescribe before it.
  const plain = kindAnswer?.quoted[0] !== undefined && CARE_IDS.has(kindAnswer.quoted[0].id);
  if (u.diagnosis && !plain) parts.push(DIAGNOSIS_NOTE);
  if (kindAnswer && kindAnswer.lead.length > 0)
    return kindComposed(prepared, kindAnswer, parts, question, earlier);
  if (prepared.procedures.length === 0 && !aboutProvider && !u.outside) {
    // A follow-up on a point nothing holds ("will my US insurance cover fixing it?") is told so, not given a menu.
    if (u.context !== undefined && earlier.length > 0) {
      parts.push(followUpGap(question, lang, null, u.earlier), lang === 'es' ? w.disclaimer : DISCLAIMER);
      return { markdown: parts.join('\n\n'), mentionedProviders: [], followUps: [] };
    }
    // A question of a kind TruGPT answers, on something it holds nothing about: said plainly, never a menu.
    if (u.ask.kind !== null && u.ask.kind !== 'off_task') {
      parts.push(
        lang === 'es'
          ? 'Todavía no tengo una guía de TruSelf ni datos con fuente sobre eso, así que no voy a adivinar. Un dermatólogo o cirujano plástico certificado (o tu dentista, si se trata de los dientes) puede decirte qué opciones hay para ti y qué evidencia tienen. Si me dices el procedimiento que estás considerando, te explico costos, recuperación y riesgos.'
          : "I don't have a TruSelf guide or sourced facts on that yet, so I won't guess. A board-certified dermatologist or plastic surgeon (or your dentist, for teeth) can tell you which options fit you and how well each is proven. If you name a procedure you're weighing, I can go through its cost, recovery and risks.",
        lang === 'es' ? w.disclaimer : DISCLAIMER,
      );
      return { markdown: parts.join('\n\n'), mentionedProviders: [], followUps: [] };
    }
    parts.push(lang === 'es' ? SPANISH.help : helpReply(prepared.place?.label ?? null, nutrition));
    return { markdown: parts.join('\n\n'), mentionedProviders: [], followUps: [] };
  }

  const about = u.procedureIds[0] ?? null;
  if (prepared.nameNotFound) parts.push(w.nameNotFound(escapeMd(prepared.nameNotFound)));
  if (prepared.profile) {
    parts.push(providerProfileSection(prepared.profile, about, prepared.filters, lang));
    mentioned.push(toMentioned({ ...prepared.profile, procedureName: undefined }));
  }
  if (prepared.profiles.length > 0) {
    // "is dr kim open on saturdays?": which Dr. Kim, and what a profile holds on what was asked.
    const topics = u.ask.kind === 'provider' ? (u.ask.providerTopics ?? []) : [];
    const notes = [...new Set(topics.map((t) => profileTopicNote(t, lang)).filter((n) => n !== null))];
    if (u.providerName && u.ask.kind === 'provider')
      parts.push(
        lang === 'es'
          ? `**¿A cuál de ellos te refieres?** Varios proveedores de nuestro directorio se llaman **${escapeMd(u.providerName)}**; dime cuál (o pregunta desde su perfil) y te digo lo que indica su perfil.${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`
          : `**Which one do you mean?** Several providers in our directory are named **${escapeMd(u.providerName)}** — tell me which (or ask from their profile page) and I'll tell you what their profile lists.${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`,
      );
    else if (u.providerName) parts.push(w.severalNamed(escapeMd(u.providerName)));
    // "dr okafor, does she do bbls?": none of those by that name lists it, said before the list.
    const asked = prepared.procedures[0];
    if (
      u.providerName &&
      asked &&
      !prepared.profiles.some((p) => p.offers.some((o) => o.procedureId === asked.id))
    )
      parts.push(
        lang === 'es'
          ? `Ninguno de los proveedores con ese nombre en nuestro directorio incluye ${asked.shortName} en su perfil; si te refieres a otra persona, dime su nombre completo o la ciudad.`
          : `None of the providers by that name in our directory lists ${asked.shortName} on their profile; if you mean someone else, tell me their full name or city.`,
      );
    parts.push(providerSummaryList(prepared.profiles, about, lang));
    mentioned.push(...prepared.profiles.map((p) => toMentioned({ ...p, procedureName: undefined })));
  }
  if (u.pick && !prepared.profile && prepared.profiles.length === 0) {
    const count = u.pick.from.length;
    const outOfRange = u.pick.pick.kind === 'index' && u.pick.pick.index >= count;
    parts.push(
      outOfRange
        ? lang === 'es'
          ? `Mi respuesta anterior solo mencionó ${count} proveedor${count === 1 ? '' : 'es'}.`
          : `My last answer listed only ${count} provider${count === 1 ? '' : 's'}.`
        : lang === 'es'
          ? 'No pude elegir entre los proveedores de mi respuesta anterior con esa pregunta; sus perfiles muestran precios, reseñas y ubicación.'
          : 'I couldn’t pick one out of the providers in my last answer for that — their profiles don’t list what I’d need to compare. Each profile shows prices, reviews and location.',
    );
  }

  if (u.outside && !u.outsideOnly) parts.push(w.notInCatalogue(u.outside.label));
  if (u.outside && u.outsideOnly) {
    parts.push(
      [
        w.notInCatalogue(u.outside.label),
        '',
        prepared.procedures.length > 0 ? w.nearest : w.nearestNone,
        ...(prepared.procedures.length > 0
          ? ['', ...prepared.procedures.map((p) => nearestLine(p, lang))]
          : []),
      ].join('\n'),
    );
  } else if (u.concern && u.intents.includes('find_provider') && prepared.candidates.length > 0) {
    // "vietnamese speaking injector in san jose": the providers asked for answer it, with no menu before them.
  } else if (u.concern) {
    parts.push(
      [
        lang === 'es' ? '**Opciones que TruSelf cubre**' : `**Options for ${u.concern.label}**`,
        '',
        ...prepared.procedures.map((p) => nearestLine(p, lang)),
        '',
        lang === 'es'
          ? '¿Sobre cuál quieres saber más? Puedo explicarte costos, recuperación y riesgos.'
          : 'Which one would you like to know more about? I can go through costs, recovery and risks.',
      ].join('\n'),
    );
  } else if (u.intents.includes('comparison') && guides.length >= 2) {
    parts.push(comparisonTable(guides.slice(0, 3), lang));
  } else {
    const own = u.intents.filter(
      (i) => i !== 'comparison' && i !== 'provider_profile' && i !== 'find_provider',
    );
    const brandComparison = u.intents.includes('comparison') && u.brands.length >= 2;
    // "Botox or Dysport?": one guide answers both, so show what patients weigh — price and how long it lasts.
    const intents: typeof own = own.length === 0 && brandComparison ? ['cost', 'results'] : own;
    const brandNotes = brandLines(u.brands, u.intents.includes('comparison'), lang);
    if (brandNotes) parts.push(brandNotes);
    for (const p of prepared.procedures.slice(0, 2)) {
      if (!p.guide) {
        if (intents.length > 0 || !u.intents.includes('find_provider')) parts.push(w.noGuide(p.name));
        continue;
      }
      if (u.daysAfter !== null && intents.includes('recovery')) {
        const at = recoveryAt(p.guide, u.daysAfter, lang);
        if (at) parts.push(at);
      }
      // "would they pay for the cosmetic part too?" after a question about insurance asks about coverage.
      const lead = directLead(p.guide, intents, lang, withEarlierSubject(question, u.earlier));
      if (lead) parts.push(lead);
      for (const intent of intents.slice(0, MAX_SECTIONS)) {
        const section = guideSection(p.guide, intent, lang);
        if (section) parts.push(section);
      }
      const faq =
        question && (intents.some((i) => i !== 'overview') || u.brands.length > 1)
          ? relevantFaq(p.guide, question, u.brands.length > 1 ? u.brands.map((b) => b.label) : [])
          : null;
      // The guides' FAQs are in English: a Spanish answer does not quote them.
      if (faq && lang !== 'es') parts.push(`${w.faq}: ${faq}`);
      else if (intents.includes('recovery') && TRAVEL.test(question)) parts.push(w.travel);
    }
  }

  if (!aboutProvider && (prepared.candidates.length > 0 || wantsProviders(u))) {
    const byProcedure = new Map<string, typeof prepared.candidates>();
    for (const c of prepared.candidates)
      byProcedure.set(c.procedureId, [...(byProcedure.get(c.procedureId) ?? []), c]);
    const listed = u.intents.includes('comparison')
      ? prepared.procedures.slice(0, 2)
      : prepared.procedures.slice(0, 1);
    for (const p of listed) {
      const list = byProcedure.get(p.id) ?? [];
      parts.push(
        providersSection(
          lang === 'es' ? localName(p.id, p.name, lang) : p.name,
          list,
          u.place,
          prepared.place?.label ?? null,
          lang,
          prepared.filters,
          list.length > 0 ? (prepared.findOutcomes.get(p.id) ?? null) : null,
        ),
      );
      mentioned.push(...list.map(toMentioned));
    }
  }

  // Nothing above answers it: say so plainly, with what to ask, rather than a bare list of sources.
  if (parts.length === (nutrition ? 1 : 0) + (u.diagnosis ? 1 : 0)) {
    const subject = prepared.procedures[0]?.shortName ?? u.outside?.label ?? null;
    // A later turn: with who can answer it (the insurer, after a question on coverage).
    if (earlier.length > 0 && u.earlier !== undefined)
      parts.push(followUpGap(question, lang, subject, u.earlier));
    else
      parts.push(
        lang === 'es'
          ? `No tengo eso en ${subject ? `la guía de TruSelf sobre ${subject} ni en` : ''} el directorio de TruSelf, así que no voy a adivinar. Pregúntalo directamente al proveedor: “${question.trim()}”.`
          : `TruSelf's ${subject ? `${subject} guide and ` : ''}directory don't hold that, so I won't guess — ask the provider directly: “${question.trim()}”.`,
      );
  }
  const sources = sourcesLine(guides.slice(0, 2));
  if (sources) parts.push(lang === 'es' ? sources.replace('**Sources:**', `**${w.sources}:**`) : sources);
  parts.push(lang === 'es' ? w.disclaimer : DISCLAIMER);
  return {
    markdown: answerFirst(parts, prepared, question, earlier),
    mentionedProviders: dedupe(mentioned),
    followUps: followUps(prepared),
  };
}

/** The parts joined, with the sentences that answer the question first (after a note on how it is answered). */
function answerFirst(
  parts: string[],
  prepared: Prepared,
  question: string,
  earlier: readonly string[],
): string {
  const notes = parts.filter((p, i) => i < 2 && (p.startsWith('_Answering as') || p === DIAGNOSIS_NOTE));
  const { parts: led } = leadWithAnswer(parts.slice(notes.length), prepared, question, earlier);
  return [...notes, ...led].join('\n\n');
}

const OTHER_PARTS: Intent[] = ['cost', 'recovery', 'results'];

function kindComposed(
  prepared: Prepared,
  answer: KindAnswer,
  parts: string[],
  question: string,
  earlier: readonly string[],
): Composed {
  const u = prepared.understanding;
  if (u.kind !== 'answer') return { markdown: '', mentionedProviders: [], followUps: [] };
  const lang = u.language;
  const w = wording(lang);
  const guides = guidesOf(prepared);
  const mentioned: MentionedProvider[] = [];
  // What a brand is and how it relates to the guide ("Sculptra is a collagen stimulator…"), unless the answer
  // already says it.
  const leadText = answer.lead.join(' ');
  const notes =
    ['comparison', 'authenticity'].includes(u.ask.kind ?? '') ||
    // Named in passing ("other brands include Dysport, Xeomin…") is not said what it is.
    (u.brands.length > 0 && u.brands.every((b) => leadText.includes(`**${b.label}**`)))
      ? null
      : brandLines(u.brands, false, lang);
  // The answer first; what a brand is follows it.
  parts.push(...answer.lead);
  if (notes) parts.push(notes);
  // "am I a candidate… and how long is recovery?": every part asked gets its answer, not only the kind's.
  const g0 = guides[0];
  const covered: Intent[] = [
    ...answer.guide,
    ...(u.ask.kind === 'price' ? (['cost'] as const) : []),
    ...(u.ask.kind === 'timing' ? (['recovery'] as const) : []),
  ];
  const others =
    // A procedure without a guide is not answered with a related guide's price or recovery.
    g0 && !answer.complete && !u.followUp && u.ask.kind !== 'provider' && !(u.outsideOnly && u.outside)
      ? OTHER_PARTS.filter((i) => u.intents.includes(i) && !covered.includes(i))
          .map((intent) => directLead(g0, [intent], lang, u.question))
          .filter((l): l is string => l !== null)
      : [];
  // A lead that introduces the guide's section (ends with a colon) keeps it right after.
  const introduces = /:\s*$/.test(answer.lead.at(-1) ?? '');
  if (!introduces) parts.push(...others);
  if (prepared.profile && u.ask.kind === 'provider')
    mentioned.push(toMentioned({ ...prepared.profile, procedureName: undefined }));
  if (answer.guide.includes('comparison') && guides.length >= 2)
    parts.push(comparisonTable(guides.slice(0, 2), lang));
  else {
    const g = guides[0];
    for (const intent of answer.guide.slice(0, 2)) {
      const section = g ? guideSection(g, intent, lang) : null;
      if (section) parts.push(section);
    }
  }
  if (introduces) parts.push(...others);
  const sources = sourcesLine(guides.slice(0, answer.guide.length > 0 ? 2 : 1));
  if (sources && (answer.guide.length > 0 || answer.quoted.length === 0))
    parts.push(lang === 'es' ? sources.replace('**Sources:**', `**${w.sources}:**`) : sources);
  parts.push(lang === 'es' ? w.disclaimer : DISCLAIMER);
  return {
    markdown: answerFirst(parts, prepared, question, earlier),
    mentionedProviders: dedupe(mentioned),
    followUps: followUps(prepared),
  };
}

// "4 months", "2 weeks": the first length of time in a guide sentence, in Spanish, for a Spanish lead sentence.
const SPANISH_UNITS: Record<string, string> = {
  hour: 'hora',
  hours: 'horas',
  day: 'día',
  days: 'días',
  week: 'semana',
  weeks: 'semanas',
  month: 'mes',
  months: 'meses',
  year: 'año',
  years: 'años',
};
export function spanishSpan(text: string): string | null {
  const m = /\b(\d+(?:\s*[–-]\s*\d+)?\+?)\s*(hours?|days?|weeks?|months?|years?)\b/i.exec(text);
  if (!m) return null;
  const unit = SPANISH_UNITS[m[2].toLowerCase()];
  // "unas 2 semanas", "unos 3 meses".
  const article = /^(hora|semana)/.test(unit) ? 'unas' : 'unos';
  return `${article} ${m[1].replace(/\s*-\s*/, '–')} ${unit}`;
}

const ASKS_WHEN =
  /\b(when|how soon|see (?:the |my |any |\w+ )?results|take to (?:see|work|kick in)|kick in|start working|cuando se ven|cuando veo)\b/;

/**
 * The sentence that answers the question before any guide section: the price with its source, how long results
 * last, how long recovery takes, the main risks — in the patient's language.
 */
function directLead(g: ProcedureGuide, intents: Intent[], lang: Language, question: string): string | null {
  const n = localName(g.id, g.shortName, lang);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const q = fold(question);
  // "how long does it take to see results": the results answer first, before how it works.
  const intent =
    intents.includes('results') && ASKS_WHEN.test(q)
      ? 'results'
      : intents.find((i) => i !== 'overview' && i !== 'find_provider' && i !== 'provider_profile');
  if (intent === 'cost') {
    const financing = financingLead(question, lang);
    if (financing) return financing;
    const why = whyPricesVary(g, question, lang);
    if (why) return why;
  }
  // "cash price, no insurance" asks the self-pay price, not about coverage.
  const selfPay =
    /\b(no|without|w\/o|don'?t have|dont have|sin|not using|not through) (?:any )?(insurance|seguro)\b|\b(cash|self[- ]?pay|out of pocket|de mi bolsillo)\b/.test(
      q,
    );
  if (
    intent === 'cost' &&
    !selfPay &&
    /\b(insurance|insurer|covered|cover it|cover my|medicare|medicaid|medi cal|tricare|seguro|aseguradora|cubre)\b/.test(
      q,
    )
  )
    return lang === 'es'
      ? `**Sobre el seguro, la guía de TruSelf dice:** ${insuranceIn(g, lang)}`
      : `**On insurance, TruSelf's ${g.shortName} guide says:** ${g.cost.insurance}`;
  if (intent === 'cost')
    return lang === 'es'
      ? `**${cap(n)} cuesta normalmente ${typicalPrice(g, lang)} en EE. UU.**, según la guía de TruSelf (revisada ${g.lastReviewed}); es un rango típico, no una cotización.`
      : `**A typical US price for ${g.shortName} is ${typicalPrice(g, lang)}** (TruSelf guide, reviewed ${g.lastReviewed}) — a typical range, not a quote.`;
  if (intent === 'results') {
    const last = firstSentences(g.results.howLong, 200);
    const asksWhen = ASKS_WHEN.test(q) && !/\b(last|dura)/.test(q);
    if (lang === 'es') {
      const span = spanishSpan(asksWhen ? g.results.whenVisible : g.results.howLong);
      if (!span) return null;
      return asksWhen
        ? `**Los resultados de ${n} se ven${span ? ` en ${span}` : ' de forma gradual'}**, según la guía de TruSelf.`
        : `**Los resultados de ${n} duran${span ? ` ${span}` : ' un tiempo variable'}**, según la guía de TruSelf.`;
    }
    return asksWhen
      ? `**When you'll see ${g.shortName} results:** ${firstSentences(g.results.whenVisible, 200)}`
      : `**How long ${g.shortName} lasts:** ${last}`;
  }
  if (intent === 'recovery') {
    const summary = firstSentences(g.recovery.summary, 220);
    if (lang === 'es') {
      const span = spanishSpan(g.recovery.summary);
      return `**La recuperación de ${n}${span ? ` suele llevar ${span}` : ' varía según la persona'}**, según la guía de TruSelf.`;
    }
    return `**Recovery in short:** ${summary}`;
  }
  if (intent === 'risks')
    return lang === 'es'
      ? `**Los riesgos principales de ${n}**, según la guía de TruSelf, y las señales que requieren atención urgente:`
      : `**The main risks of ${g.shortName}**, from TruSelf's guide, and the signs that need urgent care:`;
  if (intent === 'how_it_works') return lang === 'es' ? `**Cómo funciona ${n}:**` : null;
  return null;
}

const TRAVEL = /\b(fly|flying|flight|plane|travel\w*|trip|road trip|volar|vuelo|viajar|avi[oó]n)\b/i;

function nearestLine(p: Prepared['procedures'][number], lang?: Language) {
  if (lang === 'es') {
    const summary = p.guide ? summaryIn(p.guide, lang) : null;
    const name = localName(p.id, p.shortName, lang);
    return p.guide
      ? `- **[${name}](/procedure/${p.id})**${summary ? ` — ${firstSentences(summary, 160)}` : ''} Precio típico: ${typicalPrice(p.guide, lang)}.`
      : `- **[${name}](/procedure/${p.id})**`;
  }
  return p.guide
    ? `- **[${p.shortName}](/procedure/${p.id})** — ${firstSentences(p.guide.summary, 160)} Typical price ${priceRange(p.guide.cost.typicalRange.min, p.guide.cost.typicalRange.max, p.guide.cost.typicalRange.unit)}.`
    : `- **[${p.shortName}](/procedure/${p.id})**`;
}

/** What a brand is and how it relates to the guide that answers it ("Dysport is a botulinum toxin like Botox…"). */
function brandLines(brands: BrandTerm[], comparing: boolean, lang?: Language): string | null {
  const noted = brands.filter((b) => b.note);
  if (lang === 'es') {
    if (comparing && brands.length >= 2 && new Set(brands.map((b) => b.procedureId)).size === 1)
      return `${brands.map((b) => `**${b.label}**`).join(' y ')} son de la misma familia de tratamientos, así que la guía de TruSelf los trata juntos y las cifras de abajo valen para ambos. Cómo se diferencian para ti —producto, dosis, lo que te hayas puesto antes— es una pregunta para quien te trate.`;
    // A brand's note is in English: in Spanish, the guide that covers it is named instead.
    return noted.length === 0
      ? null
      : noted
          .map((b) => {
            const g = getProcedure(b.procedureId);
            return `**${b.label}** es una marca que TruSelf trata en su guía de ${g ? `[${localName(g.id, g.shortName, lang)}](/procedure/${g.id})` : b.procedureId}.`;
          })
          .join('\n\n');
  }
  if (comparing && brands.length >= 2 && new Set(brands.map((b) => b.procedureId)).size === 1) {
    const names = brands.map((b) => `**${b.label}**`).join(' and ');
    return `${names} belong to the same family of treatments, so TruSelf's guide covers them together and the figures below apply to both. How they differ for you — product, dosing, what you've had before — is a question for the provider who treats you.`;
  }
  if (noted.length === 0) return null;
  return noted.map((b) => `**${b.label}** is ${b.note}.`).join('\n\n');
}

// Replies for Spanish messages that are not about a procedure; the safety replies keep their own wording.
const SPANISH = {
  greeting:
    '¡Hola! Soy TruGPT. Pregúntame por el costo, la recuperación o los riesgos de un procedimiento, o busca proveedores cerca de ti.',
  thanks: '¡De nada! Si tienes otra pregunta sobre un procedimiento o un proveedor, aquí estoy.',
  offTopic:
    'Solo puedo ayudar con procedimientos estéticos, de bienestar y los proveedores que los realizan. ¿Sobre qué procedimiento quieres saber?',
  help: '¿Sobre qué procedimiento quieres saber? Puedo explicarte costos, recuperación y riesgos, o mostrarte proveedores en tu ciudad.',
};

function dedupe(list: MentionedProvider[]) {
  const seen = new Set<number>();
  return list.filter((p) => !seen.has(p.id) && seen.add(p.id));
}

const FOLLOW_UP_QUESTIONS: Partial<Record<Intent, (name: string) => string>> = {
  cost: (n) => `How much does ${n} cost?`,
  recovery: (n) => `How long is recovery from ${n}?`,
  risks: (n) => `What are the risks of ${n}?`,
  candidacy: (n) => `Am I a good candidate for ${n}?`,
  alternatives: (n) => `What are the alternatives to ${n}?`,
  questions: (n) => `What should I ask at a ${n} consultation?`,
};

// Suggested next questions in Spanish for a conversation held in Spanish.
const SPANISH_FOLLOW_UPS: Partial<Record<Intent, (name: string) => string>> = {
  cost: (n) => `¿Cuánto cuesta ${n}?`,
  recovery: (n) => `¿Cuánto dura la recuperación de ${n}?`,
  risks: (n) => `¿Qué riesgos tiene ${n}?`,
};

function followUps(prepared: Prepared): string[] {
  const u = prepared.understanding;
  const p = prepared.procedures[0];
  if (u.kind !== 'answer' || !p || u.concern) return [];
  if (u.language === 'es') {
    const name = localName(p.id, p.shortName, 'es');
    return Object.entries(SPANISH_FOLLOW_UPS)
      .filter(([intent]) => !u.intents.includes(intent as Intent))
      .map(([, ask]) => ask!(name))
      .concat(u.place ? [] : [`Proveedores de ${name.replace(/^(el|la|los|las) /, '')} cerca de mí`])
      .slice(0, 3);
  }
  const name = inSentence(p.shortName);
  // The guide's own phrasing where the pattern reads oddly: a medicine has no "recovery", and a plural name
  // reads in the singular before a noun ("GLP-1 medication providers").
  const phrasing = p.guide?.phrasing;
  const out = Object.entries(FOLLOW_UP_QUESTIONS)
    .filter(([intent]) => !u.intents.includes(intent as Intent))
    .slice(0, 2)
    .map(([intent, ask]) =>
      intent === 'recovery' && phrasing?.recoveryQuestion ? phrasing.recoveryQuestion : ask!(name),
    );
  const modifier = phrasing?.beforeNoun ? inSentence(phrasing.beforeNoun) : name;
  if (!u.intents.includes('find_provider') && !u.place) out.push(`Find ${modifier} providers near me`);
  else if (u.place) out.push(`What are the risks of ${name}?`);
  return [...new Set(out)].slice(0, 3);
}

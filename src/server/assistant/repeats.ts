// A follow-up never gets an earlier answer again word for word: the parts an earlier answer already gave are left
// out and the answer says so; when nothing new is left, it says so and asks what the patient means.
import { rareTerm } from './answer-base';
import { findProcedures } from './knowledge';
import { fold, type Language, NUMBER_WORDS } from './words';

const FOOTER =
  /^(_General information|_Información general|\*\*Sources|\*\*Fuentes|_Answering as|_From this provider|_Listed prices|_Los precios|_Precios|_Las cifras)/;

/** Blocks long enough that seeing them twice reads as a repeat (short lines such as a heading may recur). */
const repeated = (block: string, earlier: string[]) =>
  block.length > 60 && earlier.some((a) => a.includes(block));

// Words that say nothing about what a follow-up asks.
const FILLER = new Set(
  'a an and are as at be but by can could did do does for from had has have how i if in is it its just me my of on or so than that the their them then there they this to too was what when where which who why will with would you your about again also any even really still tho though long until soon heard isnt'.split(
    ' ',
  ),
);

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    // "a 4 hour flight" and "trips of four hours" share the number.
    .filter((w) => (w.length > 2 && !FILLER.has(w)) || /^\d+$/.test(w))
    .map((w) => (NUMBER_WORDS[w] !== undefined ? `#${NUMBER_WORDS[w]}` : /^\d+$/.test(w) ? `#${w}` : w))
    .map((w) => w.replace(/(ing|ed|es|s)$/, ''));

// Words that are the point of a follow-up when it shares them with an earlier sentence.
const TOPICAL =
  /^(insurance|insur|cover|covered|coverage|seguro|cubre|cost|price|precio|stop|scar|cicatriz|pain|dolor|swell|swelling|numb|numbnes|drive|driv|fly|flight|alcohol|wine|smok|exercise|gym|sun|pregnan\w*|breastfeed\w*|sleep|shower|lift|last|lasts|dura)$/;

/** The sentences of the earlier answers that speak to the new question, best first (at most two). */
function alreadySaid(question: string, blocks: string[]): string[] {
  const asked = new Set(wordsOf(question));
  if (asked.size === 0) return [];
  const pairs = (words: string[]) => new Set(words.slice(1).map((w, i) => `${words[i]} ${w}`));
  const askedPairs = pairs(wordsOf(question));
  const sentences = blocks
    .filter((b) => !FOOTER.test(b) && !/^\*\*[^*]+\*\*$/.test(b.trim()) && !/\]\(\/provider\//.test(b))
    .flatMap((b) => b.replace(/_\(Source:.*?\)_/g, '').match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [])
    .map((x) => x.trim())
    .filter((x) => x.length > 30);
  return (
    sentences
      .map((text, i) => {
        const shared = new Set(wordsOf(text).filter((w) => asked.has(w)));
        // "would insurance pay?", "and filler?": a shared word that is the point asked (insurance, a procedure).
        // A word the answer base holds in few entries ("phentermine", "drop") is the subject asked as well.
        // So is a pair of words said together in both ("blood tests", "test spot").
        const topical =
          [...shared].some(
            (w) => TOPICAL.test(w) || findProcedures(w).length > 0 || (w.length > 3 && rareTerm(w)),
          ) || [...pairs(wordsOf(text))].some((p) => askedPairs.has(p));
        return { text, i, score: shared.size, topical };
      })
      // Only a sentence that plainly answers it (two of a short question's words, three of a longer one's, or the
      // very point asked) is pointed to again: sharing "vial" and "label" is not answering "is a rainbow label a
      // thing?".
      .filter(
        (x) => x.score >= (asked.size <= 2 ? 1 : asked.size <= 4 ? 2 : 3) || (x.score >= 1 && x.topical),
      )
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, 3)
      .map((x) => x.text)
  );
}

/**
 * A message read as outside TruSelf's scope that asks about what the earlier answer said ("i heard it messes with
 * blood tests?" after an answer on biotin): that answer's sentence on it, pointed to, rather than a refusal. Null
 * unless a sentence shares two of its words.
 */
export function earlierOnPoint(question: string, earlierAnswer: string, lang: Language): string | null {
  const blocks = earlierAnswer.split('\n\n').filter((b) => !FOOTER.test(b));
  const asked = new Set(wordsOf(question));
  const said = alreadySaid(question, blocks).find(
    (x) => new Set(wordsOf(x).filter((w) => asked.has(w) && w.length > 3)).size >= 2,
  );
  if (!said) return null;
  return lang === 'es' ? `Como decía mi respuesta anterior: ${said}` : `As my earlier answer said: ${said}`;
}

export function avoidRepeats(
  markdown: string,
  earlierAnswers: string[],
  lang: Language,
  subject: string | null = null,
  question = '',
  /** The patient's question before this one: "would they still pay?" after one on insurance is for the insurer. */
  previousQuestion = '',
  /**
   * The follow-up only swapped a part of the question before it ("and after lipo, is it the same?"): an earlier
   * lead that answers it too is said again as holding here as well, however long.
   */
  swapped = false,
): string {
  if (earlierAnswers.length === 0) return markdown;
  const blocks = markdown.split('\n\n');
  const body = blocks.filter((b) => !FOOTER.test(b));
  if (!body.some((b) => repeated(b, earlierAnswers))) return markdown;
  const kept = blocks.filter((b) => FOOTER.test(b) || !repeated(b, earlierAnswers));
  // A heading whose section was all said before ("**What Botox costs**" with its bullets left out) goes with it.
  const heading = (b: string | undefined) => b !== undefined && /^\*\*[^*]+\*\*$/.test(b.trim());
  const fresh = kept.filter(
    (b, i) => !heading(b) || !(kept[i + 1] === undefined || FOOTER.test(kept[i + 1]) || heading(kept[i + 1])),
  );
  const freshBody = fresh.filter((b) => !FOOTER.test(b));
  const footers = fresh.filter((b) => FOOTER.test(b) && !/^\*\*(Sources|Fuentes)/.test(b));
  // A heading left alone ("**What CoolSculpting costs**") is not something new to say.
  // A line that only introduces what follows ("…here is what I can tell you:") says nothing new on its own.
  if (freshBody.some((b) => b.length > 60 && !b.trimEnd().endsWith(':'))) {
    const note =
      lang === 'es'
        ? '_Dejo fuera lo que ya dije en mi respuesta anterior._'
        : '_I’ve left out what my earlier answer already said._';
    // The direct answer opened the earlier reply too ("how much is she charging for it" after "does she do
    // fillers?"): said again in a line, marked as such, before what is new.
    const lead = body[0];
    const leadText = lead?.replace(/_\(Source:.*?\)_/g, '').trim();
    const leadSentence =
      leadText && leadText.length <= (swapped ? 900 : 320) && !leadText.includes('\n') ? leadText : null;
    // A line that only introduces what follows ("I don't have a guide for X yet, but here is…:") is not restated.
    const restated =
      lead &&
      repeated(lead, earlierAnswers) &&
      leadSentence &&
      !leadSentence.endsWith(':') &&
      !/^\*\*[^*]+\*\*$/.test(lead.trim())
        ? [
            swapped
              ? lang === 'es'
                ? `Lo mismo vale aquí, como te decía: ${leadSentence}`
                : `The same holds here, as I said: ${leadSentence.replace(/^\*\*Yes\*\* — /, '')}`
              : lang === 'es'
                ? `Como te decía: ${leadSentence}`
                : `As I said: ${leadSentence.replace(/^\*\*Yes\*\* — /, '')}`,
          ]
        : [];
    return [...restated, ...fresh, note].join('\n\n');
  }
  // What the earlier answer said that bears on this question, pointed to rather than printed whole again.
  // When no sentence shares the question's words ("ok so how often should I go" after "Botox lasts 3–4 months"),
  // the answer's own opening sentence is still the answer to it.
  const opening = body.find(
    // A bold lead ("**On insurance, the guide says:** …") opens an answer; a list item does not.
    (b) =>
      !/^\*\*[^*]+\*\*$/.test(b.trim()) && !/^(?:[-*]\s|\d+\.)/.test(b.trim()) && !/\]\(\/provider\//.test(b),
  );
  const first = opening
    ?.replace(/_\(Source:.*?\)_/g, '')
    .match(/[^.!?]+[.!?]+(?=\s|$)/g)
    ?.slice(0, 2)
    .join(' ');
  // A sentence that is a whole block of the earlier answer, quoted, would be that answer word for word again.
  const wholeBlocks = new Set(body.map((b) => b.replace(/_\(Source:.*?\)_/g, '').trim()));
  // The best sentence that is not a whole block of the earlier answer (that would be the answer again).
  const said = alreadySaid(question, body)
    .filter((x) => !wholeBlocks.has(x.trim()))
    .slice(0, 1);
  // "ok so how often should I go" after "Botox lasts 3–4 months": the opening sentence still answers a question
  // of a word or two that only asks it again; a question with words of its own gets no earlier sentence back.
  if (said.length === 0 && first && first.length > 30 && !wholeBlocks.has(first.trim()) && restates(question))
    said.push(first.trim());
  if (said.length > 0) {
    const lead = swapped
      ? lang === 'es'
        ? `Lo mismo vale aquí, como decía mi respuesta anterior: ${said.join(' ')}`
        : `The same holds here, as my earlier answer said: ${said.join(' ')}`
      : lang === 'es'
        ? `Como decía mi respuesta anterior: ${said.join(' ')}`
        : `As my earlier answer said: ${said.join(' ')}`;
    const more =
      lang === 'es'
        ? 'Si te refieres a otra cosa, dímelo con más detalle y te respondo eso.'
        : 'If you meant something else, tell me a little more and I’ll answer that.';
    return [lead, more, ...footers].join('\n\n');
  }
  // Nothing new to say: said honestly, with what to ask, never a menu and never the earlier answer again.
  return [followUpGap(question, lang, subject, previousQuestion), ...footers].join('\n\n');
}

// "ok so?", "how often then": a follow-up that only asks the earlier question again, in a word or two.
const restates = (question: string) => wordsOf(question).length <= 2;

// Questions that only an insurer (or the plan's documents) can settle.
const INSURER =
  /\b(insurance|insurer|insured|covered|cover|covers|coverage|deductible|copay|in[- ]network|out[- ]of[- ]network|medicare|medicaid|aetna|cigna|bcbs|blue cross|anthem|regence|kaiser|humana|united ?healthcare|seguro|aseguradora|cubre|cobertura)\b/;

/**
 * A follow-up whose point neither the guides nor the answer base hold: said plainly, with who can answer it, and
 * without the earlier answer again.
 */
export function followUpGap(
  question: string,
  lang: Language,
  subject: string | null = null,
  previousQuestion = '',
): string {
  const asked = question.trim().replace(/\s+/g, ' ');
  const insurer =
    INSURER.test(fold(asked)) || (previousQuestion !== '' && INSURER.test(fold(previousQuestion)));
  return lang === 'es'
    ? `No tengo nada sobre eso en las guías ni en las fuentes de TruSelf${subject ? ` sobre ${subject}` : ''} más allá de mi respuesta anterior, así que no voy a adivinar ni repetirla. ${insurer ? 'Tu aseguradora puede decirte qué cubre tu plan (pídelo por escrito), y el consultorio puede ayudarte con los trámites' : 'Tu proveedor puede responderlo para tu caso'}; pregúntalo tal como me lo preguntaste${asked ? `: “${asked}”` : ''}.`
    : `TruSelf's guides and sourced facts${subject ? ` on ${subject}` : ''} don't hold more on that than my earlier answer, so I won't guess or repeat it. ${insurer ? 'Your insurer can tell you what your plan covers (ask for it in writing), and the surgeon’s office can help with the paperwork' : 'Your provider can answer it for your case'} — ask it just as you asked me${asked ? `: “${asked}”` : ''}.`;
}

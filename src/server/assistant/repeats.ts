// A follow-up never gets an earlier answer again word for word: the parts an earlier answer already gave are left
// out and the answer says so; when nothing new is left, it says so and asks what the patient means.
import type { Language } from './words';

const FOOTER =
  /^(_General information|_Información general|\*\*Sources|\*\*Fuentes|_Answering as|_From this provider|_Listed prices|_Los precios|_Precios|_Las cifras)/;

/** Blocks long enough that seeing them twice reads as a repeat (short lines such as a heading may recur). */
const repeated = (block: string, earlier: string[]) =>
  block.length > 60 && earlier.some((a) => a.includes(block));

export function avoidRepeats(
  markdown: string,
  earlierAnswers: string[],
  lang: Language,
  subject: string | null = null,
): string {
  if (earlierAnswers.length === 0) return markdown;
  const blocks = markdown.split('\n\n');
  const body = blocks.filter((b) => !FOOTER.test(b));
  if (!body.some((b) => repeated(b, earlierAnswers))) return markdown;
  const fresh = blocks.filter((b) => FOOTER.test(b) || !repeated(b, earlierAnswers));
  const freshBody = fresh.filter((b) => !FOOTER.test(b));
  const footers = fresh.filter((b) => FOOTER.test(b) && !/^\*\*(Sources|Fuentes)/.test(b));
  // A heading left alone ("**What CoolSculpting costs**") is not something new to say.
  if (freshBody.some((b) => b.length > 60)) {
    const note =
      lang === 'es'
        ? '_Dejo fuera lo que ya dije en mi respuesta anterior._'
        : '_I’ve left out what my earlier answer already said._';
    return [...fresh, note].join('\n\n');
  }
  const ask =
    lang === 'es'
      ? `Mi respuesta anterior${subject ? ` sobre ${subject}` : ''} ya cubre eso, y la guía no tiene nada más específico sobre esta pregunta. ¿Qué te gustaría saber: el costo, la recuperación, los riesgos u otra cosa? Si te refieres a una situación concreta (un lugar, una fecha, una zona del cuerpo), dímelo y te respondo eso.`
      : `My earlier answer${subject ? ` about ${subject}` : ''} already covers that, and the guide has nothing more specific on this question. What would you like to know more about — the cost, recovery, risks, or something else? If you mean a particular situation (a place, a date, an area of the body), tell me and I’ll answer that.`;
  return [ask, ...footers].join('\n\n');
}

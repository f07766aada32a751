// In LLM mode the language model is asked for a risk label before it answers a message both screens passed. Its
// label can raise the verdict (screen.ts `raisedBy`), never lower it. Prompt and parsing live here; asking the
// model is the gate's job (../safety-gate.ts), so this folder still knows nothing of the engine.
import { LEARNED_CLASSES, type LearnedClass } from './learned';

export const RISK_LABEL_PROMPT = `You screen one message that a patient wrote to TruGPT, an assistant for cosmetic, aesthetic and wellness procedures. Do not answer the patient. Reply with JSON only, exactly {"label": "<label>"}, where <label> is one of:
- "emergency": a medical emergency happening now, to the writer or to someone they describe (trouble breathing, chest pain, heavy bleeding, signs of a blood clot or stroke, fainting, a severe allergic reaction, confusion after surgery);
- "urgent": a problem happening now that needs the surgeon or a doctor today (fever, spreading redness or pus, a wound opening, skin turning pale, grey or dark after filler, changes in vision, severe or worsening pain);
- "crisis": thoughts of suicide, of not wanting to live, or of hurting oneself, said directly or indirectly, in any language;
- "eating_disorder": not eating, purging, or misusing laxatives, diuretics or medicines to lose weight or change the body;
- "body_image": marked distress about one's appearance (hating how one looks, avoiding people or going out because of it);
- "none": anything else, including warning signs asked about in advance, symptoms in the past that are over, and ordinary questions about procedures, prices, recovery or providers.
Judge the latest message; earlier messages are context only.`;

const ALIASES: Record<string, LearnedClass> = {
  'eating disorder': 'eating_disorder',
  'eating-disorder': 'eating_disorder',
  'body image': 'body_image',
  'body-image': 'body_image',
  'self-harm': 'crisis',
  'self harm': 'crisis',
  suicide: 'crisis',
};

/** The label in a model's reply ({"label": "crisis"}, or the bare word), or null when it gave none we know. */
export function parseRiskLabel(reply: string): LearnedClass | null {
  const quoted = /"label"\s*:\s*"([^"]{1,40})"/i.exec(reply)?.[1];
  const word = (quoted ?? reply)
    .trim()
    .toLowerCase()
    .replace(/[."'`]/g, '');
  if ((LEARNED_CLASSES as readonly string[]).includes(word)) return word as LearnedClass;
  return ALIASES[word] ?? null;
}

// Where screening meets the engine. The engine calls screenMessage() before it reads intents; a crisis, an
// emergency or an urgent symptom is answered here without any model, and otherwise the verdict can add a note in
// front of the answer and take providers out of it (for minors, pregnancy, appearance distress).
import type { AssistantRun } from './engine';
import { getProcedure } from './knowledge';
import type { ChatModel, LlmMessage } from './llm';
import type { Prepared } from './prepare';
import {
  cautionNote,
  parseRiskLabel,
  RISK_LABEL_PROMPT,
  raisedBy,
  type SafetyScreen,
  safetyReply,
  signsAfterNote,
} from './safety';
import type { Understanding } from './understand';

/** Splits a finished reply into stream chunks at word boundaries, as the built-in writer does. */
async function* chunked(text: string, size = 48): AsyncIterable<string> {
  for (let i = 0; i < text.length; ) {
    let end = Math.min(text.length, i + size);
    while (end < text.length && !/\s/.test(text[end])) end++;
    yield text.slice(i, end);
    i = end;
  }
}

/** The guide of the procedure the screen found in the message or the conversation, for its warning signs. */
export const guideFor = (screen: SafetyScreen) =>
  screen.procedureIds.map(getProcedure).find((p) => p?.guide)?.guide ?? null;

/** What a fixed reply is written from: its understanding and procedures, and no place, provider or profile. */
export function preparedWithoutProviders(
  understanding: Understanding,
  procedures: Prepared['procedures'] = [],
): Prepared {
  return {
    understanding,
    procedures,
    place: null,
    candidates: [],
    profile: null,
    profiles: [],
    nameNotFound: null,
  } as unknown as Prepared;
}

/**
 * The whole run for a crisis, an emergency, an urgent symptom or an eating disorder — or a body symptom after a
 * procedure that no rule reads and no procedure question carries: a fixed reply, no providers, no model.
 */
export function safetyRun(screen: SafetyScreen): AssistantRun {
  const procedureIds = screen.procedureIds;
  const procedures = procedureIds.map(getProcedure).filter((p) => p !== undefined);
  const understanding: Understanding = {
    kind: 'red_flag',
    redFlag: {
      kind: screen.level === 'none' || screen.level === 'caution' ? 'check' : screen.level,
      labels: screen.concerns.map((c) => c.label),
      screen,
    },
    procedureIds,
    language: screen.language,
  };
  const prepared = preparedWithoutProviders(understanding, procedures);
  const markdown = safetyReply(screen, guideFor(screen));
  return {
    understanding,
    prepared,
    text: chunked(markdown),
    finish: () => ({ mentionedProviders: [], followUps: [] }),
  };
}

/**
 * Takes providers out of an answer when booking would be wrong: no candidates, no profiles, and no place or
 * "find a provider" intent left for the writer to list against. The question itself is still answered.
 */
export function applySafety(screen: SafetyScreen, prepared: Prepared): Prepared {
  // A body symptom after a procedure: its warning signs lead, and no price block or provider list follows.
  const check = screen.concerns.some((c) => c.kind === 'symptom-check');
  if (!screen.withholdProviders && !check) return prepared;
  const u = prepared.understanding;
  const dropped = check ? ['find_provider', 'cost'] : ['find_provider'];
  const understanding: Understanding =
    u.kind === 'answer'
      ? {
          ...u,
          place: null,
          intents: u.intents.some((i) => !dropped.includes(i))
            ? u.intents.filter((i) => !dropped.includes(i))
            : [check ? ('recovery' as const) : ('overview' as const)],
        }
      : u;
  return {
    ...prepared,
    understanding,
    place: null,
    candidates: [],
    profile: null,
    ...('profiles' in prepared ? { profiles: [] } : {}),
  };
}

/**
 * Puts the note about who is asking in front of the answer's stream, so it is read first; after the answer to a
 * recovery question about something that can be normal, the signs that would need a call.
 */
export async function* withSafetyNote(
  screen: SafetyScreen,
  text: AsyncIterable<string>,
  /** False when the text already holds the signs to call about (withSignsAfter). */
  signsAfter = true,
): AsyncIterable<string> {
  const note = cautionNote(screen, guideFor(screen));
  if (note) yield `${note}\n\n`;
  yield* text;
  const after = signsAfter ? signsAfterNote(screen, guideFor(screen)) : null;
  if (after) yield `\n\n${after}`;
}

// The closing paragraphs of a built-in answer (its sources and the general-information line), which the signs to
// call about go before.
const CLOSING = /^(?:_|\*\*(?:Sources|Fuentes):?\*\*)/;

/** The built-in answer with the signs that would need a call placed after the answer and before its sources. */
export function withSignsAfter(screen: SafetyScreen, markdown: string): string {
  const after = signsAfterNote(screen, guideFor(screen));
  if (!after) return markdown;
  const parts = markdown.split('\n\n');
  let end = parts.length;
  while (end > 1 && CLOSING.test(parts[end - 1].trim())) end--;
  return [...parts.slice(0, end), after, ...parts.slice(end)].join('\n\n');
}

/**
 * What a language model is told about who is asking, so its answer agrees with the note shown above it: no
 * booking or providers where screening withheld them, and the point that matters not contradicted.
 */
export function safetyBrief(screen: SafetyScreen): LlmMessage[] {
  const who = screen.concerns.filter((c) => c.level === 'caution').map((c) => c.label);
  if (who.length === 0) return [];
  const lines = [
    `SAFETY: screening found ${who.join('; ')}. A note about this is already shown above your answer, so do not repeat it at length and never contradict it.`,
    screen.withholdProviders
      ? 'Do not suggest booking, consultations to schedule, or any provider or clinic by name.'
      : 'Remind the patient to tell their provider, and never tell them to stop or change a medicine.',
    screen.language === 'es' ? 'Answer in Spanish.' : '',
  ].filter(Boolean);
  return [{ role: 'system', content: lines.join(' ') }];
}

/**
 * LLM mode: the model's own risk label for a message the screens passed, added to their verdict (the more severe
 * wins). A model that fails, or answers with no label we know, leaves the screens' verdict as it is.
 */
export async function withModelRiskLabel(
  screen: SafetyScreen,
  model: ChatModel,
  message: string,
  earlier: string[],
  signal: AbortSignal,
): Promise<SafetyScreen> {
  const context = earlier.slice(-3).map((turn) => `Earlier message: ${turn.slice(0, 1000)}`);
  const messages: LlmMessage[] = [
    { role: 'system', content: RISK_LABEL_PROMPT },
    { role: 'user', content: [...context, `Latest message: ${message.slice(0, 4000)}`].join('\n\n') },
  ];
  let reply = '';
  try {
    for await (const chunk of model.stream(messages, signal)) {
      reply += chunk;
      if (reply.length > 200) break;
    }
  } catch {
    return screen;
  }
  return raisedBy(screen, parseRiskLabel(reply));
}

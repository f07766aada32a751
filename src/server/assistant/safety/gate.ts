// Where screening meets the engine. The engine calls screenMessage() before it reads intents; a crisis, an
// emergency or an urgent symptom is answered here without any model, and otherwise the verdict can add a note in
// front of the answer and take providers out of it (for minors, pregnancy, appearance distress).
import type { AssistantRun } from '../engine';
import type { LlmMessage } from '../llm';
import { findProcedures, getProcedure } from '../knowledge';
import type { Prepared } from '../prepare';
import type { Understanding } from '../understand';
import { cautionNote, safetyReply } from './replies';
import type { SafetyScreen } from './screen';

/** Splits a finished reply into stream chunks at word boundaries, as the built-in writer does. */
async function* chunked(text: string, size = 48): AsyncIterable<string> {
  for (let i = 0; i < text.length; ) {
    let end = Math.min(text.length, i + size);
    while (end < text.length && !/\s/.test(text[end])) end++;
    yield text.slice(i, end);
    i = end;
  }
}

/** The procedure the patient had, from this message or the conversation, for its guide's warning signs. */
function procedureFor(message: string, history: string[]): string[] {
  for (const text of [message, ...[...history].reverse()]) {
    const ids = findProcedures(text);
    if (ids.length > 0) return ids;
  }
  return [];
}

/** The whole run for a crisis, an emergency or an urgent symptom: a fixed reply, no providers, no model. */
export function safetyRun(screen: SafetyScreen, message: string, history: string[]): AssistantRun {
  const procedureIds = procedureFor(message, history);
  const procedures = procedureIds.map(getProcedure).filter((p) => p !== undefined);
  const level = screen.level === 'crisis' || screen.level === 'emergency' ? screen.level : 'urgent';
  const understanding = {
    kind: 'red_flag',
    redFlag: { kind: level, labels: screen.concerns.map((c) => c.label) },
    procedureIds,
    language: screen.language,
  } as Understanding;
  const prepared = {
    understanding,
    procedures,
    place: null,
    candidates: [],
    profile: null,
    profiles: [],
    nameNotFound: null,
  } as unknown as Prepared;
  const markdown = safetyReply(screen, procedures[0]?.guide ?? null);
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
  if (!screen.withholdProviders) return prepared;
  const u = prepared.understanding;
  const understanding: Understanding =
    u.kind === 'answer'
      ? {
          ...u,
          place: null,
          intents: u.intents.some((i) => i !== 'find_provider')
            ? u.intents.filter((i) => i !== 'find_provider')
            : ['overview' as const],
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

/** Puts the note about who is asking in front of the answer's stream, so it is read first. */
export async function* withSafetyNote(
  screen: SafetyScreen,
  text: AsyncIterable<string>,
): AsyncIterable<string> {
  const note = cautionNote(screen);
  if (note) yield `${note}\n\n`;
  yield* text;
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

// Where the boundaries meet the engine: pasted instructions are taken out of the message first; then a request
// TruGPT declines is answered with its fixed reply — after the safety screen, which still answers an emergency or
// a crisis first, and never by a language model.
import type { MentionedProvider } from '@shared/schemas/trugpt';
import type { Database } from '../db/client';
import {
  boundaryNote,
  boundaryReply,
  type Language,
  languageOf,
  quotedSummary,
  readBoundary,
  withoutQuotedInstructions,
} from './boundaries';
import type { Assistant, AssistantInput, AssistantRun } from './engine';
import { type ScreenMode, screenMessage, stopsTheAnswer } from './safety';
import { preparedWithoutProviders, withSafetyNote } from './safety-gate';
import type { Understanding } from './understand';

async function* once(text: string): AsyncIterable<string> {
  yield text;
}

async function* after(note: string, text: AsyncIterable<string>): AsyncIterable<string> {
  yield `${note}\n\n`;
  yield* text;
}

function withNote(run: AssistantRun, note: string | null): AssistantRun {
  return note ? { ...run, text: after(note, run.text) } : run;
}

/** A fixed reply as a whole run: no providers unless the reply names one, no follow-ups, no model. */
function fixedRun(
  text: AsyncIterable<string>,
  language: Language,
  mentionedProviders: MentionedProvider[] = [],
): AssistantRun {
  const understanding: Understanding = { kind: 'off_topic', language };
  const prepared = preparedWithoutProviders(understanding);
  return { understanding, prepared, text, finish: () => ({ mentionedProviders, followUps: [] }) };
}

/** The engine with its boundaries: what it declines is answered here; everything else goes on to `core`. */
export function withBoundaries(db: Database, core: Assistant, screens?: ScreenMode): Assistant {
  return {
    mode: core.mode,
    async run(original, signal) {
      const guarded = withoutQuotedInstructions(original.message);
      const history = original.history.map((t) =>
        t.role === 'user' ? { ...t, content: withoutQuotedInstructions(t.content).message } : t,
      );
      const input: AssistantInput = { ...original, message: guarded.message || original.message, history };
      const userTurns = history.filter((t) => t.role === 'user').map((t) => t.content);
      const boundary = readBoundary(input.message, userTurns);
      const note = boundary ? boundaryNote(boundary) : null;
      if (boundary && note)
        return withNote(await core.run(input, signal), [guarded.note, note].filter(Boolean).join('\n\n'));
      if (boundary || guarded.note) {
        // An emergency, a crisis or a body symptom is still answered by the safety screen first.
        const screen = screenMessage(input.message, userTurns, { mode: screens });
        const symptom = screen.concerns.some((c) => c.kind === 'symptom-check');
        if (boundary && !stopsTheAnswer(screen) && !symptom) {
          const reply = await boundaryReply(db, boundary, input.message, userTurns);
          // Only the reply about injecting oneself keeps the note about who is asking (pregnancy, a minor…).
          const text =
            boundary.kind === 'self_inject'
              ? withSafetyNote(screen, once(reply.markdown))
              : once(reply.markdown);
          return withNote(fixedRun(text, boundary.language, reply.mentionedProviders), guarded.note);
        }
        // A pasted review to summarise, once its instructions are out: what it says, not a provider search.
        const language = languageOf(input.message);
        const summary = !boundary && !stopsTheAnswer(screen) ? quotedSummary(input.message, language) : null;
        if (summary) return withNote(fixedRun(once(summary), language), guarded.note);
      }
      return withNote(await core.run(input, signal), guarded.note);
    },
  };
}

// TruGPT's engine: understand the message (safety first), gather grounded facts and provider candidates, then
// write the answer — with the built-in writer by default, or with a language model when one is configured.
import type { ChatRole, MentionedProvider } from '@shared/schemas/trugpt';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { withBoundaries } from './boundaries-run';
import { type Composed, compose } from './compose';
import { checkedSentences, type ChatModel, createOpenAiModel, type LlmMessage, providerList } from './llm';
import type { Coordinates } from './locations';
import { readFindFilters, withEarlierFilters } from './find-filters';
import { type Prepared, prepare } from './prepare';
import { type ScreenMode, screenMessage, stopsTheAnswer } from './safety';
import {
  applySafety,
  safetyBrief,
  safetyRun,
  withModelRiskLabel,
  withSafetyNote,
  withSignsAfter,
} from './safety-gate';
import { factsBlock, nutritionPrompt, SYSTEM_PROMPT } from './prompts';
import { providerFullNames, toMentioned } from './providers-lookup';
import { type Understanding, understand } from './understand';
import { reportedCostNote, withReportedCosts } from './reported-costs';
import { avoidRepeats } from './repeats';

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
  /** Providers an assistant turn named (trugpt_messages.mentioned_providers). */
  mentionedProviders?: MentionedProvider[] | null;
}

export interface AssistantInput {
  message: string;
  /** Earlier turns of this conversation, oldest first. */
  history: HistoryTurn[];
  role: ChatRole;
  providerId?: number;
  /** The procedure guide the chat was opened from ("how long does it last?" on the Botox guide is about Botox). */
  procedureId?: string;
  /** The browser's position, when the patient allowed it, for "near me". */
  coordinates?: Coordinates;
}

export interface AssistantRun {
  understanding: Understanding;
  prepared: Prepared;
  /** The answer as it is written. */
  text: AsyncIterable<string>;
  /** Mentioned providers and follow-up suggestions for the text that was actually written. */
  finish(written: string): { mentionedProviders: MentionedProvider[]; followUps: string[] };
}

export interface Assistant {
  mode: 'builtin' | 'llm';
  run(input: AssistantInput, signal: AbortSignal): Promise<AssistantRun>;
}

const HISTORY_TURNS = 8;

export function modelFromEnv(env: Env): ChatModel | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return createOpenAiModel({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  });
}

/** Splits a finished answer into stream chunks at word boundaries, so the client renders it progressively. */
async function* chunked(text: string, size = 48): AsyncIterable<string> {
  for (let i = 0; i < text.length; ) {
    let end = Math.min(text.length, i + size);
    while (end < text.length && !/\s/.test(text[end])) end++;
    yield text.slice(i, end);
    i = end;
  }
}

export interface AssistantOptions {
  /** Which safety screens run (both in production; one alone only to measure it). */
  screens?: ScreenMode;
}

export function createAssistant(
  db: Database,
  model: ChatModel | null,
  options: AssistantOptions = {},
): Assistant {
  // Requests TruGPT declines (boundaries.ts) are read around the engine, after the safety screen.
  return withBoundaries(db, createEngine(db, model, options), options.screens);
}

function createEngine(db: Database, model: ChatModel | null, options: AssistantOptions): Assistant {
  return {
    mode: model ? 'llm' : 'builtin',
    async run(input, signal) {
      const userTurns = input.history.filter((t) => t.role === 'user').map((t) => t.content);
      // Safety screening comes first, in every mode, and runs once: a crisis or an emergency is answered before
      // any intent is read (so "my chest feels tight" is never a question about fees) and never by a model.
      let screen = screenMessage(input.message, userTurns, { mode: options.screens });
      if (stopsTheAnswer(screen)) return safetyRun(screen);
      // With a language model, it is asked for a risk label too; the more severe verdict wins.
      if (model) {
        screen = await withModelRiskLabel(screen, model, input.message, userTurns, signal);
        if (stopsTheAnswer(screen)) return safetyRun(screen);
      }
      const understanding = understand(input.message, {
        screen,
        history: userTurns,
        role: input.role,
        providerId: input.providerId,
        procedureId: input.procedureId,
        previousProviders: previousList(input.history),
        lastProviders: input.history.findLast((t) => t.role === 'assistant')?.mentionedProviders ?? [],
        providerNames: await providerFullNames(db),
      });
      // A body symptom after a procedure is never refused as off-topic or met with a greeting: its warning
      // signs and who to call come back instead.
      if (understanding.kind !== 'answer' && screen.concerns.some((c) => c.kind === 'symptom-check'))
        return safetyRun(screen);
      const prepared = applySafety(
        screen,
        // The filters a find request asks of providers (a language, new patients, a budget…) go to the directory
        // lookup and the listing with the rest of what the answer may use.
        await prepare(
          db,
          understanding,
          input.providerId,
          model ? 5 : 3,
          input.coordinates,
          understanding.kind === 'answer' && understanding.refines
            ? withEarlierFilters(readFindFilters(input.message), readFindFilters(userTurns.at(-1) ?? ''))
            : readFindFilters(
                understanding.kind === 'answer' ? (understanding.restated ?? input.message) : input.message,
              ),
          input.history.filter((t) => t.role === 'assistant').map((t) => t.content),
        ),
      );
      const nutrition = input.role === 'nutrition';
      const costNote = await reportedCostNote(db, prepared);
      const earlier = input.history.filter((t) => t.role === 'assistant').map((t) => t.content);
      const written: Composed = withReportedCosts(
        // A follow-up restated as the whole earlier question ("and after lipo, is it the same?") is composed as
        // that question; what the earlier answer already said is then pointed to rather than printed again.
        understanding.kind === 'answer' && understanding.restated !== undefined
          ? compose(prepared, nutrition, understanding.restated, [])
          : compose(prepared, nutrition, input.message, earlier.slice(-HISTORY_TURNS)),
        costNote,
      );
      // A follow-up never repeats an earlier answer word for word.
      const composed: Composed =
        understanding.kind === 'answer'
          ? {
              ...written,
              markdown: avoidRepeats(
                written.markdown,
                earlier.slice(-HISTORY_TURNS),
                understanding.language,
                understanding.outsideOnly && understanding.outside
                  ? understanding.outside.label
                  : (prepared.procedures[0]?.shortName ?? null),
                understanding.restated ?? input.message,
                userTurns.at(-1) ?? '',
                understanding.restated !== undefined,
              ),
            }
          : written;
      // Safety, scope and small talk never depend on a model: they are answered the same way every time.
      if (!model || understanding.kind !== 'answer') {
        return {
          understanding,
          prepared,
          text: withSafetyNote(screen, chunked(withSignsAfter(screen, composed.markdown)), false),
          finish: () => ({ mentionedProviders: composed.mentionedProviders, followUps: composed.followUps }),
        };
      }
      // The model gets a fuller brief than the built-in answer: what the procedure is and costs, whatever was asked
      // (a request for providers too, which the built-in answer meets with the providers alone).
      const brief = withReportedCosts(
        compose(
          {
            ...prepared,
            understanding: {
              ...understanding,
              find: undefined,
              intents: [...new Set([...understanding.intents, 'overview', 'cost'] as const)],
            },
          },
          nutrition,
          input.message,
        ),
        costNote,
      ).markdown;
      const messages: LlmMessage[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        ...(nutrition ? [{ role: 'system' as const, content: nutritionPrompt() }] : []),
        ...safetyBrief(screen),
        {
          role: 'system',
          content: factsBlock(brief, prepared.candidates, prepared.profile, prepared.profiles),
        },
        ...input.history.slice(-HISTORY_TURNS).map(({ role, content }) => ({ role, content })),
        { role: 'user', content: input.message },
      ];
      // The model's answer is shown sentence by sentence, each once it is checked: a sentence naming a provider
      // outside the retrieved set is left out, and the built-in list of the retrieved providers closes the answer.
      const pool = providerPool(prepared);
      const text = checkedSentences(model.stream(messages, signal), pool, providerList(composed.markdown));
      return {
        understanding,
        prepared,
        text: withSafetyNote(screen, text),
        finish: (written) => ({
          mentionedProviders: mentionedIn(written, prepared),
          followUps: composed.followUps,
        }),
      };
    },
  };
}

/** The latest list of providers an answer gave ("the second one" still means that list after one was picked). */
function previousList(history: HistoryTurn[]): MentionedProvider[] {
  const answers = history.filter((t) => t.role === 'assistant' && t.mentionedProviders?.length);
  const list = answers.findLast((t) => (t.mentionedProviders?.length ?? 0) >= 2) ?? answers.at(-1);
  return list?.mentionedProviders ?? [];
}

/** The candidates the model actually named (by link or by name); nobody outside the candidate list. */
function providerPool(prepared: Prepared): MentionedProvider[] {
  return [
    ...(prepared.profile ? [toMentioned(prepared.profile)] : []),
    ...prepared.profiles.map((p) => toMentioned(p)),
    ...prepared.candidates.map(toMentioned),
  ];
}

function mentionedIn(text: string, prepared: Prepared): MentionedProvider[] {
  const pool = providerPool(prepared);
  const seen = new Set<number>();
  return pool.filter((p) => {
    const named = text.includes(`/provider/${p.id})`) || text.includes(p.name);
    if (!named || seen.has(p.id)) return false;
    seen.add(p.id);
    return true;
  });
}

// TruGPT's engine: understand the message (safety first), gather grounded facts and provider candidates, then
// write the answer — with the built-in writer by default, or with a language model when one is configured.
import type { ChatRole, MentionedProvider } from '@shared/schemas/trugpt';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { type Composed, compose } from './compose';
import { type ChatModel, createOpenAiModel, type LlmMessage } from './llm';
import { loadLocations } from '../routes/directory/locations.queries';
import { type Prepared, prepare } from './prepare';
import { factsBlock, nutritionPrompt, SYSTEM_PROMPT } from './prompts';
import { toMentioned } from './providers-lookup';
import { type Understanding, understand } from './understand';

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantInput {
  message: string;
  /** Earlier turns of this conversation, oldest first. */
  history: HistoryTurn[];
  role: ChatRole;
  providerId?: number;
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

export function createAssistant(db: Database, model: ChatModel | null): Assistant {
  return {
    mode: model ? 'llm' : 'builtin',
    async run(input, signal) {
      const places = await loadLocations(db);
      const understanding = understand(input.message, {
        history: input.history.filter((t) => t.role === 'user').map((t) => t.content),
        role: input.role,
        providerId: input.providerId,
        places,
      });
      const prepared = await prepare(db, understanding, input.providerId, model ? 5 : 3);
      const nutrition = input.role === 'nutrition';
      const composed: Composed = compose(prepared, nutrition);
      // Safety, scope and small talk never depend on a model: they are answered the same way every time.
      if (!model || understanding.kind !== 'answer') {
        return {
          understanding,
          prepared,
          text: chunked(composed.markdown),
          finish: () => ({ mentionedProviders: composed.mentionedProviders, followUps: composed.followUps }),
        };
      }
      // The model gets a fuller brief than the built-in answer: what the procedure is and costs, whatever was asked.
      const brief = compose(
        {
          ...prepared,
          understanding: {
            ...understanding,
            intents: [...new Set([...understanding.intents, 'overview', 'cost'] as const)],
          },
        },
        nutrition,
      ).markdown;
      const messages: LlmMessage[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        ...(nutrition ? [{ role: 'system' as const, content: nutritionPrompt() }] : []),
        { role: 'system', content: factsBlock(brief, prepared.candidates, prepared.profile) },
        ...input.history.slice(-HISTORY_TURNS),
        { role: 'user', content: input.message },
      ];
      return {
        understanding,
        prepared,
        text: model.stream(messages, signal),
        finish: (written) => ({
          mentionedProviders: mentionedIn(written, prepared),
          followUps: composed.followUps,
        }),
      };
    },
  };
}

/** The candidates the model actually named (by link or by name); nobody outside the candidate list. */
function mentionedIn(text: string, prepared: Prepared): MentionedProvider[] {
  const pool = [
    ...(prepared.profile ? [toMentioned(prepared.profile)] : []),
    ...prepared.candidates.map(toMentioned),
  ];
  const seen = new Set<number>();
  return pool.filter((p) => {
    const named = text.includes(`/provider/${p.id})`) || text.includes(p.name);
    if (!named || seen.has(p.id)) return false;
    seen.add(p.id);
    return true;
  });
}

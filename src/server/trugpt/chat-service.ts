// The work both chat endpoints share: check the conversation and quota, run the engine, store the exchange.
import { DEFAULT_CONVERSATION_TITLE, WELCOME_CONVERSATION_TITLE } from '@shared/constants';
import type { ChatResponse, Coordinates } from '@shared/schemas/trugpt';
import { createAssistant, type AssistantRun, type HistoryTurn, modelFromEnv } from '../assistant/engine';
import type { ChatModel } from '../assistant/llm';
import { titleFor } from '../assistant/title';
import type { Deps } from '../context';
import { ApiError } from '../errors';
import {
  consumeQuota,
  getOwnedConversation,
  recentMessages,
  refundQuota,
  removeLastExchange,
  saveExchange,
  toConversationDto,
  toMessageDto,
} from './trugpt.queries';

export const MESSAGES = {
  signIn: 'Please sign in to send messages.',
  noConversation: 'No active conversation. Please try refreshing the page.',
  unavailable: "We're having trouble connecting to the chat service. Please try again.",
  nothingToRegenerate: 'There is no answer to regenerate yet. Ask a question first.',
  quota: (limit: number) =>
    `You've reached today's limit of ${limit} TruGPT messages. It resets at midnight UTC — please come back then.`,
};

export const unavailable = () => new ApiError(502, 'assistant_unavailable', MESSAGES.unavailable);

// Tests swap the model for one pointed at their local server; production reads it from the environment once.
const models = new WeakMap<Deps, ChatModel | null>();
export function modelFor(deps: Deps) {
  if (!models.has(deps)) models.set(deps, modelFromEnv(deps.env));
  return models.get(deps) ?? null;
}

export interface StartedChat {
  run: AssistantRun;
  question: string;
  askedAt: Date;
  save(answer: string): Promise<ChatResponse>;
  refund(): Promise<void>;
}

export async function startChat(
  deps: Deps,
  userId: string,
  input: {
    message: string;
    conversationId: string;
    providerId?: number;
    procedureId?: string;
    role: 'general' | 'nutrition';
    regenerate?: boolean;
    coordinates?: Coordinates;
  },
  signal: AbortSignal,
): Promise<StartedChat> {
  const conversation = await getOwnedConversation(deps.db, userId, input.conversationId);
  if (!conversation) throw new ApiError(404, 'not_found', MESSAGES.noConversation);
  const earlier = await recentMessages(deps.db, conversation.id);
  let question = input.message;
  let history: HistoryTurn[] = earlier.map((m) => ({
    role: m.role,
    content: m.content,
    mentionedProviders: m.mentionedProviders,
  }));
  if (input.regenerate) {
    // The old answer is replaced only once the new one is saved, so a failure loses nothing.
    const lastQuestion = earlier.findLastIndex((m) => m.role === 'user');
    if (lastQuestion < 0) throw new ApiError(409, 'nothing_to_regenerate', MESSAGES.nothingToRegenerate);
    question = earlier[lastQuestion].content;
    history = history.slice(0, lastQuestion);
  }
  if (!(await consumeQuota(deps.db, userId, deps.env.TRUGPT_DAILY_QUOTA))) {
    throw new ApiError(429, 'quota_exceeded', MESSAGES.quota(deps.env.TRUGPT_DAILY_QUOTA));
  }
  const askedAt = new Date();
  let run: AssistantRun;
  try {
    run = await createAssistant(deps.db, modelFor(deps)).run(
      {
        message: question,
        history,
        role: input.role,
        // A conversation opened about a provider stays about that provider, whatever page it continues from.
        providerId: conversation.providerId ?? input.providerId,
        procedureId: input.procedureId,
        coordinates: input.coordinates,
      },
      signal,
    );
  } catch (error) {
    await refundQuota(deps.db, userId);
    throw error;
  }
  const untitled = [DEFAULT_CONVERSATION_TITLE, WELCOME_CONVERSATION_TITLE].includes(conversation.title);
  return {
    run,
    question,
    askedAt,
    refund: () => refundQuota(deps.db, userId),
    async save(answer) {
      const { mentionedProviders, followUps } = run.finish(answer);
      if (input.regenerate) await removeLastExchange(deps.db, conversation.id);
      const title = untitled ? (titleFor(question, run.understanding) ?? undefined) : undefined;
      const saved = await saveExchange(deps.db, {
        conversationId: conversation.id,
        question,
        answer,
        mentionedProviders,
        askedAt,
        title,
      });
      return {
        response: answer,
        mentionedProviders,
        followUps,
        conversation: toConversationDto(saved.conversation),
        userMessage: toMessageDto(saved.userMessage),
        assistantMessage: toMessageDto(saved.assistantMessage),
      };
    },
  };
}

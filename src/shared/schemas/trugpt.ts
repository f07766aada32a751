// TruGPT contracts: the chat and conversation inputs (used by the composer, the rename form and the server) and
// the DTOs the API returns.
import { z } from 'zod';

export const CHAT_MESSAGE_MAX = 2000;
export const CONVERSATION_TITLE_MAX = 80;

const title = z
  .string({ error: 'Please enter a title.' })
  .trim()
  .min(1, 'Please enter a title.')
  .max(CONVERSATION_TITLE_MAX, `Titles can be at most ${CONVERSATION_TITLE_MAX} characters.`);

export const createConversationInputSchema = z.object({
  title: title.optional(),
  /** "Ask TruGPT about this provider": a conversation about that provider. */
  providerId: z.number().int().positive().optional(),
});
export type CreateConversationInput = z.infer<typeof createConversationInputSchema>;

export const renameConversationInputSchema = z.object({ title });
export type RenameConversationInput = z.infer<typeof renameConversationInputSchema>;

export const conversationSearchSchema = z.object({ q: z.string().trim().max(100).optional() });

/** Who the assistant speaks as. 'nutrition' is SPEC §6's nutrition-and-wellness role on certain provider pages. */
export const chatRoleSchema = z.enum(['general', 'nutrition']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatMessageSchema = z
  .string({ error: 'Please type a message.' })
  .trim()
  .min(1, 'Please type a message.')
  .max(CHAT_MESSAGE_MAX, `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`);

/** The browser's position, sent only when the patient allowed it and asked for providers "near me". */
export const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** A procedure guide's id as its page address spells it (/procedure/botox): the guide a chat was opened from. */
export const guideProcedureIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(80);

/** The guide page (/procedure/:id) a path is, if any: the chat opened there is about that procedure. */
export function guideProcedureFromPath(pathname: string): string | undefined {
  const id = /^\/procedure\/([^/?#]+)/.exec(pathname)?.[1];
  const parsed = guideProcedureIdSchema.safeParse(id === undefined ? undefined : decodeURIComponent(id));
  return parsed.success ? parsed.data : undefined;
}

export const chatInputSchema = z.object({
  message: chatMessageSchema,
  conversationId: z.uuid('No active conversation. Please try refreshing the page.'),
  /** The provider profile the chat was opened from, if any. */
  providerId: z.number().int().positive().optional(),
  /** The procedure guide the chat was opened from, if any: a question that names no procedure is about it. */
  procedureId: guideProcedureIdSchema.optional(),
  role: chatRoleSchema.default('general'),
  /** Replace the last answer: the last user message is answered again instead of adding a new one. */
  regenerate: z.boolean().optional(),
  coordinates: coordinatesSchema.optional(),
});
export type ChatInput = z.input<typeof chatInputSchema>;

/** "Near me" questions: the words that make the chat ask the browser for its position. */
export const NEAR_ME_PATTERN =
  /\b(near me|nearby|close to me|in my area|around me|near where i live|close by|around here|cerca de m[ií]|por aqu[ií]|en mi zona)\b/i;

/** SPEC §4 demo account: its conversation lives in the browser, so each message brings its recent turns along. */
export const DEMO_HISTORY_MAX = 12;
export const demoChatInputSchema = z.object({
  message: chatMessageSchema,
  history: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.string().max(20_000),
        mentionedProviders: z
          .array(
            z.object({
              id: z.number().int().positive(),
              name: z.string().max(200),
              location: z.string().max(200),
              specialties: z.array(z.string().max(200)).max(10),
            }),
          )
          .max(10)
          .nullish(),
      }),
    )
    .max(DEMO_HISTORY_MAX)
    .default([]),
  providerId: z.number().int().positive().optional(),
  procedureId: guideProcedureIdSchema.optional(),
  role: chatRoleSchema.default('general'),
  coordinates: coordinatesSchema.optional(),
});
export type DemoChatInput = z.input<typeof demoChatInputSchema>;

/** POST /api/trugpt/demo/chat: the same engine's answer, stored nowhere. */
export interface DemoChatResponse {
  response: string;
  mentionedProviders: MentionedProvider[];
  followUps: string[];
}

/** The composer form: one message box. */
export const chatComposerSchema = z.object({ message: chatMessageSchema });

export interface MentionedProvider {
  id: number;
  name: string;
  location: string;
  specialties: string[];
}

export interface ConversationDto {
  id: string;
  title: string;
  /** The provider the conversation is about, when it was opened from their profile. */
  providerId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ChatMessageDto {
  id: string;
  conversationId: string;
  role: 'user' | 'assistant';
  content: string;
  mentionedProviders: MentionedProvider[] | null;
  createdAt: string;
}

export interface ChatResponse {
  response: string;
  mentionedProviders: MentionedProvider[];
  /** Suggested next questions (not stored). */
  followUps: string[];
  conversation: ConversationDto;
  userMessage: ChatMessageDto;
  assistantMessage: ChatMessageDto;
}

/** Server-sent events of POST /api/trugpt/chat/stream, in order: delta*, then done or error. */
export type ChatStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatResponse }
  | { event: 'error'; data: { code: string; message: string } };

// The nutrition provider's pages, without the validation library: the provider page imports them from there.
export {
  isNutritionProviderPath,
  NUTRITION_PROVIDER_ID,
  NUTRITION_PROVIDER_SLUG,
} from '../nutrition-provider';

export const NUTRITION_INSTRUCTION =
  'Answer as a nutrition and wellness expert: focus on nutrition, healthy weight, metabolic health and wellness ' +
  'services, in plain language, without diagnosing or prescribing.';

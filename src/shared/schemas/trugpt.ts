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

export const createConversationInputSchema = z.object({ title: title.optional() });
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

export const chatInputSchema = z.object({
  message: chatMessageSchema,
  conversationId: z.uuid('No active conversation. Please try refreshing the page.'),
  /** The provider profile the chat was opened from, if any. */
  providerId: z.number().int().positive().optional(),
  role: chatRoleSchema.default('general'),
  /** Replace the last answer: the last user message is answered again instead of adding a new one. */
  regenerate: z.boolean().optional(),
});
export type ChatInput = z.input<typeof chatInputSchema>;

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

/** SPEC §6: provider pages whose path contains provider/3 or the nutrition provider's slug. */
export const NUTRITION_PROVIDER_ID = 3;
export const NUTRITION_PROVIDER_SLUG = 'amara-okafor-md-rd-nutrition-wellness';

export function isNutritionProviderPath(pathname: string): boolean {
  return /\/provider\/3(?:\/|$|\?)/.test(pathname) || pathname.includes(NUTRITION_PROVIDER_SLUG);
}

export const NUTRITION_INSTRUCTION =
  'Answer as a nutrition and wellness expert: focus on nutrition, healthy weight, metabolic health and wellness ' +
  'services, in plain language, without diagnosing or prescribing.';

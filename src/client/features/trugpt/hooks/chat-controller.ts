import type { MentionedProvider } from '@shared/schemas/trugpt';
import type { ConversationSummary } from '../api/conversations';

export interface DisplayMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  mentionedProviders: MentionedProvider[] | null;
  /** Still being written. */
  streaming?: boolean;
}

/** What the chat UI needs, whether the conversation lives on the server or (demo account) in local storage. */
export interface ChatController {
  mode: 'live' | 'demo';
  /** 'error': the chat service could not be reached (Connection Error screen). */
  status: 'loading' | 'ready' | 'error';
  conversations: ConversationSummary[];
  activeId: string | null;
  select(id: string | null): void;
  messages: DisplayMessage[];
  messagesLoading: boolean;
  pending: boolean;
  followUps: string[];
  /** Resolves false when the message could not be sent, so the composer keeps the text. */
  send(text: string): Promise<boolean>;
  stop(): void;
  regenerate(): void;
  create(): Promise<void>;
  rename(id: string, title: string): Promise<boolean>;
  remove(id: string): Promise<boolean>;
}

export const CHAT_MESSAGES = {
  sendFailed: 'Failed to send message. Please check your connection and try again.',
  noConversation: 'No active conversation. Please try refreshing the page.',
  createFailed: 'Failed to create conversation. Please try again.',
  deleteFailed: 'Failed to delete conversation. Please try again.',
  renameFailed: 'Failed to update conversation title. Please try again.',
  connection: "We're having trouble connecting to the chat service. Please try again.",
  signUpRequired: 'Sign up required',
} as const;

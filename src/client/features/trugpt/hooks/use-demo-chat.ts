import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_CONVERSATION_TITLE,
  DEMO_REPLY_DELAY_MS,
  WELCOME_CONVERSATION_TITLE,
} from '@shared/constants';
import { DEMO_HISTORY_MAX, type ChatRole } from '@shared/schemas/trugpt';
import { notify } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { storage } from '@client/lib/storage';
import type { ConversationSummary } from '../api/conversations';
import { askDemo } from '../api/demo-chat';
import { positionFor } from '../lib/position';
import { CHAT_MESSAGES, type ChatController, type DisplayMessage } from './chat-controller';

// SPEC §3/§4: the demo account's conversations and messages live only in this browser; the answers come from the
// server's engine and safety screening like everyone's (the browser never writes an answer itself).
const CONVERSATIONS_KEY = 'truself.trugpt.demo.conversations';
const messagesKey = (id: string) => `truself.trugpt.demo.messages.${id}`;

const newId = () =>
  crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const now = () => new Date().toISOString();

function makeConversation(title: string): ConversationSummary {
  return { id: newId(), title, providerId: null, createdAt: now(), updatedAt: now(), preview: null };
}

const titleFrom = (q: string) => {
  const t = q
    .replace(/\s+/g, ' ')
    .replace(/[?!.]+$/, '')
    .trim();
  return (t.length > 60 ? `${t.slice(0, 57)}…` : t).replace(/^./, (c) => c.toUpperCase());
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The chat page's conversation list and its chat panel each hold a controller: they share the active conversation
// and hear each other's writes, as the signed-in chat shares its query cache.
const listeners = new Set<() => void>();
let sharedActive: string | null = null;
const changed = () => {
  for (const l of listeners) l();
};

export function useDemoChat(
  enabled: boolean,
  context: { role: ChatRole; providerId?: number; procedureId?: string } = { role: 'general' },
): ChatController {
  const [conversations, setConversations] = useState<ConversationSummary[]>(() =>
    storage.get(CONVERSATIONS_KEY, []),
  );
  const [activeId, setLocalActive] = useState<string | null>(sharedActive);
  const setActiveId = useCallback((id: string | null) => {
    sharedActive = id;
    changed();
  }, []);
  const [messages, setMessages] = useState<DisplayMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [followUps, setFollowUps] = useState<string[]>([]);
  const abortRef = useRef<AbortController | null>(null);

  const saveConversations = useCallback((next: ConversationSummary[]) => {
    const sorted = [...next].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    storage.set(CONVERSATIONS_KEY, sorted);
    setConversations(sorted);
    changed();
  }, []);

  useEffect(() => {
    const sync = () => {
      setConversations(storage.get(CONVERSATIONS_KEY, []));
      setLocalActive(sharedActive);
      setMessages(sharedActive ? storage.get(messagesKey(sharedActive), []) : []);
    };
    listeners.add(sync);
    return () => {
      listeners.delete(sync);
    };
  }, []);

  useEffect(() => {
    if (!enabled || activeId) return;
    const stored = storage.get<ConversationSummary[]>(CONVERSATIONS_KEY, []);
    if (stored.length > 0) return setActiveId(stored[0].id);
    const welcome = makeConversation(WELCOME_CONVERSATION_TITLE);
    saveConversations([welcome]);
    setActiveId(welcome.id);
  }, [enabled, activeId, saveConversations, setActiveId]);

  useEffect(() => {
    setMessages(activeId ? storage.get(messagesKey(activeId), []) : []);
  }, [activeId]);

  useEffect(() => () => abortRef.current?.abort(), []);

  /** Asks the server; resolves false (and restores the thread) when no answer came. */
  const reply = useCallback(
    async (id: string, question: string, base: DisplayMessage[], before: DisplayMessage[]) => {
      const controller = new AbortController();
      abortRef.current = controller;
      setPending(true);
      setFollowUps([]);
      const { min, max } = DEMO_REPLY_DELAY_MS;
      const delay = wait(min + Math.random() * (max - min));
      try {
        const earlier = base.slice(0, -1).slice(-DEMO_HISTORY_MAX);
        const answer = await askDemo(
          {
            message: question,
            history: earlier.map((m) => ({
              role: m.role,
              content: m.content,
              mentionedProviders: m.mentionedProviders,
            })),
            role: context.role,
            providerId: context.providerId,
            procedureId: context.procedureId,
            coordinates: await positionFor(question),
          },
          controller.signal,
        );
        await delay;
        if (controller.signal.aborted) return true;
        const next = [
          ...base,
          {
            id: newId(),
            role: 'assistant' as const,
            content: answer.response,
            mentionedProviders: answer.mentionedProviders,
          },
        ];
        storage.set(messagesKey(id), next);
        changed();
        setMessages(next);
        setFollowUps(answer.followUps);
        const all = storage.get<ConversationSummary[]>(CONVERSATIONS_KEY, []);
        saveConversations(all.map((c) => (c.id === id ? { ...c, updatedAt: now(), preview: question } : c)));
        return true;
      } catch (error) {
        if (controller.signal.aborted) return true;
        storage.set(messagesKey(id), before);
        changed();
        setMessages(before);
        notify.error(
          'Error',
          error instanceof ApiError && [400, 403, 429].includes(error.status)
            ? error.message
            : CHAT_MESSAGES.sendFailed,
        );
        return false;
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        setPending(false);
      }
    },
    [saveConversations, context.role, context.providerId, context.procedureId],
  );

  return {
    mode: 'demo',
    status: 'ready',
    conversations,
    activeId,
    select: setActiveId,
    messages,
    messagesLoading: false,
    pending,
    followUps,
    async send(text) {
      let id = activeId;
      if (!id) {
        const created = makeConversation(DEFAULT_CONVERSATION_TITLE);
        saveConversations([created, ...conversations]);
        id = created.id;
        setActiveId(id);
      }
      const isFirst = messages.length === 0;
      const before = id === activeId ? messages : [];
      const base = [
        ...before,
        { id: newId(), role: 'user' as const, content: text, mentionedProviders: null },
      ];
      storage.set(messagesKey(id), base);
      changed();
      setMessages(base);
      if (isFirst) {
        const all = storage.get<ConversationSummary[]>(CONVERSATIONS_KEY, []);
        saveConversations(
          all.map((c) =>
            c.id === id && [DEFAULT_CONVERSATION_TITLE, WELCOME_CONVERSATION_TITLE].includes(c.title)
              ? { ...c, title: titleFrom(text) }
              : c,
          ),
        );
      }
      return reply(id, text, base, before);
    },
    stop() {
      abortRef.current?.abort();
      setPending(false);
    },
    regenerate() {
      const lastUser = messages.findLastIndex((m) => m.role === 'user');
      if (!activeId || lastUser < 0) return;
      const base = messages.slice(0, lastUser + 1);
      setMessages(base);
      void reply(activeId, messages[lastUser].content, base, messages);
    },
    async create() {
      const created = makeConversation(DEFAULT_CONVERSATION_TITLE);
      saveConversations([created, ...conversations]);
      setActiveId(created.id);
    },
    async rename(id, title) {
      saveConversations(conversations.map((c) => (c.id === id ? { ...c, title, updatedAt: now() } : c)));
      return true;
    },
    async remove(id) {
      storage.remove(messagesKey(id));
      const rest = conversations.filter((c) => c.id !== id);
      saveConversations(rest);
      // SPEC §4: in demo mode deleting the active conversation picks the first remaining one.
      if (id === activeId) setActiveId(rest[0]?.id ?? null);
      return true;
    },
  };
}

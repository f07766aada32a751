import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_CONVERSATION_TITLE,
  DEMO_REPLY_DELAY_MS,
  WELCOME_CONVERSATION_TITLE,
} from '@shared/constants';
import { storage } from '@client/lib/storage';
import type { ConversationSummary } from '../api/conversations';
import { demoReply } from '../lib/demo-replies';
import type { ChatController, DisplayMessage } from './chat-controller';

// SPEC §3/§4: the demo account's conversations and messages live only in this browser.
const CONVERSATIONS_KEY = 'truself.trugpt.demo.conversations';
const messagesKey = (id: string) => `truself.trugpt.demo.messages.${id}`;

const newId = () =>
  crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const now = () => new Date().toISOString();

function makeConversation(title: string): ConversationSummary {
  return { id: newId(), title, createdAt: now(), updatedAt: now(), preview: null };
}

const titleFrom = (q: string) => {
  const t = q
    .replace(/\s+/g, ' ')
    .replace(/[?!.]+$/, '')
    .trim();
  return (t.length > 60 ? `${t.slice(0, 57)}…` : t).replace(/^./, (c) => c.toUpperCase());
};

export function useDemoChat(enabled: boolean): ChatController {
  const [conversations, setConversations] = useState<ConversationSummary[]>(() =>
    storage.get(CONVERSATIONS_KEY, []),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [messages, setMessages] = useState<DisplayMessage[]>([]);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const saveConversations = useCallback((next: ConversationSummary[]) => {
    const sorted = [...next].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    storage.set(CONVERSATIONS_KEY, sorted);
    setConversations(sorted);
  }, []);

  useEffect(() => {
    if (!enabled || activeId) return;
    const stored = storage.get<ConversationSummary[]>(CONVERSATIONS_KEY, []);
    if (stored.length > 0) return setActiveId(stored[0].id);
    const welcome = makeConversation(WELCOME_CONVERSATION_TITLE);
    saveConversations([welcome]);
    setActiveId(welcome.id);
  }, [enabled, activeId, saveConversations]);

  useEffect(() => {
    setMessages(activeId ? storage.get(messagesKey(activeId), []) : []);
  }, [activeId]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const reply = useCallback(
    (id: string, question: string, base: DisplayMessage[]) => {
      setPending(true);
      const { min, max } = DEMO_REPLY_DELAY_MS;
      timer.current = setTimeout(
        () => {
          const next = [
            ...base,
            {
              id: newId(),
              role: 'assistant' as const,
              content: demoReply(question),
              mentionedProviders: null,
            },
          ];
          storage.set(messagesKey(id), next);
          setMessages(next);
          setPending(false);
          const all = storage.get<ConversationSummary[]>(CONVERSATIONS_KEY, []);
          saveConversations(
            all.map((c) => (c.id === id ? { ...c, updatedAt: now(), preview: question } : c)),
          );
        },
        min + Math.random() * (max - min),
      );
    },
    [saveConversations],
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
    followUps: [],
    async send(text) {
      let id = activeId;
      if (!id) {
        const created = makeConversation(DEFAULT_CONVERSATION_TITLE);
        saveConversations([created, ...conversations]);
        id = created.id;
        setActiveId(id);
      }
      const isFirst = messages.length === 0;
      const base = [
        ...(id === activeId ? messages : []),
        { id: newId(), role: 'user' as const, content: text, mentionedProviders: null },
      ];
      storage.set(messagesKey(id), base);
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
      reply(id, text, base);
      return true;
    },
    stop() {
      if (timer.current) clearTimeout(timer.current);
      setPending(false);
    },
    regenerate() {
      const lastUser = messages.findLastIndex((m) => m.role === 'user');
      if (!activeId || lastUser < 0) return;
      const base = messages.slice(0, lastUser + 1);
      setMessages(base);
      reply(activeId, messages[lastUser].content, base);
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

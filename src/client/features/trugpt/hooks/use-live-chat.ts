import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { WELCOME_CONVERSATION_TITLE } from '@shared/constants';
import type { ChatMessageDto, ChatRole } from '@shared/schemas/trugpt';
import { notify } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { streamChat } from '../api/chat-stream';
import {
  conversationsKey,
  useConversations,
  useCreateConversation,
  useDeleteConversation,
  useRenameConversation,
} from '../api/conversations';
import { messagesKey, useMessages } from '../api/messages';
import { activeConversation, useActiveConversation } from '../lib/active-conversation';
import { positionFor } from '../lib/position';
import { CHAT_MESSAGES, type ChatController, type DisplayMessage } from './chat-controller';

interface Draft {
  conversationId: string;
  question: DisplayMessage | null;
  answer: string;
  stopped: boolean;
}

const sendErrorDescription = (error: unknown) =>
  error instanceof ApiError && [400, 404, 409, 429].includes(error.status)
    ? error.message
    : CHAT_MESSAGES.sendFailed;

// The last "Ask TruGPT about this provider" tap answered with a new conversation: the dialog and the full chat
// page share it, so a tap opens one conversation however many chat views are mounted.
let handledLaunch = 0;

/** The chat of a signed-in user, stored on the server and streamed. */
export function useLiveChat(
  userId: string,
  context: { role: ChatRole; providerId?: number; procedureId?: string; launch?: number },
  enabled: boolean,
): ChatController {
  const client = useQueryClient();
  const conversationsQuery = useConversations(enabled ? userId : null);
  const activeId = useActiveConversation(userId);
  const messagesQuery = useMessages(enabled ? userId : null, activeId);
  const createMutation = useCreateConversation(userId);
  const renameMutation = useRenameConversation(userId);
  const deleteMutation = useDeleteConversation(userId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [followUps, setFollowUps] = useState<string[]>([]);
  const abortRef = useRef<AbortController | null>(null);

  const select = useCallback((id: string | null) => activeConversation.set(userId, id), [userId]);

  // SPEC §4 on load: no conversations → create 'Welcome Chat' and make it active; otherwise the most recent.
  const conversations = conversationsQuery.data;
  useEffect(() => {
    // Only once per signed-in user: later, an empty selection means the active one was deleted.
    if (!enabled || !conversations || activeConversation.get().owner === userId) return;
    if (conversations.length > 0) return select(conversations[0].id);
    if (!activeConversation.claimWelcome(userId)) return;
    createMutation
      .mutateAsync(WELCOME_CONVERSATION_TITLE)
      .then((c) => select(c.id))
      .catch(() => notify.error('Error', CHAT_MESSAGES.createFailed));
  }, [enabled, conversations, userId, select, createMutation]);

  // "Ask TruGPT about this provider": each tap opens a fresh conversation about that provider, so nothing from
  // whatever conversation happened to be open leaks into it.
  const { launch, providerId } = context;
  useEffect(() => {
    if (!enabled || launch === undefined || providerId === undefined || launch <= handledLaunch) return;
    handledLaunch = launch;
    activeConversation.claimWelcome(userId);
    createMutation
      .mutateAsync({ providerId })
      .then((c) => select(c.id))
      .catch(() => notify.error('Error', CHAT_MESSAGES.createFailed));
  }, [enabled, launch, providerId, userId, select, createMutation]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const ask = useCallback(
    async (text: string, conversationId: string, regenerate: boolean) => {
      const controller = new AbortController();
      abortRef.current = controller;
      const question: DisplayMessage | null = regenerate
        ? null
        : { id: `local-${Date.now()}`, role: 'user', content: text, mentionedProviders: null };
      setDraft({ conversationId, question, answer: '', stopped: false });
      setFollowUps([]);
      try {
        const coordinates = await positionFor(text);
        const result = await streamChat(
          {
            message: text,
            conversationId,
            role: context.role,
            providerId: context.providerId,
            procedureId: context.procedureId,
            regenerate,
            coordinates,
          },
          {
            signal: controller.signal,
            onDelta: (delta) => setDraft((d) => (d ? { ...d, answer: d.answer + delta } : d)),
          },
        );
        client.setQueryData<ChatMessageDto[]>(messagesKey(userId, conversationId), (old = []) => {
          const kept = regenerate
            ? old.slice(
                0,
                old.findLastIndex((m) => m.role === 'user'),
              )
            : old;
          return [...kept, result.userMessage, result.assistantMessage];
        });
        setFollowUps(result.followUps);
        setDraft(null);
        // SPEC §7: after success, messages and conversations are refetched.
        void client.invalidateQueries({ queryKey: conversationsKey(userId) });
        void client.invalidateQueries({ queryKey: messagesKey(userId, conversationId) });
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          // The server keeps what was written before Stop; show it until the refetch brings the stored copy.
          setDraft((d) => (d ? { ...d, stopped: true } : d));
          setTimeout(() => {
            void client
              .invalidateQueries({ queryKey: messagesKey(userId, conversationId) })
              .then(() => setDraft(null));
            void client.invalidateQueries({ queryKey: conversationsKey(userId) });
          }, 400);
          return true;
        }
        setDraft(null);
        notify.error('Error', sendErrorDescription(error));
        return false;
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
      }
    },
    [client, userId, context.role, context.providerId, context.procedureId],
  );

  const send = useCallback(
    async (text: string) => {
      let id = activeId;
      if (!id) {
        try {
          id = (await createMutation.mutateAsync(undefined)).id;
          select(id);
        } catch {
          notify.error('Error', CHAT_MESSAGES.createFailed);
          return false;
        }
      }
      return ask(text, id, false);
    },
    [activeId, ask, createMutation, select],
  );

  const stored = messagesQuery.data ?? [];
  const messages = useMemo<DisplayMessage[]>(() => {
    const list: DisplayMessage[] = stored.map((m) => ({ ...m }));
    if (!draft || draft.conversationId !== activeId) return list;
    const base = draft.question ? list : list.slice(0, list.findLastIndex((m) => m.role === 'user') + 1);
    if (draft.question) base.push(draft.question);
    if (draft.answer || draft.stopped) {
      base.push({
        id: 'draft-answer',
        role: 'assistant',
        content: draft.stopped ? `${draft.answer}\n\n_(Stopped)_` : draft.answer,
        mentionedProviders: null,
        streaming: !draft.stopped,
      });
    }
    return base;
  }, [stored, draft, activeId]);

  return {
    mode: 'live',
    status: conversationsQuery.isError ? 'error' : conversationsQuery.isPending ? 'loading' : 'ready',
    conversations: conversations ?? [],
    activeId,
    select,
    messages,
    messagesLoading: Boolean(activeId) && messagesQuery.isPending,
    pending: draft !== null && !draft.stopped,
    followUps,
    send,
    stop: () => abortRef.current?.abort(),
    regenerate: () => {
      const last = stored.findLast((m) => m.role === 'user');
      if (activeId && last) void ask(last.content, activeId, true);
    },
    async create() {
      try {
        select((await createMutation.mutateAsync(undefined)).id);
      } catch {
        notify.error('Error', CHAT_MESSAGES.createFailed);
      }
    },
    async rename(id, title) {
      try {
        await renameMutation.mutateAsync({ id, title });
        return true;
      } catch {
        notify.error('Error', CHAT_MESSAGES.renameFailed);
        return false;
      }
    },
    async remove(id) {
      try {
        await deleteMutation.mutateAsync(id);
        // SPEC §4: deleting the active conversation clears it.
        if (id === activeId) select(null);
        return true;
      } catch {
        notify.error('Error', CHAT_MESSAGES.deleteFailed);
        return false;
      }
    },
  };
}

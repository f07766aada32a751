import { Badge } from '@client/components/ui/badge';
import { Spinner } from '@client/components/ui/spinner';
import { notify } from '@client/components/ui/toaster';
import { paths } from '@client/config/paths';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CHAT_MESSAGES } from '../hooks/chat-controller';
import { useChat } from '../hooks/use-chat';
import { disclaimerStore, useDisclaimerAccepted } from '../lib/chat-storage';
import { ChatComposer } from './chat-composer';
import { ChatDisclaimer } from './chat-disclaimer';
import { ChatThread } from './chat-thread';
import { ConnectionError } from './connection-error';
import { GuestPrompt } from './guest-prompt';
import { suggestedQuestions } from './suggestions';

interface ChatPanelProps {
  /** Renders the heading (a DialogTitle in the dialog, an h1 on the page). */
  renderTitle: (title: string) => ReactNode;
  /** Extra header actions, e.g. "New chat". */
  actions?: (chat: ReturnType<typeof useChat>) => ReactNode;
}

/** Disclaimer first, then the chat — or the guest view, or the Connection Error screen (SPEC §4). */
export function ChatPanel({ renderTitle, actions }: ChatPanelProps) {
  const chat = useChat();
  const navigate = useNavigate();
  const userId = chat.user?.id ?? null;
  const accepted = useDisclaimerAccepted(userId);

  const nutrition = chat.role === 'nutrition';
  const title = nutrition ? 'TruGPT Nutrition & Wellness' : 'TruGPT';
  const subtitle = chat.providerName
    ? `Asking about ${chat.providerName}`
    : nutrition
      ? 'Your nutrition and wellness guide'
      : 'Procedure research assistant';
  const { controller } = chat;

  const guestSend = async () => {
    notify.error(CHAT_MESSAGES.signUpRequired, 'Create a free account to chat with TruGPT.');
    navigate(paths.signup.href());
    return false;
  };
  const ask = (q: string) => (chat.user ? void controller.send(q) : void guestSend());

  let body: ReactNode;
  if (chat.isLoading) {
    body = (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label="Loading TruGPT" className="size-6 text-brand-600" />
      </div>
    );
  } else if (!accepted) {
    body = (
      <div className="flex flex-1 flex-col overflow-hidden p-4">
        <ChatDisclaimer
          nutrition={nutrition}
          onAccept={() => {
            disclaimerStore.accept(userId);
          }}
        />
      </div>
    );
  } else if (chat.user && controller.status === 'error') {
    body = <ConnectionError />;
  } else {
    body = (
      <>
        <ChatThread
          messages={chat.user ? controller.messages : []}
          loading={Boolean(chat.user) && (controller.status === 'loading' || controller.messagesLoading)}
          pending={controller.pending}
          suggestions={suggestedQuestions(chat.role, chat.providerName)}
          followUps={controller.followUps}
          intro={
            nutrition
              ? "Hi! I'm TruGPT, your nutrition and wellness guide. Ask me about nutrition counseling, healthy weight, GLP-1 medications and wellness services."
              : "Hi! I'm TruGPT. Ask me about any procedure's cost, recovery and risks, or find providers near you. I share general information with sources — not medical advice."
          }
          onAsk={ask}
          onRegenerate={controller.regenerate}
        />
        {chat.user ? null : <GuestPrompt />}
        <ChatComposer
          pending={Boolean(chat.user) && controller.pending}
          locked={!chat.user}
          prefill={chat.prompt}
          placeholder={
            !chat.user
              ? 'Sign up to ask TruGPT'
              : nutrition
                ? 'Ask about nutrition, weight or wellness…'
                : 'Ask about a procedure, cost or provider…'
          }
          onSend={chat.user ? controller.send : guestSend}
          onStop={controller.stop}
        />
      </>
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-line px-4 py-3 pr-14">
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            {renderTitle(title)}
            {chat.isDemo ? <Badge variant="warning">Demo</Badge> : null}
          </div>
          <p className="truncate text-xs text-muted">{subtitle}</p>
        </div>
        {accepted && chat.user && controller.status === 'ready' ? actions?.(chat) : null}
      </header>
      {body}
    </div>
  );
}

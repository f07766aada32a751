import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@client/components/ui/dialog';
import { ChatPanel } from '../components/chat-panel';
import { ConversationList } from '../components/conversation-list';
import { useChat } from '../hooks/use-chat';

export default function TrugptChatPage() {
  const chat = useChat();
  const [listOpen, setListOpen] = useState(false);
  const showList = Boolean(chat.user) && chat.controller.status === 'ready';
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-6xl gap-6 md:px-6 md:py-6">
      {showList ? (
        <aside className="hidden w-72 shrink-0 md:flex" aria-label="Conversation history">
          <ConversationList controller={chat.controller} userId={chat.user!.id} className="w-full" />
        </aside>
      ) : null}
      <section className="flex min-w-0 flex-1 flex-col overflow-hidden bg-white md:rounded-xl md:border md:border-line md:shadow-sm">
        <ChatPanel
          renderTitle={(title) => <h1 className="truncate text-lg font-semibold">{title}</h1>}
          actions={() => (
            <Button variant="outline" size="sm" className="md:hidden" onClick={() => setListOpen(true)}>
              <History aria-hidden="true" /> Chats
            </Button>
          )}
        />
      </section>
      {showList ? (
        <Dialog open={listOpen} onOpenChange={setListOpen}>
          <DialogContent fullScreenOnMobile>
            <DialogTitle>Your conversations</DialogTitle>
            <ConversationList
              controller={chat.controller}
              userId={chat.user!.id}
              onOpen={(id) => {
                chat.controller.select(id);
                setListOpen(false);
              }}
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}

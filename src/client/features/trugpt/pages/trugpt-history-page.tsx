import type { ReactNode } from 'react';
import { MessagesSquare } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { ConnectionError } from '../components/connection-error';
import { ConversationList } from '../components/conversation-list';
import { useChat } from '../hooks/use-chat';

export default function TrugptHistoryPage() {
  const chat = useChat();
  const navigate = useNavigate();
  let content: ReactNode;
  if (chat.isLoading || (chat.user && chat.controller.status === 'loading')) {
    content = <Spinner label="Loading conversations" className="size-6 text-brand-600" />;
  } else if (!chat.user) {
    content = (
      <EmptyState
        icon={MessagesSquare}
        title="Sign in to see your conversations"
        text="Your TruGPT conversations are saved to your account so you can pick up where you left off."
        action={
          <div className="flex gap-2">
            <Button asChild>
              <Link to={paths.signup.href()}>Create Account</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.signin.href()}>Sign In</Link>
            </Button>
          </div>
        }
      />
    );
  } else if (chat.controller.status === 'error') {
    content = <ConnectionError />;
  } else {
    content = (
      <div className="max-w-2xl">
        <ConversationList
          controller={chat.controller}
          userId={chat.user.id}
          onOpen={(id) => {
            chat.controller.select(id);
            navigate(paths.trugptChat.href());
          }}
        />
      </div>
    );
  }
  return (
    <PageFrame
      title="Conversation history"
      subtitle="Find, rename or delete your TruGPT conversations."
      actions={
        chat.user ? (
          <Button asChild variant="outline">
            <Link to={paths.trugptChat.href()}>Open chat</Link>
          </Button>
        ) : null
      }
      width="narrow"
    >
      {content}
    </PageFrame>
  );
}

import { MessageSquare, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/components/ui/cn';
import { type ConversationSummary, useConversations } from '../api/conversations';
import type { ChatController } from '../hooks/chat-controller';
import { RenameForm } from './rename-form';
import { formatTimeAgo } from '@shared/format';

interface ConversationListProps {
  controller: ChatController;
  userId: string;
  onOpen?: (id: string) => void;
  className?: string;
}

/** Conversation history with create, rename, delete and search (titles and, for stored chats, message text). */
export function ConversationList({ controller, userId, onOpen, className }: ConversationListProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const serverSearch = useConversations(controller.mode === 'live' && deferred ? userId : null, deferred);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);

  const needle = deferred.toLowerCase();
  const list = !deferred
    ? controller.conversations
    : controller.mode === 'live'
      ? (serverSearch.data ?? [])
      : controller.conversations.filter((c) =>
          `${c.title} ${c.preview ?? ''}`.toLowerCase().includes(needle),
        );

  return (
    <div className={cn('flex min-h-0 flex-col gap-3', className)}>
      <Button onClick={() => void controller.create()} className="w-full">
        <Plus aria-hidden="true" /> New conversation
      </Button>
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-xs font-medium text-muted">
          Search conversations
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
            placeholder="Title or words in a chat"
          />
        </div>
      </div>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-muted">
          {deferred ? `No conversations match “${deferred}”.` : 'No conversations yet.'}
        </p>
      ) : (
        <ul className="-mx-1 min-h-0 flex-1 space-y-1 overflow-y-auto px-1" aria-label="Conversations">
          {list.map((c) => {
            const active = c.id === controller.activeId;
            if (renaming === c.id) {
              return (
                <li key={c.id} className="rounded-lg border border-brand-200 bg-brand-50">
                  <RenameForm
                    title={c.title}
                    onSave={(title) => controller.rename(c.id, title)}
                    onCancel={() => setRenaming(null)}
                  />
                </li>
              );
            }
            return (
              <li
                key={c.id}
                className={cn(
                  'group flex items-center gap-1 rounded-lg',
                  active ? 'bg-brand-50' : 'hover:bg-surface',
                )}
              >
                <button
                  type="button"
                  aria-current={active ? 'true' : undefined}
                  onClick={() => (onOpen ? onOpen(c.id) : controller.select(c.id))}
                  className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-start gap-2 rounded-lg px-2.5 py-2 text-left focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  <MessageSquare
                    aria-hidden="true"
                    className={cn('mt-0.5 size-4 shrink-0', active ? 'text-brand-700' : 'text-muted')}
                  />
                  <span className="min-w-0">
                    <span
                      className={cn(
                        'block truncate text-sm',
                        active ? 'font-semibold text-brand-800' : 'font-medium text-ink',
                      )}
                    >
                      {c.title}
                    </span>
                    <span className="block truncate text-xs text-muted">
                      {formatTimeAgo(c.updatedAt)}
                      {c.preview ? ` · ${c.preview}` : ''}
                    </span>
                  </span>
                </button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-muted md:size-9"
                  aria-label={`Rename “${c.title}”`}
                  onClick={() => setRenaming(c.id)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-muted hover:text-danger-600 md:size-9"
                  aria-label={`Delete “${c.title}”`}
                  onClick={() => setDeleting(c)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogTitle>Delete this conversation?</DialogTitle>
          <DialogDescription>
            “{deleting?.title}” and all its messages will be deleted permanently.
          </DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={async () => {
                if (deleting && (await controller.remove(deleting.id))) setDeleting(null);
              }}
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

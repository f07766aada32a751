import { Maximize2, SquarePen } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { EARLY_DIALOGS, useHideEarlyDialog } from '@client/components/early-dialog';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { VisuallyHidden } from '@client/components/ui/visually-hidden';
import { paths } from '@client/config/paths';

// Loaded when first opened, so the chat (Markdown, forms, streaming) stays out of every page's first download.
const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

interface ChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2: 400 × 600 on desktop, full screen on mobile. */
export function ChatDialog({ open, onOpenChange }: ChatDialogProps) {
  useHideEarlyDialog(EARLY_DIALOGS.chat, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        fullScreenOnMobile
        closeLabel="Close TruGPT"
        className="gap-0 overflow-hidden p-0 md:h-150 md:max-w-100"
        data-testid="trugpt-dialog"
      >
        <VisuallyHidden>
          <DialogDescription>Ask TruGPT about procedures, costs, recovery and providers.</DialogDescription>
        </VisuallyHidden>
        <Suspense
          fallback={
            <div className="flex flex-1 items-center justify-center">
              <Spinner label="Loading TruGPT" className="size-6 text-brand-600" />
            </div>
          }
        >
          <ChatPanel
            renderTitle={(title) => (
              <DialogTitle className="truncate text-base leading-7">{title}</DialogTitle>
            )}
            actions={(chat) => (
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="New conversation"
                  onClick={() => void chat.controller.create()}
                >
                  <SquarePen aria-hidden="true" />
                </Button>
                <Button asChild variant="ghost" size="icon" aria-label="Open full chat page">
                  <Link to={paths.trugptChat.href()} onClick={() => onOpenChange(false)}>
                    <Maximize2 aria-hidden="true" />
                  </Link>
                </Button>
              </div>
            )}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

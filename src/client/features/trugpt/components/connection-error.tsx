import { WifiOff } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { CHAT_MESSAGES } from '../hooks/chat-controller';

/** SPEC §4/§8: shown to a signed-in user when the chat service cannot be reached; Try Again reloads the page. */
export function ConnectionError() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-danger-600">
        <WifiOff aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">Connection Error</h3>
      <p className="max-w-xs text-sm text-muted">{CHAT_MESSAGES.connection}</p>
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </div>
  );
}

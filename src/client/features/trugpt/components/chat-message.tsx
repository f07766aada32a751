import { Bot, Check, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import type { DisplayMessage } from '../hooks/chat-controller';
import { Markdown } from './markdown';
import { ProviderCards } from './provider-cards';

interface ChatMessageProps {
  message: DisplayMessage;
  /** Regenerate is offered on the latest answer only. */
  onRegenerate?: () => void;
}

export function ChatMessage({ message, onRegenerate }: ChatMessageProps) {
  const [copied, setCopied] = useState(false);
  if (message.role === 'user') {
    return (
      <li className="flex justify-end">
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-brand-700 px-3.5 py-2 text-sm text-white">
          <span className="sr-only">You said: </span>
          {message.content}
        </p>
      </li>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.content);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <li className="flex gap-2.5" data-testid="assistant-message">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Bot aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <span className="sr-only">TruGPT said: </span>
        <div className="rounded-2xl rounded-tl-md border border-line bg-white px-3.5 py-2.5">
          <Markdown text={message.content} />
          {message.streaming ? (
            <span
              className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-brand-500 align-middle"
              aria-hidden="true"
            />
          ) : null}
        </div>
        {message.mentionedProviders ? <ProviderCards providers={message.mentionedProviders} /> : null}
        {!message.streaming ? (
          <div className="mt-1 flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              className="h-8 px-2 text-xs text-muted"
              onClick={copy}
              aria-label="Copy answer"
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
            {onRegenerate ? (
              <Button
                variant="ghost"
                size="sm"
                className="h-8 px-2 text-xs text-muted"
                onClick={onRegenerate}
                aria-label="Regenerate answer"
              >
                <RefreshCw aria-hidden="true" /> Regenerate
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

import { Bot, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Skeleton } from '@client/components/ui/skeleton';
import type { DisplayMessage } from '../hooks/chat-controller';
import { ChatMessage } from './chat-message';

interface ChatThreadProps {
  messages: DisplayMessage[];
  loading: boolean;
  pending: boolean;
  suggestions: string[];
  followUps: string[];
  intro: string;
  onAsk: (question: string) => void;
  onRegenerate: () => void;
}

function QuestionChips({
  questions,
  onAsk,
  label,
}: {
  questions: string[];
  onAsk: (q: string) => void;
  label: string;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {questions.map((q) => (
        <li key={q}>
          <button
            type="button"
            onClick={() => onAsk(q)}
            className="min-h-9 cursor-pointer rounded-full border border-brand-200 bg-white px-3 py-1.5 text-left text-sm text-brand-800 transition hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {q}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ChatThread({
  messages,
  loading,
  pending,
  suggestions,
  followUps,
  intro,
  onAsk,
  onRegenerate,
}: ChatThreadProps) {
  const thread = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const scrollKey = `${messages.length}:${last?.content.length ?? 0}:${pending}`;
  // Keep the newest words in view while an answer comes in, but never scroll its first line away: an answer
  // taller than the thread (an emergency's "Call 911 now" on a phone, above all) stays at its start, and the
  // reader scrolls on from there.
  useEffect(() => {
    if (!scrollKey) return;
    const answers = thread.current?.querySelectorAll<HTMLElement>('[data-testid="assistant-message"]');
    const answer = last?.role === 'assistant' ? answers?.[answers.length - 1] : undefined;
    if (answer && thread.current && answer.offsetHeight > thread.current.clientHeight - 32) {
      answer.scrollIntoView({ block: 'start' });
    } else {
      end.current?.scrollIntoView({ block: 'end' });
    }
  }, [scrollKey, last?.role]);

  if (loading) {
    return (
      <div className="flex-1 space-y-3 p-4" role="status" aria-busy="true" aria-label="Loading messages">
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="ml-auto h-8 w-1/2" />
        <Skeleton className="h-20 w-5/6" />
      </div>
    );
  }
  const lastAssistant = messages.findLastIndex((m) => m.role === 'assistant');
  const waiting = pending && last?.role === 'user';
  return (
    <div ref={thread} className="flex-1 overflow-y-auto px-3 py-4 sm:px-4" data-testid="chat-thread">
      {messages.length === 0 ? (
        <div className="flex flex-col gap-4 py-2">
          <div className="flex items-start gap-2.5">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Bot aria-hidden="true" className="size-4" />
            </span>
            <p className="rounded-2xl rounded-tl-md border border-line bg-surface px-3.5 py-2.5 text-sm text-ink">
              {intro}
            </p>
          </div>
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
            <Sparkles aria-hidden="true" className="size-3.5" /> Try asking
          </p>
          <QuestionChips questions={suggestions} onAsk={onAsk} label="Suggested questions" />
        </div>
      ) : (
        <ol className="space-y-4" aria-live="polite" aria-relevant="additions">
          {messages.map((m, i) => (
            <ChatMessage
              key={m.id}
              message={m}
              onRegenerate={i === lastAssistant && !pending ? onRegenerate : undefined}
            />
          ))}
          {waiting ? (
            <li className="flex items-center gap-2.5" data-testid="typing-indicator">
              <span className="flex size-7 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Bot aria-hidden="true" className="size-4" />
              </span>
              <span
                className="flex gap-1 rounded-2xl border border-line bg-white px-3.5 py-3"
                role="status"
                aria-label="TruGPT is typing"
              >
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-1.5 animate-bounce rounded-full bg-brand-500"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </span>
            </li>
          ) : null}
        </ol>
      )}
      {!pending && followUps.length > 0 && messages.length > 0 ? (
        <div className="mt-4">
          <QuestionChips questions={followUps} onAsk={onAsk} label="Follow-up questions" />
        </div>
      ) : null}
      <div ref={end} />
    </div>
  );
}

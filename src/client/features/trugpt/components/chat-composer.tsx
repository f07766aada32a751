import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal, Square } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { chatComposerSchema } from '@shared/schemas/trugpt';
import { Button } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/textarea';

interface ChatComposerProps {
  pending: boolean;
  /** Guests: the box is disabled, but Send still explains that an account is needed. */
  locked?: boolean;
  placeholder: string;
  prefill?: string;
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
}

/** SPEC §5: Enter sends, Shift+Enter adds a line, blank is never sent, everything is disabled while pending. */
export function ChatComposer({
  pending,
  locked = false,
  placeholder,
  prefill,
  onSend,
  onStop,
}: ChatComposerProps) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(chatComposerSchema), defaultValues: { message: '' } });
  const value = form.watch('message');

  useEffect(() => {
    if (prefill) form.setValue('message', prefill);
  }, [prefill, form]);

  const submit = form.handleSubmit(async ({ message }) => {
    form.reset({ message: '' });
    // A failed send puts the text back, so nothing typed is lost.
    if (!(await onSend(message))) form.setValue('message', message);
  });

  const submitLocked = () => void onSend(value);

  return (
    <form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        if (locked) return submitLocked();
        if (!pending) void submit();
      }}
      className="border-t border-line bg-white px-3 pt-2 pb-3"
    >
      <div className="mb-1 flex items-baseline justify-between">
        <label htmlFor={id} className="text-xs font-medium text-muted">
          Your message
        </label>
        <span className="hidden text-xs text-muted md:inline" aria-hidden="true">
          Enter to send · Shift+Enter for a new line
        </span>
      </div>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={1}
          autoGrow
          maxHeight={96}
          placeholder={placeholder}
          disabled={pending || locked}
          className="min-h-11 flex-1"
          {...form.register('message')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (!pending && value.trim()) void submit();
            }
          }}
        />
        {pending ? (
          <Button type="button" variant="outline" size="icon" aria-label="Stop generating" onClick={onStop}>
            <Square aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" aria-label="Send message" disabled={!locked && !value.trim()}>
            <SendHorizontal aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  );
}

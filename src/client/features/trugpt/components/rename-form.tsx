import { zodResolver } from '@hookform/resolvers/zod';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { renameConversationInputSchema } from '@shared/schemas/trugpt';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';

interface RenameFormProps {
  title: string;
  onSave: (title: string) => Promise<boolean>;
  onCancel: () => void;
}

export function RenameForm({ title, onSave, onCancel }: RenameFormProps) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(renameConversationInputSchema), defaultValues: { title } });
  const error = form.formState.errors.title?.message;
  return (
    <form
      method="post"
      className="flex flex-col gap-1 p-2"
      onSubmit={form.handleSubmit(async (values) => {
        if (values.title === title || (await onSave(values.title))) onCancel();
      })}
    >
      <label htmlFor={id} className="text-xs font-medium text-muted">
        Conversation title
      </label>
      <div className="flex gap-1">
        <Input
          id={id}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 md:h-9"
          {...form.register('title')}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onCancel();
            }
          }}
        />
        <Button
          type="submit"
          size="icon"
          className="size-9 md:size-9"
          aria-label="Save title"
          loading={form.formState.isSubmitting}
        >
          <Check aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9 md:size-9"
          aria-label="Cancel renaming"
          onClick={onCancel}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}

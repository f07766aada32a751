import { History } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { notify } from '@client/components/ui/toaster';
import { useUpdateContent } from '@client/components/editable-content/api/update-content';
import { useApiForm } from '@client/components/forms/use-api-form';
import { ApiError } from '@client/lib/api-client';
import {
  CONTENT_SAVE_FAILED,
  CONTENT_SAVED,
  EDITABLE_CONTENT,
  EDITABLE_CONTENT_MAX_LENGTH,
  type EditableContentKey,
} from '@shared/editable-content';
import { type ContentHistoryEntry, updateContentInputSchema } from '@shared/schemas/content-editing';
import { formatDateTime } from '@shared/format';

interface Props {
  contentKey: EditableContentKey;
  current: string;
  updatedAt: string | null;
  history: ContentHistoryEntry[];
}

export function ContentKeyEditor({ contentKey, current, updatedAt, history }: Props) {
  const def = EDITABLE_CONTENT[contentKey];
  const update = useUpdateContent();
  const { form, submit, pending } = useApiForm(updateContentInputSchema(contentKey), {
    defaultValues: { content: current },
  });
  // Follow saves made elsewhere (inline on the home page) unless this field has unsaved edits.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ content: current });
  }, [current, form]);

  const onSubmit = submit(
    async ({ content }) => {
      if (content === current.trim()) return;
      await update.mutateAsync({ key: contentKey, content });
      form.reset({ content });
      notify.success(CONTENT_SAVED.title, CONTENT_SAVED.description);
    },
    {
      onFailure: (_message, error) =>
        notify.error(
          CONTENT_SAVE_FAILED,
          error instanceof ApiError && error.status === 400 ? error.message : undefined,
        ),
    },
  );

  const max = EDITABLE_CONTENT_MAX_LENGTH[def.kind];
  const length = form.watch('content').length;
  const error = form.formState.errors.content?.message;
  return (
    <li className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-3">
        <Field
          label={def.label}
          error={error}
          hint={`${length}/${max} characters · ${updatedAt ? `last edited ${formatDateTime(updatedAt)}` : 'showing the built-in default'}`}
        >
          {def.kind === 'title' ? (
            <Input {...form.register('content')} />
          ) : (
            <Textarea rows={3} {...form.register('content')} />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" loading={pending} disabled={!form.formState.isDirty}>
            Save
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={!form.formState.isDirty}
            onClick={() => form.reset({ content: current })}
          >
            Discard changes
          </Button>
          {current !== def.defaultText && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => form.setValue('content', def.defaultText, { shouldDirty: true })}
            >
              Use default text
            </Button>
          )}
        </div>
      </form>
      {history.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="inline-flex cursor-pointer items-center gap-1.5 font-medium text-brand-700">
            <History aria-hidden="true" className="size-4" /> History ({history.length})
          </summary>
          <ol className="mt-2 space-y-2 border-l-2 border-line pl-4">
            {history.map((h) => (
              <li key={h.id}>
                <p className="text-ink">{h.content}</p>
                <p className="text-xs text-muted">
                  {formatDateTime(h.updatedAt)} · {h.updatedByEmail ?? 'a deleted account'}
                </p>
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

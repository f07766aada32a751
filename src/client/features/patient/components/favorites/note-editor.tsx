import { useState } from 'react';
import { FAVORITE_NOTE_MAX, favoriteNoteSchema } from '@shared/schemas/favorites';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/textarea';
import { notify } from '@client/components/ui/toaster';
import { useUpdateFavoriteNote } from '@client/components/favorites/favorites-api';
import { useApiForm } from '@client/components/forms/use-api-form';
import { formatNumber } from '@shared/format';

/** A private note on a saved provider: shown as text, edited in place. */
export function NoteEditor({
  providerId,
  providerName,
  note,
}: {
  providerId: number;
  providerName: string;
  note: string;
}) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateFavoriteNote();
  const { form, submit, pending } = useApiForm(favoriteNoteSchema, { defaultValues: { note } });
  const { register, formState, reset, watch } = form;
  const length = watch('note')?.length ?? 0;

  if (!editing) {
    return (
      <div className="rounded-lg bg-surface p-3 text-sm">
        {note ? (
          <p className="whitespace-pre-line text-ink">{note}</p>
        ) : (
          <p className="text-muted">No note yet.</p>
        )}
        <Button
          variant="link"
          size="sm"
          className="mt-1"
          onClick={() => {
            reset({ note });
            setEditing(true);
          }}
          aria-label={`${note ? 'Edit' : 'Add'} note for ${providerName}`}
        >
          {note ? 'Edit note' : 'Add a note'}
        </Button>
      </div>
    );
  }

  const onSubmit = submit(
    async (values) => {
      await update.mutateAsync({ providerId, note: values.note });
      notify.success('Note saved');
      setEditing(false);
    },
    // The note is the only field: any failure is said under it.
    { onFailure: (message) => form.setError('note', { message }) },
  );

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <Field
        label={`Your note on ${providerName}`}
        hint={`Only you can see it. ${formatNumber(length)} / ${formatNumber(FAVORITE_NOTE_MAX)}`}
        error={formState.errors.note?.message}
      >
        <Textarea
          rows={3}
          placeholder="Questions to ask, prices quoted, impressions…"
          autoFocus
          {...register('note')}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={pending}>
          Save note
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

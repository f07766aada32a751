import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FAVORITE_NOTE_MAX, type FavoriteNoteInput, favoriteNoteSchema } from '@shared/schemas/favorites';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/textarea';
import { notify } from '@client/components/ui/toaster';
import { useUpdateFavoriteNote } from '@client/components/favorites/favorites-api';

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
  const { register, handleSubmit, formState, reset, setError, watch } = useForm<FavoriteNoteInput>({
    resolver: zodResolver(favoriteNoteSchema),
    defaultValues: { note },
  });
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

  const onValid = async (values: FavoriteNoteInput) => {
    try {
      await update.mutateAsync({ providerId, note: values.note });
      notify.success('Note saved');
      setEditing(false);
    } catch (error) {
      setError('note', { message: (error as Error).message });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-2">
      <Field
        label={`Your note on ${providerName}`}
        hint={`Only you can see it. ${length.toLocaleString('en-US')} / ${FAVORITE_NOTE_MAX.toLocaleString('en-US')}`}
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
        <Button type="submit" size="sm" loading={formState.isSubmitting}>
          Save note
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

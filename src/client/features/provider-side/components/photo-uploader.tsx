import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { ApiError } from '@client/lib/api-client';
import { PHOTO_KIND_LABELS, PHOTO_KINDS, PHOTO_MAX_BYTES, PHOTO_TYPES } from '@shared/schemas/imports';
import { uploadPhoto, useDeletePhoto, useProviderPhotos } from '../api/practice';

interface QueueItem {
  name: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/** Uploads photos one at a time with a progress bar each, then lists the provider's photos. */
export function PhotoUploader({ providerId }: { providerId: number }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const photos = useProviderPhotos(providerId);
  const remove = useDeletePhoto(providerId);
  const [kind, setKind] = useState<string>('office');
  const [caption, setCaption] = useState('');
  const [queue, setQueue] = useState<QueueItem[]>([]);
  const busy = queue.some((q) => q.state === 'uploading' || q.state === 'waiting');

  const patch = (index: number, change: Partial<QueueItem>) =>
    setQueue((items) => items.map((item, i) => (i === index ? { ...item, ...change } : item)));

  async function upload(files: File[]) {
    setQueue(files.map((f) => ({ name: f.name, progress: 0, state: 'waiting' })));
    for (const [index, file] of files.entries()) {
      // Checked here to spare a pointless upload; the server checks the bytes again.
      if (file.size > PHOTO_MAX_BYTES) {
        patch(index, { state: 'failed', error: 'This photo is larger than 5 MB. Resize it and try again.' });
        continue;
      }
      patch(index, { state: 'uploading' });
      try {
        await uploadPhoto({ providerId, file, caption, kind }, (p) => patch(index, { progress: p }));
        patch(index, { state: 'done', progress: 1 });
      } catch (error) {
        patch(index, {
          state: 'failed',
          error: error instanceof ApiError ? error.message : 'Upload failed. Please try again.',
        });
      }
    }
    await queryClient.invalidateQueries({ queryKey: ['provider-photos', providerId] });
    await queryClient.invalidateQueries({ queryKey: ['my-practices'] });
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="What the photos show">
          <Select value={kind} onChange={(e) => setKind(e.target.value)}>
            {PHOTO_KINDS.map((k) => (
              <option key={k} value={k}>
                {PHOTO_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Caption (optional)">
          <Input value={caption} maxLength={200} onChange={(e) => setCaption(e.target.value)} />
        </Field>
      </div>
      <div>
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-line bg-surface px-6 py-8 text-center hover:border-brand-300 focus-within:ring-2 focus-within:ring-brand-600"
        >
          <ImagePlus aria-hidden="true" className="size-8 text-brand-700" />
          <span className="font-medium text-ink">Choose photos to upload</span>
          <span className="text-sm text-muted">PNG, JPEG or WebP, up to 5 MB each</span>
          <input
            id={inputId}
            type="file"
            multiple
            accept={PHOTO_TYPES.join(',')}
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length) void upload(files);
            }}
          />
        </label>
      </div>
      {queue.length > 0 ? (
        <ul className="grid gap-2" aria-label="Uploads">
          {queue.map((item, i) => (
            <li key={`${item.name}-${i}`} className="rounded-lg border border-line p-3 text-sm">
              <div className="flex justify-between gap-3">
                <span className="truncate font-medium text-ink">{item.name}</span>
                <span className={item.state === 'failed' ? 'text-danger-600' : 'text-muted'}>
                  {item.state === 'done'
                    ? 'Uploaded'
                    : item.state === 'failed'
                      ? 'Failed'
                      : item.state === 'waiting'
                        ? 'Waiting'
                        : `${Math.round(item.progress * 100)}%`}
                </span>
              </div>
              <progress
                className="mt-2 h-2 w-full accent-brand-600"
                max={1}
                value={item.progress}
                aria-label={`Upload of ${item.name}`}
              />
              {item.error ? <p className="mt-1 text-danger-600">{item.error}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.data?.map((photo) => (
          <li key={photo.id} className="overflow-hidden rounded-xl border border-line bg-white">
            <img
              src={photo.url}
              alt={
                photo.caption ||
                PHOTO_KIND_LABELS[photo.kind as keyof typeof PHOTO_KIND_LABELS] ||
                'Practice photo'
              }
              className="aspect-[4/3] w-full object-cover"
              loading="lazy"
            />
            <div className="flex items-center justify-between gap-2 p-2">
              <span className="truncate text-xs text-muted">
                {photo.caption || PHOTO_KIND_LABELS[photo.kind as keyof typeof PHOTO_KIND_LABELS]}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete photo ${photo.caption}`.trim()}
                onClick={() => remove.mutate(photo.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {photos.data?.length === 0 ? <p className="text-sm text-muted">No photos yet.</p> : null}
    </div>
  );
}

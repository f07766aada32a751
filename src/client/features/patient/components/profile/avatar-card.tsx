import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_TYPES } from '@shared/schemas/profile';
import type { SessionUser } from '@shared/types';
import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { notify } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useRemoveAvatar, useUploadAvatar } from './profile-api';

/** Checks what the browser can before uploading; the server checks the file's content again. */
function precheck(file: File) {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.wrongType;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

export function AvatarCard({ user }: { user: SessionUser }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [error, setError] = useState<string | null>(null);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = precheck(file);
    setError(problem);
    if (problem) return;
    try {
      await upload.mutateAsync(file);
      notify.success('Photo updated');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile photo</CardTitle>
        <CardDescription>PNG, JPEG or WebP, up to 2 MB. Shown in the top bar.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Avatar name={name} src={user.avatarUrl} size="xl" />
        <div className="space-y-2">
          <input
            ref={input}
            id="avatar-file"
            type="file"
            aria-label="Profile photo file"
            tabIndex={-1}
            accept={AVATAR_TYPES.join(',')}
            className="sr-only"
            onChange={onPick}
            aria-describedby={error ? 'avatar-error' : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => input.current?.click()} loading={upload.isPending}>
              <ImageUp aria-hidden="true" /> {user.avatarUrl ? 'Change photo' : 'Upload photo'}
            </Button>
            {user.avatarUrl ? (
              <Button variant="ghost" onClick={() => remove.mutate()} loading={remove.isPending}>
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            ) : null}
          </div>
          {error ? (
            <p id="avatar-error" role="alert" className="text-sm font-medium text-danger-600">
              {error}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

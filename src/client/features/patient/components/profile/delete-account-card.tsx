import { useState } from 'react';
import { DELETE_CONFIRMATION } from '@shared/schemas/profile';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { notify } from '@client/components/ui/toaster';
import { useSignOut } from '@client/lib/sign-out';
import { ApiError } from '@client/lib/api-client';
import { useDeleteAccount } from './profile-api';

export function DeleteAccountCard() {
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const signOut = useSignOut();

  const onDelete = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ confirm: confirm as typeof DELETE_CONFIRMATION });
      notify.success(
        'Your account has been deleted',
        'We removed your profile, conversations and saved items.',
      );
      await signOut();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle as="h2">Delete account</CardTitle>
        <CardDescription>
          Permanently removes your profile, TruGPT conversations, saved providers, notifications and reviews.
          This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          onOpenChange={(open) => {
            if (open) return;
            setConfirm('');
            setError(null);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="danger">Delete my account</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Everything tied to your account is removed for good. Type {DELETE_CONFIRMATION} to confirm.
              </DialogDescription>
            </DialogHeader>
            <Field label={`Type ${DELETE_CONFIRMATION} to confirm`} error={error}>
              <Input
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Keep my account</Button>
              </DialogClose>
              <Button
                variant="danger"
                disabled={confirm !== DELETE_CONFIRMATION}
                loading={remove.isPending}
                onClick={onDelete}
              >
                Delete permanently
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

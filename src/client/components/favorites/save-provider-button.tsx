import { Heart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { notify } from '@client/components/ui/toaster';
import { useSession } from '@client/lib/session';
import { useRemoveFavorite, useSaveFavorite } from './favorites-api';

// Loads when a guest first taps Save: the dialog library stays out of the pages the button is on.
const SignInPrompt = lazy(() => import('../sign-in-prompt').then((m) => ({ default: m.SignInPrompt })));

/**
 * Save / Saved toggle. Guests are asked to sign in first. In a list of providers, `nameInLabel` adds the
 * provider's name to what screen readers announce, so each card's button says whom it saves.
 */
export function SaveProviderButton({
  providerId,
  providerName,
  saved,
  size = 'md',
  nameInLabel = false,
  className,
}: {
  providerId: number;
  providerName: string;
  saved: boolean;
  size?: ButtonProps['size'];
  nameInLabel?: boolean;
  className?: string;
}) {
  const { isSignedIn } = useSession();
  const [prompt, setPrompt] = useState(false);
  // Mounted from the first time it is asked for on, so closing it is the dialog's own.
  const [prompted, setPrompted] = useState(false);
  if (prompt && !prompted) setPrompted(true);
  const save = useSaveFavorite();
  const remove = useRemoveFavorite();
  const busy = save.isPending || remove.isPending;

  function toggle() {
    if (!isSignedIn) return setPrompt(true);
    const mutation = saved ? remove : save;
    mutation.mutate(providerId, {
      onSuccess: () =>
        saved
          ? notify.success('Removed from saved providers', providerName)
          : notify.success('Saved', `${providerName} is in your saved providers.`),
      onError: (error) => notify.error('Could not update your saved providers', error.message),
    });
  }

  return (
    <>
      <Button
        variant={saved ? 'secondary' : 'outline'}
        size={size}
        className={className}
        aria-pressed={saved}
        loading={busy}
        onClick={toggle}
      >
        {!busy && (
          <Heart aria-hidden="true" className={saved ? 'fill-brand-600 text-brand-600' : undefined} />
        )}
        {saved ? 'Saved' : 'Save'}
        {nameInLabel ? <span className="sr-only"> {providerName}</span> : null}
      </Button>
      {prompted && (
        <Suspense>
          <SignInPrompt
            open={prompt}
            onOpenChange={setPrompt}
            title="Sign in to save providers"
            text={`Create a free account or sign in to save ${providerName} and compare providers side by side.`}
          />
        </Suspense>
      )}
    </>
  );
}

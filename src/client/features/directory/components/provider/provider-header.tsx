import { LocateFixed, MapPin, MessageCircle, Send } from 'lucide-react';
import type { ProviderProfileResponse } from '@shared/schemas/provider';
import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { StarRating } from '@client/components/ui/star-rating';
import { SaveProviderButton } from '@client/components/favorites/save-provider-button';
import { EARLY_DIALOGS, earlyDialogTrigger } from '@client/components/early-dialog';
import { chatLauncher, useChatLauncher } from '@client/lib/chat-launcher';
import { CredentialBadges } from './credential-badges';
import { formatMiles } from '@shared/format';

interface Props {
  data: ProviderProfileResponse;
  onLocate: () => void;
  locating: boolean;
  locateProblem: string | null;
  /** SPEC §6: the nutrition and wellness provider's page words the assistant that way. */
  nutrition: boolean;
}

export function ProviderHeader({ data, onLocate, locating, locateProblem, nutrition }: Props) {
  const chat = useChatLauncher();
  const { provider, reviewSummary } = data;
  const address = [provider.addressLine, `${provider.city}, ${provider.state} ${provider.zip}`.trim()]
    .filter(Boolean)
    .join(', ');
  return (
    <header className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <Avatar
          name={provider.displayName}
          src={data.photos.find((p) => p.kind === 'headshot')?.url}
          size="xl"
          decorative
          className="size-16 sm:size-24"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{provider.specialty}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink md:text-4xl">
            {provider.displayName}
            <span className="font-normal text-muted">, {provider.credentials}</span>
          </h1>
          {data.notListed.includes('practiceName') ? null : (
            <p className="mt-2 text-base text-ink">{provider.practiceName}</p>
          )}
          <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {address}
              {data.distanceMiles !== null && (
                <span className="font-medium text-ink">
                  {' '}
                  · {formatMiles(data.distanceMiles)} from {data.distanceFrom}
                </span>
              )}
            </span>
          </p>
          {data.distanceMiles === null && (
            <p className="mt-1 text-sm">
              <Button variant="link" size="sm" onClick={onLocate} loading={locating}>
                {!locating && <LocateFixed aria-hidden="true" />}
                Show distance from me
              </Button>
              {locateProblem && <span className="ml-2 text-muted">{locateProblem}</span>}
            </p>
          )}
          <div className="mt-3">
            {reviewSummary.count > 0 ? (
              <a href="#reviews" className="inline-flex rounded hover:underline">
                <StarRating value={reviewSummary.average} showValue reviewCount={reviewSummary.count} />
              </a>
            ) : (
              <span className="text-sm text-muted">No reviews yet</span>
            )}
          </div>
          <div className="mt-4">
            <CredentialBadges provider={provider} dataSource={data.dataSource} />
          </div>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <Button asChild>
          <a href="#consultation">
            <Send aria-hidden="true" />
            Request a consultation
          </a>
        </Button>
        <SaveProviderButton providerId={provider.id} providerName={provider.displayName} saved={data.saved} />
        <Button
          variant="outline"
          className="h-auto min-h-11 whitespace-normal py-2 text-center md:h-auto md:min-h-10"
          onClick={() => chatLauncher.open({ providerId: provider.id, providerName: provider.displayName })}
          {...earlyDialogTrigger(EARLY_DIALOGS.chat, chat.open)}
        >
          <MessageCircle aria-hidden="true" />
          {nutrition ? 'Ask TruGPT about nutrition and wellness' : 'Ask TruGPT about this provider'}
        </Button>
      </div>
    </header>
  );
}

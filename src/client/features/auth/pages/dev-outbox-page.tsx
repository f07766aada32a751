import { Mail, RefreshCw } from 'lucide-react';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { loadQueries } from '@client/lib/page-loader';
import { getDevOutboxQueryOptions, useDevOutbox } from '../api/dev-outbox';
import { FormAlert } from '@client/components/forms/form-alert';
import { NotFound } from '@client/components/not-found';
import { ApiError } from '@client/lib/api-client';
import { formatDateTime } from '@shared/format';

/**
 * Development only: the mail the app sent while no SMTP server is configured, with working links. Where the server
 * has no outbox (production, a request through a proxy) the page does not exist either.
 */
export default function DevOutboxPage() {
  const outbox = useDevOutbox();
  if (outbox.error instanceof ApiError && outbox.error.status === 404) return <NotFound />;
  return (
    <PageFrame
      title="Development outbox"
      subtitle="Messages sent while no SMTP server is configured. Open a link to verify an account or reset a password."
      actions={
        <Button variant="outline" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      }
    >
      {outbox.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : outbox.isError ? (
        <FormAlert>The outbox could not be loaded. Refresh to try again.</FormAlert>
      ) : outbox.data.mode === 'smtp' ? (
        <FormAlert tone="info">
          Mail goes to the SMTP server set in SMTP_URL, so nothing is kept here.
        </FormAlert>
      ) : outbox.data.messages.length === 0 ? (
        <EmptyState
          icon={Mail}
          title="No messages yet"
          text="Sign up or ask for a password reset to see its email here."
        />
      ) : (
        <ul className="space-y-4">
          {outbox.data.messages.map((m) => (
            <li key={m.id}>
              <Card>
                <CardContent className="space-y-3">
                  <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
                    <h2 className="font-semibold text-ink">{m.subject}</h2>
                    <time dateTime={m.sentAt} className="text-sm text-muted">
                      {formatDateTime(m.sentAt)}
                    </time>
                  </div>
                  <p className="text-sm text-muted">
                    To <span className="break-all text-ink">{m.to}</span>
                  </p>
                  <pre className="whitespace-pre-wrap break-words rounded-lg bg-surface p-3 font-sans text-sm text-ink">
                    {m.text}
                  </pre>
                  {m.links.map((link) => (
                    <a
                      key={link}
                      href={link}
                      className="block break-all text-sm font-medium text-brand-700 underline"
                    >
                      Open link: {link}
                    </a>
                  ))}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

export const loader = loadQueries(() => [getDevOutboxQueryOptions()]);

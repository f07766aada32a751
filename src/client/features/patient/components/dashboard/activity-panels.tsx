import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { DashboardCard, relativeTime } from './dashboard-card';

export function ConversationsPanel({ conversations }: { conversations: DashboardResponse['conversations'] }) {
  return (
    <DashboardCard
      id="recent-chats"
      title="Recent TruGPT chats"
      action={
        conversations.length > 0 ? (
          <Link
            to={paths.trugptHistory.href()}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            All chats
          </Link>
        ) : null
      }
    >
      {conversations.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-surface p-4">
          <p className="text-sm text-muted">
            Ask about costs, recovery or risks in plain language. Your chats are kept here.
          </p>
          <Button asChild size="sm">
            <Link to={paths.trugptChat.href()}>
              <MessageCircle aria-hidden="true" /> Start a chat
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {conversations.map((c) => (
            <li key={c.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{c.title}</p>
                {c.lastMessage && <p className="truncate text-sm text-muted">{c.lastMessage}</p>}
                <p className="text-xs text-muted">{relativeTime(c.updatedAt)}</p>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.trugptChat.href({ c: c.id })} aria-label={`Continue chat: ${c.title}`}>
                  Continue
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

export function ProceduresPanel({ data }: { data: DashboardResponse }) {
  const { procedures, suggestedProcedures } = data;
  return (
    <DashboardCard
      id="procedures"
      title={procedures.length ? 'Procedures you looked into' : 'Popular procedures to start with'}
    >
      <ul className="flex flex-wrap gap-2">
        {(procedures.length ? procedures : suggestedProcedures).map((p) => (
          <li key={p.id}>
            <Link
              to={paths.procedure.href(p.id)}
              className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-medium text-ink hover:border-brand-300 hover:bg-brand-50"
            >
              {p.name}
              {'via' in p && (
                <span className="text-xs font-normal text-muted">
                  {p.via === 'asked' ? 'asked TruGPT' : 'viewed'}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {procedures.length > 0 && (
        <Link
          to={paths.browseProcedures.href()}
          className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          Browse all procedure guides
        </Link>
      )}
    </DashboardCard>
  );
}

const statusLabels = {
  new: 'Sent',
  contacted: 'Practice replied',
  booked: 'Booked',
  closed: 'Closed',
} as const;

export function ConsultationsPanel({ consultations }: { consultations: DashboardResponse['consultations'] }) {
  if (consultations.length === 0) return null;
  return (
    <DashboardCard id="consultations" title="Your consultation requests">
      <ul className="divide-y divide-line">
        {consultations.map((c) => (
          <li key={c.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              {c.providerId ? (
                <Link to={paths.provider.href(c.providerId)} className="font-medium text-ink hover:underline">
                  {c.providerName}
                </Link>
              ) : (
                <span className="font-medium text-ink">A provider no longer listed</span>
              )}
              <p className="text-sm text-muted">
                {c.procedureName ?? 'General consultation'} · {relativeTime(c.createdAt)}
              </p>
            </div>
            <Badge variant={c.status === 'booked' ? 'success' : 'neutral'}>{statusLabels[c.status]}</Badge>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}

export function ReviewsPanel({ reviews }: { reviews: DashboardResponse['reviews'] }) {
  if (reviews.length === 0) return null;
  return (
    <DashboardCard id="my-reviews" title="Your reviews">
      <ul className="divide-y divide-line">
        {reviews.map((r) => (
          <li key={r.id} className="py-3 first:pt-0 last:pb-0">
            <Link
              to={`${paths.provider.href(r.providerId)}#reviews`}
              className="font-medium text-ink hover:underline"
            >
              {r.providerName}
            </Link>
            <p className="text-sm text-muted">
              {r.rating} of 5 stars{r.procedureName ? ` · ${r.procedureName}` : ''}
              {r.hidden ? ' · hidden by moderators' : ''}
            </p>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}

export function NotificationsPanel({ notifications }: { notifications: DashboardResponse['notifications'] }) {
  return (
    <DashboardCard
      id="notifications"
      title="Notifications"
      action={notifications.unread > 0 ? <Badge variant="brand">{notifications.unread} unread</Badge> : null}
    >
      {notifications.latest.length === 0 ? (
        <p className="text-sm text-muted">
          You are all caught up. Updates about your requests and reviews appear here.
        </p>
      ) : (
        <ul className="space-y-3">
          {notifications.latest.map((n) => (
            <li key={n.id} className="text-sm">
              <p className={n.read ? 'text-ink' : 'font-semibold text-ink'}>{n.title}</p>
              <p className="text-muted">{n.message}</p>
              {n.actionHref?.startsWith('/') && (
                <Link to={n.actionHref} className="font-medium text-brand-700 hover:underline">
                  {n.actionLabel ?? 'Open'}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

import { AlertTriangle, BellOff, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { cn } from '@client/components/ui/cn';
import type { NotificationItem, NotificationList as List } from '@shared/schemas/notifications';
import {
  useDismissNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notifications';
import { relativeTime } from '../relative-time';

const icons = {
  info: { Icon: Info, className: 'text-brand-700 bg-brand-50' },
  success: { Icon: CheckCircle2, className: 'text-success-600 bg-green-50' },
  warning: { Icon: AlertTriangle, className: 'text-warning-600 bg-amber-50' },
  error: { Icon: XCircle, className: 'text-danger-600 bg-red-50' },
};

export function NotificationList({ data, onNavigate }: { data: List | undefined; onNavigate: () => void }) {
  const markAll = useMarkAllNotificationsRead();
  const items = data?.notifications ?? [];
  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 className="text-sm font-semibold text-ink">Notifications</h2>
        <button
          type="button"
          onClick={() => markAll.mutate(undefined)}
          disabled={!data?.unreadCount}
          className="cursor-pointer rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-default disabled:text-muted disabled:hover:bg-transparent"
        >
          Mark all read
        </button>
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <BellOff aria-hidden="true" className="size-6 text-muted" />
          <p className="text-sm text-muted">{data ? "You're all caught up." : 'Loading notifications…'}</p>
        </div>
      ) : (
        <ul className="max-h-[26rem] overflow-y-auto">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationRow({ item, onNavigate }: { item: NotificationItem; onNavigate: () => void }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const dismiss = useDismissNotification();
  const { Icon, className } = icons[item.type];
  const open = () => {
    if (!item.read) markRead.mutate(item.id);
    if (item.action) {
      onNavigate();
      navigate(item.action.href);
    }
  };
  return (
    <li
      className={cn(
        'group relative flex border-b border-line last:border-b-0',
        !item.read && 'bg-brand-50/50',
      )}
    >
      <button
        type="button"
        onClick={open}
        className="flex flex-1 cursor-pointer gap-3 px-4 py-3 pr-12 text-left hover:bg-surface focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset"
      >
        <span
          className={cn(
            'mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full',
            className,
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={cn('text-sm text-ink', !item.read && 'font-semibold')}>{item.title}</span>
            {!item.read && (
              <span className="size-2 shrink-0 rounded-full bg-brand-600">
                <span className="sr-only">(unread)</span>
              </span>
            )}
          </span>
          <span className="mt-0.5 block text-sm text-muted">{item.message}</span>
          <span className="mt-1 flex items-center gap-2 text-xs text-muted">
            <time dateTime={item.createdAt}>{relativeTime(item.createdAt)}</time>
            {item.action && <span className="font-medium text-brand-700">{item.action.label} →</span>}
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={() => dismiss.mutate(item.id)}
        aria-label={`Dismiss notification: ${item.title}`}
        className="absolute top-2 right-2 inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-muted hover:bg-white hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

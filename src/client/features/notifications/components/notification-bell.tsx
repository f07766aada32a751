import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { useNotifications } from '../api/notifications';
import { badgeLabel } from '../relative-time';
import { NotificationList } from './notification-list';

/** SPEC §2: the top bar's bell, for signed-in users on wider screens; the badge shows '9+' above 9. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data } = useNotifications();
  const unread = data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell aria-hidden="true" className="size-5!" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-1 right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
            >
              {badgeLabel(unread)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 p-0">
        <NotificationList data={data} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

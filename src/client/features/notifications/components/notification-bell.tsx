import { Bell } from 'lucide-react';
import { Button } from '@client/components/ui/button';

export function NotificationBell() {
  return (
    <Button variant="ghost" size="icon" aria-label="Notifications">
      <Bell aria-hidden="true" />
    </Button>
  );
}

import { ChevronDown, LayoutDashboard, LogOut, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { paths } from '@client/config/paths';
import { useSignOut } from '@client/features/auth/api/sign-out';
import type { MeUser } from '@shared/types';

export function initials(user: MeUser) {
  const first = user.firstName?.[0] ?? user.name?.[0] ?? user.email[0];
  const last = user.lastName?.[0] ?? '';
  return `${first}${last}`.toUpperCase();
}

export function UserAvatar({ user, className = 'size-9' }: { user: MeUser; className?: string }) {
  if (user.avatarUrl) return <img src={user.avatarUrl} alt="" className={`${className} rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800`}
    >
      {initials(user)}
    </span>
  );
}

export function UserMenu({ user }: { user: MeUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 hover:bg-surface"
        aria-label="Account menu"
      >
        <UserAvatar user={user} />
        <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{user.firstName ?? user.name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal text-muted">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.dashboard.href())}>
          <LayoutDashboard aria-hidden="true" /> Dashboard
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.profile.href())}>
          <User aria-hidden="true" /> Profile
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

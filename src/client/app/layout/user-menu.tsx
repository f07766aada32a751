import { ChevronDown, LayoutDashboard, LogOut, User } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { useSignOut } from '@client/lib/sign-out';
import type { SessionUser } from '@shared/types';
import { DisclosureMenu, menuItemClass } from './disclosure-menu';

export function initials(user: SessionUser) {
  const first = user.firstName?.[0] ?? user.name?.[0] ?? user.email[0];
  const last = user.lastName?.[0] ?? '';
  return `${first}${last}`.toUpperCase();
}

export function UserAvatar({ user, className = 'size-9' }: { user: SessionUser; className?: string }) {
  if (user.avatarUrl)
    return <img src={user.avatarUrl} alt="" className={`${className} rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800`}
    >
      {initials(user)}
    </span>
  );
}

export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const name = user.firstName ?? user.name;
  return (
    // Named by its content rather than aria-label, so the name always contains the visible text (WCAG 2.5.3).
    <DisclosureMenu
      align="end"
      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 hover:bg-surface"
      label={
        <>
          <UserAvatar user={user} />
          <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{name}</span>
          <span className="sr-only">Account menu</span>
          <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        </>
      }
    >
      <p className="truncate px-3 py-2 text-sm text-muted">{user.email}</p>
      <hr className="my-1 border-line" />
      <ul>
        <li>
          <Link to={paths.dashboard.href()} className={menuItemClass}>
            <LayoutDashboard aria-hidden="true" /> Dashboard
          </Link>
        </li>
        <li>
          <Link to={paths.profile.href()} className={menuItemClass}>
            <User aria-hidden="true" /> Profile
          </Link>
        </li>
      </ul>
      <hr className="my-1 border-line" />
      <button type="button" className={menuItemClass} onClick={() => void signOut()}>
        <LogOut aria-hidden="true" /> Sign Out
      </button>
    </DisclosureMenu>
  );
}

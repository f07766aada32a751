import { ChevronDown, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useSession } from '@client/lib/session';
import { useSignOut } from '@client/lib/sign-out';
import { DisclosureMenu, menuItemClass } from './disclosure-menu';
import { Logo } from './logo';
import { forProviders, patientResources } from './nav-links';

// Only signed-in visitors see the bell and their account menu; guests never download them.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() =>
  import('@client/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

export function TopBar() {
  const { user, isLoading } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu on every navigation
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <Logo />
          <nav aria-label="Main" className="hidden md:block">
            <DisclosureMenu
              panelClassName="w-72"
              className="flex min-h-11 cursor-pointer items-center gap-1 rounded-lg px-3 text-sm font-medium text-ink hover:bg-surface"
              label={
                <>
                  Patient Resources <ChevronDown aria-hidden="true" className="size-4 text-muted" />
                </>
              }
            >
              <ul>
                {patientResources.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} className={`${menuItemClass} flex-col items-start gap-0`}>
                      <span className="font-medium">{item.label}</span>
                      <span className="text-xs text-muted">{item.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </DisclosureMenu>
          </nav>
        </div>

        <div className="flex items-center gap-2">
          {user && (
            <div className="hidden md:block">
              <Suspense fallback={<span className="inline-block size-11" />}>
                <NotificationBell />
              </Suspense>
            </div>
          )}
          {user ? (
            <Suspense fallback={<span className="inline-block size-11" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <div className={`hidden items-center gap-2 md:flex ${isLoading ? 'invisible' : ''}`}>
              <Button asChild variant="ghost">
                <Link to={paths.signin.href()}>Sign In</Link>
              </Button>
              <Button asChild>
                <Link to={paths.signup.href()}>Get Started</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {/* Always in the markup, so a tap before the app runs can open it (public/early-input.js). */}
      <MobileMenu signedIn={Boolean(user)} hidden={!menuOpen} />
    </header>
  );
}

function MobileMenu({ signedIn, hidden }: { signedIn: boolean; hidden: boolean }) {
  const signOut = useSignOut();
  const linkClass = 'flex min-h-11 items-center rounded-lg px-3 text-base text-ink hover:bg-surface';
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      hidden={hidden}
      className="border-t border-line bg-white px-4 pb-4 md:hidden"
    >
      <p className="px-3 pt-4 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">
        Patient Resources
      </p>
      {patientResources.map((item) => (
        <Link key={item.href} to={item.href} className={linkClass}>
          {item.label}
        </Link>
      ))}
      <p className="px-3 pt-4 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">For Providers</p>
      {forProviders.slice(0, 2).map((item) => (
        <Link key={item.href} to={item.href} className={linkClass}>
          {item.label}
        </Link>
      ))}
      <div className="mt-4 grid grid-cols-2 gap-2">
        {signedIn ? (
          <>
            <Button asChild variant="outline">
              <Link to={paths.dashboard.href()}>Dashboard</Link>
            </Button>
            <Button variant="ghost" onClick={() => void signOut()}>
              Sign Out
            </Button>
          </>
        ) : (
          <>
            <Button asChild variant="outline">
              <Link to={paths.signin.href()}>Sign In</Link>
            </Button>
            <Button asChild>
              <Link to={paths.signup.href()}>Get Started</Link>
            </Button>
          </>
        )}
      </div>
    </nav>
  );
}

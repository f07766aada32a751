import { Bot, Home, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { paths } from '@client/config/paths';
import { useSession } from '@client/features/auth/api/session';
import { CommunityDialog } from '@client/features/company/components/community-dialog';

const itemClass =
  'flex min-h-14 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted aria-[current=page]:text-brand-700';

/** SPEC §2: below 768 px; hidden on /trugpt-chat. */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [communityOpen, setCommunityOpen] = useState(false);
  const [guestOpen, setGuestOpen] = useState(false);
  if (pathname === paths.trugptChat.path) return null;

  return (
    <>
      <nav
        aria-label="Quick navigation"
        data-testid="mobile-bottom-bar"
        className="fixed inset-x-0 bottom-0 z-40 flex border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <NavLink to={paths.home.href()} end className={itemClass}>
          <Home aria-hidden="true" className="size-5" /> Home
        </NavLink>
        <NavLink to={paths.findDoctors.href()} className={itemClass}>
          <Search aria-hidden="true" className="size-5" /> Find Doctors
        </NavLink>
        <button type="button" className={itemClass} onClick={() => setCommunityOpen(true)}>
          <Users aria-hidden="true" className="size-5" /> Community
        </button>
        <button
          type="button"
          className={itemClass}
          onClick={() => (user ? navigate(paths.trugptChat.href()) : setGuestOpen(true))}
        >
          <Bot aria-hidden="true" className="size-5" /> TruGPT
        </button>
      </nav>
      <CommunityDialog open={communityOpen} onOpenChange={setCommunityOpen} />
      <Dialog open={guestOpen} onOpenChange={setGuestOpen}>
        <DialogContent>
          <DialogTitle>Chat with TruGPT</DialogTitle>
          <DialogDescription>
            Create a free account to ask TruGPT about procedures, costs, recovery and providers near you.
          </DialogDescription>
          <div className="mt-2 grid gap-2">
            <Button asChild size="lg">
              <Link to={paths.signup.href()} onClick={() => setGuestOpen(false)}>
                Create Account
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={paths.signin.href()} onClick={() => setGuestOpen(false)}>
                Sign In
              </Link>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

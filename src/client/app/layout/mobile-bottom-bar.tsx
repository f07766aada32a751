import { Bot, Home, Search, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import {
  closeEarlyDialog,
  EARLY_DIALOGS,
  EarlyDialog,
  earlyDialogTrigger,
  openWholeEarlyDialog,
} from '@client/components/early-dialog';
import { paths } from '@client/config/paths';
import { GUEST_TRUGPT_TITLE, GuestTrugptOffer } from './guest-trugpt-offer';
import { useSession } from '@client/lib/session';

// The community dialog loads when first opened, keeping it out of every page's initial JavaScript.
const CommunityDialog = lazy(() =>
  import('@client/features/company/components/community-dialog').then((m) => ({
    default: m.CommunityDialog,
  })),
);

const itemClass =
  'flex min-h-14 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted aria-[current=page]:text-brand-700';

/** SPEC §2: below 768 px; hidden on /trugpt-chat. */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'community' | null>(null);
  const [loaded, setLoaded] = useState<Set<string>>(new Set());
  if (pathname === paths.trugptChat.path) return null;

  const openDialog = (name: 'community') => {
    setLoaded((prev) => new Set(prev).add(name));
    setDialog(name);
  };
  const onOpenChange = (open: boolean) => !open && setDialog(null);

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
        <button type="button" className={itemClass} onClick={() => openDialog('community')}>
          <Users aria-hidden="true" className="size-5" /> Community
        </button>
        <button
          type="button"
          className={itemClass}
          onClick={(event) => {
            if (user) return navigate(paths.trugptChat.href());
            // The offer is its frame, in the markup (components/early-dialog.tsx): it shows in the tap's own
            // frame, before the app ran (public/early-input.js; this is then the app's press again, which leaves
            // it as it is) or after, and stays until closed, never swapped for a copy under the visitor's finger.
            openWholeEarlyDialog(EARLY_DIALOGS.guestChat, event.currentTarget);
          }}
          {...(user ? {} : earlyDialogTrigger(EARLY_DIALOGS.guestChat, false))}
        >
          <Bot aria-hidden="true" className="size-5" /> TruGPT
        </button>
      </nav>
      {user ? null : (
        // The offer to a guest, opened by the tap (its attributes set by the opener; see openWholeEarlyDialog).
        <EarlyDialog id={EARLY_DIALOGS.guestChat} title={GUEST_TRUGPT_TITLE}>
          <GuestTrugptOffer onNavigate={() => closeEarlyDialog(EARLY_DIALOGS.guestChat)} />
        </EarlyDialog>
      )}
      <Suspense>
        {loaded.has('community') && (
          <CommunityDialog open={dialog === 'community'} onOpenChange={onOpenChange} />
        )}
      </Suspense>
    </>
  );
}

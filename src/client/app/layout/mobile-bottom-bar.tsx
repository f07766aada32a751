import { Bot, Home, Search, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import {
  closeEarlyDialog,
  EARLY_DIALOGS,
  EarlyDialog,
  earlyDialogShowing,
  earlyDialogTrigger,
  openWholeEarlyDialog,
} from '@client/components/early-dialog';
import { paths } from '@client/config/paths';
import { preloadWhenIdle } from '@client/lib/idle-preload';
import { GUEST_TRUGPT_TITLE, GuestTrugptOffer } from './guest-trugpt-offer';
import { useSession } from '@client/lib/session';

// Dialogs load when first opened, keeping them out of every page's initial JavaScript.
const CommunityDialog = lazy(() =>
  import('@client/features/company/components/community-dialog').then((m) => ({
    default: m.CommunityDialog,
  })),
);
let guestTrugptDialogLoaded = false;
const loadGuestTrugptDialog = () =>
  import('./guest-trugpt-dialog').then((module) => {
    guestTrugptDialogLoaded = true;
    return module;
  });
const GuestTrugptDialog = lazy(loadGuestTrugptDialog);
// The bar's TruGPT button is on every page: its dialog is there before the tap.
preloadWhenIdle(loadGuestTrugptDialog);

const itemClass =
  'flex min-h-14 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted aria-[current=page]:text-brand-700';

/** SPEC §2: below 768 px; hidden on /trugpt-chat. */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'community' | 'guest' | null>(null);
  const [loaded, setLoaded] = useState<Set<string>>(new Set());
  if (pathname === paths.trugptChat.path) return null;

  const openDialog = (name: 'community' | 'guest') => {
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
            // The offer's frame holds the whole offer and, once showing, stays until closed: it answers a tap
            // before the app ran (public/early-input.js showed it; this is the app's press again) or before the
            // dialog's code is here, and is never swapped for the dialog under the visitor's finger.
            if (earlyDialogShowing(EARLY_DIALOGS.guestChat) || !guestTrugptDialogLoaded)
              return openWholeEarlyDialog(EARLY_DIALOGS.guestChat, event.currentTarget);
            openDialog('guest');
          }}
          {...(user ? {} : earlyDialogTrigger(EARLY_DIALOGS.guestChat, dialog === 'guest'))}
        >
          <Bot aria-hidden="true" className="size-5" /> TruGPT
        </button>
      </nav>
      {user ? null : (
        // The guest dialog's first frame, for a tap before the app runs: the same words and links.
        <EarlyDialog id={EARLY_DIALOGS.guestChat} title={GUEST_TRUGPT_TITLE}>
          <GuestTrugptOffer onNavigate={() => closeEarlyDialog(EARLY_DIALOGS.guestChat)} />
        </EarlyDialog>
      )}
      <Suspense>
        {loaded.has('community') && (
          <CommunityDialog open={dialog === 'community'} onOpenChange={onOpenChange} />
        )}
        {loaded.has('guest') && <GuestTrugptDialog open={dialog === 'guest'} onOpenChange={onOpenChange} />}
      </Suspense>
    </>
  );
}

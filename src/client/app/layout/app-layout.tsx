import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { EARLY_DIALOGS, EarlyDialog } from '@client/components/early-dialog';
import { Spinner } from '@client/components/ui/spinner';
import { chatLauncher, useChatLauncher } from '@client/lib/chat-launcher';
import { preloadWhenIdle } from '@client/lib/idle-preload';
import { FloatingTrugptButton } from './floating-trugpt-button';
import { LoadingBar } from './loading-shell';
import { MobileBottomBar } from './mobile-bottom-bar';
import { FixedPageTitle } from './page-title';
import { PageLive } from './page-live';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

// Loaded after the first render or on first use, so they never weigh on a page's initial JavaScript.
const ToasterHost = lazy(() => import('@client/components/ui/toaster-host'));
const loadChatDialog = () => import('@client/features/trugpt/components/chat-dialog');
const ChatDialog = lazy(() => loadChatDialog().then((m) => ({ default: m.ChatDialog })));
// "Ask TruGPT" is on most pages: its dialog's frame is there before the tap (the conversation loads inside it).
preloadWhenIdle(loadChatDialog);

export function AppLayout() {
  const navigation = useNavigation();
  const chat = useChatLauncher();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBar />
      {navigation.state === 'loading' && <LoadingBar />}
      {/* At least a screen tall (less the 4rem top bar), so the footer never shows above the fold while a page's
          data loads and then jumps away when it arrives (layout shift). */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1 pb-16 md:pb-0">
        <FixedPageTitle />
        <Suspense>
          <Outlet />
          <PageLive />
        </Suspense>
      </main>
      <SiteFooter />
      <MobileBottomBar />
      <FloatingTrugptButton />
      {/* TruGPT's frame, for a tap on "Ask TruGPT" before the app runs (components/early-dialog.tsx). */}
      <EarlyDialog id={EARLY_DIALOGS.chat} title="TruGPT" fullScreenOnMobile closeLabel="Close TruGPT">
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Loading TruGPT" className="size-6 text-brand-600" />
        </div>
      </EarlyDialog>
      <Suspense>
        {chat.everOpened && (
          <ChatDialog
            open={chat.open}
            onOpenChange={(open) => (open ? chatLauncher.open() : chatLauncher.close())}
          />
        )}
        <ToasterHost />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}

import { Bot } from 'lucide-react';
import { useLocation } from 'react-router';
import { paths } from '@client/config/paths';
import { chatLauncher } from '@client/lib/chat-launcher';

/** SPEC §2: bottom-right, hidden on mobile, opens the chat dialog. */
export function FloatingTrugptButton() {
  const { pathname } = useLocation();
  if (pathname === paths.trugptChat.path) return null;
  return (
    <button
      type="button"
      onClick={() => chatLauncher.open()}
      className="fixed right-6 bottom-6 z-40 hidden cursor-pointer items-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-lg transition hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 md:inline-flex"
    >
      <Bot aria-hidden="true" className="size-5" /> Ask TruGPT
    </button>
  );
}

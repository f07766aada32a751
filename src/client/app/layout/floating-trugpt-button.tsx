import { Bot } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@client/config/paths';
import { chatLauncher } from '@client/lib/chat-launcher';
import { cn } from '@client/components/ui/cn';

// What the button must never sit on: anything a visitor can use, and figures marked data-float-avoid.
const AVOID =
  'a, button, input, select, textarea, summary, label, [role="button"], [tabindex], [data-float-avoid]';

/**
 * True when something to avoid lies under the button: looked for at fifteen points, five across by three down from
 * edge to edge, so a link that reaches only a strip along one edge counts too.
 */
function coversSomething(button: HTMLElement) {
  const r = button.getBoundingClientRect();
  const inset = 2;
  const points = [0, 0.25, 0.5, 0.75, 1].flatMap((across) =>
    [0, 0.5, 1].map((down) => [
      r.left + inset + across * (r.width - 2 * inset),
      r.top + inset + down * (r.height - 2 * inset),
    ]),
  );
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((el) => !button.contains(el) && el.closest(AVOID) !== null),
  );
}

/**
 * SPEC §2: bottom-right, hidden on mobile, opens the chat dialog. It steps aside (fades out, leaves the tab
 * order) while a link, button, field or marked figure is under it, so it never hides what a visitor came for —
 * a result's "View profile", a guide's buttons, a home figure — and comes back once the page moves on.
 */
export function FloatingTrugptButton() {
  const { pathname } = useLocation();
  return pathname === paths.trugptChat.path ? null : <LauncherButton />;
}

function LauncherButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      // Not shown on small screens (display: none): nothing to check.
      if (button.getClientRects().length === 0) return;
      setCovering(coversSomething(button));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Pages fill in after load (search results, reviews): look again when the page changes.
    const observer = new MutationObserver(schedule);
    const main = document.getElementById('main');
    if (main) observer.observe(main, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);

  return (
    <button
      ref={ref}
      type="button"
      onClick={() => chatLauncher.open()}
      inert={covering}
      data-floating-trugpt
      data-covering={covering || undefined}
      className={cn(
        'fixed right-6 bottom-6 z-40 hidden cursor-pointer items-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-lg transition duration-200 hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 md:inline-flex',
        covering && 'pointer-events-none translate-y-2 opacity-0',
      )}
    >
      <Bot aria-hidden="true" className="size-5" /> Ask TruGPT
    </button>
  );
}

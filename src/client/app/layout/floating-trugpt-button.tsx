import { Bot } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@client/config/paths';
import { EARLY_DIALOGS, earlyDialogTrigger } from '@client/components/early-dialog';
import { chatLauncher, useChatLauncher } from '@client/lib/chat-launcher';
import { cn } from '@client/components/ui/cn';

// What the button must never sit on: anything a visitor can use, tables, and figures marked data-float-avoid;
// besides these, any text (see coversSomething).
const AVOID =
  'a, button, input, select, textarea, summary, label, table, [role="button"], [tabindex], [data-float-avoid]';

const overlaps = (a: DOMRect, b: DOMRect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** True when a line of the element's own text lies under the button. */
function textUnder(el: Element, r: DOMRect) {
  for (const node of el.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) if (overlaps(line, r)) return true;
  }
  return false;
}

/**
 * True when something to avoid, or text, lies under the button: looked for at twenty-five points, five across by
 * five down from edge to edge, so a link or a line that reaches only a strip along one edge counts too.
 */
function coversSomething(button: HTMLElement) {
  const r = button.getBoundingClientRect();
  const inset = 2;
  const steps = [0, 0.25, 0.5, 0.75, 1];
  const under = new Set<Element>();
  for (const across of steps) {
    for (const down of steps) {
      const x = r.left + inset + across * (r.width - 2 * inset);
      const y = r.top + inset + down * (r.height - 2 * inset);
      for (const el of document.elementsFromPoint(x, y)) if (!button.contains(el)) under.add(el);
    }
  }
  return [...under].some((el) => el.closest(AVOID) !== null || textUnder(el, r));
}

/**
 * SPEC §2: bottom-right, hidden on mobile, opens the chat dialog. A round button in the corner, which the page
 * columns leave free on wide screens (its label shows where there is room for it). Where a page reaches the corner
 * it steps aside (hides at once, leaves the tab order) while text, a table, a link, button, field or marked figure
 * is under it, so it never hides what a visitor came for, and comes back once the page moves on.
 */
export function FloatingTrugptButton() {
  const { pathname } = useLocation();
  return pathname === paths.trugptChat.path ? null : <LauncherButton />;
}

function LauncherButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const chat = useChatLauncher();
  // Stepped aside until measured: the server cannot know what lies under the corner, and a button that showed
  // before the app runs would open nothing and could sit on the page's text.
  const [covering, setCovering] = useState(true);

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
    // …and when the page's height changes without a change to its content (pictures, the web font arriving).
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    void document.fonts.ready.then(schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      resized.disconnect();
    };
  }, []);

  return (
    <button
      ref={ref}
      type="button"
      onClick={() => chatLauncher.open()}
      {...earlyDialogTrigger(EARLY_DIALOGS.chat, chat.open)}
      inert={covering}
      title="Ask TruGPT"
      data-floating-trugpt
      data-covering={covering || undefined}
      className={cn(
        'fixed right-4 bottom-4 z-40 hidden size-12 cursor-pointer items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white shadow-lg transition-opacity duration-200 hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 md:inline-flex min-[1680px]:right-6 min-[1680px]:bottom-6 min-[1680px]:size-auto min-[1680px]:px-5 min-[1680px]:py-3',
        // Hidden at once, never drawn half-faded over what it steps aside for; it fades back in.
        covering && 'pointer-events-none opacity-0 transition-none',
      )}
    >
      <Bot aria-hidden="true" className="size-6 min-[1680px]:size-5" />
      <span className="sr-only min-[1680px]:not-sr-only">Ask TruGPT</span>
    </button>
  );
}

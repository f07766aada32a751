import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

interface DisclosureMenuProps {
  label: ReactNode;
  /** Accessible name when the label is not plain text (e.g. an avatar). */
  ariaLabel?: string;
  align?: 'start' | 'end';
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * Site navigation as a disclosure (button + panel of links), the pattern WAI recommends for nav menus.
 * Closes on Escape (focus returns to the button), on a click outside and on navigation. Weighs nothing,
 * which keeps the shell inside the home route's JS budget.
 */
export function DisclosureMenu({
  label,
  ariaLabel,
  align = 'start',
  className,
  panelClassName,
  children,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout on the wrapper only closes the menu when focus leaves it
    <div
      ref={root}
      className="relative"
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
        className={className}
      >
        {label}
      </button>
      <div
        id={id}
        hidden={!open}
        className={`absolute top-full z-50 mt-2 min-w-56 rounded-xl border border-line bg-white p-1.5 shadow-lg ${
          align === 'end' ? 'right-0' : 'left-0'
        } ${panelClassName ?? ''}`}
      >
        {children}
      </div>
    </div>
  );
}

export const menuItemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-surface focus-visible:bg-surface [&_svg]:size-4 [&_svg]:text-muted';

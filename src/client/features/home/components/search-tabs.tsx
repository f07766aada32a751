import type { KeyboardEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { cn } from '@client/components/ui/cn';

export interface SearchTab<T extends string> {
  value: T;
  label: ReactNode;
}

interface SearchTabsProps<T extends string> {
  idBase: string;
  tabs: SearchTab<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A two-tab WAI-ARIA tablist (arrow keys, Home/End). Hand-rolled because the home page keeps its download small;
 * each panel is labelled by its tab: `${idBase}-panel-${value}`.
 */
export function SearchTabs<T extends string>({ idBase, tabs, value, onChange }: SearchTabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Search by"
      className="grid w-full grid-cols-2 gap-1 rounded-xl bg-surface p-1 sm:inline-grid sm:w-auto sm:grid-cols-[auto_auto]"
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${idBase}-panel-${tab.value}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(e) => move(e, index)}
            className={cn(
              'inline-flex min-h-11 min-w-0 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-center text-sm leading-tight font-medium sm:min-h-10 sm:px-3 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 [&_svg]:size-4',
              selected ? 'bg-white text-brand-700 shadow-sm' : 'text-muted hover:text-ink',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

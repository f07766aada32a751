import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import type { ProviderLookupItem } from '@shared/schemas/leads';

interface ProviderPickerProps {
  label: string;
  hint?: string;
  /** The lookup to run for what was typed (2+ characters). */
  useLookup: (q: string) => { data?: ProviderLookupItem[]; isFetching: boolean; error: Error | null };
  onPick: (provider: ProviderLookupItem) => void;
  renderStatus?: (provider: ProviderLookupItem) => React.ReactNode;
}

/** Type a name, practice or city; pick from the matches. A plain list of buttons works with any input method. */
export function ProviderPicker({ label, hint, useLookup, onPick, renderStatus }: ProviderPickerProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const { data, isFetching, error } = useLookup(deferred);
  const ready = deferred.length >= 2;
  return (
    <div className="grid gap-3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          className="pl-9"
          placeholder="e.g. Dr. Lee, Bayside Aesthetics, Miami"
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div aria-live="polite">
        {!ready ? null : error ? (
          <p className="text-sm text-danger-600">{error.message}</p>
        ) : !data && isFetching ? (
          <Skeleton className="h-16 w-full" />
        ) : data && data.length === 0 ? (
          <p className="rounded-lg bg-surface px-4 py-3 text-sm text-muted">
            No profiles match “{deferred}”. Try the last name or the city.
          </p>
        ) : (
          <ul className="grid gap-2">
            {data?.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => onPick(p)}
                  className="flex w-full cursor-pointer flex-col gap-1 rounded-xl border border-line bg-white p-4 text-left transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span>
                    <span className="block font-medium text-ink">
                      {p.displayName}, {p.credentials}
                    </span>
                    <span className="block text-sm text-muted">
                      {p.practiceName ? `${p.practiceName} · ` : ''}
                      {p.specialty} · {p.city}, {p.state}
                    </span>
                  </span>
                  {renderStatus ? renderStatus(p) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

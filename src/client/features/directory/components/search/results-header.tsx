import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { Select } from '@client/components/ui/select';
import { countOf } from '@shared/plural';
import type { ProviderSearchResponse, SearchSort } from '@shared/schemas/search';
import { FilterPanel } from './filter-panel';
import { activeFilterCount, type SearchState } from './use-search-state';
import { formatNumber } from '@shared/format';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  distance: 'Nearest',
  rating: 'Highest rated',
  reviews: 'Most reviewed',
};

interface ResultsHeaderProps {
  data: ProviderSearchResponse | undefined;
  /** The search was refused or failed: the error card below says why, so the heading stops saying "Searching…". */
  failed: boolean;
  state: SearchState;
  onChange: (changes: SearchState) => void;
  radiusApplies: boolean;
}

export function describeSearch(data: ProviderSearchResponse) {
  const { procedure, location, provider } = data.resolved;
  const parts = [procedure ? `for ${procedure.name}` : '', provider ? `matching "${provider}"` : ''];
  if (location)
    parts.push(
      location.radius ? `within ${location.radius} miles of ${location.label}` : `in ${location.label}`,
    );
  return parts.filter(Boolean).join(' ');
}

/**
 * How a procedure search's total splits: "2 list Botox themselves; 14 more are registry clinicians whose specialty
 * usually offers it (not confirmed)." Nothing when every match lists it.
 */
export function usualNote(data: ProviderSearchResponse): string | null {
  const procedure = data.resolved.procedure;
  if (!procedure || data.confirmedTotal === undefined || data.total <= data.confirmedTotal) return null;
  const more = data.total - data.confirmedTotal;
  return `${formatNumber(data.confirmedTotal)} list ${procedure.name} themselves; ${formatNumber(more)}${
    data.totalCapped ? '+' : ''
  } more ${more === 1 && !data.totalCapped ? 'is a registry clinician' : 'are registry clinicians'} whose specialty usually offers it (not confirmed by the practice).`;
}

export function ResultsHeader({ data, failed, state, onChange, radiusApplies }: ResultsHeaderProps) {
  const id = useId();
  const filters = activeFilterCount(state);
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div aria-live="polite">
        {data ? (
          <>
            <h2 className="text-lg font-semibold text-ink">
              {data.totalCapped ? `${formatNumber(data.total)}+ providers` : countOf(data.total, 'provider')}
            </h2>
            <p className="text-sm text-muted">{describeSearch(data)}</p>
            {usualNote(data) ? <p className="text-sm text-muted">{usualNote(data)}</p> : null}
          </>
        ) : failed ? (
          <h2 className="text-lg font-semibold text-ink">No results</h2>
        ) : (
          <h2 className="text-lg font-semibold text-ink">Searching…</h2>
        )}
      </div>
      <div className="flex items-end gap-2">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline" className="md:hidden">
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Filters{filters ? ` (${filters})` : ''}
            </Button>
          </DialogTrigger>
          <DialogContent fullScreenOnMobile>
            <DialogHeader>
              <DialogTitle>Filters</DialogTitle>
              <DialogDescription>Results update as you change a filter.</DialogDescription>
            </DialogHeader>
            <FilterPanel state={state} onChange={onChange} radiusApplies={radiusApplies} />
            <DialogFooter className="mt-auto">
              <DialogClose asChild>
                <Button>
                  {data
                    ? `Show ${formatNumber(data.total)}${data.totalCapped ? '+' : ''} results`
                    : 'Show results'}
                </Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-sort`} className="sr-only sm:not-sr-only">
            Sort by
          </Label>
          <Select
            id={`${id}-sort`}
            value={state.sort ?? 'relevance'}
            onChange={(e) => onChange({ sort: e.target.value === 'relevance' ? '' : e.target.value })}
            wrapperClassName="w-44"
          >
            {(Object.keys(SORT_LABELS) as SearchSort[]).map((s) => (
              <option key={s} value={s} disabled={s === 'distance' && !radiusApplies}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}

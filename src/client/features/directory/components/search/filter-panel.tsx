import { useId } from 'react';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import { Select } from '@client/components/ui/select';
import { DEFAULT_RADIUS, MIN_RATING_OPTIONS, RADIUS_OPTIONS, SPECIALTIES } from '@shared/search-options';
import type { SearchState } from './use-search-state';

interface FilterPanelProps {
  state: SearchState;
  onChange: (changes: SearchState) => void;
  /** Whole-state and name-only searches have no centre point, so a radius does not apply. */
  radiusApplies: boolean;
}

/** Filters apply as soon as they change; the sidebar on desktop and the sheet on mobile render the same panel. */
export function FilterPanel({ state, onChange, radiusApplies }: FilterPanelProps) {
  const id = useId();
  const toggle = (key: 'verified' | 'accepting' | 'confirmed', label: string, hint: string) => (
    <div className="flex items-start gap-3">
      <Checkbox
        id={`${id}-${key}`}
        checked={state[key] === 'true'}
        onCheckedChange={(checked) => onChange({ [key]: checked === true ? 'true' : '' })}
        className="mt-0.5"
      />
      <div>
        <Label htmlFor={`${id}-${key}`}>{label}</Label>
        <p className="text-xs text-muted">{hint}</p>
      </div>
    </div>
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-specialty`}>Specialty</Label>
        <Select
          id={`${id}-specialty`}
          value={state.specialty ?? ''}
          onChange={(e) => onChange({ specialty: e.target.value })}
        >
          <option value="">All specialties</option>
          {SPECIALTIES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-rating`}>Minimum rating</Label>
        <Select
          id={`${id}-rating`}
          value={state.minRating ?? ''}
          onChange={(e) => onChange({ minRating: e.target.value })}
        >
          <option value="">Any rating</option>
          {MIN_RATING_OPTIONS.map((r) => (
            <option key={r} value={String(r)}>
              {r} stars and up
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-radius`}>Distance</Label>
        <Select
          id={`${id}-radius`}
          value={state.radius ?? String(DEFAULT_RADIUS)}
          disabled={!radiusApplies}
          aria-describedby={radiusApplies ? undefined : `${id}-radius-hint`}
          onChange={(e) =>
            onChange({ radius: e.target.value === String(DEFAULT_RADIUS) ? '' : e.target.value })
          }
        >
          {RADIUS_OPTIONS.map((r) => (
            <option key={r} value={String(r)}>
              Within {r} miles
            </option>
          ))}
        </Select>
        {radiusApplies ? null : (
          <p id={`${id}-radius-hint`} className="text-xs text-muted">
            Enter a city, ZIP or your location to search by distance.
          </p>
        )}
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-medium text-ink">Provider</legend>
        {toggle(
          'verified',
          'Verified providers only',
          'At least one check made by TruSelf: licence, NPI registry, board certification or identity.',
        )}
        {toggle('accepting', 'Accepting new patients', 'Hide practices with a waiting list.')}
        {state.procedure
          ? toggle(
              'confirmed',
              'Confirmed only',
              'Only providers who list this procedure themselves, not registry clinicians whose specialty usually offers it.',
            )
          : null}
      </fieldset>
    </div>
  );
}

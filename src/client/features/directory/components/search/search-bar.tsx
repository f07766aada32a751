import { LocateFixed, MapPin, Search, Stethoscope, UserRound, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { paths } from '@client/config/paths';
import { matchProcedures, procedureById } from '@shared/schemas/search-terms';
import {
  getAutocompleteQueryOptions,
  getPlaceSuggestionsQueryOptions,
  useAutocomplete,
  usePlaceSuggestions,
} from '../../api/search';
import { Combobox, type ComboboxGroup } from './combobox';
import type { SearchState } from './use-search-state';

type SearchType = 'procedure' | 'provider';
const iconClass = 'pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2 text-muted';

interface SearchBarProps {
  state: SearchState;
  onSearch: (changes: SearchState) => void;
}

/** The suggestions the bar asks for as it starts from the URL, for the page's loader to load with the page. */
export function searchBarQueries(state: SearchState) {
  const provider = (state.provider ?? '').trim();
  const place = (state.location ?? '').trim();
  return [
    ...(startsOnProvider(state) && provider.length >= 2 ? [getAutocompleteQueryOptions(provider)] : []),
    ...(!(state.lat && state.lng) && place.length >= 2 ? [getPlaceSuggestionsQueryOptions(place)] : []),
  ];
}

const startsOnProvider = (state: SearchState) =>
  state.searchType === 'provider' || (!state.procedure && Boolean(state.provider));

/** What to search for and where; the page remounts it when the URL changes, so it always starts from the URL. */
export function SearchBar({ state, onSearch }: SearchBarProps) {
  const id = useId();
  const navigate = useNavigate();
  const [searchType, setSearchType] = useState<SearchType>(
    startsOnProvider(state) ? 'provider' : 'procedure',
  );
  const [procedure, setProcedure] = useState(
    state.procedure ? (procedureById(state.procedure)?.name ?? state.procedure) : '',
  );
  const [provider, setProvider] = useState(state.provider ?? '');
  const [location, setLocation] = useState(state.location ?? '');
  const [position, setPosition] = useState(
    state.lat && state.lng ? { lat: state.lat, lng: state.lng } : null,
  );
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState('');

  const procedureGroups: ComboboxGroup[] = matchProcedures(
    procedure === procedureById(state.procedure ?? '')?.name ? '' : procedure,
  ).map((g) => ({
    label: g.categoryName,
    options: g.items.map((p) => ({ value: p.id, label: p.name })),
  }));
  const names = useAutocomplete(provider.trim(), searchType === 'provider' && provider.trim().length >= 2);
  const providerGroups: ComboboxGroup[] =
    provider.trim().length >= 2 && names.data?.providers.length
      ? [
          {
            label: 'Providers',
            options: names.data.providers.map((p) => ({
              value: String(p.id),
              label: p.displayName,
              hint: `${p.specialty} · ${p.city}, ${p.state}`,
            })),
          },
        ]
      : [];

  const typedPlace = location.trim();
  const places = usePlaceSuggestions(typedPlace, !position && typedPlace.length >= 2);
  const placeGroups: ComboboxGroup[] =
    !position && typedPlace.length >= 2 && places.data?.places.length
      ? [
          {
            label: 'Places',
            // Once a suggestion is picked the box holds it exactly: no list of one repeating it.
            options: places.data.places
              .filter((p) => p.value !== typedPlace)
              .map((p) => ({ value: p.value, label: p.label })),
          },
        ].filter((g) => g.options.length > 0)
      : [];

  const locate = () => {
    setGeoError('');
    if (!('geolocation' in navigator)) {
      setGeoError('Your browser cannot share its location. Please type a city or ZIP code.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const next = { lat: pos.coords.latitude.toFixed(4), lng: pos.coords.longitude.toFixed(4) };
        setPosition(next);
        setLocation('');
        onSearch({ ...next, location: '' });
      },
      () => {
        setLocating(false);
        setGeoError(
          "We couldn't get your location. Check that location access is allowed, or type a city or ZIP code.",
        );
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  // What the fields hold, read from the form: a search sent while the app is taking the page over may come before
  // the app's state has caught up with what was typed into the server's markup (lib/early-input.ts).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const field = (name: string, state: string) => String(fields.get(name) ?? state).trim();
    const kind = field('searchType', searchType) === 'provider' ? 'provider' : 'procedure';
    const typedProcedure = field('procedure', procedure);
    const chosen = matchProcedures('')
      .flatMap((g) => g.items)
      .find((p) => p.name === typedProcedure);
    onSearch({
      searchType: kind,
      procedure: kind === 'procedure' ? (chosen?.id ?? typedProcedure) : '',
      provider: kind === 'provider' ? field('provider', provider) : '',
      location: position ? '' : field('location', location),
      lat: position?.lat ?? '',
      lng: position?.lng ?? '',
    });
  };

  const tab = (value: SearchType, label: string) => (
    <label className="flex-1 cursor-pointer rounded-md px-3 py-2 text-center text-sm font-medium text-muted has-[:checked]:bg-white has-[:checked]:text-ink has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
      <input
        type="radio"
        name="searchType"
        value={value}
        checked={searchType === value}
        onChange={() => setSearchType(value)}
        className="sr-only"
      />
      {label}
    </label>
  );

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="Search providers"
      className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <fieldset className="mb-4 flex max-w-sm gap-1 rounded-lg bg-surface p-1">
        <legend className="sr-only">Search by</legend>
        {tab('procedure', 'Find by Procedure')}
        {tab('provider', 'Find by Provider')}
      </fieldset>
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
        {searchType === 'procedure' ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-procedure`}>Procedure</Label>
            <Combobox
              id={`${id}-procedure`}
              name="procedure"
              value={procedure}
              placeholder="e.g. Rhinoplasty, Botox, GLP-1"
              maxLength={80}
              icon={<Stethoscope aria-hidden="true" className={iconClass} />}
              groups={procedureGroups}
              onChange={setProcedure}
              onSelect={(o) => setProcedure(o.label)}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-provider`}>Provider or practice name</Label>
            <Combobox
              id={`${id}-provider`}
              name="provider"
              value={provider}
              placeholder="e.g. Dr. Smith"
              maxLength={80}
              icon={<UserRound aria-hidden="true" className={iconClass} />}
              groups={providerGroups}
              onChange={setProvider}
              onSelect={(o) => navigate(paths.provider.href(o.value))}
            />
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-location`}>Location</Label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              {position ? (
                <>
                  <MapPin aria-hidden="true" className={iconClass} />
                  <Input
                    id={`${id}-location`}
                    name="location"
                    value="Current location"
                    readOnly
                    aria-describedby={geoError ? `${id}-geo` : undefined}
                    className="pl-9"
                  />
                </>
              ) : (
                <Combobox
                  id={`${id}-location`}
                  name="location"
                  value={location}
                  placeholder="City, state or ZIP"
                  maxLength={100}
                  icon={<MapPin aria-hidden="true" className={iconClass} />}
                  groups={placeGroups}
                  onChange={setLocation}
                  onSelect={(o) => setLocation(o.value)}
                  aria-describedby={geoError ? `${id}-geo` : undefined}
                />
              )}
              {position ? (
                <button
                  type="button"
                  aria-label="Clear current location"
                  onClick={() => setPosition(null)}
                  className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-surface"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              ) : null}
            </div>
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={locate}
              disabled={locating}
              aria-label="Use my location"
              title="Use my location"
            >
              <LocateFixed aria-hidden="true" className={locating ? 'size-4 animate-pulse' : 'size-4'} />
            </Button>
          </div>
        </div>
        <Button type="submit" size="lg" className="md:h-10">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </div>
      {geoError ? (
        <p id={`${id}-geo`} role="alert" className="mt-2 text-sm text-danger-600">
          {geoError}
        </p>
      ) : null}
    </form>
  );
}

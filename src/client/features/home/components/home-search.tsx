import { MapPin, Search, Stethoscope, UserRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Select } from '@client/components/ui/select';
import { paths } from '@client/config/paths';
import { PROCEDURE_CATALOGUE } from '@shared/catalogue';
import { SearchTabs } from './search-tabs';

type SearchType = 'procedure' | 'provider';

/** SPEC §2: Find by Procedure / Find by Provider, submitting to /find-doctors with SPEC's query parameters. */
export function HomeSearch() {
  const navigate = useNavigate();
  const id = useId();
  const [searchType, setSearchType] = useState<SearchType>('procedure');
  const [procedure, setProcedure] = useState('');
  const [provider, setProvider] = useState('');
  const [location, setLocation] = useState('');

  // What the fields hold, read from the form: a search sent while the app is taking the page over may come before
  // the app's state has caught up with what was typed into the server's markup (lib/early-input.ts).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const field = (name: string, state: string) => String(fields.get(name) ?? state).trim();
    const where = field('location', location);
    navigate(
      searchType === 'procedure'
        ? paths.findDoctors.href({ procedure: field('procedure', procedure), location: where, searchType })
        : paths.findDoctors.href({ provider: field('provider', provider), location: where, searchType }),
    );
  };

  const locationField = (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-location`}>Location</Label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={`${id}-location`}
          name="location"
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          placeholder="City, state or ZIP"
          autoComplete="address-level2"
          maxLength={100}
          className="pl-9"
        />
      </div>
    </div>
  );

  return (
    // action/method: a search sent before the app has taken over the server's markup still arrives.
    <form
      action={paths.findDoctors.path}
      method="get"
      onSubmit={submit}
      aria-label="Find a provider"
      className="rounded-2xl border border-line bg-white p-4 shadow-lg shadow-brand-900/5 sm:p-5"
    >
      <input type="hidden" name="searchType" value={searchType} />
      <SearchTabs
        idBase={id}
        value={searchType}
        onChange={setSearchType}
        tabs={[
          {
            value: 'procedure',
            label: (
              <>
                <Stethoscope aria-hidden="true" /> Find by Procedure
              </>
            ),
          },
          {
            value: 'provider',
            label: (
              <>
                <UserRound aria-hidden="true" /> Find by Provider
              </>
            ),
          },
        ]}
      />
      <div
        role="tabpanel"
        id={`${id}-panel-${searchType}`}
        aria-labelledby={`${id}-tab-${searchType}`}
        className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        {searchType === 'procedure' ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-procedure`}>Procedure</Label>
            <Select
              id={`${id}-procedure`}
              name="procedure"
              value={procedure}
              onChange={(e) => setProcedure(e.target.value)}
            >
              <option value="">Any procedure</option>
              {PROCEDURE_CATALOGUE.map((category) => (
                <optgroup key={category.id} label={category.name}>
                  {category.procedures.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </div>
        ) : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-provider`}>Provider or practice name</Label>
            <Input
              id={`${id}-provider`}
              name="provider"
              value={provider}
              onChange={(e) => setProvider(e.target.value)}
              placeholder="e.g. Dr. Smith"
              maxLength={80}
            />
          </div>
        )}
        {locationField}
        <Button type="submit" size="lg" className="w-full sm:w-auto md:h-10">
          <Search aria-hidden="true" /> Search
        </Button>
      </div>
    </form>
  );
}

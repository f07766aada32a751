import { queryOptions, useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { REGISTRY_NOTE } from '@shared/schemas/registry';
import { api } from '@client/lib/api-client';
import { formatDay } from '@shared/format';
import { providerQueryKey } from './provider-api';

export const getRegistryFactsQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: [...providerQueryKey, String(providerId), 'registry'],
    queryFn: () => api.get('/providers/:id/registry', { param: { id: providerId } }),
  });

/**
 * What the national NPI registry proves about this clinician, and what it does not. Only profiles with a registry
 * record show it; on a claimed profile these are the facts the owner cannot edit.
 */
export function RegistryFacts({ providerId }: { providerId: number }) {
  const query = useQuery(getRegistryFactsQueryOptions(providerId));
  const r = query.data?.registry;
  if (!r) return null;
  const updated = r.updatedOn ? `updated ${formatDay(r.updatedOn)}` : 'date not given';
  return (
    <section
      aria-labelledby="registry-heading"
      className="rounded-2xl border border-line bg-white p-5 text-sm shadow-sm sm:p-6"
    >
      <h2 id="registry-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
        <BadgeCheck aria-hidden="true" className="size-5 text-brand-700" />
        From the NPI registry, {updated}
      </h2>
      <p className="mt-2 leading-6 text-muted">{REGISTRY_NOTE.proves}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-muted">NPI</dt>
          <dd className="font-medium text-ink">{r.npi}</dd>
        </div>
        <div>
          <dt className="text-muted">Licence</dt>
          <dd className="font-medium text-ink">
            {r.licenseNumber
              ? `${r.licenseNumber}${r.licenseState ? ` (${r.licenseState})` : ''}`
              : 'Not listed'}
          </dd>
        </div>
        {r.taxonomy && (
          <div className="sm:col-span-2">
            <dt className="text-muted">Registered specialty</dt>
            <dd className="font-medium text-ink">
              {r.taxonomy} <span className="font-normal text-muted">({r.taxonomyCode})</span>
            </dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="text-muted">Board certification</dt>
          <dd className="font-medium text-ink">
            {r.boardCertification.confirmed
              ? `Confirmed${r.boardCertification.board ? `: ${r.boardCertification.board}` : ''} (not from the registry)`
              : REGISTRY_NOTE.noBoard}
          </dd>
        </div>
      </dl>
      {r.claimed && (
        <p className="mt-4 text-muted">
          The practice manages the rest of this profile; these registry facts change only when the registry
          does.
        </p>
      )}
    </section>
  );
}

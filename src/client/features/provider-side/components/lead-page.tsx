import { ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import type { LeadInput } from '@shared/schemas/leads';
import { useProviderLookup, useProviderSummary } from '../api/leads';
import { LeadRequestForm } from './lead-request-form';
import { ProviderPicker } from './provider-picker';
import { practiceOrClinician } from '@shared/practice-facts';

interface LeadPageProps {
  kind: LeadInput['kind'];
  eyebrow: string;
  title: string;
  subtitle: string;
}

/** /lead-form and /patient-contact: choose the practice (or arrive with ?provider=), then send the request. */
export function LeadPage({ kind, eyebrow, title, subtitle }: LeadPageProps) {
  const [params, setParams] = useSearchParams();
  const providerParam = params.get('provider');
  const summary = useProviderSummary(providerParam);

  const choose = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('provider');
    else next.set('provider', String(id));
    setParams(next);
  };

  return (
    <PageFrame eyebrow={eyebrow} title={title} subtitle={subtitle} width="narrow">
      {!providerParam ? (
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <ProviderPicker
            label="Which practice would you like to contact?"
            hint="Search by provider name, practice or city."
            useLookup={useProviderLookup}
            onPick={(p) => choose(p.id)}
          />
        </div>
      ) : summary.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : summary.error || !summary.data ? (
        <EmptyState
          title="We could not find that practice"
          text={summary.error?.message ?? 'It may have left the directory.'}
          action={<Button onClick={() => choose(null)}>Choose another practice</Button>}
        />
      ) : (
        <div className="grid gap-5">
          <div className="flex flex-col gap-3 rounded-2xl bg-surface p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm text-muted">Your request goes to</p>
              <p className="text-lg font-semibold text-ink">{practiceOrClinician(summary.data)}</p>
              <p className="text-sm text-muted">
                {summary.data.displayName} · {summary.data.city}, {summary.data.state}
                {summary.data.acceptingNewPatients === false ? ' · Not accepting new patients right now' : ''}
              </p>
            </div>
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={paths.provider.href(summary.data.id)}>View profile</Link>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => choose(null)}>
                Change practice
              </Button>
            </div>
          </div>
          <LeadRequestForm
            key={summary.data.id}
            kind={kind}
            provider={summary.data}
            initialProcedureId={params.get('procedure') ?? undefined}
          />
          <p className="flex items-start gap-2 text-sm text-muted">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            TruSelf passes your request only to the practice you chose. For a medical emergency, call 911.
          </p>
        </div>
      )}
    </PageFrame>
  );
}

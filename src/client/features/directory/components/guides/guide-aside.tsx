import { ClipboardList, MessageCircle, Search } from 'lucide-react';
import { Link } from 'react-router';
import type { ProcedureDetailResponse } from '@shared/schemas/directory';
import { Button } from '@client/components/ui/button';
import { formatPriceRange, formatUsd } from '@shared/format';
import { countOf } from '@shared/plural';
import { askTrugpt, findProvidersHref } from './guide-hero';

/** Wide screens: the next steps stay in reach beside the guide while the patient reads. */
export function GuideAside({ data }: { data: ProcedureDetailResponse }) {
  const { guide, priceStats } = data;
  return (
    <div className="sticky top-24 rounded-xl border border-line bg-white p-5 shadow-sm">
      <p className="text-xs font-medium uppercase tracking-wide text-muted">Listed by TruSelf providers</p>
      {priceStats ? (
        <>
          <p className="mt-1 text-xl font-semibold text-ink">
            {formatPriceRange(priceStats.min, priceStats.max)}
          </p>
          <p className="mt-1 text-sm text-muted">
            Median {formatUsd(priceStats.median)} · {countOf(priceStats.providerCount, 'provider')}
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted">No provider lists a price yet.</p>
      )}
      <div className="mt-4 flex flex-col gap-2">
        <Button asChild>
          <Link to={findProvidersHref(guide.id)}>
            <Search aria-hidden="true" />
            Find providers
          </Link>
        </Button>
        <Button variant="outline" onClick={() => askTrugpt(guide)}>
          <MessageCircle aria-hidden="true" />
          Ask TruGPT
        </Button>
        <a
          href="#questions"
          className="mt-1 inline-flex items-center justify-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <ClipboardList aria-hidden="true" className="size-4" />
          Questions to ask a provider
        </a>
      </div>
    </div>
  );
}

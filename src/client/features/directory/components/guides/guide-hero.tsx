import { MessageCircle, Search } from 'lucide-react';
import { Link } from 'react-router';
import type { ProcedureGuide } from '@shared/schemas/content';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { chatLauncher } from '@client/lib/chat-launcher';
import { Breadcrumbs } from './breadcrumbs';
import { formatDay, formatPriceRange } from '@shared/format';

export const findProvidersHref = (procedureId: string) =>
  paths.findDoctors.href({ procedure: procedureId, searchType: 'procedure' });

export const askTrugpt = (guide: ProcedureGuide) =>
  chatLauncher.open({ prompt: `What should I know before getting ${guide.shortName}?` });

export function GuideHero({ guide, categoryName }: { guide: ProcedureGuide; categoryName: string }) {
  const { typicalRange } = guide.cost;
  const facts = [
    { label: 'Typical cost', value: formatPriceRange(typicalRange.min, typicalRange.max, typicalRange.unit) },
    { label: 'Time', value: guide.duration },
    { label: 'Anesthesia', value: guide.anesthesia },
  ];
  return (
    <div className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 sm:px-6 md:pt-8 md:pb-10">
        <Breadcrumbs
          items={[
            { label: 'Procedures', to: paths.browseProcedures.href() },
            { label: categoryName, to: paths.procedureCategory.href(guide.categoryId) },
            { label: guide.shortName },
          ]}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">{categoryName}</Badge>
          <span className="text-sm text-muted">Reviewed {formatDay(guide.lastReviewed)}</span>
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink md:text-4xl">{guide.name}</h1>
        <p className="mt-3 max-w-3xl text-lg leading-8 text-muted">{guide.summary}</p>
        <dl className="mt-6 grid max-w-4xl gap-3 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl border border-line bg-white/80 px-4 py-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">{fact.label}</dt>
              <dd className="mt-1 text-sm font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={findProvidersHref(guide.id)}>
              <Search aria-hidden="true" />
              Find providers for {guide.shortName}
            </Link>
          </Button>
          <Button variant="outline" size="lg" onClick={() => askTrugpt(guide)}>
            <MessageCircle aria-hidden="true" />
            Ask TruGPT about {guide.shortName}
          </Button>
        </div>
      </div>
    </div>
  );
}

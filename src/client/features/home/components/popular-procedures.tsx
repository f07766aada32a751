import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { ALL_PROCEDURES, POPULAR_PROCEDURE_IDS } from '@shared/catalogue';
import { SectionHeading } from './section-heading';

const categoryLabel: Record<string, string> = {
  surgical: 'Surgical',
  'non-surgical': 'Non-surgical',
  'weight-loss': 'Weight loss',
  wellness: 'Wellness',
};

// Tile names without the catalogue's parenthetical ("Rhinoplasty (Nose Job)" reads as "Rhinoplasty").
const tiles = POPULAR_PROCEDURE_IDS.map((id) => {
  const procedure = ALL_PROCEDURES.find((p) => p.id === id);
  return {
    id,
    name: procedure?.name.replace(/\s*\(.*\)$/, '') ?? id,
    category: categoryLabel[procedure?.categoryId ?? ''],
  };
});

export function PopularProcedures() {
  return (
    <section aria-labelledby="procedures-title" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <SectionHeading id="procedures-title" titleKey="procedures_title" subtitleKey="procedures_subtitle" />
        <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Link
                to={paths.procedure.href(tile.id)}
                className="group flex h-full min-h-28 flex-col justify-between rounded-2xl border border-line bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md md:p-5"
              >
                <span className="text-xs font-medium uppercase tracking-wide text-brand-700">
                  {tile.category}
                </span>
                <span className="mt-2 flex items-end justify-between gap-2">
                  <span className="text-base font-semibold text-ink md:text-lg">{tile.name}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted transition group-hover:translate-x-0.5 group-hover:text-brand-700"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to={paths.browseProcedures.href()}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Browse all procedures
          </Link>
        </p>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import type { ProcedureCatalogueResponse } from '@shared/schemas/directory';
import { paths } from '@client/config/paths';
import type { CONCERNS } from './concern-meta';
import { ProcedureCard } from './procedure-card';

type Categories = ProcedureCatalogueResponse['categories'];

/** One concern: the patient-language goals that mention it, then every guide filed under it. */
export function ConcernPanel({
  concern,
  categories,
}: {
  concern: (typeof CONCERNS)[number];
  categories: Categories;
}) {
  const all = categories.flatMap((c) => c.procedures);
  const byId = new Map(all.map((p) => [p.id, p]));
  const matching = all.filter((p) => p.concerns.includes(concern.id));
  const goals = categories.flatMap((c) => c.concerns).filter((g) => g.concern === concern.id);
  const Icon = concern.icon;

  return (
    <div className="space-y-8">
      <div className="flex items-start gap-4 rounded-xl bg-brand-50 p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-ink">{concern.label}</h2>
          <p className="mt-1 text-slate-700">{concern.description}</p>
        </div>
      </div>
      {goals.length > 0 && (
        <section aria-labelledby={`${concern.id}-goals`}>
          <h3 id={`${concern.id}-goals`} className="text-base font-semibold text-ink">
            Common goals
          </h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {goals.map((goal) => (
              <li key={goal.label} className="rounded-xl border border-line p-4">
                <p className="font-medium text-ink">{goal.label}</p>
                <p className="mt-1 text-sm text-muted">
                  {goal.procedureIds.map((id, i) => {
                    const p = byId.get(id);
                    if (!p) return null;
                    return (
                      <span key={id}>
                        {i > 0 && ' · '}
                        <Link
                          to={paths.procedure.href(id)}
                          className="text-brand-700 underline-offset-4 hover:underline"
                        >
                          {p.shortName}
                        </Link>
                      </span>
                    );
                  })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={`${concern.id}-procedures`}>
        <h3 id={`${concern.id}-procedures`} className="text-base font-semibold text-ink">
          {matching.length} procedures for {concern.label.toLowerCase()}
        </h3>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {matching.map((procedure) => (
            <li key={procedure.id}>
              <ProcedureCard procedure={procedure} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { HOME_STATS } from '@shared/constants';

// SPEC §9: hard-coded figures.
const stats = [
  { value: HOME_STATS.satisfaction, label: 'Patient satisfaction' },
  { value: HOME_STATS.patients, label: 'Patients helped' },
  { value: HOME_STATS.rating, label: 'Average rating' },
  { value: HOME_STATS.providers, label: 'Verified providers' },
];

export function StatsBand() {
  return (
    <section aria-label="TruSelf in numbers" className="bg-brand-800 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} data-float-avoid className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-brand-100">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight md:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

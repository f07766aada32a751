import { BadgeCheck, Clock, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { paths } from '@client/config/paths';
import { ListingForm } from '../components/listing-form';
import { EarnedNotBought } from '../components/marketing-page';
import { formTokenQueryOptions } from '@client/lib/form-guard';
import { loadQueries } from '@client/lib/page-loader';

export default function ListPracticePage() {
  return (
    <PageFrame
      eyebrow="For providers"
      title="List your practice"
      subtitle="Get a verified profile and receive patient requests. Listing is free."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_300px]">
        <ListingForm />
        <aside className="space-y-5 text-sm text-muted lg:sticky lg:top-24 lg:self-start">
          <Point icon={<Clock aria-hidden="true" />} title="About five minutes">
            We review every listing, usually within two business days.
          </Point>
          <Point icon={<BadgeCheck aria-hidden="true" />} title="Verified before it goes live">
            We check the license and board certification you give us.
          </Point>
          <Point icon={<Inbox aria-hidden="true" />} title="Requests from patients">
            Once approved, patients can send your practice consultation requests.
          </Point>
          <p>
            Already in our directory?{' '}
            <Link to={paths.claimProfile.href()} className="font-medium text-brand-700 underline">
              Claim your profile
            </Link>{' '}
            instead.
          </p>
          <EarnedNotBought />
        </aside>
      </div>
    </PageFrame>
  );
}

function Point({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <h2 className="font-semibold text-ink">{title}</h2>
        <p className="mt-1">{children}</p>
      </div>
    </div>
  );
}

export const loader = loadQueries(() => [formTokenQueryOptions('listing')]);

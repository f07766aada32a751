import { CalendarCheck, LayoutDashboard, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { EditableText } from '@client/components/editable-content/components/editable-text';
import { siteFigure } from '@shared/schemas/site-stats';
import { useSiteStats } from '../api/get-site-stats';
import { FeaturedProviders } from './featured-providers';
import { HomeSearch } from './home-search';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 pt-10 pb-12 sm:px-6 md:pt-14 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-12 lg:pb-16">
        <div className="min-w-0">
          <EditableText
            id="hero-title"
            contentKey="hero_title"
            as="h1"
            multiline={false}
            className="max-w-3xl text-4xl leading-tight font-bold tracking-tight text-ink text-balance sm:text-5xl"
          />
          <EditableText
            contentKey="hero_subtitle"
            as="p"
            className="mt-4 max-w-2xl text-lg leading-8 text-muted"
          />
          <div className="mt-8">
            <HomeSearch />
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.findDoctors.href()}>
                <Search aria-hidden="true" /> Find Your Provider
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.dashboard.href()}>
                <LayoutDashboard aria-hidden="true" /> Get Personalized Dashboard
              </Link>
            </Button>
          </div>
          <RequestsToday />
        </div>
        <FeaturedProviders />
      </div>
    </section>
  );
}

/** SPEC §2's banner of the day's bookings, told as it is: consultation requests sent in the last 24 hours. */
function RequestsToday() {
  const { data } = useSiteStats();
  const n = data?.consultationRequestsToday ?? 0;
  if (n === 0) return null;
  return (
    <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm text-brand-800 shadow-sm">
      <CalendarCheck aria-hidden="true" className="size-4 text-brand-600" />
      <span>
        <strong className="font-semibold">{siteFigure(n)}</strong>{' '}
        {n === 1 ? 'consultation request' : 'consultation requests'} sent to practices in the last 24 hours
      </span>
    </p>
  );
}

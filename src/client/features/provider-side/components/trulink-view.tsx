import { CalendarClock, ExternalLink, MapPin, MessageSquare, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { VerifiedBadge } from '@client/components/verified-badge';
import { paths } from '@client/config/paths';
import { SOCIAL_LABELS, type SocialNetwork, type TrulinkPage } from '@shared/schemas/trulink';
import { countOf } from '@shared/plural';
import { formatPriceRange } from '@shared/format';

const external = { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } as const;

/** The public TruLink page: credentials first, then booking, highlighted procedures, links and socials. */
export function TrulinkView({ data }: { data: TrulinkPage }) {
  const { provider: p, page } = data;
  const socials = Object.entries(page?.socials ?? {}) as [SocialNetwork, string][];
  return (
    <article className="mx-auto grid w-full max-w-md gap-5">
      <header className="flex flex-col items-center gap-3 text-center">
        <Avatar name={p.displayName} src={p.photoUrl} size="xl" />
        <div>
          <h1 className="text-2xl font-bold text-ink">
            {p.displayName}, {p.credentials}
          </h1>
          <p className="text-muted">
            {p.specialty}
            {p.practiceName ? ` · ${p.practiceName}` : null}
          </p>
          <p className="mt-1 flex items-center justify-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4" /> {p.city}, {p.state}
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <VerifiedBadge verification={p.verification} />
          {p.boardCertified ? <Badge variant="brand">Board certified</Badge> : null}
          {p.reviewCount > 0 ? (
            <Badge variant="outline">
              <Star aria-hidden="true" /> {p.ratingAvg.toFixed(1)} ({countOf(p.reviewCount, 'review')})
            </Badge>
          ) : null}
          {p.source === 'sample' ? <Badge variant="neutral">Sample profile</Badge> : null}
        </div>
        {page?.headline ? <p className="text-lg text-ink">{page.headline}</p> : null}
      </header>

      <div className="grid gap-3">
        {page?.bookingUrl ? (
          <Button asChild size="lg">
            <a href={page.bookingUrl} {...external}>
              <CalendarClock aria-hidden="true" /> Book a consultation
            </a>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={page?.bookingUrl ? 'outline' : 'primary'}>
          <Link to={paths.leadForm.href({ provider: p.id })}>
            <MessageSquare aria-hidden="true" /> Send a request through TruSelf
          </Link>
        </Button>
        {page?.links.map((l) => (
          <Button key={`${l.label}-${l.url}`} asChild size="lg" variant="outline">
            <a href={l.url} {...external}>
              {l.label} <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        ))}
        <Button asChild size="lg" variant="ghost">
          <Link to={paths.provider.href(p.id)}>Full TruSelf profile and reviews</Link>
        </Button>
      </div>

      {page && page.highlightedProcedures.length > 0 ? (
        <section>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">Highlighted procedures</h2>
          <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white">
            {page.highlightedProcedures.map((proc) => (
              <li key={proc.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <Link
                  to={paths.procedure.href(proc.id)}
                  className="font-medium text-ink hover:text-brand-700 hover:underline"
                >
                  {proc.name}
                </Link>
                <span className="text-sm text-muted">
                  {proc.priceMin !== null && proc.priceMax !== null
                    ? formatPriceRange(proc.priceMin, proc.priceMax)
                    : 'Ask for a quote'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {socials.length > 0 ? (
        <nav aria-label="Social accounts" className="flex flex-wrap justify-center gap-2">
          {socials.map(([network, url]) => (
            <Button key={network} asChild variant="secondary" size="sm">
              <a href={url} {...external}>
                {SOCIAL_LABELS[network] ?? network}
              </a>
            </Button>
          ))}
        </nav>
      ) : null}

      {!page ? (
        <p className="text-center text-sm text-muted">
          This provider has not personalised their TruLink page yet.
        </p>
      ) : null}
      <p className="text-center text-xs text-muted">
        <Link to={paths.trulinkmdLanding.href()} className="underline">
          TruLinkMD
        </Link>{' '}
        by TruSelf
      </p>
    </article>
  );
}

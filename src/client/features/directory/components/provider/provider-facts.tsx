import { Award, Building2, CalendarCheck, Globe, Languages, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PracticeFact, ProviderDetail } from '@shared/schemas/provider';
import { paths } from '@client/config/paths';
import { countOf } from '@shared/plural';
import { paragraphs } from '../guides/paragraphs';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> may only hold one level of <div> around its <dt>/<dd> pairs, so the icon sits inside the <dt>.
    <div className="relative pl-8">
      <dt className="text-sm text-muted">
        <span className="absolute top-0.5 left-0 text-brand-700 [&_svg]:size-5">{icon}</span>
        {label}
      </dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

/** A fact the practice has not given: "Not listed", and, while nobody manages the profile, how to add it. */
function NotListed({ claimable }: { claimable: boolean }) {
  if (!claimable) return <>Not listed</>;
  return (
    <>
      Not listed
      <span className="block text-sm font-normal text-muted">
        Is this your practice?{' '}
        <Link to={paths.claimProfile.href()} className="text-brand-700 hover:underline">
          Claim this profile
        </Link>{' '}
        to add it.
      </span>
    </>
  );
}

export function ProviderFacts({
  provider,
  notListed = [],
  claimable = true,
}: {
  provider: ProviderDetail;
  /** What the profile does not say (notListedFacts: the facts that are null or empty). */
  notListed?: PracticeFact[];
  /** Nobody manages the profile yet, so "Not listed" asks the practice to claim it. */
  claimable?: boolean;
}) {
  const missing = new Set(notListed);
  return (
    <section
      aria-labelledby="about-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="about-heading" className="text-xl font-semibold text-ink">
        About {provider.displayName}
      </h2>
      {provider.bio ? (
        <div className="mt-3 space-y-3 leading-7 text-ink">
          {paragraphs(provider.bio).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-muted">The practice has not added a biography yet.</p>
      )}
      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        <Fact icon={<CalendarCheck aria-hidden="true" />} label="New patients">
          {missing.has('acceptingNewPatients') ? (
            <NotListed claimable={claimable} />
          ) : provider.acceptingNewPatients ? (
            'Accepting new patients'
          ) : (
            'Not accepting new patients right now'
          )}
        </Fact>
        <Fact icon={<Award aria-hidden="true" />} label="Experience">
          {provider.yearsInPractice > 0
            ? `${countOf(provider.yearsInPractice, 'year')} in practice`
            : 'Not stated'}
        </Fact>
        <Fact icon={<Languages aria-hidden="true" />} label="Languages">
          {missing.has('languages') ? <NotListed claimable={claimable} /> : provider.languages.join(', ')}
        </Fact>
        <Fact icon={<Award aria-hidden="true" />} label="Board certification">
          {provider.boardCertified
            ? (provider.boardName ?? 'Board certified')
            : 'No board certification listed'}
        </Fact>
        <Fact icon={<Building2 aria-hidden="true" />} label="Practice">
          {missing.has('practiceName') ? <NotListed claimable={claimable} /> : provider.practiceName}
          <span className="block text-sm font-normal text-muted">
            {provider.addressLine ? `${provider.addressLine}, ` : ''}
            {provider.city}, {provider.state} {provider.zip}
          </span>
        </Fact>
        {(provider.phone || provider.website) && (
          <Fact
            icon={provider.phone ? <Phone aria-hidden="true" /> : <Globe aria-hidden="true" />}
            label="Contact"
          >
            {provider.phone && (
              <a
                href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`}
                className="block text-brand-700 hover:underline"
              >
                {provider.phone}
              </a>
            )}
            {provider.website && (
              <a
                href={provider.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="block break-all text-brand-700 hover:underline"
              >
                Practice website<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </Fact>
        )}
      </dl>
    </section>
  );
}

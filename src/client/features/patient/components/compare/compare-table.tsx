import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SavedProvider } from '@shared/schemas/favorites';
import { StarRating } from '@client/components/ui/star-rating';
import { paths } from '@client/config/paths';
import { formatPriceRange } from '@shared/format';
import { countOf } from '@shared/plural';
import { verifiedBadgeText } from '@shared/provider-verification';

function Row({
  label,
  items,
  render,
}: {
  label: string;
  items: SavedProvider[];
  render: (item: SavedProvider) => ReactNode;
}) {
  return (
    <tr className="border-t border-line align-top">
      <th
        scope="row"
        className="sticky left-0 z-10 w-28 bg-surface px-3 py-3 text-left text-sm font-medium text-muted sm:w-40"
      >
        {label}
      </th>
      {items.map((item) => (
        <td key={item.provider.id} className="min-w-36 px-3 py-3 text-sm text-ink">
          {render(item)}
        </td>
      ))}
    </tr>
  );
}

/** Two or three saved providers side by side; the label column stays put while the table scrolls on phones. */
export function CompareTable({
  items,
  distanceFrom,
}: {
  items: SavedProvider[];
  distanceFrom: string | null;
}) {
  const procedureNames = new Map<string, string>();
  for (const item of items) for (const p of item.procedures) procedureNames.set(p.id, p.name);
  const shared = [...procedureNames].sort(
    ([a], [b]) =>
      countOffering(items, b) - countOffering(items, a) ||
      procedureNames.get(a)!.localeCompare(procedureNames.get(b)!),
  );
  return (
    <section
      className="overflow-x-auto rounded-2xl border border-line bg-white shadow-sm"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it.
      tabIndex={0}
      aria-label="Provider comparison (scrolls sideways)"
    >
      <table className="w-full border-collapse">
        <caption className="sr-only">Saved providers compared side by side</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 bg-surface" />
            {items.map(({ provider }) => (
              <th key={provider.id} scope="col" className="min-w-36 px-3 py-3 text-left align-bottom">
                <Link
                  to={paths.provider.href(provider.id)}
                  className="font-semibold text-ink hover:text-brand-700 hover:underline"
                >
                  {provider.displayName}
                </Link>
                {provider.practiceName ? (
                  <span className="block text-xs font-normal text-muted">{provider.practiceName}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            label="Rating"
            items={items}
            render={({ provider }) =>
              provider.reviewCount > 0 ? (
                <StarRating
                  value={provider.ratingAvg}
                  size="sm"
                  showValue
                  reviewCount={provider.reviewCount}
                  className="flex-wrap"
                />
              ) : (
                'No reviews yet'
              )
            }
          />
          <Row
            label="Certification"
            items={items}
            render={({ provider }) =>
              provider.boardCertified ? (provider.boardName ?? 'Board certified') : 'None listed'
            }
          />
          <Row
            label="Verified"
            items={items}
            render={({ provider }) => verifiedBadgeText(provider.verification) ?? 'No checks on record'}
          />
          <Row
            label={distanceFrom ? `Distance from ${distanceFrom}` : 'Location'}
            items={items}
            render={(item) =>
              item.distanceMiles !== null
                ? `${item.distanceMiles} mi`
                : `${item.provider.city}, ${item.provider.state}`
            }
          />
          <Row
            label="Experience"
            items={items}
            render={({ provider }) =>
              provider.yearsInPractice > 0 ? countOf(provider.yearsInPractice, 'year') : 'Not listed'
            }
          />
          <Row
            label="New patients"
            items={items}
            render={({ provider }) =>
              provider.acceptingNewPatients === null
                ? 'Not listed'
                : provider.acceptingNewPatients
                  ? 'Accepting'
                  : 'Not accepting'
            }
          />
          <Row
            label="Languages"
            items={items}
            render={({ provider }) =>
              provider.languages.length === 0 ? 'Not listed' : provider.languages.join(', ')
            }
          />
          {shared.map(([id, name]) => (
            <Row
              key={id}
              label={name}
              items={items}
              render={(item) => {
                const offer = item.procedures.find((p) => p.id === id);
                return offer ? (
                  formatPriceRange(offer.priceMin, offer.priceMax)
                ) : (
                  <span className="text-muted">Not offered</span>
                );
              }}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function countOffering(items: SavedProvider[], procedureId: string) {
  return items.filter((i) => i.procedures.some((p) => p.id === procedureId)).length;
}

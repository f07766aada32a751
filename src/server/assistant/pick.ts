// "Which of those is cheapest?", "the second one", "the closest": chosen among the providers the previous answer
// listed, from their directory rows — never from a new search.
import type { ProviderPick } from './intents';
import type { ResolvedPlace } from './locations';
import type { ProviderProfile } from './providers-lookup';
import { milesBetween } from '../places';

export function resolvePick(
  pick: ProviderPick,
  listed: ProviderProfile[],
  procedureId: string | null,
  place: ResolvedPlace | null,
): ProviderProfile[] {
  if (listed.length === 0) return [];
  switch (pick.kind) {
    case 'index':
      return listed[pick.index] ? [listed[pick.index]] : [];
    case 'all':
      return listed;
    case 'best_rated':
      return [[...listed].sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount)[0]];
    case 'closest': {
      if (!place) return [];
      const dist = (p: ProviderProfile) => milesBetween(place, p);
      return [[...listed].sort((a, b) => dist(a) - dist(b))[0]];
    }
    case 'cheapest': {
      // The lowest listed starting price for the procedure being discussed (any procedure when none is).
      const price = (p: ProviderProfile) => {
        const offers = p.offers.filter((o) => !procedureId || o.procedureId === procedureId);
        return offers.length > 0 ? Math.min(...offers.map((o) => o.priceMin)) : Number.POSITIVE_INFINITY;
      };
      const sorted = [...listed].sort((a, b) => price(a) - price(b));
      return Number.isFinite(price(sorted[0])) ? [sorted[0]] : [];
    }
  }
}

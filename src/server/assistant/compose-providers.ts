// Provider listings inside answers. Only rows from the directory lookup appear, with the facts the directory holds.
import { priceRange } from './format';
import { type PlaceQuery, placeText } from './locations';
import { NEAR_MILES, type ProviderCandidate, type ProviderProfile } from './providers-lookup';

function providerLine(p: ProviderCandidate, index: number) {
  const facts = [
    `${p.specialty}`,
    `${p.city}, ${p.state}${p.distanceMiles !== null ? ` (${Math.round(p.distanceMiles)} mi)` : ''}`,
    p.boardCertified ? 'board certified' : null,
    p.verified ? 'verified' : null,
    p.reviewCount > 0 ? `★ ${p.rating.toFixed(1)} (${p.reviewCount} reviews)` : 'no reviews yet',
    `listed price ${priceRange(p.priceMin, p.priceMax)}`,
  ].filter(Boolean);
  return `${index + 1}. **[${p.name}](/provider/${p.id})**, ${p.credentials} — ${facts.join(' · ')}`;
}

export function providersSection(
  procedureName: string,
  candidates: ProviderCandidate[],
  place: PlaceQuery | null,
  resolvedLabel: string | null,
): string {
  const resolved = resolvedLabel !== null;
  const name = procedureName.replace(/\s*\(.*\)$/, '');
  const lines: string[] = [];
  if (place?.kind === 'near-me') {
    lines.push(
      'Tell me your city or 5-digit ZIP code and I will list providers near you. Meanwhile, these are highly rated:',
    );
  } else if (place && !resolved) {
    lines.push(
      `I couldn't find **${placeText(place)}** in our directory, so these are well-reviewed providers elsewhere. Try a nearby city or a 5-digit ZIP code.`,
    );
  }
  if (candidates.length === 0) {
    const where = resolvedLabel ? ` near ${resolvedLabel}` : '';
    lines.push(
      `I couldn't find providers in our directory who list ${name}${where} yet. Try [Find Doctors](/find-doctors) to widen the search.`,
    );
    return lines.join('\n\n');
  }
  const far = resolved && candidates.every((c) => c.distanceMiles !== null && c.distanceMiles > NEAR_MILES);
  const heading = resolvedLabel
    ? `**Providers offering ${name} ${far ? 'closest to' : 'near'} ${resolvedLabel}**`
    : `**Providers offering ${name}**`;
  lines.push(heading);
  if (far) lines.push(`None within ${NEAR_MILES} miles; these are the nearest we list.`);
  lines.push(candidates.map(providerLine).join('\n'));
  lines.push(
    '_Listed prices come from each provider’s TruSelf profile and are not quotes. Ordered by verification, board certification and reviews — never paid placement._',
  );
  return lines.join('\n\n');
}

export function providerProfileSection(p: ProviderProfile, procedureId: string | null): string {
  const offer = procedureId ? p.offers.find((o) => o.procedureId === procedureId) : null;
  const lines = [
    `**About [${p.name}](/provider/${p.id}), ${p.credentials}**`,
    '',
    `- **Specialty:** ${p.specialty} at ${p.practiceName}, ${p.city}, ${p.state}`,
    `- **Board certification:** ${p.boardCertified ? (p.boardName ?? 'Yes') : 'Not listed — ask which board certifies them'}`,
    `- **Experience:** ${p.yearsInPractice > 0 ? `${p.yearsInPractice} years in practice` : 'not listed'}`,
    `- **Reviews:** ${p.reviewCount > 0 ? `★ ${p.rating.toFixed(1)} from ${p.reviewCount} reviews` : 'no reviews yet'}`,
    `- **New patients:** ${p.acceptingNewPatients ? 'accepting' : 'not accepting right now'}${p.verified ? ' · verified profile' : ''}`,
  ];
  if (p.offers.length > 0) {
    lines.push(
      `- **Procedures listed:** ${p.offers
        .slice(0, 8)
        .map((o) => `${o.procedureName.replace(/\s*\(.*\)$/, '')} (${priceRange(o.priceMin, o.priceMax)})`)
        .join(', ')}`,
    );
  }
  if (procedureId && !offer) lines.push('', 'This provider does not list that procedure on TruSelf.');
  lines.push('', '_From this provider’s TruSelf profile; prices are listed ranges, not quotes._');
  return lines.join('\n');
}

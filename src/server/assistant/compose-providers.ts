// Provider listings inside answers. Only rows from the directory lookup appear, with the facts the directory holds;
// every directory field is escaped so a name or practice name cannot add links or formatting to the answer.
import { escapeMd, priceRange } from './format';
import { checkedKeys, type FindFilters, type FindOutcome, NO_FILTERS } from './find-filters';
import { filterPhrase, matchedLine, noneMatchLine, uncheckedLines } from './find-wording';
import { isTerritory, type PlaceQuery, placeText } from './locations';
import { NEAR_MILES, type ProviderCandidate, type ProviderProfile } from './providers-lookup';
import { wording } from './wording';
import type { Language } from './words';
import { countOf } from '@shared/plural';
import { verificationSentences, verifiedPhrase } from '@shared/provider-verification';

const plainName = (procedureName: string) => procedureName.replace(/\s*\(.*\)$/, '');

function providerLine(p: ProviderCandidate, index: number, es: boolean, filters: FindFilters) {
  const lang = es ? 'es' : 'en';
  // The filters asked for, where this provider's profile meets them.
  const spoken = filters.languages.filter((l) => p.languages?.includes(l));
  const asked = [
    spoken.length > 0 ? filterPhrase({ ...filters, languages: spoken }, 'languages', lang) : null,
    filters.newPatients && p.acceptingNewPatients ? filterPhrase(filters, 'newPatients', lang) : null,
  ];
  const facts = [
    ...asked,
    escapeMd(p.specialty),
    `${escapeMd(p.city)}, ${escapeMd(p.state)}${p.distanceMiles !== null ? ` (${Math.round(p.distanceMiles)} mi)` : ''}`,
    p.boardCertified ? (es ? 'certificación de especialidad' : 'board certified') : null,
    verifiedPhrase(p.verification, es ? 'es' : 'en'),
    p.reviewCount > 0
      ? `★ ${p.rating.toFixed(1)} (${es ? countOf(p.reviewCount, 'reseña', 'reseñas', 'es') : countOf(p.reviewCount, 'review')})`
      : es
        ? 'sin reseñas todavía'
        : 'no reviews yet',
    `${es ? 'precio publicado' : 'listed price'} ${priceRange(p.priceMin, p.priceMax)}`,
  ].filter(Boolean);
  return `${index + 1}. **[${escapeMd(p.name)}](/provider/${p.id})**, ${escapeMd(p.credentials)} — ${facts.join(' · ')}`;
}

export function providersSection(
  procedureName: string,
  candidates: ProviderCandidate[],
  place: PlaceQuery | null,
  resolvedLabel: string | null,
  language: Language | undefined,
  filters: FindFilters,
  outcome: FindOutcome | null,
): string {
  const w = wording(language);
  const lang = language === 'es' ? 'es' : 'en';
  const keys = checkedKeys(filters);
  const unchecked = uncheckedLines(filters, lang);
  const resolved = resolvedLabel !== null;
  const name = plainName(procedureName);
  const lines: string[] = [];
  // "San Juan, Puerto Rico": not a place the directory covers, and no list from the mainland in its stead.
  if (place?.kind === 'unknown' && isTerritory(place.text))
    return lang === 'es'
      ? `Todavía no tenemos proveedores de **${escapeMd(place.text)}** en el directorio de TruSelf (aún no cubre Puerto Rico ni otros territorios de EE. UU.), así que no puedo recomendarte a nadie allí. Para buscar por tu cuenta, verifica la licencia del cirujano en la junta médica del territorio y su certificación en certificationmatters.org (American Board of Plastic Surgery para cirugía plástica).`
      : `TruSelf's directory doesn't list providers in **${escapeMd(place.text)}** yet (it doesn't cover Puerto Rico or the other US territories), so I can't name anyone there. If you look on your own, check the surgeon's licence with the territory's medical board and their board certification at certificationmatters.org.`;
  if (place?.kind === 'near-me' && !resolved) lines.push(w.nearMeNoPosition);
  else if (place && !resolved) lines.push(w.unknownPlace(escapeMd(placeText(place))));
  if (candidates.length === 0) {
    if (keys.length > 0)
      lines.push(
        noneMatchLine(
          filters,
          keys,
          { noneMatch: true, dropped: null, widened: false },
          name,
          resolvedLabel,
          lang,
        ),
      );
    else lines.push(w.noProviders(name, resolvedLabel ? ` near ${resolvedLabel}` : ''));
    lines.push(...unchecked);
    return lines.join('\n\n');
  }
  const far = resolved && candidates.every((c) => c.distanceMiles !== null && c.distanceMiles > NEAR_MILES);
  lines.push(
    resolvedLabel
      ? far
        ? w.providersClosest(name, resolvedLabel)
        : w.providersNear(name, resolvedLabel)
      : w.providers(name),
  );
  if (far) lines.push(w.noneWithin(NEAR_MILES, resolvedLabel));
  if (outcome?.noneMatch) lines.push(noneMatchLine(filters, keys, outcome, name, resolvedLabel, lang));
  else if (keys.length > 0) lines.push(matchedLine(filters, keys, lang));
  lines.push(...unchecked);
  lines.push(candidates.map((c, i) => providerLine(c, i, language === 'es', filters)).join('\n'));
  lines.push(w.listedPrices);
  return lines.join('\n\n');
}

/**
 * What a patient asked about that the profile does not list (null or empty: an unclaimed NPI registry record gives
 * neither, and the practice has not added it), in English and Spanish: said plainly, with whom to ask.
 */
export function notListedFactLines(
  who: string,
  fact: 'new_patients' | 'languages',
  asked: string | null = null,
): [string, string] {
  if (fact === 'new_patients')
    return [
      `${who}'s TruSelf profile doesn't list whether they are accepting new patients — the practice hasn't added it. Call the office to ask before you plan a consultation.`,
      `El perfil de ${who} en TruSelf no indica si acepta pacientes nuevos: el consultorio aún no lo ha añadido. Llama al consultorio para preguntarlo antes de planear una consulta.`,
    ];
  return [
    `${who}'s TruSelf profile doesn't list the languages spoken — the practice hasn't added them. Call the office to ask${asked ? ` whether the ${asked === 'Spanish' ? 'doctor' : 'provider'} speaks ${asked}` : ''}, or whether an interpreter can join the consultation.`,
    `El perfil de ${who} en TruSelf no indica qué idiomas se hablan: el consultorio aún no los ha añadido. Llama para preguntar si atienden en español o si puede participar un intérprete en la consulta.`,
  ];
}

function providerProfileSectionEs(
  p: ProviderProfile,
  procedureId: string | null,
  filters: FindFilters,
): string {
  const offer = procedureId ? p.offers.find((o) => o.procedureId === procedureId) : null;
  const checked = verificationSentences(p.verification, p.boardName && escapeMd(p.boardName)).length > 0;
  const lines = [
    `**Sobre [${escapeMd(p.name)}](/provider/${p.id}), ${escapeMd(p.credentials)}**`,
    '',
    `- **Especialidad:** ${escapeMd(p.specialty)}${p.practiceName ? ` en ${escapeMd(p.practiceName)}` : ''}, ${escapeMd(p.city)}, ${escapeMd(p.state)}`,
    `- **Certificación de especialidad:** ${p.boardCertified ? escapeMd(p.boardName ?? 'Sí') : 'No indicada: pregunta qué junta le certifica'}`,
    `- **Experiencia:** ${p.yearsInPractice > 0 ? `${p.yearsInPractice} años de práctica` : 'no indicada'}`,
    `- **Reseñas:** ${p.reviewCount > 0 ? `★ ${p.rating.toFixed(1)} de ${countOf(p.reviewCount, 'reseña', 'reseñas', 'es')}` : 'todavía no tiene reseñas'}`,
    `- **Pacientes nuevos:** ${p.acceptingNewPatients === null ? 'no indicado' : p.acceptingNewPatients ? 'sí acepta' : 'no acepta por ahora'}`,
    `- **Idiomas:** ${p.languages.length > 0 ? p.languages.map(escapeMd).join(', ') : 'no indicados'}`,
    `- **Verificado por TruSelf:** ${checked ? `lo que TruSelf comprobó (licencia, registro, junta o identidad) aparece en su [perfil](/provider/${p.id})` : 'nada todavía: no consta ninguna verificación de licencia, registro, junta ni identidad'}`,
  ];
  if (offer)
    lines.push(
      `- **${escapeMd(plainName(offer.procedureName))}:** precio publicado ${priceRange(offer.priceMin, offer.priceMax)}`,
    );
  if (p.offers.length > 0)
    lines.push(
      `- **Procedimientos publicados:** ${p.offers
        .slice(0, 8)
        .map((o) => `${escapeMd(plainName(o.procedureName))} (${priceRange(o.priceMin, o.priceMax)})`)
        .join(', ')}`,
    );
  if (procedureId && !offer) lines.push('', 'Este proveedor no publica ese procedimiento en TruSelf.');
  const unchecked = uncheckedLines(filters, 'es');
  if (unchecked.length > 0) lines.push('', ...unchecked);
  lines.push(
    '',
    'Las calificaciones y credenciales son lo que muestran el directorio y las reseñas de pacientes; si un proveedor es adecuado para ti se juzga mejor en una consulta: pregunta por su experiencia con tu procedimiento y pide ver fotos de antes y después.',
    '',
    '_Del perfil de este proveedor en TruSelf; los precios son rangos publicados, no cotizaciones._',
  );
  return lines.join('\n');
}

export function providerProfileSection(
  p: ProviderProfile,
  procedureId: string | null,
  filters: FindFilters = NO_FILTERS,
  lang?: Language,
): string {
  if (lang === 'es') return providerProfileSectionEs(p, procedureId, filters);
  const offer = procedureId ? p.offers.find((o) => o.procedureId === procedureId) : null;
  const lines = [
    `**About [${escapeMd(p.name)}](/provider/${p.id}), ${escapeMd(p.credentials)}**`,
    '',
    `- **Specialty:** ${escapeMd(p.specialty)}${p.practiceName ? ` at ${escapeMd(p.practiceName)}` : ''}, ${escapeMd(p.city)}, ${escapeMd(p.state)}`,
    `- **Board certification:** ${p.boardCertified ? escapeMd(p.boardName ?? 'Yes') : 'Not listed — ask which board certifies them'}`,
    `- **Experience:** ${p.yearsInPractice > 0 ? `${p.yearsInPractice} years in practice` : 'not listed'}`,
    `- **Reviews:** ${p.reviewCount > 0 ? `★ ${p.rating.toFixed(1)} from ${countOf(p.reviewCount, 'review')}` : 'no reviews yet'}`,
    `- **New patients:** ${p.acceptingNewPatients === null ? 'not listed' : p.acceptingNewPatients ? 'accepting' : 'not accepting right now'}`,
    `- **Languages:** ${p.languages.length > 0 ? p.languages.map(escapeMd).join(', ') : 'not listed'}`,
    `- **Checked by TruSelf:** ${verificationSentences(p.verification, p.boardName && escapeMd(p.boardName)).join(' ') || 'nothing yet — no licence, registry, board or identity check is on record'}`,
  ];
  if (offer) {
    lines.push(
      `- **${escapeMd(plainName(offer.procedureName))}:** listed at ${priceRange(offer.priceMin, offer.priceMax)}`,
    );
  }
  if (p.offers.length > 0) {
    lines.push(
      `- **Procedures listed:** ${p.offers
        .slice(0, 8)
        .map((o) => `${escapeMd(plainName(o.procedureName))} (${priceRange(o.priceMin, o.priceMax)})`)
        .join(', ')}`,
    );
  }
  if (procedureId && !offer) lines.push('', 'This provider does not list that procedure on TruSelf.');
  // What the question asks that the profile cannot answer (insurance, virtual visits…), said plainly.
  const unchecked = uncheckedLines(filters, 'en');
  if (unchecked.length > 0) lines.push('', ...unchecked);
  lines.push(
    '',
    'Ratings and credentials are what the directory and patients’ reviews show; whether a provider is right for you is best judged at a consultation — ask about their experience with your procedure and to see their before-and-after photos.',
    '',
    '_From this provider’s TruSelf profile; prices are listed ranges, not quotes._',
  );
  return lines.join('\n');
}

/** Several providers in a few lines each: "those", or a name that several providers share. */
export function providerSummaryList(
  list: ProviderProfile[],
  procedureId: string | null,
  lang?: Language,
): string {
  const es = lang === 'es';
  return list
    .map((p, i) => {
      const offer = procedureId ? p.offers.find((o) => o.procedureId === procedureId) : null;
      const facts = [
        escapeMd(p.specialty),
        `${escapeMd(p.city)}, ${escapeMd(p.state)}`,
        p.boardCertified
          ? es
            ? 'certificación de especialidad'
            : 'board certified'
          : es
            ? 'certificación no indicada'
            : 'board certification not listed',
        p.reviewCount > 0
          ? `★ ${p.rating.toFixed(1)} (${es ? countOf(p.reviewCount, 'reseña', 'reseñas', 'es') : countOf(p.reviewCount, 'review')})`
          : es
            ? 'sin reseñas todavía'
            : 'no reviews yet',
        offer
          ? `${escapeMd(plainName(offer.procedureName))} ${es ? 'con precio publicado de' : 'listed at'} ${priceRange(offer.priceMin, offer.priceMax)}`
          : null,
      ].filter(Boolean);
      return `${i + 1}. **[${escapeMd(p.name)}](/provider/${p.id})**, ${escapeMd(p.credentials)} — ${facts.join(' · ')}`;
    })
    .join('\n');
}

// Provider listings inside answers. Only rows from the directory lookup appear, with the facts the directory holds;
// every directory field is escaped so a name or practice name cannot add links or formatting to the answer.
import type { MentionedProvider } from '@shared/schemas/trugpt';
import { DISCLAIMER, escapeMd, priceRange } from './format';
import { checkedKeys, type FindFilters, type FindOutcome, NO_FILTERS, readFindFilters } from './find-filters';
import { filterPhrase, matchedLine, noneMatchLine, uncheckedLines } from './find-wording';
import { isTerritory, type PlaceQuery, placeText } from './locations';
import { ownMessage } from './followup';
import type { Prepared } from './prepare';
import {
  NEAR_MILES,
  type ProviderCandidate,
  type ProviderProfile,
  type SpecialtyCandidate,
  toMentioned,
} from './providers-lookup';
import { localName, wording } from './wording';
import type { Language } from './words';
import { countOf } from '@shared/plural';
import { verificationSentences, verifiedPhrase } from '@shared/provider-verification';

const plainName = (procedureName: string) => procedureName.replace(/\s*\(.*\)$/, '');

/** What a listed provider's line says of every provider: specialty, place, board, verification, reviews. */
function standing(
  p: Pick<
    ProviderCandidate,
    | 'specialty'
    | 'city'
    | 'state'
    | 'distanceMiles'
    | 'boardCertified'
    | 'verification'
    | 'reviewCount'
    | 'rating'
  >,
  es: boolean,
) {
  return [
    escapeMd(p.specialty),
    `${escapeMd(p.city)}, ${escapeMd(p.state)}${p.distanceMiles !== null ? ` (${Math.round(p.distanceMiles)} mi)` : ''}`,
    p.boardCertified ? (es ? 'certificación de especialidad' : 'board certified') : null,
    verifiedPhrase(p.verification, es ? 'es' : 'en'),
    p.reviewCount > 0
      ? `★ ${p.rating.toFixed(1)} (${es ? countOf(p.reviewCount, 'reseña', 'reseñas', 'es') : countOf(p.reviewCount, 'review')})`
      : es
        ? 'sin reseñas todavía'
        : 'no reviews yet',
  ];
}

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
    ...standing(p, es),
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

// How a specialty's members are called in a heading, in English and Spanish.
const PRACTITIONERS: Record<string, [string, string]> = {
  Dermatology: ['dermatologists', 'dermatólogos'],
  'Plastic Surgery': ['plastic surgeons', 'cirujanos plásticos'],
  'Facial Plastic Surgery': ['facial plastic surgeons', 'cirujanos plásticos faciales'],
  'Medical Spa': ['med spas', 'med spas'],
  'Obesity Medicine': ['obesity-medicine doctors', 'médicos de obesidad'],
  'Integrative Medicine': ['integrative-medicine doctors', 'médicos de medicina integrativa'],
};

function practitioners(specialties: string[], lang: 'en' | 'es'): string {
  const names = specialties.map((s) => PRACTITIONERS[s]?.[lang === 'es' ? 1 : 0] ?? s.toLowerCase());
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${names.at(-1)}`;
}

function specialistLine(p: SpecialtyCandidate, index: number, es: boolean, filters: FindFilters) {
  const spoken = filters.languages.filter((l) => p.languages?.includes(l));
  const facts = [
    spoken.length > 0 ? filterPhrase({ ...filters, languages: spoken }, 'languages', es ? 'es' : 'en') : null,
    ...standing(p, es),
    // A registry record says only what the registry says.
    p.registry
      ? es
        ? 'registro NPI: servicios no confirmados por la consulta'
        : 'NPI registry record: services not confirmed by the practice'
      : null,
  ].filter(Boolean);
  return `${index + 1}. **[${escapeMd(p.name)}](/provider/${p.id})**, ${escapeMd(p.credentials)} — ${facts.join(' · ')}`;
}

/**
 * The providers of the specialties a need calls for ("hair restoration near Boston": dermatologists and plastic
 * surgeons), said to be listed by specialty, with what to ask them.
 */
function specialistsSection(
  prepared: Prepared,
  specialties: string[],
  label: string | null,
  lang: 'en' | 'es',
  routine = false,
): string {
  const es = lang === 'es';
  const w = wording(lang);
  const u = prepared.understanding;
  const found = prepared.specialists?.candidates ?? [];
  const outcome = prepared.specialists?.outcome ?? null;
  const where = prepared.place?.label ?? null;
  const who = practitioners(specialties, lang);
  const f = { ...prepared.filters, budget: null, specialties: [] };
  const keys = checkedKeys(f);
  const lines: string[] = [];
  if (u.kind === 'answer' && u.place?.kind === 'near-me' && !where) lines.push(w.nearMeNoPosition);
  else if (u.kind === 'answer' && u.place && !where) lines.push(w.unknownPlace(escapeMd(placeText(u.place))));
  if (label === null)
    lines.push(
      es
        ? `**${who[0].toUpperCase()}${who.slice(1)}${where ? ` cerca de ${where}` : ''}**`
        : `**${who[0].toUpperCase()}${who.slice(1)}${where ? ` near ${where}` : ''}**`,
    );
  else if (routine)
    lines.push(
      es
        ? `**${who[0].toUpperCase()}${who.slice(1)}${where ? ` cerca de ${where}` : ''}**, que tratan esto como parte de su trabajo habitual (${label}):`
        : `**${who[0].toUpperCase()}${who.slice(1)}${where ? ` near ${where}` : ''}**, who treat this as part of their everyday work (${label}):`,
    );
  else
    lines.push(
      es
        ? `El directorio de TruSelf todavía no tiene **${label}** como procedimiento propio, así que no puedo decir quién lo ofrece; suelen hacerlo ${who}. ${found.length > 0 ? `Estos son ${who}${where ? ` cerca de ${where}` : ''}: pregunta a cada uno si lo hace, con qué frecuencia y pide ver resultados.` : ''}`
        : `TruSelf's directory doesn't list **${label}** as a procedure of its own yet, so I can't say who offers it; it is done by ${who}. ${found.length > 0 ? `Here are ${who}${where ? ` near ${where}` : ''} — ask each whether they do it, how often, and to see their results.` : ''}`,
    );
  if (found.length === 0) {
    lines.push(
      es
        ? `No encontré ${who}${where ? ` cerca de ${where}` : ''} en el directorio. En [Buscar médicos](/find-doctors) puedes ampliar la búsqueda.`
        : `I found no ${who}${where ? ` near ${where}` : ''} in the directory. [Find Doctors](/find-doctors) lets you widen the search.`,
    );
    lines.push(...uncheckedLines(f, lang));
    return lines.join('\n\n');
  }
  const far = where !== null && found.every((c) => c.distanceMiles !== null && c.distanceMiles > NEAR_MILES);
  if (far) lines.push(w.noneWithin(NEAR_MILES, where));
  if (outcome?.noneMatch) lines.push(noneMatchLine(f, keys, outcome, who, where, lang));
  else if (keys.length > 0) lines.push(matchedLine(f, keys, lang));
  lines.push(...uncheckedLines(f, lang));
  lines.push(found.map((c, i) => specialistLine(c, i, es, f)).join('\n'));
  lines.push(
    es
      ? '_Del perfil de cada proveedor en TruSelf; ordenados por distancia, verificación, certificación y reseñas, nunca por pago._'
      : '_From each provider’s TruSelf profile; ordered by distance, verification, board certification and reviews — never paid placement._',
  );
  return lines.join('\n\n');
}

// How a need listed under a catalogue procedure is found there, said before the list.
function listedUnderLine(
  label: string,
  procedureName: string,
  procedureId: string,
  lang: 'en' | 'es',
): string {
  if (procedureId === 'dermal-fillers')
    return lang === 'es'
      ? `La **${label}** se hace con relleno dérmico, así que estos son proveedores que ofrecen rellenos. La nariz es una de las zonas de mayor riesgo para el relleno (puede bloquear un vaso sanguíneo): pregunta cuántas narices inyectan y si tienen hialuronidasa a mano.`
      : `A **${label}** is done with dermal filler, so these are providers who list fillers. The nose is one of the riskiest places for filler (it can block a blood vessel): ask each how many noses they inject and whether they keep hyaluronidase on hand.`;
  return lang === 'es'
    ? `En TruSelf, **${label}** aparece dentro de **${procedureName}**, así que estos son proveedores que la ofrecen; pregunta a cada uno si trata tu caso en concreto.`
    : `On TruSelf, **${label}** is listed under **${procedureName}**, so these are providers who list it — ask each whether they treat your situation specifically.`;
}

/**
 * The answer to a find request: the providers asked for first (by procedure, or by the specialty that does what
 * was asked), what the directory checked and what it cannot, then where to read more. Null when the request was
 * set aside (safety withheld providers), so the ordinary answer is written instead.
 */
export function findRequestAnswer(
  prepared: Prepared,
): { markdown: string; mentionedProviders: MentionedProvider[] } | null {
  const u = prepared.understanding;
  if (u.kind !== 'answer' || !u.find || !u.intents.includes('find_provider')) return null;
  const lang = u.language === 'es' ? 'es' : 'en';
  const w = wording(lang);
  const need = u.find.need;
  const parts: string[] = [];
  const mentioned: MentionedProvider[] = [];
  const p = prepared.procedures[0];
  // "also needs to be open sundays", "what if I go outside Kaiser": nothing new the directory can check, so the
  // same providers as before — what the directory says about the new ask, and the list in brief.
  const asked = readFindFilters(ownMessage(u));
  if (u.refines && checkedKeys(asked).length === 0) {
    const lines = uncheckedLines({ ...asked, insurance: asked.selfPay ? null : asked.insurance }, lang);
    const listed = [
      ...prepared.candidates.map((c) => ({ ...c, price: priceRange(c.priceMin, c.priceMax) })),
      ...(prepared.specialists?.candidates ?? []).map((c) => ({ ...c, price: null })),
    ];
    if (lines.length > 0 && listed.length > 0) {
      parts.push(...lines);
      parts.push(
        `${lang === 'es' ? 'Los proveedores de mi respuesta anterior, para llamar y preguntar' : 'The providers from my last answer, to call and ask'}: ${listed
          .map(
            (c) =>
              `[${escapeMd(c.name)}](/provider/${c.id}) (${escapeMd(c.city)}${c.price ? `, ${lang === 'es' ? 'precio publicado' : 'listed'} ${c.price}` : ''})`,
          )
          .join('; ')}.`,
      );
      parts.push(lang === 'es' ? w.disclaimer : DISCLAIMER);
      return {
        markdown: parts.join('\n\n'),
        mentionedProviders: [
          ...prepared.candidates.map(toMentioned),
          ...(prepared.specialists?.candidates ?? []).map((c) => toMentioned(c)),
        ],
      };
    }
  }
  if (p) {
    const name = lang === 'es' ? localName(p.id, p.name, lang) : p.name;
    if (need?.procedureId === p.id && need.replaces)
      parts.push(listedUnderLine(lang === 'es' ? need.labelEs : need.label, plainName(name), p.id, lang));
    const list = prepared.candidates.filter((c) => c.procedureId === p.id);
    parts.push(
      providersSection(
        name,
        list,
        u.place,
        prepared.place?.label ?? null,
        lang,
        prepared.filters,
        list.length > 0 ? (prepared.findOutcomes.get(p.id) ?? null) : null,
      ),
    );
    mentioned.push(...list.map(toMentioned));
    if (p.guide)
      parts.push(
        lang === 'es'
          ? `La [guía de ${escapeMd(plainName(name))}](/procedure/${p.id}) explica costos, recuperación y riesgos.`
          : `The [${escapeMd(plainName(p.name))} guide](/procedure/${p.id}) covers cost, recovery and risks.`,
      );
  } else if (prepared.specialists) {
    const specialties =
      prepared.filters.specialties.length > 0 ? prepared.filters.specialties : (need?.specialties ?? []);
    const label = need ? (lang === 'es' ? need.labelEs : need.label) : null;
    parts.push(specialistsSection(prepared, specialties, label, lang, need?.routine === true));
    mentioned.push(...(prepared.specialists?.candidates ?? []).map((c) => toMentioned(c)));
  } else return null;
  parts.push(lang === 'es' ? w.disclaimer : DISCLAIMER);
  return { markdown: parts.join('\n\n'), mentionedProviders: mentioned };
}

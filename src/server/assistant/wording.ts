// The framing sentences of an answer in the language it was asked in. Guide facts and sources stay as reviewed
// (English); headings, labels and the sentences around them follow the patient's language.
import type { Language } from './words';

const EN = {
  costHeading: (n: string) => `What ${n} costs`,
  typicalAllIn: 'Typical all-in price',
  surgeonFee: 'National average surgeon’s fee',
  insurance: 'Insurance',
  guideReviewed: (d: string) => `TruSelf guide, reviewed ${d}`,
  recoveryHeading: (n: string) => `Recovery from ${n}`,
  typicalPrice: 'Typical price',
  time: 'Time',
  recovery: 'Recovery',
  results: 'Results',
  readGuide: (link: string) => `Read the full ${link}.`,
  guideWord: 'guide',
  atDays: (d: string, n: string, when: string) => `**${d} after ${n}** falls in the guide’s “${when}” stage:`,
  daysLabel: (days: number) =>
    days % 7 === 0 && days >= 7
      ? `${days / 7} week${days === 7 ? '' : 's'}`
      : `${days} day${days === 1 ? '' : 's'}`,
  providersNear: (n: string, where: string) => `**Providers offering ${n} near ${where}**`,
  providersClosest: (n: string, where: string) => `**Providers offering ${n} closest to ${where}**`,
  providers: (n: string) => `**Providers offering ${n}**`,
  noneWithin: (miles: number, where: string) =>
    `None of the providers we list for this are within ${miles} miles of ${where}; these are the nearest, with their distance.`,
  noProviders: (n: string, where: string) =>
    `I couldn't find providers in our directory who list ${n}${where} yet. Try [Find Doctors](/find-doctors) to widen the search.`,
  unknownPlace: (p: string) =>
    `I couldn't find **${p}** as a US city, town or ZIP code, so these are well-reviewed providers elsewhere. Try a nearby city or a 5-digit ZIP code.`,
  nearMeNoPosition:
    'To list providers near you, share your location when the browser asks, or tell me your city or 5-digit ZIP code. Meanwhile, these are highly rated:',
  listedPrices:
    '_Listed prices come from each provider’s TruSelf profile and are not quotes. Ordered by distance, verification, board certification and reviews — never paid placement._',
  notInCatalogue: (label: string) =>
    `I don't have a TruSelf guide for **${label}** yet, so I won't quote figures I can't source.`,
  nearest: 'The nearest procedures TruSelf does cover:',
  nearestNone:
    'You can browse everything TruSelf covers in [Browse Procedures](/browse-procedures), and a board-certified provider can tell you whether it suits you.',
  noGuide: (n: string) =>
    `I don't have a reviewed TruSelf guide for **${n}** yet, so I won't quote figures I can't source. A board-certified provider can explain the costs, recovery and risks for your situation.`,
  disclaimer:
    '_General information, not medical advice. A board-certified provider who examines you can tell you what is right for you._',
  sources: 'Sources',
  nameNotFound: (n: string) =>
    `I couldn't find a provider named **${n}** in TruSelf's directory, so I can't tell you about their credentials or reviews. Check the spelling, or search by name in [Find Doctors](/find-doctors).`,
  severalNamed: (n: string) => `Several providers in our directory match **${n}**:`,
  faq: 'From the guide’s FAQ',
  spanishFacts: '',
  travel:
    '**Flying or travelling:** the guide does not set a rule for when you can fly; check with your surgeon before you book, and plan the trip around the stage above.',
};

type Wording = typeof EN;

// "de el" contracts to "del" in Spanish.
const de = (n: string) => (n.startsWith('el ') ? `del ${n.slice(3)}` : `de ${n}`);

const ES: Wording = {
  costHeading: (n) => `Cuánto cuesta ${n}`,
  typicalAllIn: 'Precio total típico',
  surgeonFee: 'Honorario promedio nacional del cirujano',
  insurance: 'Seguro médico',
  guideReviewed: (d) => `guía de TruSelf, revisada ${d}`,
  recoveryHeading: (n) => `Recuperación ${de(n)}`,
  typicalPrice: 'Precio típico',
  time: 'Duración',
  recovery: 'Recuperación',
  results: 'Resultados',
  readGuide: (link) => `Lee la ${link} completa.`,
  guideWord: 'guía',
  atDays: (d, n, when) => `**${d} después ${de(n)}** corresponde a la etapa “${when}” de la guía:`,
  daysLabel: (days) =>
    days % 7 === 0 && days >= 7
      ? `${days / 7} semana${days === 7 ? '' : 's'}`
      : `${days} día${days === 1 ? '' : 's'}`,
  providersNear: (n, where) => `**Proveedores que ofrecen ${n} cerca de ${where}**`,
  providersClosest: (n, where) => `**Proveedores que ofrecen ${n} más cercanos a ${where}**`,
  providers: (n) => `**Proveedores que ofrecen ${n}**`,
  noneWithin: (miles, where) =>
    `Ninguno de los proveedores que tenemos para esto está a menos de ${miles} millas de ${where}; estos son los más cercanos, con su distancia.`,
  noProviders: (n, where) =>
    `No encontré proveedores en nuestro directorio que ofrezcan ${n}${where}. Prueba [Find Doctors](/find-doctors) para ampliar la búsqueda.`,
  unknownPlace: (p) =>
    `No encontré **${p}** como ciudad o código postal de EE. UU., así que estos son proveedores bien valorados en otros lugares. Prueba una ciudad cercana o un código postal de 5 dígitos.`,
  nearMeNoPosition:
    'Para mostrarte proveedores cerca de ti, comparte tu ubicación cuando el navegador lo pida o dime tu ciudad o código postal. Mientras tanto, estos están muy bien valorados:',
  listedPrices:
    '_Los precios vienen del perfil de cada proveedor en TruSelf y no son cotizaciones. Ordenados por distancia, verificación, certificación y reseñas — nunca por pago._',
  notInCatalogue: (label) =>
    `Todavía no tengo una guía de TruSelf sobre **${label}**, así que no voy a citar cifras sin fuente.`,
  nearest: 'Los procedimientos más cercanos que TruSelf sí cubre:',
  nearestNone:
    'Puedes ver todo lo que cubre TruSelf en [Browse Procedures](/browse-procedures), y un proveedor certificado puede decirte si es adecuado para ti.',
  noGuide: (n) =>
    `Todavía no tengo una guía revisada de TruSelf sobre **${n}**, así que no voy a citar cifras sin fuente. Un proveedor certificado puede explicarte costos, recuperación y riesgos.`,
  disclaimer:
    '_Información general, no consejo médico. Un proveedor certificado que te examine puede decirte qué es adecuado para ti._',
  sources: 'Fuentes',
  nameNotFound: (n) =>
    `No encontré a ningún proveedor llamado **${n}** en el directorio de TruSelf, así que no puedo darte sus credenciales ni reseñas. Revisa el nombre o búscalo en [Find Doctors](/find-doctors).`,
  severalNamed: (n) => `Varios proveedores de nuestro directorio coinciden con **${n}**:`,
  faq: 'De las preguntas frecuentes de la guía',
  spanishFacts: '_Los datos de la guía se muestran tal como fueron revisados, en inglés._',
  travel:
    '**Viajar o volar:** la guía no fija cuándo se puede volar; consúltalo con tu cirujano antes de reservar y planea el viaje según la etapa indicada.',
};

export function wording(language: Language | undefined): Wording {
  return language === 'es' ? ES : EN;
}

// Procedure names as Spanish speakers say them; brand names (Botox, CoolSculpting) stay as they are.
const SPANISH_NAMES: Record<string, string> = {
  rhinoplasty: 'la rinoplastia',
  'breast-augmentation': 'el aumento de senos',
  liposuction: 'la liposucción',
  facelift: 'el lifting facial',
  'tummy-tuck': 'la abdominoplastia',
  'brazilian-butt-lift': 'el BBL (levantamiento de glúteos)',
  'mommy-makeover': 'el mommy makeover',
  'breast-reduction': 'la reducción de senos',
  botox: 'el Botox',
  'dermal-fillers': 'los rellenos dérmicos',
  'chemical-peels': 'el peeling químico',
  'laser-hair-removal': 'la depilación láser',
  microneedling: 'el microneedling',
  'thread-lift': 'los hilos tensores',
  'gastric-bypass': 'el bypass gástrico',
  'gastric-sleeve': 'la manga gástrica',
  'gastric-balloon': 'el balón gástrico',
  'gpl-1': 'los medicamentos GLP-1',
};

/** The procedure's name in the patient's language: "la rinoplastia" in Spanish, the guide's short name otherwise. */
export function localName(id: string, shortName: string, language: Language | undefined): string {
  return language === 'es' ? (SPANISH_NAMES[id] ?? shortName) : shortName;
}

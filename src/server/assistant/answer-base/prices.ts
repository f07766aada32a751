// Answer-base entries on what a procedure or a variant of one costs where the guides hold no price for it: a
// procedure TruSelf has no guide for yet (a breast lift, eyelid surgery, a hair transplant, top surgery, tattoo
// removal), or a variant a guide prices only in general (one area of laser hair removal, cheek against lip filler).
// Each opens with the answer: a national figure where a named source publishes one (with its year), what a quote
// covers and how the place changes it; where no source publishes a figure it says so and says what the price is
// built from, and never guesses one. Found only by its `pin`, which needs both the procedure and a word about price.
import type { AnswerEntry } from './entries';

// How patients ask about a price or coverage (folded: lower case, no accents).
export const PRICE =
  '(?:how much|what (?:does|do|would|will) (?:it|they|one|that)\\b.{0,20}\\bcost|cost\\w*|pric\\w*|(?:runs?|goes? for|set (?:me|you) back)(?= (?:in|around|about|roughly|usually|these days)\\b| ?\\?|$)|quote\\w*|cheaper|expensive|package|paquete|cuanto(?! (?:tiempo|dura\\w*|tarda\\w*|demora\\w*|antes|despues|falta\\w*|duele))|cuesta\\w*|costo\\w*|precio\\w*|cobran|sale en|\\$)';
export const COVER =
  '(?:insurance|insurer|covered|cover(?:s|age)?|medi-?cal|medicaid|medicare|seguro|aseguranza|cubre\\w*|cobertura)';
const r = (source: string) => new RegExp(source);
/** The procedure and a price word, in either order. */
const priced = (what: string, gap = 120) =>
  r(`\\b${what}\\b.{0,${gap}}\\b${PRICE}|${PRICE}.{0,${gap}}\\b${what}\\b`);

const ASPS_STATS = 'https://www.plasticsurgery.org/news/plastic-surgery-statistics';
const LOCATION =
  'a surgeon’s fee depends on their experience, the technique and the geographic location of the office, so the same operation costs more in some cities than others';
const LOCATION_ES =
  'el honorario depende de la experiencia del cirujano, la técnica y la ubicación del consultorio, así que la misma operación cuesta más en unas ciudades que en otras';

const EYELID = '(?:eyelids?|eye ?lids?|lids|bleph\\w*|blef\\w*|parpados?)';
const LABIA = '(?:labiaplast\\w*|labioplast\\w*|labia|labios vaginales)';
const BREAST_LIFT =
  '(?:breast lift|boob lift|mastopex\\w*|levantamiento de (?:senos|busto|pechos?)|lift de senos)';
const IMPLANTS = '(?:implants?|implantes?|augment\\w*|aumento)';
const HAIR_TRANSPLANT =
  '(?:hair transplant\\w*|hair restoration surgery|(?:hair )?grafts|trasplante (?:de )?(?:pelo|cabello)|injertos? (?:de pelo|de cabello|capilar\\w*))';
const GENDER_SURGERY =
  '(?:top surgery|double incision|keyhole|ftm|mtf|chest masculini\\w*|facial feminization|ffs|feminizacion facial|vaginoplast\\w*|phalloplast\\w*|gender[- ]affirming (?:surgery|care)|cirugia de (?:pecho|afirmacion))';

export const PRICE_ENTRIES: AnswerEntry[] = [
  {
    id: 'eyelid-surgery-price',
    title: 'What eyelid surgery costs',
    text:
      'The American Society of Plastic Surgeons’ national average surgeon’s fee for eyelid surgery was $4,120 in 2020 (up from $3,282 in 2019); the society publishes one figure for eyelid surgery, not separate ones for upper or lower lids. It is the surgeon’s fee alone — anaesthesia, the operating facility and follow-up come on top — and ' +
      LOCATION +
      '. Cosmetic eyelid surgery is not covered by insurance; upper-lid surgery for lids that block your sight may be (ask me about coverage).',
    es:
      'El honorario promedio nacional del cirujano para la cirugía de párpados fue de $4,120 en 2020 (frente a $3,282 en 2019), según la Sociedad Americana de Cirujanos Plásticos; la sociedad publica una sola cifra para la cirugía de párpados, no una para los superiores y otra para los inferiores. Es solo el honorario del cirujano —la anestesia, el quirófano y los controles van aparte— y ' +
      LOCATION_ES +
      '. La cirugía de párpados estética no la cubre el seguro; la de párpados superiores que tapan la vista puede cubrirse.',
    source: 'American Society of Plastic Surgeons, Plastic Surgery Statistics Reports 2019 and 2020',
    year: 2020,
    url: ASPS_STATS,
    kinds: ['price'],
    terms: 'eyelid surgery cost price',
    pin: priced(EYELID),
  },
  {
    id: 'eyelid-surgery-coverage',
    title: 'Whether insurance pays for eyelid surgery',
    text: 'It can, when the upper lids block your sight: insurers, Medicare included, treat upper-lid surgery as medically necessary when an eye doctor documents that drooping lids cut off your field of vision — usually with a visual-field test done with the lids taped up and again without, and photos — and they often ask for prior authorization before surgery. Lids that rest on the lashes and the habit of raising your brows to see are the kind of signs the eye exam records. Surgery for looks alone, and lower-lid surgery for bags, is not covered.',
    es: 'Puede cubrirla, cuando los párpados superiores te tapan la vista: los seguros, Medicare incluido, consideran la cirugía de párpados superiores médicamente necesaria cuando un oftalmólogo documenta que los párpados caídos te cortan el campo visual —normalmente con una prueba de campo visual con los párpados levantados con cinta y otra sin ella, y fotos— y a menudo piden autorización previa antes de operar. Que los párpados descansen sobre las pestañas o tener que levantar las cejas para ver son el tipo de señales que registra el examen. La cirugía solo por apariencia, y la de párpados inferiores por bolsas, no se cubre.',
    source:
      'American Academy of Ophthalmology, functional blepharoplasty; Centers for Medicare & Medicaid Services, blepharoplasty coverage',
    year: 2023,
    url: 'https://www.aao.org/',
    kinds: ['price'],
    terms: 'eyelid surgery insurance coverage',
    pin: r(`\\b${EYELID}\\b.{0,160}\\b${COVER}\\b|\\b${COVER}\\b.{0,160}\\b${EYELID}\\b`),
  },
  {
    id: 'labiaplasty-price',
    title: 'What labiaplasty costs',
    text:
      'The American Society of Plastic Surgeons’ national average surgeon’s fee for labiaplasty was $2,924 in 2018. That is the surgeon’s fee alone — anaesthesia, the facility and follow-up come on top — and ' +
      LOCATION +
      '. Most health plans treat it as cosmetic and do not pay for it.',
    es:
      'El honorario promedio nacional del cirujano para la labioplastia fue de $2,924 en 2018, según la Sociedad Americana de Cirujanos Plásticos. Es solo el honorario del cirujano —la anestesia, el quirófano y los controles van aparte— y ' +
      LOCATION_ES +
      '. La mayoría de los seguros la consideran estética y no la pagan.',
    source: 'American Society of Plastic Surgeons, 2018 Plastic Surgery Statistics Report',
    year: 2018,
    url: ASPS_STATS,
    kinds: ['price'],
    terms: 'labiaplasty cost price',
    pin: priced(LABIA),
  },
  {
    id: 'labiaplasty-coverage',
    title: 'Whether insurance pays for labiaplasty',
    text: 'Rarely: most US health plans list labiaplasty as cosmetic and exclude it, even when the labia rub or hurt with exercise or clothing. A plan may consider it when a gynaecologist documents a medical problem — ongoing pain, irritation or infections, or repair after childbirth injury — so ask your plan for its written policy and whether prior authorization with that documentation is possible; the American College of Obstetricians and Gynecologists advises that a gynaecologist first rule out other causes and discuss non-surgical care.',
    es: 'Casi nunca: la mayoría de los seguros de EE. UU. consideran la labioplastia estética y la excluyen, aunque los labios rocen o duelan con el ejercicio o la ropa. Un plan puede considerarla cuando una ginecóloga documenta un problema médico —dolor, irritación o infecciones continuas, o una reparación después de una lesión del parto—, así que pide a tu plan su póliza por escrito y si es posible una autorización previa con esa documentación; el Colegio Americano de Obstetras y Ginecólogos aconseja que una ginecóloga descarte primero otras causas y hable de opciones sin cirugía.',
    source:
      'American College of Obstetricians and Gynecologists, Committee Opinion on elective female genital cosmetic surgery',
    year: 2020,
    url: 'https://www.acog.org/',
    kinds: ['price'],
    terms: 'labiaplasty insurance coverage',
    pin: r(`\\b${LABIA}\\b.{0,160}\\b${COVER}\\b|\\b${COVER}\\b.{0,160}\\b${LABIA}\\b`),
  },
  {
    id: 'breast-lift-implants-price',
    title: 'What a breast lift with implants costs',
    text:
      'A breast lift with implants (augmentation-mastopexy) is one operation that does both, so it costs more than an augmentation alone — TruSelf’s breast augmentation guide puts that at $6,000–$12,000 all-in, implants, anaesthesia and the facility included — but usually less than a lift and an augmentation done as two separate operations, since the anaesthesia and facility are paid once. TruSelf has no sourced national figure for the combined operation itself, and ' +
      LOCATION +
      ': ask for one written quote that lists the surgeon, anaesthesia, facility, implants, garments and follow-up.',
    es:
      'Un levantamiento de senos con implantes (mastopexia con aumento) es una sola operación que hace las dos cosas, así que cuesta más que un aumento solo —la guía de aumento de senos de TruSelf lo sitúa en $6,000–$12,000 en total, con implantes, anestesia y quirófano— pero normalmente menos que hacer el levantamiento y el aumento en dos operaciones separadas, porque la anestesia y el quirófano se pagan una vez. TruSelf no tiene una cifra nacional con fuente para la operación combinada, y ' +
      LOCATION_ES +
      ': pide una sola cotización por escrito que detalle cirujano, anestesia, quirófano, implantes, prendas y controles.',
    source:
      'American Society of Plastic Surgeons, breast lift and cost guidance; TruSelf breast augmentation guide',
    year: 2024,
    url: 'https://www.plasticsurgery.org/cosmetic-procedures/breast-lift/cost',
    kinds: ['price'],
    terms: 'breast lift implants cost',
    pin: r(
      `(?=.*\\b${PRICE})(?:.*\\b${BREAST_LIFT}\\b.{0,160}\\b${IMPLANTS}\\b|.*\\b${IMPLANTS}\\b.{0,160}\\b${BREAST_LIFT}\\b|.*\\b(?:add|adding|with|plus|con|agregar|anadir)\\b.{0,20}\\b${IMPLANTS}\\b.{0,60}\\b(?:same time|at once|mismo tiempo|misma cirugia)\\b)`,
    ),
  },
  {
    id: 'breast-lift-price',
    title: 'What a breast lift costs',
    text:
      'TruSelf has no sourced national figure for a breast lift yet, so I won’t put a number on it. An all-in quote should list the surgeon’s fee, anaesthesia, the operating facility, the surgical bra and follow-up visits — the society averages you may see online are the surgeon’s fee alone — and ' +
      LOCATION +
      '. A lift is cosmetic, so insurance does not pay for it; compare written all-in quotes from two or three board-certified plastic surgeons near you.',
    es:
      'TruSelf todavía no tiene una cifra nacional con fuente para el levantamiento de senos, así que no voy a dar una cifra. Una cotización completa debe incluir el honorario del cirujano, la anestesia, el quirófano, el sostén quirúrgico y los controles —los promedios de las sociedades que ves en internet son solo el honorario del cirujano— y ' +
      LOCATION_ES +
      '. El levantamiento es estético, así que el seguro no lo paga; compara cotizaciones completas por escrito de dos o tres cirujanos plásticos certificados cerca de ti.',
    source: 'American Society of Plastic Surgeons, breast lift cost guidance',
    year: 2024,
    url: 'https://www.plasticsurgery.org/cosmetic-procedures/breast-lift/cost',
    kinds: ['price'],
    terms: 'breast lift cost',
    pin: priced(BREAST_LIFT),
  },
  {
    id: 'hair-transplant-price',
    title: 'What a hair transplant costs',
    text:
      'A hair transplant is usually priced per graft (or per session), so the number of grafts sets most of the total: for a quote by graft, ask the price per graft and multiply by the grafts planned, and ask whether it is FUE or FUT and whether the session fee, medicines and follow-up are included. TruSelf has no sourced national price yet, so I won’t put a number on it; ' +
      LOCATION +
      '. The International Society of Hair Restoration Surgery warns against clinics where technicians rather than the physician do the surgery — a reason some prices are low.',
    es:
      'Un trasplante de pelo suele cobrarse por injerto (o por sesión), así que el número de injertos define casi todo el total: si te cotizan por injerto, pregunta el precio por injerto y multiplícalo por los injertos planeados, y pregunta si es FUE o FUT y si incluye la sesión, los medicamentos y los controles. TruSelf todavía no tiene un precio nacional con fuente, así que no voy a dar una cifra; ' +
      LOCATION_ES +
      '. La International Society of Hair Restoration Surgery advierte contra clínicas donde técnicos, y no el médico, hacen la cirugía, una razón de algunos precios bajos.',
    source: 'International Society of Hair Restoration Surgery, patient guidance',
    year: 2023,
    url: 'https://ishrs.org/',
    kinds: ['price'],
    terms: 'hair transplant cost grafts',
    pin: priced(HAIR_TRANSPLANT),
  },
  {
    id: 'gender-surgery-price',
    title: 'What gender-affirming surgery costs, and coverage',
    text: 'TruSelf has no sourced national price for top surgery or facial feminization yet, so I won’t put a number on it: the total depends on the operations done (a double-incision mastectomy is a longer operation than keyhole; facial feminization is often several operations), the surgeon, anaesthesia, the facility and the city. Coverage is often the bigger question — many US health plans cover gender-affirming surgery when the WPATH Standards of Care criteria are met, usually with a letter from your care team. Ask your plan for its gender-affirming surgery policy in writing, and ask surgeons whether they take your plan.',
    es: 'TruSelf todavía no tiene un precio nacional con fuente para la cirugía de pecho (top surgery) ni para la feminización facial, así que no voy a dar una cifra: el total depende de las operaciones (una mastectomía de doble incisión es más larga que una keyhole; la feminización facial suele ser varias operaciones), del cirujano, la anestesia, el quirófano y la ciudad. La cobertura suele ser la pregunta más importante: muchos seguros de EE. UU. cubren la cirugía de afirmación de género cuando se cumplen los criterios de los Estándares de Atención de la WPATH, normalmente con una carta de tu equipo de salud. Pide a tu seguro su póliza por escrito y pregunta a los cirujanos si aceptan tu plan.',
    source: 'World Professional Association for Transgender Health, Standards of Care version 8',
    year: 2022,
    url: 'https://www.wpath.org/soc8',
    kinds: ['price'],
    terms: 'top surgery ffs cost insurance medi-cal',
    pin: r(
      `${priced(GENDER_SURGERY, 160).source}|\\b${GENDER_SURGERY}\\b.{0,160}\\b${COVER}\\b|\\b${COVER}\\b.{0,160}\\b${GENDER_SURGERY}\\b`,
    ),
  },
  {
    id: 'gender-surgery-coverage-california',
    title: 'Medi-Cal and California plans and gender-affirming surgery',
    text: 'Yes, Medi-Cal covers gender-affirming surgery, top surgery included, when it is medically necessary: the California Department of Health Care Services has Medi-Cal and its managed-care plans cover it under the WPATH criteria, usually with prior authorization and a letter from your care team, so ask your Medi-Cal plan for a referral to a surgeon who takes it. California’s Insurance Gender Nondiscrimination Act also bars the private health plans the state regulates from excluding gender-affirming care.',
    es: 'Sí, Medi-Cal cubre la cirugía de afirmación de género, incluida la cirugía de pecho (top surgery), cuando es médicamente necesaria: el Departamento de Servicios de Atención Médica de California hace que Medi-Cal y sus planes de atención administrada la cubran según los criterios de la WPATH, normalmente con autorización previa y una carta de tu equipo de salud, así que pide a tu plan de Medi-Cal que te refiera a un cirujano que lo acepte. La Insurance Gender Nondiscrimination Act de California también prohíbe a los planes privados que regula el estado excluir la atención de afirmación de género.',
    source:
      'California Department of Health Care Services, Medi-Cal gender-affirming care; California Insurance Gender Nondiscrimination Act',
    year: 2020,
    url: 'https://www.dhcs.ca.gov/',
    kinds: ['price'],
    terms: 'medi-cal california gender affirming coverage',
    pin: r(
      `(?=.*\\b${GENDER_SURGERY}\\b)(?=.*\\b(?:medi-?cal|california|calif|sacramento|los angeles|san francisco|san diego|oakland)\\b)(?=.*\\b${COVER}\\b)`,
    ),
  },
  {
    id: 'tattoo-removal-price',
    title: 'What laser tattoo removal costs',
    text: 'Laser tattoo removal is priced per session, and the number of sessions sets the total: a small tattoo (a coin-size one, say) is at the low end of a clinic’s price list because the price follows the tattoo’s size, and a small, black, older or home-made tattoo usually needs fewer sessions than a large or colourful one — often 5 to 10 in all, six to eight weeks apart. TruSelf has no sourced national price per session yet, so I won’t put a number on it; ask for the price per session and an estimate of the sessions in writing, and have it done by a dermatologist or under one’s supervision.',
    es: 'Quitar un tatuaje con láser se cobra por sesión, y el número de sesiones define el total: un tatuaje pequeño (del tamaño de una moneda, por ejemplo) está en la parte baja de la lista de precios porque el precio depende del tamaño, y un tatuaje pequeño, negro, antiguo o casero suele necesitar menos sesiones que uno grande o de colores —a menudo de 5 a 10 en total, con seis a ocho semanas entre cada una. TruSelf todavía no tiene un precio nacional por sesión con fuente, así que no voy a dar una cifra; pide por escrito el precio por sesión y cuántas sesiones calculan, y hazlo con un dermatólogo o bajo su supervisión.',
    source: 'American Society for Dermatologic Surgery, tattoo removal',
    year: 2023,
    url: 'https://www.asds.net/',
    kinds: ['price'],
    terms: 'tattoo removal cost',
    pin: priced('(?:tattoo\\w*|tatuajes?)'),
  },
  {
    id: 'filler-area-price',
    title: 'What filler costs by area (lips, cheeks, chin)',
    text: 'Filler is priced per syringe — typically $500–$1,000 a syringe in TruSelf’s guide — so the area changes the total through how many syringes it takes: lips often need one, while cheeks usually take more, so cheek filler usually costs more in all even at the same price per syringe. The American Society of Plastic Surgeons’ average fee per syringe of hyaluronic-acid filler was $644 (2016); the product, the injector and the city move the price, so ask how many syringes of which product a quote covers.',
    es: 'El relleno se cobra por jeringa —normalmente $500–$1,000 por jeringa según la guía de TruSelf—, así que la zona cambia el total por cuántas jeringas necesita: los labios suelen llevar una, y las mejillas normalmente más, así que el relleno de mejillas suele costar más en total aunque el precio por jeringa sea el mismo. El honorario promedio por jeringa de relleno de ácido hialurónico fue de $644 (2016), según la Sociedad Americana de Cirujanos Plásticos; el producto, quien inyecta y la ciudad cambian el precio, así que pregunta cuántas jeringas de qué producto incluye la cotización.',
    source:
      'American Society of Plastic Surgeons, 2016 Plastic Surgery Statistics Report; TruSelf dermal fillers guide',
    year: 2016,
    url: ASPS_STATS,
    kinds: ['price', 'comparison'],
    procedures: ['dermal-fillers'],
    terms: 'filler cost cheeks lips area syringes',
    pin: r(
      `(?=.*\\b(?:fillers?|rellenos?|juvederm|restylane|voluma)\\b)(?=.*\\b(?:cheeks?|mejillas?|pomulos?|cachetes?|chin|jaw\\w*|menton|mandibula)\\b)(?=.*\\b${PRICE})`,
    ),
  },
  {
    id: 'laser-hair-area-price',
    title: 'What laser hair removal costs for one area, and packages',
    text: 'Laser hair removal is priced per session for each area — typically $150–$500 in TruSelf’s guide — and small areas such as the underarms, upper lip or bikini line sit at the low end of that range, large ones such as the full legs or back at the top. Most people need about 4–8 sessions, so clinics sell packages: ask how many sessions a package covers, what an extra or touch-up session costs, and who does the treatment; the price also varies by city and clinic.',
    es: 'La depilación láser se cobra por sesión y por zona —normalmente $150–$500 según la guía de TruSelf—, y las zonas pequeñas como las axilas, el bigote o la línea del bikini están en la parte baja de ese rango, y las grandes como las piernas completas o la espalda en la alta. La mayoría necesita unas 4–8 sesiones, por eso las clínicas venden paquetes: pregunta cuántas sesiones incluye el paquete, cuánto cuesta una sesión extra o de retoque y quién hace el tratamiento; el precio también cambia según la ciudad y la clínica.',
    source: 'American Academy of Dermatology, laser hair removal; TruSelf laser hair removal guide',
    year: 2024,
    url: 'https://www.aad.org/public/cosmetic/hair-removal/laser-hair-removal',
    kinds: ['price'],
    procedures: ['laser-hair-removal'],
    terms: 'laser hair removal underarms package cost',
    pin: r(
      `(?=.*\\b(?:laser|lazer|depilacion|hair removal)\\b)(?=.*\\b(?:underarms?|under arms?|armpits?|axilas?|sobacos?|bikini|brazilian|upper lip|bigote|lip|face|cara|legs?|piernas?|back|espalda|chin|menton)\\b)(?=.*\\b${PRICE})`,
    ),
  },
];

export const PRICE_IDS: ReadonlySet<string> = new Set(PRICE_ENTRIES.map((e) => e.id));

// Answer-base entries on what patients most often ask about money, rules and genuine products where neither a guide
// nor another entry answers: the price of treatments TruSelf has no guide for (a HydraFacial, Morpheus8, PRP for hair,
// a chin implant, hormone pellets...), why quotes differ, financing, insurance denials and appeals, who pays to dissolve
// filler or for a revision; prescription-only skin and hair medicines, compounded GLP-1 medicines after the shortage,
// review gag clauses, Florida's BBL rules; telling brand from compounded GLP-1 medicines, safe online pharmacies, lot
// numbers, open vials and real PRP. A price is stated only where a named source publishes it; otherwise the entry
// says what the price is built from and what to ask, and never guesses a figure. Each is found by its `pin`: the
// subject and the point asked (a price word, a rule, a doubt about the product), in English, Spanish and slang.
import type { AnswerEntry } from './entries';
import { COVER, PRICE } from './prices';

const r = (source: string) => new RegExp(source);

/**
 * How patients ask whether a price is right, beyond the price words: "2000 for one session... ok or high?",
 * "is 400 normal or am i getting ripped off", "me estan robando"; a bare number only as a price ("1800 a session"),
 * never a year or a day.
 */
const FAIR =
  '(?:fair|rip ?off|ripped off|ripoff|overpriced|over ?charg\\w*|reasonable|too (?:much|high|expensive)|(?:ok|okay) or high|worth the money|ballpark|justo|caro|cara|robando|estafa|(?:paid|pay|quoted?|charg\\w*|spent|cobr\\w*|pague)\\s\\$?\\d|\\d[\\d,.]*\\s?(?:k|bucks|dollars|dolares|usd)\\b|\\d{3,}[\\d,.]*\\s(?:for|per|a|each|por)\\b)';
/** A price word or a question on a price's fairness. */
const MONEY = `(?:${PRICE}|${FAIR})`;

/** `what` and `about` within `gap` characters of each other, in either order. */
const near = (what: string, about: string, gap = 120) =>
  r(`\\b${what}\\b.{0,${gap}}\\b${about}|\\b${about}.{0,${gap}}\\b${what}\\b`);

const ASPS_STATS = 'https://www.plasticsurgery.org/news/plastic-surgery-statistics';
const NO_FIGURE = 'TruSelf has no sourced national price for';
const NO_FIGURE_ES = 'TruSelf no tiene un precio nacional con fuente para';

// The procedures and medicines asked about (folded: lower case, no accents).
const HYDRAFACIAL = '(?:hydra ?facials?|hidra ?facials?|hydrafacial\\w*)';
const RF_MICRONEEDLING =
  '(?:morpheus ?8?|morpheous ?8?|morfeus ?8?|rf microneedling|radio ?frequency microneedling|microneedling (?:with|con) (?:rf|radio ?frecuencia)|microagujas? con radiofrecuencia|potenza|vivace|secret rf)';
const PRP_HAIR =
  '(?:(?:prp|platelet[- ]rich plasma|plasma rico en plaquetas|plasma)\\b.{0,60}\\b(?:hair|scalp|hairline|thinning|bald\\w*|cabello|pelo|cuero cabelludo|calvicie|caida)|(?:hair|scalp|cabello|pelo|capilar)\\b.{0,20}\\bprp)';
const PEEL =
  '(?:peels?|peeling\\w*|exfoliacion quimica|tca|glycolic|glicolico|salicylic|jessner|vi peel|perfect derma)';
const IV =
  '(?:iv|i\\.v\\.|drips?|myers\\w*|sueros?|suero vitaminado|vitamin (?:drip|infusion|iv)|iv therapy|hydration therapy|goteo\\w*)';
const CHIN_IMPLANT =
  '(?:chin implants?|chin augment\\w*|genioplast\\w*|mentoplast\\w*|implantes? (?:de|en el|para el) menton|aumento de menton|protesis de menton)';
const NECK_LIFT =
  '(?:neck ?lifts?|necklift|platysmaplast\\w*|lower face (?:and|&) neck|face (?:and|&) neck lift|lifting (?:de )?cuello|levantamiento (?:de )?cuello|turkey neck surgery)';
const EMSCULPT = '(?:em ?sculpt\\w*(?: neo)?|emsculpting|hifem)';
const PELLETS =
  '(?:(?:hormone|testosterone|estrogen|estradiol|bioidentical|biote|bio-?te)\\s?pellets?|pellets? (?:de )?hormon\\w*|pellet therapy|pellets?\\b(?=.{0,60}\\b(?:hormon\\w*|testosteron\\w*|menopaus\\w*|biote)\\b)|biote)';
const ELECTROLYSIS = '(?:electrolysis|electrolisis|electrologists?|electrologist)';
const BUCCAL =
  '(?:buccal(?: fat)?(?: removal| pad\\w*)?|buccal\\w*|bichectom\\w*|bola de bichat|bolsas de bichat|cheek fat removal)';
const BODY_LIFT =
  '(?:thigh ?lifts?|arm ?lifts?|brachioplast\\w*|braquioplast\\w*|lifting de (?:muslos|brazos)|levantamiento de (?:muslos|brazos)|cruroplast\\w*|bat ?wing surgery)';
const OTOPLASTY =
  '(?:otoplast\\w*|ear pinning|ear ?pin\\w*|pin(?:ning)? (?:my|his|her|their|the) ears|ears? (?:surgery|reshaping)|cirugia de (?:las )?orejas|orejas (?:de soplillo|salidas|separadas))';
const COOLSCULPTING = '(?:coolsculpt\\w*|cool ?sculpt\\w*|cryolipo\\w*|criolipo\\w*|fat freez\\w*)';
const BELLY =
  '(?:belly|lower belly|abdomen|stomach|tummy|flanks?|love handles|muffin top|chin|thighs?|panza|barriga|abdomen|papada|muslos)';
const CYCLES = '(?:cycles?|ciclos?|applicators?|aplicador\\w*|per area|por zona|4 cycles|rounds?)';
const VENEERS = '(?:veneers?|carillas?|lumineers?)';
const KYBELLA = '(?:kybella|kybela|kybellla|deoxycholic|desoxicolico)';
const SCLERO =
  '(?:sclerotherap\\w*|scleros\\w*|escleroterap\\w*|spider veins?|varicose veins?|varices|aranitas?|venitas)';
const RESURFACING =
  '(?:laser resurfacing|resurfacing|co2 laser|co2|fraxel|erbium|halo laser|halo|moxi|clear ?(?:\\+|and) ?brilliant|ablative|laser de co2|laser co2|laser fraccionado|fractional laser)';
const DISSOLVE =
  '(?:dissolv\\w*|hyaluronidase|hylenex|hyaluronidaze|hialuronidasa|disolver\\w*|disuelv\\w*|reverse (?:my |the )?filler|filler removal)';
const FILLER = '(?:fillers?|rellenos?|juvederm|restylane|rha|lip injections?|labios|lips?)';
const GLP1 = '(?:ozempic|wegovy|mounjaro|zepbound|semaglutid\\w*|tirzepatid\\w*|glp-?1s?|sema|tirz|rybelsus)';
const COMPOUNDED =
  '(?:compound\\w*|compuest[oa]s?|magistral\\w*|503a|503b|generic semaglutide|generic tirz\\w*)';
const TRETINOIN = '(?:tretinoin\\w*|tretinoina|retin-?a|renova|altreno|atralin|tret)';
const FINASTERIDE =
  '(?:finasterid\\w*|propecia|dutasterid\\w*|oral minoxidil|minoxidil oral|minoxidil pills?|hims|keeps)';
const REVIEWS =
  '(?:reviews?|yelp|google review\\w*|resenas?|reseñas?|opiniones|comentarios|rating\\w*|stars?)';

export const COSTS_RULES_ENTRIES: AnswerEntry[] = [
  // ——— Prices of treatments without a guide ———
  {
    id: 'hydrafacial-price',
    title: 'What a HydraFacial costs',
    text: `A HydraFacial is a branded facial done with one company’s device (cleansing and exfoliation, a mild acid peel, suction extraction, then serums), priced per session. ${NO_FIGURE} it, so I won’t put a number on it or call a quote high: the price follows the tier booked — a basic session, or a “deluxe” or “platinum” one with boosters, LED light or lymphatic drainage added — the setting (a spa, a med spa or a dermatologist’s office) and the city. To judge a quote, ask which tier and which boosters it covers, compare the same tier at two or three places near you, and treat a package of sessions as optional: the results are temporary, so people repeat it about monthly.`,
    es: `Un HydraFacial es un facial de marca hecho con el equipo de una empresa (limpieza y exfoliación, un peeling ácido suave, extracción por succión y luego sueros), y se cobra por sesión. ${NO_FIGURE_ES} él, así que no voy a dar una cifra ni decir si una cotización es alta: el precio depende del nivel que reserves —una sesión básica, o una “deluxe” o “platinum” con boosters, luz LED o drenaje linfático—, del lugar (spa, med spa o consultorio de dermatología) y de la ciudad. Para juzgar una cotización, pregunta qué nivel y qué boosters incluye, compara el mismo nivel en dos o tres lugares cerca de ti, y considera opcional un paquete de sesiones: el resultado es temporal, por eso se repite más o menos cada mes.`,
    source: 'The HydraFacial Company, treatment description; American Academy of Dermatology, facials',
    year: 2024,
    url: 'https://hydrafacial.com/',
    kinds: ['price'],
    terms: 'hydrafacial price cost session',
    pin: near(HYDRAFACIAL, MONEY),
  },
  {
    id: 'rf-microneedling-price',
    title: 'What Morpheus8 or RF microneedling costs',
    text: `RF microneedling (Morpheus8 and similar devices) is priced per session and per area — face, face and neck, or a body area — and is usually sold as a series of about three sessions four to six weeks apart. ${NO_FIGURE} it, so I won’t call a quote fair or high: TruSelf’s microneedling guide puts plain microneedling at $200–$700 a session and notes that radiofrequency microneedling costs more, because the device and its single-use tips are costly, numbing takes time, and the treatment is medical (a physician or a nurse under one’s supervision). Ask for the price of the whole series for your areas in writing, what a later maintenance session costs, and who does it.`,
    es: `El microneedling con radiofrecuencia (Morpheus8 y equipos parecidos) se cobra por sesión y por zona —cara, cara y cuello, o una zona del cuerpo— y suele venderse como una serie de unas tres sesiones con cuatro a seis semanas entre ellas. ${NO_FIGURE_ES} él, así que no voy a decir si una cotización es justa o alta: la guía de microneedling de TruSelf sitúa el microneedling simple en $200–$700 por sesión y señala que el de radiofrecuencia cuesta más, porque el equipo y sus puntas de un solo uso son caros, la anestesia tópica lleva tiempo y es un tratamiento médico (un médico o una enfermera bajo su supervisión). Pide por escrito el precio de toda la serie para tus zonas, cuánto cuesta una sesión de mantenimiento y quién lo hace.`,
    source: 'TruSelf microneedling guide; American Society for Dermatologic Surgery, microneedling',
    year: 2024,
    url: 'https://www.asds.net/',
    kinds: ['price'],
    procedures: ['microneedling'],
    terms: 'morpheus8 rf microneedling price cost session',
    pin: near(RF_MICRONEEDLING, MONEY),
  },
  {
    id: 'prp-hair-price',
    title: 'What PRP for hair loss costs',
    text: `PRP for hair loss is priced per session and is not covered by insurance. The American Academy of Dermatology describes the usual course as one treatment a month for three months, then a maintenance treatment every three to six months — so the yearly cost is the price per session times about five or six, and it continues for as long as you want to keep the effect. ${NO_FIGURE} a session, so I won’t call a quote normal or high: the price follows the kit used to spin your blood, whether microneedling or other add-ons are included, who injects and the city. Ask for the price of the first three sessions and of maintenance in writing, and whether medicines such as minoxidil or finasteride — cheaper and with stronger evidence — have been tried first.`,
    es: `El PRP para la caída del cabello se cobra por sesión y el seguro no lo cubre. La Academia Americana de Dermatología describe el tratamiento habitual como una sesión al mes durante tres meses y luego una de mantenimiento cada tres a seis meses, así que el costo del año es el precio por sesión por unas cinco o seis, y sigue mientras quieras mantener el efecto. ${NO_FIGURE_ES} una sesión, así que no voy a decir si una cotización es normal o alta: el precio depende del kit con que se centrifuga tu sangre, de si incluye microneedling u otros extras, de quién inyecta y de la ciudad. Pide por escrito el precio de las tres primeras sesiones y del mantenimiento, y pregunta si antes se han probado medicamentos como el minoxidil o la finasterida, más baratos y con más evidencia.`,
    source: 'American Academy of Dermatology, platelet-rich plasma for hair loss',
    year: 2023,
    url: 'https://www.aad.org/',
    kinds: ['price'],
    terms: 'prp hair loss price cost session',
    pin: near(PRP_HAIR, MONEY, 160),
  },
  {
    id: 'peel-depth-price',
    title: 'Why a TCA peel costs more than a light peel',
    text: 'Peels are priced by depth. A light (superficial) peel — glycolic, lactic or salicylic acid — takes minutes, needs little or no downtime and is often done in a series at a spa or by an esthetician. A medium-depth peel with trichloroacetic acid (TCA) reaches deeper skin: the American Academy of Dermatology says it is done by a dermatologist or under one’s care, often after weeks of skin preparation, with a week or more of peeling and a follow-up visit, and a greater risk of dark spots or scarring — more skill, time and aftercare, so a higher price. TruSelf’s chemical peels guide puts a session at $150–$1,500, light peels at the low end; the American Society of Plastic Surgeons’ average fee for a peel was $673 (2016).',
    es: 'Los peelings se cobran según su profundidad. Un peeling ligero (superficial) —ácido glicólico, láctico o salicílico— dura minutos, casi no requiere reposo y suele hacerse en serie en un spa o con una esteticista. Un peeling medio con ácido tricloroacético (TCA) llega más profundo: la Academia Americana de Dermatología dice que lo hace un dermatólogo o alguien bajo su cuidado, a menudo tras semanas de preparar la piel, con una semana o más de descamación, una cita de control y más riesgo de manchas o cicatrices —más experiencia, tiempo y cuidados, por eso cuesta más—. La guía de peelings de TruSelf sitúa una sesión en $150–$1,500, con los ligeros en la parte baja; el honorario promedio de un peeling fue de $673 (2016), según la Sociedad Americana de Cirujanos Plásticos.',
    source:
      'American Academy of Dermatology, chemical peels; American Society of Plastic Surgeons, 2016 statistics; TruSelf chemical peels guide',
    year: 2023,
    url: 'https://www.aad.org/',
    kinds: ['price', 'comparison'],
    procedures: ['chemical-peels'],
    terms: 'light peel tca peel price difference',
    pin: r(
      `(?=.*\\b${PEEL}\\b)(?=.*\\b(?:tca|medium|medio|deep|profundo|light|ligero|superficial|glycolic|glicolico)\\b)(?=.*(?:${MONEY}|\\bdifference|\\bdiferencia|\\bwhy\\b|por que))`,
    ),
  },
  {
    id: 'iv-drip-price',
    title: 'Why an IV vitamin drip costs what it does',
    text: 'You pay for the service more than the contents: the vitamins, salts and fluid in a Myers’ cocktail cost little, and the price covers a licensed prescriber’s assessment and order, a nurse to place and watch the IV for the hour it runs, sterile supplies, and — for a mobile service — travel to you. TruSelf’s IV therapy guide puts a wellness infusion at $100–$400 a session, with mobile visits, add-ons and higher doses costing more. Weigh it against the evidence: for a healthy person who can eat and drink, there is little evidence that a drip does more than fluids and vitamins by mouth, and insurance does not pay for wellness drips.',
    es: 'Pagas más por el servicio que por el contenido: las vitaminas, sales y el suero de un cóctel de Myers cuestan poco, y el precio cubre la evaluación y la orden de un profesional que receta, una enfermera que coloca y vigila la vía durante la hora que dura, el material estéril y, en un servicio a domicilio, el traslado. La guía de terapia IV de TruSelf sitúa una infusión de bienestar en $100–$400 por sesión, y a domicilio, con extras o dosis más altas cuesta más. Compáralo con la evidencia: para una persona sana que puede comer y beber, hay poca evidencia de que un suero haga más que tomar líquidos y vitaminas por boca, y el seguro no paga los sueros de bienestar.',
    source: 'TruSelf IV therapy guide; Cleveland Clinic, IV vitamin therapy',
    year: 2023,
    url: 'https://my.clevelandclinic.org/',
    kinds: ['price'],
    procedures: ['iv-therapy'],
    terms: 'iv drip myers cocktail price why expensive',
    pin: r(
      `(?=.*\\b${IV}\\b)(?=.*(?:${MONEY}|\\bso expensive|\\bwhy (?:so|does it|is it)\\b|\\bbasically (?:just )?(?:vitamins|water)|\\bpor que (?:tan )?car[oa]))|${near('(?:basically|just|only|solo|nomas|puras?)\\b.{0,20}\\b(?:vitamins?|saline|salt water|water|vitaminas|suero|agua)', '(?:so expensive|expensive|so much|cost\\w*|pric\\w*|car[oa]s?|cuesta\\w*|cobran)\\b', 60).source}`,
    ),
  },
  {
    id: 'chin-implant-price',
    title: 'What a chin implant costs',
    text: `${NO_FIGURE} chin implant surgery, so I won’t put a number on it. The total is built from the surgeon’s fee, the implant, anaesthesia (local with sedation or general) and the operating facility; moving the chin bone itself (a sliding genioplasty) is a longer operation, and a chin implant added to a rhinoplasty or a neck procedure usually costs less than doing it alone, since anaesthesia and the facility are paid once. Cosmetic chin surgery is not covered by insurance. Ask two or three board-certified plastic or facial plastic surgeons for an all-in quote in writing; filler is the temporary, cheaper alternative.`,
    es: `${NO_FIGURE_ES} la cirugía de implante de mentón, así que no voy a dar una cifra. El total se compone del honorario del cirujano, el implante, la anestesia (local con sedación o general) y el quirófano; mover el hueso del mentón (una mentoplastia de deslizamiento) es una operación más larga, y un implante de mentón añadido a una rinoplastia o a una cirugía de cuello suele costar menos que hacerlo solo, porque la anestesia y el quirófano se pagan una vez. La cirugía estética de mentón no la cubre el seguro. Pide a dos o tres cirujanos plásticos o faciales certificados una cotización completa por escrito; el relleno es la alternativa temporal y más barata.`,
    source: 'American Society of Plastic Surgeons, chin surgery',
    year: 2024,
    url: 'https://www.plasticsurgery.org/',
    kinds: ['price'],
    terms: 'chin implant price cost',
    pin: near(CHIN_IMPLANT, MONEY),
  },
  {
    id: 'neck-lift-price',
    title: 'What a neck lift costs',
    text: `${NO_FIGURE} a neck lift on its own, so I won’t put a number on it. A lower face and neck lift is what TruSelf’s facelift guide prices: the American Society of Plastic Surgeons’ national average surgeon’s fee for a facelift was $7,655 (2018) — the surgeon’s fee only — and the guide puts a typical all-in total, with anaesthesia and an accredited facility, at $10,000–$25,000. A neck lift alone is usually a shorter operation than a full facelift; neck liposuction alone shorter still. Ask for an all-in written quote that names the operations, who gives the anaesthesia and where.`,
    es: `${NO_FIGURE_ES} un lifting de cuello solo, así que no voy a dar una cifra. Un lifting de la parte baja de la cara y el cuello es lo que cotiza la guía de lifting facial de TruSelf: el honorario promedio nacional del cirujano para un lifting facial fue de $7,655 (2018), según la Sociedad Americana de Cirujanos Plásticos —solo el honorario del cirujano—, y la guía sitúa un total típico, con anestesia y un quirófano acreditado, en $10,000–$25,000. Un lifting de cuello solo suele ser una operación más corta que un lifting facial completo, y la liposucción de cuello sola, más corta aún. Pide una cotización completa por escrito que nombre las operaciones, quién da la anestesia y dónde.`,
    source:
      'American Society of Plastic Surgeons, 2018 Plastic Surgery Statistics Report; TruSelf facelift guide',
    year: 2018,
    url: ASPS_STATS,
    kinds: ['price'],
    procedures: ['facelift'],
    terms: 'neck lift price cost all in',
    pin: near(NECK_LIFT, MONEY),
  },
  {
    id: 'emsculpt-price',
    title: 'What Emsculpt costs',
    text: `Emsculpt and Emsculpt Neo are priced per session and per area, and sold as a course: the usual first course is four sessions a few days apart, with maintenance sessions afterwards to keep the effect, so ask for the price of the full course for your area and of one maintenance session. ${NO_FIGURE} a session, so I won’t put a number on it; the clinic, the city and whether it is the Neo version (which adds radiofrequency heat) change it. It is not covered by insurance, and the FDA clearance is for toning muscle (and, for Neo, reducing abdominal fat), not for weight loss.`,
    es: `Emsculpt y Emsculpt Neo se cobran por sesión y por zona, y se venden como un curso: el primero suele ser de cuatro sesiones con unos días entre ellas, con sesiones de mantenimiento después para conservar el efecto, así que pide el precio del curso completo para tu zona y el de una sesión de mantenimiento. ${NO_FIGURE_ES} una sesión, así que no voy a dar una cifra; la clínica, la ciudad y si es la versión Neo (que añade calor por radiofrecuencia) lo cambian. El seguro no lo cubre, y la autorización de la FDA es para tonificar músculo (y, en Neo, reducir grasa abdominal), no para bajar de peso.`,
    source:
      'U.S. Food and Drug Administration, 510(k) clearances for Emsculpt and Emsculpt Neo; BTL Aesthetics',
    year: 2023,
    url: 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfpmn/pmn.cfm',
    kinds: ['price'],
    terms: 'emsculpt neo price per session',
    pin: near(EMSCULPT, MONEY),
  },
  {
    id: 'hormone-pellets-price',
    title: 'What hormone pellets cost, and how often',
    text: `Pellets are placed under the skin of the hip every three to six months or so, so the yearly cost is the price per insertion times two to four, plus lab tests; they are rarely covered by insurance. ${NO_FIGURE} an insertion, and TruSelf’s hormone therapy guide notes pellets cost more than the $30–$300 a month typical of FDA-approved hormone therapy. Apart from one FDA-approved testosterone pellet for men (Testopel), hormone pellets are compounded and not FDA-approved, and the North American Menopause Society advises against compounded pellets for menopause because the dose cannot be adjusted or removed once placed and levels can run high. Ask what is in the pellet, who compounds it, and about FDA-approved patches, gels or pills.`,
    es: `Los pellets se colocan bajo la piel de la cadera más o menos cada tres a seis meses, así que el costo del año es el precio por colocación por dos a cuatro, más los análisis; el seguro casi nunca los cubre. ${NO_FIGURE_ES} una colocación, y la guía de terapia hormonal de TruSelf señala que los pellets cuestan más que los $30–$300 al mes típicos de la terapia hormonal aprobada por la FDA. Salvo un pellet de testosterona para hombres aprobado por la FDA (Testopel), los pellets hormonales son compuestos y no están aprobados por la FDA, y la North American Menopause Society desaconseja los pellets compuestos para la menopausia porque la dosis no se puede ajustar ni retirar una vez puesta y los niveles pueden quedar altos. Pregunta qué contiene el pellet, quién lo prepara, y por parches, geles o pastillas aprobados por la FDA.`,
    source:
      'The North American Menopause Society, 2022 hormone therapy position statement; TruSelf hormone therapy guide',
    year: 2022,
    url: 'https://www.menopause.org/',
    kinds: ['price', 'legality'],
    procedures: ['hormone-therapy'],
    terms: 'hormone pellets price how often biote',
    pin: near(
      PELLETS,
      `(?:${MONEY}|how often|cada cuanto|how long (?:do|does|will) (?:they|it|the pellets?|pellets?|hormone pellets?) last|how many times a year|legit|safe|seguros?|fda)`,
    ),
  },
  {
    id: 'electrolysis-price',
    title: 'What electrolysis costs',
    text: `Electrolysis is usually priced by the length of the session (by the 15, 30 or 60 minutes) rather than by area, because each hair is treated one at a time; a small area such as the upper lip or chin needs short sessions, but it takes many of them — often weekly or every other week over months — since only hairs in their growing phase are destroyed at each visit. ${NO_FIGURE} it, so I won’t put a number on it: ask the price per block of time and how many sessions the electrologist expects for your area. Most states license electrologists; check the licence on your state board’s site. It is the only method the FDA lets be called permanent hair removal.`,
    es: `La electrólisis suele cobrarse por la duración de la sesión (por 15, 30 o 60 minutos) y no por zona, porque cada vello se trata uno por uno; una zona pequeña como el bigote o el mentón necesita sesiones cortas, pero muchas —a menudo cada semana o cada dos semanas durante meses—, porque en cada visita solo se destruyen los vellos en fase de crecimiento. ${NO_FIGURE_ES} ella, así que no voy a dar una cifra: pregunta el precio por bloque de tiempo y cuántas sesiones calcula la electróloga para tu zona. La mayoría de los estados dan licencia a los electrólogos; verifícala en la página de la junta de tu estado. Es el único método que la FDA permite llamar depilación permanente.`,
    source: 'U.S. Food and Drug Administration, removing hair safely; American Electrology Association',
    year: 2023,
    url: 'https://www.fda.gov/consumers/consumer-updates/removing-hair-safely',
    kinds: ['price'],
    terms: 'electrolysis price cost per session',
    pin: near(ELECTROLYSIS, MONEY),
  },
  {
    id: 'buccal-fat-price',
    title: 'What buccal fat removal costs',
    text: `${NO_FIGURE} buccal fat removal, so I won’t put a number on it. It is a short operation through cuts inside the mouth, often under local anaesthesia, so the total is mostly the surgeon’s fee plus the facility and any sedation; it is often added to another facial procedure. Because the result is permanent and can look hollow as the face ages, the surgeon’s judgement matters more than the price: choose a board-certified plastic or facial plastic surgeon, and ask for an all-in written quote. Insurance does not cover it.`,
    es: `${NO_FIGURE_ES} la bichectomía, así que no voy a dar una cifra. Es una operación corta por cortes dentro de la boca, a menudo con anestesia local, así que el total es sobre todo el honorario del cirujano más el lugar y la sedación si la hay; muchas veces se añade a otro procedimiento facial. Como el resultado es permanente y puede verse hundido con la edad, el criterio del cirujano importa más que el precio: elige un cirujano plástico o facial certificado y pide una cotización completa por escrito. El seguro no la cubre.`,
    source: 'American Society of Plastic Surgeons, buccal fat removal',
    year: 2023,
    url: 'https://www.plasticsurgery.org/',
    kinds: ['price'],
    terms: 'buccal fat removal price cost bichectomia',
    pin: near(BUCCAL, MONEY),
  },
  {
    id: 'body-lift-price',
    title: 'What an arm or thigh lift costs, and coverage',
    text: `${NO_FIGURE} an arm or thigh lift, so I won’t put a number on it: the total is the surgeon’s fee, anaesthesia (these are done under general anaesthesia), the facility and garments, and it grows with the amount of skin removed and with liposuction added or both arms and thighs done together. Insurers treat arm and thigh lifts as cosmetic and rarely pay, even after major weight loss; the operation they more often cover is a panniculectomy, removing an apron of abdominal skin that causes rashes or infections despite treatment. Ask your plan for its written policy before you count on coverage.`,
    es: `${NO_FIGURE_ES} un lifting de brazos o de muslos, así que no voy a dar una cifra: el total es el honorario del cirujano, la anestesia (se hacen con anestesia general), el quirófano y las prendas, y crece con la cantidad de piel que se quita y si se añade liposucción o se hacen brazos y muslos juntos. Los seguros consideran estéticos los liftings de brazos y muslos y casi nunca los pagan, incluso después de una gran pérdida de peso; lo que cubren con más frecuencia es la paniculectomía, que quita un delantal de piel del abdomen que causa irritaciones o infecciones pese al tratamiento. Pide a tu seguro su póliza por escrito antes de contar con la cobertura.`,
    source:
      'American Society of Plastic Surgeons, arm lift and thigh lift; body contouring after weight loss',
    year: 2023,
    url: 'https://www.plasticsurgery.org/cosmetic-procedures/arm-lift',
    kinds: ['price'],
    terms: 'arm lift thigh lift price insurance',
    pin: r(`${near(BODY_LIFT, MONEY).source}|${near(BODY_LIFT, COVER).source}`),
  },
  {
    id: 'otoplasty-price',
    title: 'What ear pinning (otoplasty) costs',
    text: `${NO_FIGURE} otoplasty, so I won’t put a number on it. For a child it is often done under general anaesthesia, for an adult often under local, which changes the total along with the surgeon’s fee and the facility. Insurance usually treats ear pinning for prominent ears as cosmetic; some plans pay for correcting an ear deformity present from birth or from an injury, so ask the plan for its policy and whether prior authorization is possible. For newborns, ear moulding in the first weeks of life can correct some shapes without surgery.`,
    es: `${NO_FIGURE_ES} la otoplastia, así que no voy a dar una cifra. En un niño suele hacerse con anestesia general y en un adulto a menudo con local, lo que cambia el total junto con el honorario del cirujano y el quirófano. El seguro normalmente considera estética la otoplastia por orejas prominentes; algunos planes pagan la corrección de una deformidad de nacimiento o por una lesión, así que pide al plan su póliza y si es posible una autorización previa. En recién nacidos, el moldeado de la oreja en las primeras semanas puede corregir algunas formas sin cirugía.`,
    source: 'American Society of Plastic Surgeons, ear surgery; American Academy of Pediatrics',
    year: 2023,
    url: 'https://www.plasticsurgery.org/cosmetic-procedures/ear-surgery',
    kinds: ['price'],
    terms: 'otoplasty ear pinning price insurance',
    pin: r(`${near(OTOPLASTY, MONEY).source}|${near(OTOPLASTY, COVER).source}`),
  },
  {
    id: 'coolsculpting-cycle-price',
    title: 'CoolSculpting priced per cycle',
    text: 'CoolSculpting is priced per cycle — one placement of an applicator for one treatment time — and an area often needs more than one: a lower belly may take two or more applicators side by side, and many people repeat a session after about two months for a further reduction. TruSelf’s CoolSculpting guide puts a typical price at $600–$1,500 per area (one or more cycles), so to judge a quote divide it by the cycles and ask how many cycles per area the plan has, which applicator, whether a second session is included, and whether it is the CoolSculpting device itself or another cryolipolysis machine.',
    es: 'CoolSculpting se cobra por ciclo —una colocación de un aplicador durante un tiempo de tratamiento— y una zona a menudo necesita más de uno: el bajo vientre puede llevar dos o más aplicadores uno al lado del otro, y muchas personas repiten una sesión a los dos meses para reducir más. La guía de CoolSculpting de TruSelf sitúa un precio típico en $600–$1,500 por zona (uno o más ciclos), así que para juzgar una cotización divídela entre los ciclos y pregunta cuántos ciclos por zona incluye el plan, qué aplicador, si incluye una segunda sesión y si es el equipo CoolSculpting o otra máquina de criolipólisis.',
    source: 'TruSelf CoolSculpting guide; U.S. Food and Drug Administration, cryolipolysis device clearances',
    year: 2023,
    url: 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfpmn/pmn.cfm',
    kinds: ['price'],
    procedures: ['coolsculpting'],
    terms: 'coolsculpting per cycle price applicator',
    pin: r(
      `(?=.*\\b(?:${COOLSCULPTING}|${near(BELLY, '(?:cycles?|ciclos?)\\b', 60).source})\\b)(?=.*\\b${CYCLES}\\b)(?=.*${MONEY})`,
    ),
  },
  {
    id: 'veneers-price',
    title: 'What veneers cost',
    text: `Veneers are priced per tooth, so the number of teeth — often the six to ten that show when you smile — sets most of the total, and porcelain costs more per tooth than composite resin but lasts longer. ${NO_FIGURE} a veneer, so I won’t put a number on it; the dentist, the lab and the city change it. Dental insurance usually does not pay for veneers done for looks. Ask for a written plan that says veneers (not crowns), the material, how much enamel will be removed, the price per tooth and what replacing a chipped one costs.`,
    es: `Las carillas se cobran por diente, así que el número de dientes —a menudo los seis a diez que se ven al sonreír— define casi todo el total, y la porcelana cuesta más por diente que la resina compuesta pero dura más. ${NO_FIGURE_ES} una carilla, así que no voy a dar una cifra; el dentista, el laboratorio y la ciudad lo cambian. El seguro dental normalmente no paga las carillas por estética. Pide un plan por escrito que diga carillas (no coronas), el material, cuánto esmalte se quitará, el precio por diente y cuánto cuesta reponer una que se rompa.`,
    source: 'American Dental Association, MouthHealthy: veneers',
    year: 2023,
    url: 'https://www.mouthhealthy.org/',
    kinds: ['price'],
    terms: 'veneers price per tooth carillas',
    pin: near(VENEERS, MONEY),
  },
  {
    id: 'kybella-price',
    title: 'What Kybella costs',
    text: `Kybella is priced per vial, and the total depends on vials per session and sessions: its FDA label allows up to 50 small injections (up to 10 mL, or five 2 mL vials) a session and up to six sessions at least a month apart, and many people need two to four sessions. ${NO_FIGURE} a vial, so I won’t put a number on it; ask how many vials each session uses and how many sessions the injector expects for your chin, and compare that total with chin liposuction, which is done once.`,
    es: `Kybella se cobra por frasco, y el total depende de los frascos por sesión y de las sesiones: su etiqueta de la FDA permite hasta 50 inyecciones pequeñas (hasta 10 mL, o cinco frascos de 2 mL) por sesión y hasta seis sesiones con al menos un mes entre ellas, y muchas personas necesitan de dos a cuatro. ${NO_FIGURE_ES} un frasco, así que no voy a dar una cifra; pregunta cuántos frascos usa cada sesión y cuántas sesiones calcula quien inyecta para tu papada, y compara ese total con la liposucción de papada, que se hace una vez.`,
    source: 'U.S. Food and Drug Administration, Kybella (deoxycholic acid) prescribing information',
    year: 2015,
    url: 'https://www.accessdata.fda.gov/scripts/cder/daf/',
    kinds: ['price'],
    terms: 'kybella price per vial sessions',
    pin: near(KYBELLA, MONEY),
  },
  {
    id: 'sclerotherapy-price',
    title: 'What sclerotherapy costs, and coverage',
    text: `Sclerotherapy is priced per session, and spider veins usually need two or more sessions about a month or more apart. ${NO_FIGURE} a session, so I won’t put a number on it. Insurance does not pay for spider veins treated for looks; it may pay for treating varicose veins that cause symptoms — aching, swelling, skin changes or ulcers — usually after an ultrasound and a trial of compression stockings documented by your doctor. Ask your plan for its vein-treatment policy before booking.`,
    es: `La escleroterapia se cobra por sesión, y las arañitas vasculares suelen necesitar dos o más sesiones con un mes o más entre ellas. ${NO_FIGURE_ES} una sesión, así que no voy a dar una cifra. El seguro no paga las arañitas tratadas por estética; puede pagar el tratamiento de várices que causan síntomas —dolor, hinchazón, cambios en la piel o úlceras—, normalmente después de una ecografía y de probar medias de compresión, documentado por tu médico. Pide a tu seguro su póliza para tratamiento de venas antes de reservar.`,
    source:
      'Society for Vascular Surgery, varicose and spider veins; American Academy of Dermatology, sclerotherapy',
    year: 2023,
    url: 'https://vascular.org/',
    kinds: ['price'],
    terms: 'sclerotherapy spider veins price insurance',
    pin: r(`${near(SCLERO, MONEY).source}|${near(SCLERO, COVER).source}`),
  },
  {
    id: 'laser-resurfacing-price',
    title: 'What laser resurfacing costs: ablative and non-ablative',
    text: `${NO_FIGURE} laser resurfacing, so I won’t put a number on it; what sets it is the kind of laser. An ablative laser (fully ablative CO2 or erbium) removes the outer skin in one treatment, often with numbing or sedation, a week or two of healing and closer follow-up, so one session costs more. A non-ablative or lightly fractional laser (such as Fraxel, Clear + Brilliant or Halo) costs less per session but is sold as a series of several. Compare the total for the plan, not the price per session, and ask who does it — a dermatologist or plastic surgeon, or someone under their supervision — and whether the laser suits your skin tone.`,
    es: `${NO_FIGURE_ES} el rejuvenecimiento con láser, así que no voy a dar una cifra; lo que la define es el tipo de láser. Un láser ablativo (CO2 o erbio completamente ablativo) quita la capa externa de la piel en un solo tratamiento, a menudo con anestesia tópica o sedación, una o dos semanas de curación y más controles, así que una sesión cuesta más. Un láser no ablativo o fraccionado suave (como Fraxel, Clear + Brilliant o Halo) cuesta menos por sesión pero se vende como una serie de varias. Compara el total del plan, no el precio por sesión, y pregunta quién lo hace —un dermatólogo o cirujano plástico, o alguien bajo su supervisión— y si el láser es adecuado para tu tono de piel.`,
    source: 'American Academy of Dermatology, laser resurfacing; American Society for Dermatologic Surgery',
    year: 2023,
    url: 'https://www.aad.org/',
    kinds: ['price', 'comparison'],
    terms: 'laser resurfacing co2 fraxel price',
    pin: near(RESURFACING, MONEY),
  },
  // ——— What a quote is built from, financing, insurance, fixing what went wrong ———
  {
    id: 'quote-differences',
    title: 'Why quotes for the same surgery differ so much',
    text: 'Quotes for the same operation differ mostly in what they include and where it is done. An “all-in” quote covers the surgeon, anaesthesia, the operating facility, garments, medicines and follow-up; an advertised “starting at” price or a society average is often the surgeon’s fee alone. Then: who gives the anaesthesia (an anaesthesiologist or a nurse anaesthetist, or local only), where you are operated on (a hospital, an accredited surgery centre or an unaccredited office), how long the operation takes and what is combined, the surgeon’s training and demand, and the city. A much lower quote is worth asking about line by line — what is left out, who operates and gives anaesthesia, where, and what happens if a revision or complication needs care.',
    es: 'Las cotizaciones de la misma operación difieren sobre todo en lo que incluyen y en dónde se hace. Una cotización “todo incluido” cubre cirujano, anestesia, quirófano, prendas, medicamentos y controles; un precio anunciado “desde” o el promedio de una sociedad suele ser solo el honorario del cirujano. Además: quién da la anestesia (un anestesiólogo, una enfermera anestesista o solo local), dónde te operan (un hospital, un centro quirúrgico acreditado o un consultorio sin acreditar), cuánto dura la operación y qué se combina, la formación y demanda del cirujano, y la ciudad. Una cotización mucho más baja merece preguntas línea por línea: qué queda fuera, quién opera y da la anestesia, dónde, y qué pasa si hace falta una revisión o atender una complicación.',
    source: 'American Society of Plastic Surgeons, cost of plastic surgery',
    year: 2024,
    url: 'https://www.plasticsurgery.org/cost',
    kinds: ['price'],
    terms: 'why quotes differ difference starting at price',
    pin: /\b(why (?:is |are )?(?:there )?(?:such |so )?(?:a )?(?:big |huge |large )?(?:difference|gap)|why (?:is |are |would )?(?:one|it|this|that|the other|some|other|they)\b.{0,40}\b(?:cheaper|so cheap|half|less|lower)|why do (?:some|other) (?:places|clinics|surgeons|doctors)\b.{0,40}\b(?:advertise|charge less|cheaper)|starting at \$?\d|\bwhy\b.{0,80}\b(?:and|vs|versus|while|but) (?:another|the other|others?|other (?:places|clinics|surgeons|doctors))\b.{0,60}\b(?:same|for it|cheaper|less|more)\b|\bwhy\b.{0,80}\bfor the (?:exact )?same (?:surgery|procedure|thing|operation|lipo\w*|bbl|tummy tuck|implants?|nose job|rhino\w*)\b|(?:desde|a partir de) \$?\d.{0,40}\b(?:anuncia\w*|por que)|por que (?:hay )?tanta diferencia (?:de|en el) precio|por que (?:uno|otro|otros|unos|en otro lado)\b.{0,30}\b(?:mas barat\w*|menos))\b/,
    pinKinds: ['price', 'comparison', null],
  },
  {
    id: 'financing-plans',
    title: 'CareCredit, Cherry and other financing for procedures',
    text: 'Practices offer two kinds of financing. Medical credit cards such as CareCredit or Alphaeon Credit often sell “no interest if paid in full” within 6 to 24 months: that is deferred interest — if any balance is left when the promotion ends, the interest from the first day is charged at once, at a high rate. Payment-plan lenders such as Cherry or PatientFi offer instalment plans, some at 0% and others with interest set by your credit. The Consumer Financial Protection Bureau found in 2023 that patients paying off medical credit cards often owe far more than they expected, and that the cards are offered at the front desk; before signing, ask for the APR after any promotion, whether interest is deferred or truly 0%, the monthly payment that clears the balance in time, and whether applying is a hard credit check.',
    es: 'Las clínicas ofrecen dos tipos de financiamiento. Las tarjetas de crédito médicas como CareCredit o Alphaeon Credit suelen ofrecer “sin intereses si pagas todo” en 6 a 24 meses: eso es interés diferido —si queda saldo al terminar la promoción, se cobra de una vez el interés desde el primer día, a una tasa alta—. Los prestamistas de planes de pago como Cherry o PatientFi ofrecen cuotas fijas, algunas al 0 % y otras con interés según tu crédito. La Oficina de Protección Financiera del Consumidor encontró en 2023 que los pacientes que pagan tarjetas médicas a menudo deben mucho más de lo que esperaban, y que las ofrecen en la recepción; antes de firmar, pregunta la tasa anual después de la promoción, si el interés es diferido o de verdad 0 %, la cuota mensual que liquida el saldo a tiempo y si la solicitud revisa tu crédito a fondo.',
    source: 'Consumer Financial Protection Bureau, Medical credit cards and financing plans',
    year: 2023,
    url: 'https://www.consumerfinance.gov/',
    kinds: ['price'],
    terms: 'carecredit cherry financing payment plan monthly',
    pin: /\b(care ?credit|cherry|patientfi|patient fi|alphaeon|proceed finance|united medical credit|prosper healthcare)\b|\b(financ\w*|payment plans?|pay (?:it )?(?:off )?monthly|monthly payments?|plan de pagos|pagos mensuales|pagar a (?:plazos|meses)|a meses sin intereses|financiamiento|financiar)\b.{0,80}\b(surgery|procedure|bbl|lipo\w*|tummy tuck|breast|boob\w*|implants?|rhino\w*|nose job|facelift|botox|fillers?|veneers?|cirugia|operacion|implantes?|good idea|worth it|smart|bad idea|should i|buena idea|conviene)\b|\b(should i|is it (?:smart|bad|a good idea) to|conviene)\b.{0,40}\b(financ\w*|put it on (?:a )?credit card)\b/,
  },
  {
    id: 'insurance-denial-appeal',
    title: 'Appealing an insurance denial (breast reduction and other surgery)',
    text: 'A denial can be appealed. Under the Affordable Care Act you can ask your plan for an internal appeal — usually within 180 days of the denial — and, if it is upheld, for an external review by an independent reviewer, whose decision the plan must follow. First ask for the denial letter’s reason and the plan’s written clinical policy for the operation (for a breast reduction: the weight of tissue to be removed for your body size, documented symptoms such as back, neck or shoulder pain and bra-strap grooves, and treatments tried such as physical therapy or support bras); then your surgeon sends a letter of medical necessity with notes and photos answering each point. If the policy’s criteria truly are not met, ask the surgeon for a written self-pay price and whether a payment plan is possible.',
    es: 'Una negativa se puede apelar. Según la Ley de Cuidado de Salud Asequible puedes pedir a tu plan una apelación interna —normalmente dentro de los 180 días siguientes a la negativa— y, si la mantienen, una revisión externa por un revisor independiente, cuya decisión el plan debe cumplir. Primero pide el motivo de la carta de negativa y la póliza clínica escrita del plan para la operación (para una reducción de senos: el peso de tejido a quitar según tu tamaño, síntomas documentados como dolor de espalda, cuello u hombros y marcas de los tirantes, y tratamientos probados como fisioterapia o sostenes de soporte); luego tu cirujano envía una carta de necesidad médica con notas y fotos que responda cada punto. Si de verdad no se cumplen los criterios, pide al cirujano un precio por escrito sin seguro y si hay plan de pagos.',
    source: 'HealthCare.gov, appealing a health plan decision (internal appeals and external review)',
    year: 2024,
    url: 'https://www.healthcare.gov/appeal-insurance-company-decision/',
    kinds: ['price'],
    procedures: ['breast-reduction'],
    terms: 'insurance denied appeal breast reduction coverage',
    pin: r(
      `\\b(?:denied|deny|denies|denial|rejected|turned (?:me )?down|said no|won'?t (?:cover|pay)|wont (?:cover|pay)|refus\\w*|negaron|nego|rechaz\\w*|no (?:me )?(?:lo |la )?(?:quiere[n]? )?cubrir)\\b.{0,100}\\b(?:${COVER}|appeal\\w*|apel\\w*|reduction|reduccion|surgery|cirugia|twice|again|dos veces)\\b|\\b(?:${COVER})\\b.{0,100}\\b(?:denied|denial|rejected|appeal\\w*|apel\\w*|negaron|rechaz\\w*)\\b|\\bappeal\\w*\\b.{0,60}\\b(?:insurance|denial|seguro)\\b`,
    ),
  },
  {
    id: 'botox-medical-coverage',
    title: 'Insurance for Botox for migraine or sweating',
    text: 'Insurance does not pay for Botox for lines and wrinkles, but it may for a medical use the FDA has approved: chronic migraine (15 or more headache days a month), severe underarm sweating that creams have not controlled, and some muscle and bladder conditions. Plans usually require prior authorization and proof that other treatments were tried first — for migraine, often two or three preventive medicines — and a neurologist or dermatologist documenting the diagnosis. Jaw (masseter) Botox for clenching or TMJ is not an FDA-approved use, so plans rarely pay. Allergan’s savings programme can lower what you pay with commercial insurance for an approved use.',
    es: 'El seguro no paga el Botox para líneas y arrugas, pero puede pagarlo para un uso médico aprobado por la FDA: migraña crónica (15 o más días de dolor de cabeza al mes), sudor intenso de las axilas que no se controla con cremas, y algunas condiciones de músculos y vejiga. Los planes suelen pedir autorización previa y prueba de que se probaron otros tratamientos —para la migraña, a menudo dos o tres medicamentos preventivos— y que un neurólogo o dermatólogo documente el diagnóstico. El Botox en la mandíbula (maseteros) por apretar los dientes o ATM no es un uso aprobado por la FDA, así que los planes casi nunca lo pagan. El programa de ahorro de Allergan puede bajar lo que pagas con seguro comercial para un uso aprobado.',
    source: 'U.S. Food and Drug Administration, Botox prescribing information (approved uses)',
    year: 2023,
    url: 'https://www.accessdata.fda.gov/scripts/cder/daf/',
    kinds: ['price'],
    procedures: ['botox'],
    terms: 'botox insurance migraine sweating tmj covered',
    pin: r(
      `(?=.*\\b(?:botox|botulinum|toxina)\\b)(?=.*\\b(?:migraines?|headaches?|migranas?|dolor de cabeza|sweat\\w*|hyperhidrosis|hiperhidrosis|sudor\\w*|tmj|atm|clench\\w*|grinding|bruxism\\w*|masseter\\w*|maseteros?)\\b)(?=.*\\b${COVER}\\b)`,
    ),
  },
  {
    id: 'filler-dissolve-price',
    title: 'What dissolving filler costs, and who pays for a mistake',
    text: 'Hyaluronic-acid filler (Juvéderm, Restylane, RHA and others) is dissolved with an enzyme, hyaluronidase, usually priced per session or per vial; it may take more than one session, and other fillers such as Radiesse or Sculptra cannot be dissolved this way. No law decides who pays when a result goes wrong: each practice sets its own policy. A complication such as filler blocking a blood vessel is an emergency the injector should treat at once, and most injectors treat complications of their own work; dissolving because you dislike the look is more often charged. Ask the injector for their policy in writing, keep your records and the product’s lot number, and if you believe the treatment was negligent you can complain to the state medical or nursing board.',
    es: 'El relleno de ácido hialurónico (Juvéderm, Restylane, RHA y otros) se disuelve con una enzima, la hialuronidasa, que suele cobrarse por sesión o por frasco; puede hacer falta más de una sesión, y otros rellenos como Radiesse o Sculptra no se disuelven así. Ninguna ley decide quién paga cuando el resultado sale mal: cada clínica fija su política. Una complicación como un relleno que bloquea un vaso sanguíneo es una emergencia que quien inyecta debe tratar de inmediato, y la mayoría atiende las complicaciones de su propio trabajo; disolver porque no te gusta cómo quedó se cobra con más frecuencia. Pide la política por escrito, guarda tus registros y el número de lote del producto, y si crees que hubo negligencia puedes presentar una queja ante la junta médica o de enfermería del estado.',
    source:
      'American Society for Dermatologic Surgery, dermal filler safety; U.S. Food and Drug Administration, dermal fillers',
    year: 2023,
    url: 'https://www.fda.gov/medical-devices/aesthetic-cosmetic-devices/dermal-fillers-soft-tissue-fillers',
    kinds: ['price', 'legality'],
    procedures: ['dermal-fillers'],
    terms: 'dissolve filler hyaluronidase price mistake who pays',
    pin: r(
      `\\b${DISSOLVE}\\b.{0,120}(?:${MONEY}|\\b(?:pay|paying|charge\\w*|free|mistake|their fault|fault|error|botched|cobr\\w*|pagar|gratis|culpa)\\b)|(?:${MONEY}|\\b(?:pay|charge\\w*|free|cobr\\w*|pagar|gratis)\\b).{0,120}\\b${DISSOLVE}\\b|\\b(?:injector|their|her|his|clinic|med ?spa)\\b.{0,30}\\b(?:mistake|fault|error|botched|messed up|screwed up)\\b.{0,80}\\b${FILLER}\\b.{0,80}\\b(?:pay|charge\\w*|free|cobr\\w*|pagar)\\b|\\b(?:who (?:pays|has to pay|should pay)|do i (?:have|need) to pay|should i (?:have to )?pay|quien paga|tengo que pagar)\\b.{0,120}\\b(?:mistake|fault|error|botched|messed up|screwed up|injector\\w*|inyector\\w*)\\b.{0,80}\\b${FILLER}\\b`,
    ),
  },
  {
    id: 'revision-policy',
    title: 'Revision policies after surgery',
    text: 'No law requires a free revision: each surgeon sets a revision policy, and it is worth reading before you book. Some waive their own fee for a revision they agree is needed within a set time, leaving anaesthesia and the facility to you; others charge for everything; most exclude changes you ask for because you want a different look, and revisions after weight change or pregnancy. A policy that charges for revisions is common and not in itself a red flag; a surgeon who will not put any policy in writing is. Ask what counts as a revision, the time limit, which fees you would pay, and how often their patients need one.',
    es: 'Ninguna ley exige una revisión gratis: cada cirujano fija su política de revisiones, y conviene leerla antes de reservar. Algunos no cobran su propio honorario por una revisión que consideran necesaria dentro de un plazo, y la anestesia y el quirófano los pagas tú; otros cobran todo; la mayoría excluye los cambios que pides porque quieres otro aspecto y las revisiones después de cambios de peso o de un embarazo. Una política que cobra las revisiones es común y no es una señal de alarma por sí sola; un cirujano que no pone ninguna política por escrito sí lo es. Pregunta qué cuenta como revisión, el plazo, qué cargos pagarías y con qué frecuencia sus pacientes la necesitan.',
    source: 'American Society of Plastic Surgeons, cost and consultation guidance',
    year: 2024,
    url: 'https://www.plasticsurgery.org/cost',
    kinds: ['price', 'consultation'],
    terms: 'revision policy extra charge free redo',
    pin: r(
      `^(?!.*\\b(?:botox|dysport|xeomin|units?|unidades)\\b)(?=.*\\b(?:revision\\w*|revise|redo|re-?do|fix (?:it|surgery)|second surgery|touch-?up surgery|retoque quirurgico|corregir)\\b)(?=.*\\b(?:extra|charge\\w*|cost\\w*|pay|free|polic\\w*|included|normal|cobr\\w*|pagar|gratis|incluid\\w*|politica)\\b)`,
    ),
  },
  {
    id: 'glp1-brand-self-pay',
    title: 'Brand GLP-1 prices without insurance, and why compounded costs less',
    text: 'Brand GLP-1 medicines have list prices of over a thousand dollars a month, but both makers sell directly to people paying cash for much less: since 2025 Novo Nordisk’s NovoCare Pharmacy sells Wegovy pens at a flat monthly self-pay price, and Lilly sells Zepbound single-dose vials through LillyDirect at self-pay prices by dose — check the maker’s site for today’s price, since they change. Compounded semaglutide or tirzepatide costs less because it is not the approved product: no FDA review of its safety, quality or dose, and since the FDA declared the shortages over (tirzepatide in 2024, semaglutide in 2025), pharmacies may no longer make copies of them except for a patient with a documented clinical need for a different version.',
    es: 'Los GLP-1 de marca tienen precios de lista de más de mil dólares al mes, pero los dos fabricantes venden directamente a quien paga en efectivo por mucho menos: desde 2025 NovoCare Pharmacy de Novo Nordisk vende plumas de Wegovy a un precio mensual fijo sin seguro, y Lilly vende frascos de una dosis de Zepbound por LillyDirect a precios sin seguro según la dosis; revisa en la página del fabricante el precio de hoy, porque cambian. La semaglutida o tirzepatida compuesta cuesta menos porque no es el producto aprobado: la FDA no revisa su seguridad, calidad ni dosis, y desde que la FDA declaró terminada la escasez (tirzepatida en 2024, semaglutida en 2025), las farmacias ya no pueden hacer copias salvo para un paciente con una necesidad clínica documentada de una versión distinta.',
    source:
      'Novo Nordisk and Eli Lilly, list and self-pay prices; U.S. Food and Drug Administration, drug shortage resolutions for semaglutide and tirzepatide',
    year: 2025,
    url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-clarifies-policies-compounders-national-glp-1-supply-begins-stabilize',
    kinds: ['price', 'comparison'],
    procedures: ['gpl-1', 'medical-weight-loss'],
    terms: 'wegovy zepbound price without insurance self pay compounded cheaper',
    pin: r(
      `(?=.*\\b(?:wegovy|zepbound|ozempic|mounjaro|brand|name brand|marca)\\b)(?=.*(?:${MONEY}|\\bwithout insurance|\\bsin seguro|\\bself[- ]pay|\\bcash\\b|\\bout of pocket\\b))(?=.*\\b(?:without insurance|sin seguro|self[- ]pay|cash|out of pocket|overpriced|so expensive|tan car[oa]|compound\\w*|compuest[oa]|list price|lillydirect|novocare|scam|estafa|why (?:is|does)|por que)\\b)`,
    ),
  },
  // ——— Legality ———
  {
    id: 'tretinoin-prescription',
    title: 'Tretinoin needs a prescription',
    text: 'Yes, in the US tretinoin (Retin-A, Renova and generics) is a prescription-only medicine, so a med spa may sell it to you only on a prescription written for you by a licensed prescriber — a physician, nurse practitioner or physician assistant who has assessed you — and dispensed as the state allows. Adapalene 0.1% (Differin gel) has been sold over the counter since the FDA approved the switch in 2016, and retinol in cosmetics needs no prescription; a dermatology telehealth visit is another way to get tretinoin. Tretinoin sold without a prescription online or from abroad may not be what the label says.',
    es: 'Sí, en EE. UU. la tretinoína (Retin-A, Renova y genéricos) es un medicamento con receta, así que un med spa solo puede vendértela con una receta hecha para ti por un profesional con licencia —un médico, enfermera practicante o asistente médico que te haya evaluado— y entregada como lo permita el estado. El adapaleno al 0.1 % (Differin gel) se vende sin receta desde que la FDA aprobó el cambio en 2016, y el retinol de los cosméticos no necesita receta; una consulta de dermatología por telemedicina es otra forma de obtener tretinoína. La tretinoína vendida sin receta en internet o del extranjero puede no ser lo que dice la etiqueta.',
    source:
      'U.S. Food and Drug Administration, Differin gel 0.1% approval for over-the-counter use; tretinoin labeling',
    year: 2016,
    url: 'https://www.fda.gov/',
    kinds: ['legality'],
    terms: 'tretinoin prescription retin-a otc med spa sell',
    pin: near(
      TRETINOIN,
      '(?:prescription|prescri\\w*|rx|script|receta|otc|over the counter|sin receta|without|legal\\w*|sell\\w*|vend\\w*|buy\\w*|bought|compr\\w*|online|amazon|mexico|need a)',
    ),
  },
  {
    id: 'finasteride-prescription',
    title: 'Finasteride and oral minoxidil bought online',
    text: 'Finasteride (Propecia and generics) and oral minoxidil are prescription-only in the US — topical minoxidil (Rogaine) is the one sold over the counter. Telehealth services that prescribe after an online visit with a licensed clinician and fill the prescription at a licensed US pharmacy are legal; a website that sells them without any prescription is not a legal US pharmacy, and the FDA warns that such sites often sell counterfeit, contaminated or wrongly dosed pills. You cannot tell a pill’s content by looking at it: check the seller with the FDA’s BeSafeRx advice (valid prescription required, state-licensed, a US address and a pharmacist to talk to), and if you have pills from such a site, ask a pharmacist or your doctor before taking more.',
    es: 'La finasterida (Propecia y genéricos) y el minoxidil oral necesitan receta en EE. UU.; el minoxidil tópico (Rogaine) es el que se vende sin receta. Los servicios de telemedicina que recetan tras una consulta en línea con un profesional con licencia y surten la receta en una farmacia autorizada de EE. UU. son legales; un sitio que los vende sin receta no es una farmacia legal de EE. UU., y la FDA advierte que esos sitios a menudo venden pastillas falsas, contaminadas o mal dosificadas. No se puede saber el contenido de una pastilla con solo mirarla: verifica al vendedor con los consejos BeSafeRx de la FDA (exige receta válida, licencia estatal, dirección en EE. UU. y un farmacéutico con quien hablar), y si ya tienes pastillas de un sitio así, pregunta a un farmacéutico o a tu médico antes de seguir tomándolas.',
    source: 'U.S. Food and Drug Administration, BeSafeRx: buying medicine online',
    year: 2024,
    url: 'https://www.fda.gov/drugs/quick-tips-buying-medicines-over-internet/besaferx-your-source-online-pharmacy-information',
    kinds: ['legality', 'authenticity'],
    terms: 'finasteride online without prescription real fake',
    pin: near(
      FINASTERIDE,
      '(?:prescription|prescri\\w*|rx|script|receta|otc|over the counter|without|legal\\w*|website|site|online|internet|buy\\w*|bought|compr\\w*|real|fake|legit|genuine|original|falso)',
    ),
  },
  {
    id: 'compounded-glp1-status',
    title: 'Compounded semaglutide and tirzepatide after the shortage',
    text: 'Compounded copies were allowed while the FDA listed the drugs in shortage; the FDA declared the tirzepatide shortage over in late 2024 and the semaglutide shortage over in February 2025, and after grace periods that ended by May 2025 pharmacies may no longer make copies of them. A state-licensed pharmacy may still compound a version for one patient whose prescriber documents a clinical need the approved product cannot meet — an allergy to an ingredient, say — but not routinely, and not simply because it is cheaper. So a prescriber can still write for it only in that narrow case, and a service selling compounded GLP-1s to everyone is taking a legal risk that the FDA and state boards enforce; the approved brands, or the makers’ self-pay programmes, are the lawful routes.',
    es: 'Las copias compuestas estaban permitidas mientras la FDA tenía estos medicamentos en escasez; la FDA declaró terminada la escasez de tirzepatida a fines de 2024 y la de semaglutida en febrero de 2025, y tras periodos de gracia que terminaron a más tardar en mayo de 2025 las farmacias ya no pueden hacer copias. Una farmacia con licencia estatal todavía puede preparar una versión para un paciente cuyo médico documente una necesidad clínica que el producto aprobado no cubre —una alergia a un ingrediente, por ejemplo—, pero no de rutina ni solo porque sea más barato. Así que un médico solo puede recetarla en ese caso limitado, y un servicio que vende GLP-1 compuestos a todos corre un riesgo legal que la FDA y las juntas estatales hacen cumplir; las marcas aprobadas, o los programas de pago directo de los fabricantes, son las vías legales.',
    source: 'U.S. Food and Drug Administration, compounding policies as the GLP-1 shortages ended',
    year: 2025,
    url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-clarifies-policies-compounders-national-glp-1-supply-begins-stabilize',
    kinds: ['legality', 'authenticity'],
    procedures: ['gpl-1', 'medical-weight-loss'],
    terms: 'compounded semaglutide tirzepatide legal shortage banned',
    pin: r(
      `(?=.*\\b${COMPOUNDED}\\b)(?=.*\\b${GLP1}\\b)(?=.*\\b(?:legal\\w*|illegal\\w*|ilegal\\w*|banned|ban|bans|allowed|still|anymore|shortage|escasez|prohibid\\w*|permitid\\w*|fda|crack\\w* down|shut down|stop\\w*|end\\w*|2025|2026|todavia|aun)\\b)`,
    ),
    pinKinds: ['legality', 'authenticity', null],
  },
  {
    id: 'review-gag-clauses',
    title: 'Contracts that forbid bad reviews',
    text: 'A clause in a standard patient form that bars you from posting an honest review, or fines you for one, is void under the federal Consumer Review Fairness Act of 2016, and the Federal Trade Commission enforces it — so signing one, even earlier, does not take away your right to post a truthful review. The law does not protect false statements of fact, and a practice may still keep your own private information confidential. You can report a practice that uses such a form to the FTC at ReportFraud.ftc.gov; post what happened, factually.',
    es: 'Una cláusula en un formulario estándar para pacientes que te prohíbe publicar una reseña honesta, o te multa por hacerlo, es nula según la ley federal Consumer Review Fairness Act de 2016, y la Comisión Federal de Comercio (FTC) la hace cumplir; así que haberla firmado, aunque sea antes, no te quita el derecho a publicar una reseña verdadera. La ley no protege afirmaciones falsas, y la clínica sí puede mantener confidencial tu información privada. Puedes denunciar a una clínica que use ese formulario ante la FTC en ReportFraud.ftc.gov; cuenta lo que pasó, con hechos.',
    source: 'Federal Trade Commission, Consumer Review Fairness Act: what businesses need to know',
    year: 2017,
    url: 'https://www.ftc.gov/business-guidance/resources/consumer-review-fairness-act-what-businesses-need-know',
    kinds: ['legality'],
    terms: 'review gag clause non disparagement contract sign form',
    pin: r(
      `\\b(?:non-?disparag\\w*|gag clause\\w*|consumer review fairness)\\b|\\b${REVIEWS}\\b.{0,120}\\b(?:sign\\w*|form|contract|clause|waiver|agreement|firm\\w*|contrato|clausula|formulario|not allowed|cant|can'?t|cannot|no puedo|no (?:me )?dejan|prohib\\w*|sue\\w*|demand\\w*|fine\\w*|multa\\w*)\\b|\\b(?:sign\\w*|form|contract|clause|waiver|agreement|firm\\w*|contrato|clausula|formulario)\\b.{0,120}\\b(?:bad |negative |honest |mala |malas |negativas? )?${REVIEWS}\\b`,
    ),
  },
  {
    id: 'florida-bbl-rules',
    title: 'Florida’s rules on BBLs in office surgery',
    text: 'Yes, a BBL in a registered office surgery setting is still legal in Florida, under stricter rules written after a run of deaths. Florida’s Board of Medicine set standards for gluteal fat grafting in offices from 2019, and a 2024 state law (House Bill 1561) requires the surgeon to do the fat transfer personally, under ultrasound guidance, placing fat only in the layer under the skin and never into or under the muscle — the step that caused fatal fat embolism. Ask whether the surgeon uses ultrasound for every case, whether the office is registered with the Florida Department of Health for office surgery and accredited, and check the surgeon’s licence and discipline record on the Department of Health’s MQA search.',
    es: 'Sí, un BBL en un consultorio registrado para cirugía sigue siendo legal en Florida, con reglas más estrictas escritas después de varias muertes. La Junta de Medicina de Florida fijó normas para el injerto de grasa en glúteos en consultorios desde 2019, y una ley estatal de 2024 (House Bill 1561) exige que el cirujano haga personalmente la transferencia de grasa, guiado por ultrasonido, colocando la grasa solo en la capa bajo la piel y nunca dentro o debajo del músculo —lo que causó embolias de grasa mortales—. Pregunta si el cirujano usa ultrasonido en cada caso, si el consultorio está registrado ante el Departamento de Salud de Florida para cirugía y acreditado, y revisa la licencia y el historial disciplinario del cirujano en la búsqueda MQA del Departamento de Salud.',
    source: 'Florida Board of Medicine, standards for gluteal fat grafting; Florida House Bill 1561 (2024)',
    year: 2024,
    url: 'https://flboardofmedicine.gov/',
    kinds: ['legality'],
    procedures: ['brazilian-butt-lift'],
    terms: 'florida bbl law rules office surgery',
    pin: r(
      `(?=.*\\b(?:bbls?|brazilian butt\\w*|butt lift|gluteal fat|fat transfer to (?:the )?butt|lipo ?360)\\b)(?=.*\\b(?:florida|fl|miami|orlando|tampa|jacksonville|fort lauderdale|ft lauderdale|hialeah|doral)\\b)(?=.*\\b(?:laws?|legal\\w*|rules?|regulat\\w*|ban\\w*|still|allowed|changed|ley\\w*|reglas?|prohib\\w*|permitid\\w*|ultrasound)\\b)`,
    ),
  },
  // ——— Authenticity ———
  {
    id: 'glp1-brand-or-compounded',
    title: 'Telling brand Ozempic or Wegovy from compounded semaglutide',
    text: 'Ask the clinic directly which it is and who makes it, and look at what you are given. Novo Nordisk’s semaglutide comes as prefilled pens (Ozempic, Wegovy) or as tablets, dispensed by a pharmacy with the brand name, the maker and a lot number on the box; no approved semaglutide comes in a vial. Compounded semaglutide usually comes as a vial with syringes (or a syringe filled by the pharmacy), labelled “semaglutide” with the compounding pharmacy’s name rather than a brand, and it is not FDA-approved. For tirzepatide, the brand Zepbound comes as a pen or as Lilly’s own single-dose vials, so read the label for Lilly’s name. A clinic that will not say what it gives you, or calls compounded drug “generic Ozempic”, is a reason to go elsewhere.',
    es: 'Pregunta directamente a la clínica cuál es y quién lo fabrica, y mira lo que te dan. La semaglutida de Novo Nordisk viene en plumas prellenadas (Ozempic, Wegovy) o en tabletas, entregadas por una farmacia con la marca, el fabricante y un número de lote en la caja; ninguna semaglutida aprobada viene en frasco. La semaglutida compuesta suele venir en un frasco con jeringas (o una jeringa llenada por la farmacia), con la etiqueta “semaglutide” y el nombre de la farmacia que la prepara en lugar de una marca, y no está aprobada por la FDA. Para tirzepatida, la marca Zepbound viene en pluma o en los frascos de una dosis de la propia Lilly, así que busca el nombre de Lilly en la etiqueta. Una clínica que no dice qué te da, o que llama “Ozempic genérico” a un compuesto, es motivo para ir a otro lugar.',
    source: 'U.S. Food and Drug Administration, concerns with unapproved GLP-1 drugs used for weight loss',
    year: 2025,
    url: 'https://www.fda.gov/drugs/postmarket-drug-safety-information-patients-and-providers/fdas-concerns-unapproved-glp-1-drugs-used-weight-loss',
    kinds: ['authenticity'],
    procedures: ['gpl-1', 'medical-weight-loss'],
    terms: 'brand or compounded semaglutide vial pen how tell',
    pin: r(
      `(?=.*\\b${GLP1}\\b)(?=.*\\b(?:compound\\w*|compuest[oa]s?|vials?|frascos?|generic|generico|real (?:ozempic|wegovy|thing|brand)|actual (?:ozempic|wegovy|brand)|name brand|brand name|la de marca|de marca)\\b)(?=.*\\b(?:how (?:can|do) (?:i|you) (?:tell|know)|tell (?:the )?difference|is (?:it|this|that|the)|(?:real|the) brand|which (?:one|is)|or the|o la|como (?:se|saber)|cual|same|lo mismo|what am i getting|que me (?:dan|ponen))\\b)`,
    ),
    pinKinds: ['authenticity', 'comparison', null],
  },
  {
    id: 'glp1-salt-forms',
    title: '“Semaglutide sodium” or “tirzepatide sodium” on a label',
    text: 'It matters: the FDA has warned that some compounders use salt forms — semaglutide sodium, semaglutide acetate, tirzepatide sodium and similar — which are different active ingredients from the ones in the approved medicines, have not been shown to be safe or effective, and do not meet the legal conditions for compounding. Several such products have been traced to sources not made for human medicine. If your label names a salt form, ask the pharmacy where the active ingredient comes from and for its certificate of analysis, and talk to your prescriber about an approved product.',
    es: 'Sí importa: la FDA ha advertido que algunos preparadores usan formas de sal —semaglutida sódica, acetato de semaglutida, tirzepatida sódica y similares—, que son ingredientes activos distintos de los de los medicamentos aprobados, no se ha demostrado que sean seguros ni eficaces y no cumplen las condiciones legales para preparar compuestos. Varios de esos productos venían de fuentes que no son para medicamentos humanos. Si tu etiqueta dice una forma de sal, pregunta a la farmacia de dónde viene el ingrediente activo y su certificado de análisis, y habla con quien te receta sobre un producto aprobado.',
    source: 'U.S. Food and Drug Administration, concerns with unapproved GLP-1 drugs used for weight loss',
    year: 2024,
    url: 'https://www.fda.gov/drugs/postmarket-drug-safety-information-patients-and-providers/fdas-concerns-unapproved-glp-1-drugs-used-weight-loss',
    kinds: ['authenticity', 'legality'],
    procedures: ['gpl-1', 'medical-weight-loss'],
    terms: 'semaglutide sodium tirzepatide sodium acetate salt label',
    pin: /\b(semaglutid\w*|tirzepatid\w*|sema|tirz)\s?(sodium|sodica|acetate|acetato|salt)\b|\b(salt forms?|sal de)\b.{0,40}\b(semaglutid\w*|tirzepatid\w*)\b/,
  },
  {
    id: 'online-pharmacy-check',
    title: 'Checking an online pharmacy is legitimate',
    text: 'The FDA’s BeSafeRx advice: a legitimate online pharmacy asks for a valid prescription from your prescriber, is licensed by the board of pharmacy of your state (look it up on the board’s website), has a physical US address and phone number, and has a licensed pharmacist you can talk to. Warning signs are selling prescription medicines without a prescription, prices far below everyone else’s, shipping from another country and spam or social-media ads. The National Association of Boards of Pharmacy lists sites it has verified — web addresses ending in .pharmacy are among them — at safe.pharmacy, where you can check a site.',
    es: 'Los consejos BeSafeRx de la FDA: una farmacia en línea legítima pide una receta válida de tu médico, tiene licencia de la junta de farmacia de tu estado (búscala en la página de la junta), tiene una dirección física y un teléfono en EE. UU., y un farmacéutico con licencia con quien puedes hablar. Señales de alerta: vender medicamentos con receta sin pedirla, precios muy por debajo de los demás, envíos desde otro país y anuncios por spam o redes sociales. La National Association of Boards of Pharmacy publica los sitios que ha verificado —las direcciones que terminan en .pharmacy están entre ellos— en safe.pharmacy, donde puedes revisar un sitio.',
    source:
      'U.S. Food and Drug Administration, BeSafeRx; National Association of Boards of Pharmacy, safe.pharmacy',
    year: 2024,
    url: 'https://www.fda.gov/drugs/quick-tips-buying-medicines-over-internet/besaferx-your-source-online-pharmacy-information',
    kinds: ['authenticity', 'legality'],
    terms: 'online pharmacy legit check website besaferx',
    pin: r(
      `\\b(?:online pharmac\\w*|internet pharmac\\w*|pharmacy (?:website|site|online)|farmacias? (?:en linea|online|por internet|de internet)|canadian pharmac\\w*|mail[- ]order pharmac\\w*|\\.pharmacy|besaferx)\\b|\\b(?:website|site|pharmacy|farmacia|pagina)\\b.{0,80}\\b(?:legit|real|safe|scam|trust\\w*|verify|check|seguro|confiable|estafa|verificar)\\b.{0,60}\\b(?:pharmac\\w*|meds?|medication\\w*|medicine\\w*|pills?|prescription\\w*|medicamentos?|pastillas?)\\b`,
    ),
  },
  {
    id: 'lot-number-check',
    title: 'Checking a filler or toxin’s lot number after treatment',
    text: 'Yes: the lot number and expiry on your card or chart identify the batch the maker produced. Call the manufacturer’s medical information or customer line (on the maker’s website — Allergan Aesthetics for Juvéderm and Botox, Galderma for Restylane and Dysport, and so on) and ask whether that lot and expiry match a product they made for the US; a lot they do not recognise, or a card with no lot at all, is worth raising with the clinic. Registering the treatment in the maker’s loyalty programme (Allē, Aspire) also records it against a verified practice. If you think a product was fake, report it to the FDA through MedWatch.',
    es: 'Sí: el número de lote y la fecha de caducidad de tu tarjeta o expediente identifican el lote que produjo el fabricante. Llama a la línea de información médica o de atención al cliente del fabricante (en su página —Allergan Aesthetics para Juvéderm y Botox, Galderma para Restylane y Dysport, etc.— ) y pregunta si ese lote y esa fecha corresponden a un producto que hicieron para EE. UU.; un lote que no reconocen, o una tarjeta sin lote, es motivo para hablar con la clínica. Registrar el tratamiento en el programa de lealtad del fabricante (Allē, Aspire) también lo asocia a una clínica verificada. Si crees que el producto era falso, repórtalo a la FDA por MedWatch.',
    source:
      'U.S. Food and Drug Administration, MedWatch and counterfeit product guidance; manufacturers’ patient information',
    year: 2024,
    url: 'https://www.fda.gov/safety/medwatch-fda-safety-information-and-adverse-event-reporting-program',
    kinds: ['authenticity'],
    procedures: ['dermal-fillers', 'botox'],
    terms: 'lot number look up card verify real filler botox',
    pin: /\b(lot (?:number|#|no)|lot|batch (?:number|#)|numero de lote|lote)\b.{0,100}\b(look (?:it )?up|check|verify|real|legit|genuine|fake|original|verificar|buscar|autentic\w*|falso|make sure)\b|\b(look up|check|verify|verificar)\b.{0,40}\b(lot|batch|lote)\b/,
  },
  {
    id: 'open-vial',
    title: 'A vial already open when you come in',
    text: 'It depends on the product. Botox and other toxins come as powder that must be mixed with saline, so a vial opened and mixed shortly before your visit is common — ask to see it and its label, and that it is for you. Kybella, by contrast, comes in vials labelled for use in a single patient, and the CDC’s injection-safety rules say a single-dose or single-patient vial is never used for more than one patient. So an open Kybella vial you did not see opened is fair to ask about: ask whether it was opened for you, to see the label and lot, and for a new one if they cannot say. Fillers come in sealed single-use syringes, which should be opened in front of you.',
    es: 'Depende del producto. El Botox y otras toxinas vienen en polvo que se mezcla con suero, así que un frasco abierto y mezclado poco antes de tu cita es común: pide verlo con su etiqueta y que confirmen que es para ti. Kybella, en cambio, viene en frascos para usar en un solo paciente, y las reglas de seguridad de inyecciones de los CDC dicen que un frasco de una dosis o de un solo paciente nunca se usa en más de un paciente. Así que es razonable preguntar por un frasco de Kybella abierto que no viste abrir: pregunta si lo abrieron para ti, pide ver la etiqueta y el lote, y uno nuevo si no pueden decirlo. Los rellenos vienen en jeringas selladas de un solo uso, que deberían abrirse delante de ti.',
    source:
      'Centers for Disease Control and Prevention, injection safety (single-dose vials); U.S. Food and Drug Administration, Kybella prescribing information',
    year: 2024,
    url: 'https://www.cdc.gov/injection-safety/',
    kinds: ['authenticity'],
    procedures: ['botox', 'dermal-fillers'],
    terms: 'vial already open opened before single dose',
    pin: /\b(vials?|frascos?|bottles?|syringes?|jeringas?|ampollas?)\b.{0,60}\b(already (?:open\w*|mixed)|was open\w*|were open\w*|open(?:ed)? before|pre-?opened|ya (?:estaba[n]? )?abiert[oa]s?|estaba[n]? abiert[oa]s?|sin sellar|unsealed|(?:not|wasn'?t|wasnt|weren'?t|werent|isn'?t|isnt) sealed|no (?:estaba|venia) sellad[ao])\b|\b(open(?:ed)?|abiert[oa]s?)\b.{0,20}\b(vials?|frascos?)\b.{0,80}\b(before|worried|worry|concern\w*|normal|ok|preocup\w*|antes)\b/,
  },
  {
    id: 'prp-real-check',
    title: 'Telling whether you really got PRP',
    text: 'PRP is made from your own blood in the room: a nurse draws one or more tubes, the tubes spin in a centrifuge for several minutes to separate the plasma, and the platelet-rich layer is drawn up and injected or applied. If no blood was taken from you that visit, it was not PRP; if blood was taken, you can ask to see the prepared tube and which system was used. A quick session with a blood draw can still be real — what takes time is the spin. Ask the clinic what kit they use and how they prepare it, and for the record in your chart.',
    es: 'El PRP se hace con tu propia sangre en el momento: una enfermera saca uno o más tubos, los tubos giran varios minutos en una centrífuga para separar el plasma, y la capa rica en plaquetas se extrae y se inyecta o aplica. Si ese día no te sacaron sangre, no fue PRP; si te sacaron, puedes pedir ver el tubo preparado y qué sistema usaron. Una sesión rápida con extracción de sangre puede ser real: lo que lleva tiempo es el centrifugado. Pregunta a la clínica qué kit usa y cómo lo prepara, y pide el registro en tu expediente.',
    source: 'American Academy of Dermatology, platelet-rich plasma',
    year: 2023,
    url: 'https://www.aad.org/',
    kinds: ['authenticity'],
    terms: 'real prp saline blood draw centrifuge',
    pin: r(
      `\\b(?:prp|platelet[- ]rich plasma|plasma rico en plaquetas|vampire facial)\\b.{0,120}\\b(?:real|fake|actually|saline|suero|legit|de verdad|falso|scam|estafa|really (?:prp|got))\\b|\\b(?:real|fake|actually|de verdad|even)\\b.{0,30}\\b(?:prp)\\b|\\b(?:prp|plasma)\\b.{0,120}\\b(?:(?:took|drew|draw|drawn|take|sacaron|sacar)\\b.{0,15}\\b(?:my |any |no )?(?:blood|sangre)|no blood|sin sacar sangre)\\b|\\b(?:no one|nobody|never|didn'?t|didnt|no me)\\b.{0,30}\\b(?:took|drew|draw|sacaron|sacar)\\b.{0,30}\\b(?:blood|sangre)\\b.{0,80}\\b(?:prp|plasma|vampire)\\b`,
    ),
  },
  {
    id: 'cryolipolysis-knockoffs',
    title: 'Real CoolSculpting or a knockoff fat-freezing machine',
    text: 'CoolSculpting is one brand of cryolipolysis, cleared by the FDA; other cleared fat-freezing devices exist, and so do uncleared knockoffs sold online to salons, which can cause frostbite and burns. Ask the clinic to show you the device and name its maker and model, and look the device up in the FDA’s 510(k) database; for CoolSculpting itself, the maker’s clinic locator lists practices that have the device. Whatever the device, a licensed clinician should assess you and oversee the treatment, and a price far below others for “CoolSculpting” is a reason to ask which machine it is.',
    es: 'CoolSculpting es una marca de criolipólisis autorizada por la FDA; existen otros equipos de congelación de grasa autorizados, y también imitaciones sin autorización que se venden en internet a salones y pueden causar congelamiento y quemaduras. Pide a la clínica que te muestre el equipo y te diga su fabricante y modelo, y búscalo en la base de datos 510(k) de la FDA; para CoolSculpting, el localizador de clínicas del fabricante lista los lugares que tienen el equipo. Sea cual sea el equipo, un profesional con licencia debe evaluarte y supervisar el tratamiento, y un precio muy por debajo de otros por “CoolSculpting” es motivo para preguntar qué máquina es.',
    source: 'U.S. Food and Drug Administration, 510(k) premarket notification database',
    year: 2024,
    url: 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfpmn/pmn.cfm',
    kinds: ['authenticity'],
    procedures: ['coolsculpting'],
    terms: 'real coolsculpting knockoff fake machine cryolipolysis',
    pin: r(
      `\\b${COOLSCULPTING}\\b.{0,100}\\b(?:real|fake|knock-?off|legit|genuine|original|copy|clone|same machine|actual|de verdad|falso|imitacion|pirata|cheap machine|amazon)\\b|\\b(?:real|fake|knock-?off|legit|genuine|actual)\\b.{0,40}\\b${COOLSCULPTING}\\b`,
    ),
  },
];

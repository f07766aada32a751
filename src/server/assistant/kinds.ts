// What kind of question a patient asks, beside which procedure it is about: is a price fair, who may legally
// inject, is a product genuine, which of two is better, when can I fly or drink, am I a candidate, what else is
// there, what to ask at a consultation, what a provider's profile says, what to eat, surgery abroad — or a request
// TruGPT does not do (favour a paying practice, write a review or an essay). Each kind has a composer that answers
// it first (compose-kinds.ts). Read from the folded text (lower case, accents removed), English, Spanish and both.
import { fold } from './words';

export type QuestionKind =
  | 'price'
  | 'legality'
  | 'authenticity'
  | 'comparison'
  | 'timing'
  | 'candidacy'
  | 'alternatives'
  | 'consultation'
  | 'provider'
  | 'nutrition'
  | 'tourism'
  | 'gap'
  | 'off_task';

/** What a timing question is about: "can I fly", "back to work", "when can I drink". */
export type TimingTopic =
  | 'travel'
  | 'work'
  | 'exercise'
  | 'alcohol'
  | 'sun'
  | 'swim'
  | 'sleep'
  | 'makeup'
  | 'drive'
  | 'smoking'
  | 'event'
  | 'repeat'
  | 'swelling'
  | 'general';

/** What a question about a provider's profile asks for. */
export type ProviderTopic =
  | 'new_patients'
  | 'virtual'
  | 'language'
  | 'reviews'
  | 'experience'
  | 'price'
  | 'offers'
  | 'hours'
  | 'insurance'
  | 'financing'
  | 'location'
  | 'staff'
  | 'photos'
  | 'record'
  | 'credentials'
  | 'inclusive'
  | 'general';

/** Requests outside what TruGPT does, each refused with what it will not do and why. */
export type OffTask =
  | 'paid_ranking'
  | 'fake_review'
  | 'writing'
  | 'homework'
  | 'private_info'
  | 'prescribe'
  | 'attack'
  | 'unrelated';

export interface KindReading {
  kind: QuestionKind | null;
  timing?: TimingTopic;
  provider?: ProviderTopic;
  /** Every profile topic a question asks about ("are they taking new patients, and do they do virtual consults?"). */
  providerTopics?: ProviderTopic[];
  offTask?: OffTask;
}

const re = (parts: string[]) => new RegExp(`(?<![a-z0-9])(?:${parts.join('|')})(?![a-z0-9])`);

const OFF_TASK: [OffTask, RegExp][] = [
  [
    'paid_ranking',
    re([
      'who pay',
      'pays? (?:truself|you|for ads?)',
      'paying (?:practices?|clinics?|surgeons?|providers?)',
      'recommend (?:my|our) (?:clinic|practice|spa|med ?spa)',
      '(?:my|our) (?:clinic|practice) (?:first|at the top|number one|#1)',
      'rank (?:my|our|me)',
      'how do i get (?:trugpt|you) to recommend',
      'como (?:la )?numero uno',
      'numero uno en tus recomendaciones',
      'poner (?:la|mi) clinica',
      'sponsored (?:ones?|first)',
      'only recommend',
    ]),
  ],
  [
    'fake_review',
    re([
      'write (?:me )?(?:a|an|some) (?:\\d[ -]?star |five[ -]star |fake |bad |good |negative |positive )*reviews?',
      'fake reviews? for',
      'trash (?:them|him|her|it) online',
      'escribe(?:me)? una resena',
      'resena falsa',
    ]),
  ],
  [
    'writing',
    re([
      'cover letter',
      'resume',
      'write (?:me )?(?:a|an|my) (?:essay|poem|story|caption|bio|post|email|letter|speech)',
      'insta(?:gram)? caption',
      'escribe(?:me)? un (?:ensayo|poema|cuento)',
      'ensayo de',
    ]),
  ],
  [
    'attack',
    re([
      'trash (?:them|him|her|it)(?: online)?',
      'which surgeon .* (?:is )?the worst',
      'worst surgeon',
      'ruin (?:their|his|her) (?:business|reputation)',
    ]),
  ],
  ['homework', re(['homework', 'algebra', 'math problem', 'tarea de', 'mi tarea'])],
  [
    'private_info',
    re([
      'home address',
      'where does (?:she|he|the doctor|dr \\w+) live',
      'personal (?:phone|cell|number|address)',
      'direccion de su casa',
    ]),
  ],
  [
    'prescribe',
    re([
      'give me (?:a )?prescription',
      'write me (?:a )?prescription',
      // "can you prescribe me", not "can an online doctor prescribe me Zepbound".
      '(?:you|u) prescribe me',
      '(?<![a-z] )prescribe me',
      'how much \\w+ (?:to|should i) inject',
      'recetame',
      'dame una receta',
    ]),
  ],
  [
    'unrelated',
    re([
      'brunch',
      'restaurants?',
      'weather',
      'movie',
      'recipe for (?:cake|cookies)',
      // "stock photos" are a question about a practice's pictures, not the markets.
      'stocks? (?:market|prices?|tips|picks)',
      'stock (?:to buy|for)',
      'crypto',
      'tell me a joke',
    ]),
  ],
];

const TOURISM = re([
  'abroad',
  'overseas',
  'another country',
  'out of the country',
  'medical tourism',
  'mexico',
  'tijuana',
  'cancun',
  'matamoros',
  'guadalajara',
  'monterrey',
  'mexicali',
  'juarez',
  'los algodones',
  'dominican republic',
  'republica dominicana',
  'santo domingo',
  'punta cana',
  'colombia',
  'medellin',
  'bogota',
  'cali colombia',
  'cartagena',
  'barranquilla',
  'turkey',
  'turquia',
  'istanbul',
  'estambul',
  'antalya',
  'thailand',
  'tailandia',
  'bangkok',
  'phuket',
  'costa rica',
  'san jose costa rica',
  'brazil',
  'brasil',
  'korea',
  'corea',
  'seoul',
  'seul',
  'gangnam',
  'panama',
  'peru',
  'lima',
  'argentina',
  'buenos aires',
  'venezuela',
  'ecuador',
  'guatemala',
  'el salvador',
  'honduras',
  'nicaragua',
  'cuba',
  'puerto vallarta',
  'poland',
  'hungary',
  'budapest',
  'lithuania',
  'czech',
  'prague',
  'dubai',
  'iran',
  'tehran',
  'india',
  'philippines',
  'manila',
  'malaysia',
  'singapore',
  'recovery house',
  'casa de recuperacion',
  'all inclusive',
  'todo incluido',
  'extranjero',
  'otro pais',
]);

const LEGALITY = re([
  'legal',
  'legally',
  'illegal',
  'allowed to',
  'is (?:she|he|it) allowed',
  'licen[sc]ed?',
  'licen[sc]es?',
  'unlicen[sc]ed',
  'need a licen[sc]e',
  'who can (?:legally )?(?:do|inject|perform)',
  'can an? (?:esthetician|aesthetician|nurse|rn|np|pa|medical assistant|dentist|cosmetologist|nail tech\\w*|hairstylist|hair stylist|tech)',
  'can (?:my )?(?:dentist|esthetician|nurse|pa) do',
  '(?:esthetician|aesthetician|cosmetologist|nail tech\\w*|hairstylist|hair stylist|medical assistant|hydration specialist)s?',
  'botox part(?:y|ies)',
  'glow night',
  'calls? (?:him|her)self',
  'cosmetic surgeon',
  'cirujano cosmetico',
  'medico general',
  'cosmetologa',
  'esteticista',
  'es legal',
  'ilegal',
  'licencia',
  'tiene q(?:ue)? ser cirujano',
  'scope of practice',
  'no (?:doctor|nurse) (?:on site|anywhere)',
  'doc (?:just )?supervises',
  'supervis\\w+',
  'prescribe',
  'without (?:me )?(?:seeing|a visit with|talking to) a (?:doctor|provider|prescriber)',
  'electrologists?',
  '(?:for )?a dentist to',
  'on (?:her|his|their) own',
  'w/?o a doctor',
  'without a doctor',
  'special licen[sc]e',
  // "¿la enfermera puede ponerme botox sin que haya un doctor?"
  'enfermer[ao]s? (?:puede|pueden|me puede)',
  'puede (?:ponerme|inyectarme|aplicarme|inyectar|aplicar)',
  'sin (?:que haya )?(?:un )?(?:doctor|medico)',
  'quien (?:puede|me puede) (?:inyectar|poner|aplicar|hacer)',
  // Rights around care: medical leave, photos posted without consent, an interpreter.
  'fmla',
  '(?:medical|family) leave',
  'licencia (?:medica|por enfermedad)',
  'without (?:my )?(?:asking|consent|permission)',
  'sin (?:mi )?(?:permiso|consentimiento)',
  'hipaa',
  '(?:right|entitled) to an? (?:interpreter|translator)',
  'derecho a (?:un )?(?:interprete|traductor)',
]);

const AUTHENTICITY = re([
  'real (?:botox|filler|thing|ozempic|product)',
  'actually real',
  'is (?:it|this) real',
  'fake',
  'counterfeit',
  'knock ?offs?',
  '(?:implants?|vials?|product|pens?) (?:are|is) (?:real|fake|legit)',
  'are (?:they|these|those) real',
  'legit(?:imate)?',
  'genuine',
  'authentic',
  'scam',
  'fda approved',
  'approved by the fda',
  'aprobad[oa]',
  'original',
  'falsificad[oa]',
  'falso',
  'korean botox',
  'comes? from (?:canada|mexico|korea|china|overseas|abroad|europe|turkey)',
  'imported',
  'importad[oa]',
  'botulax',
  'nabota',
  'meditoxin',
  'research (?:use|chemicals?|peptides?)',
  'ruo',
  'hyaluron pen',
  'marketplace',
  'sin receta',
  "doesn'?t (?:need|ask for) a prescription",
  'no prescription',
  'different language',
  'see the (?:box|vial)',
  'ver la caja',
  'pinkish',
  'same (?:thing|as here|as regular|as (?:the )?(?:real|botox|ozempic|wegovy|juvederm))',
  '(?:korean|chinese|russian|foreign|mexican|turkish) (?:writing|label\\w*|box|packaging|vial|brand)',
  'writing on (?:it|the (?:vial|box))',
  'lo mismo que',
  'diluted',
  'watered down',
  // "how do I know they're not watering it down or only using half"
  'water(?:ing|s)? (?:it |them )?down',
  'only using half',
  'from (?:tijuana|mexico) (?:para|for)',
  'brings? botox',
  'compounded',
  '(?:is|are) (?:my|the|it|this|that|they|these|her|his) (?:\\w+ )?real',
  'is real',
  'same stuff',
  'same product',
  'wholesale',
  'amazon',
  'ebay',
  'temu',
  'alibaba',
  'online pharmac\\w*',
  '(?:canadian|canada|mexican|foreign|overseas) (?:website|site|pharmac\\w*)',
  'farmacias?',
  'brought (?:\\w+ ){0,3}(?:back )?from',
  'suitcase',
  'maleta',
  'es (?:el|la) mism[oa]',
  '\\+ ?b12',
]);

// A product's origin or sameness ("brought back from Mexico", "the Ozempic in Mexican pharmacies, is it the same?")
// is what the question asks even when it names a country.
const PRODUCT_ORIGIN = re([
  'brought (?:\\w+ ){0,3}(?:back )?from',
  'suitcase',
  'maleta',
  'farmacias?',
  'pharmac\\w*',
  'same stuff',
  'same product',
  'es (?:el|la) mism[oa]',
  'knock ?offs?',
  'counterfeit',
  'fake',
]);

const PRICE = re([
  'fair',
  'rip(?:ped)? ?off',
  'overpriced',
  'too good to be true',
  'good deal',
  'better deal',
  'a deal',
  'deals?',
  'negotiat\\w+',
  'haggle',
  'discounts?',
  'special',
  'promo',
  'groupon',
  'per unit',
  'a unit',
  'por unidad',
  'per area',
  'per syringe',
  'worth (?:the savings|the money)',
  "what'?s the catch",
  'cual es la trampa',
  'es caro',
  'caro o normal',
  'es justo',
  'good price',
  'reasonable',
  'normal price',
  'price (?:here|fair)',
  'throwing money away',
  'go toward',
  'consult fee',
  'sospechoso',
  'confiable ese precio',
  'smarter',
  'descuento',
  'negociar',
  'rebaja',
  'black friday',
  'sale',
  'which is cheaper',
  'cheaper',
  'mas barato',
  'why is mine',
  'quoted? me',
  'me cobran',
  'i was quoted',
  'got a \\$?\\d',
]);

const COMPARISON = re([
  'vs\\.?',
  'versus',
  'compared? (?:to|with)',
  'difference between',
  "what'?s the diff",
  'whats the (?:actual )?difference',
  'the difference',
  'diferencia',
  'which (?:one|is) (?:better|best|safer|cheaper|lasts? longer)',
  'which one',
  'cual es mejor',
  'que es mejor',
  'better for',
  ' or ',
  ' o ',
  'o mejor',
]);

const TIMING = re([
  'how (?:soon|long) (?:after|before|until|till|do i have to wait|should i wait|do i need to wait)',
  'how many (?:days|weeks|months) (?:after|before|until|till|b4)',
  'when (?:can|could|should) i',
  'when is it safe',
  'can i (?:fly|drink|travel|swim|work ?out|exercise|go|sleep|drive|tan|wear|put on|color|dye|lift|run|get back)',
  'ok to (?:fly|drink|travel|swim)',
  'is it ok to',
  'days? after',
  'weeks? after',
  'months? after',
  'day after',
  'the night after',
  'before my (?:wedding|trip|vacation|event|interview|party)',
  'wedding',
  'interview',
  'vacation',
  'cuanto tiempo (?:despues|antes|tengo que esperar)',
  'cuantas semanas despues',
  'cuantos dias despues',
  'ya puedo',
  'puedo (?:volar|viajar|tomar|dormir|hacer ejercicio|volver)',
  // "¿puedo ir al gym hoy?", "¿puedo maquillarme mañana?"
  'puedo (?:ir al (?:gym|gimnasio)|entrenar|correr|nadar|manejar|trabajar|maquillarme|broncearme|asolearme|hacer pesas)',
  'despues del? (?!mis |mi |tener |haber |tus )',
  'cuando (?:me )?puedo',
  'antes o despues',
  'before or after',
  'before (?:flying|i fly|traveling|travelling|i travel|going home|heading home)',
  'how long (?:do|should) i (?:need to )?stay',
  '(?:how many|how much) (?:days|weeks|nights|time) (?:do|should|would|will|must) i (?:need to |have to )?stay',
  'cuanto tiempo (?:me )?(?:tengo que |debo |hay que )?quedar\\w*',
  'cuantos dias (?:me )?(?:tengo que |debo |hay que )?quedar\\w*',
  'b4',
  'too late',
  'how long (?:till|until|before) i can',
  'how (?:long|soon) (?:till|until|before)',
  'stop (?:taking )?\\w+ before',
  'before (?:my )?surgery',
  // "I have a flight tomorrow, can I still get Botox today?": timing around a trip, not candidacy.
  '(?:flight|fly(?:ing)?|vuelo|volar)(?: [a-z]+){0,3} (?:tomorrow|tonight|today|this weekend|in (?:a|\\d+) (?:days?|hours?)|manana|hoy|esta noche)',
  'before (?:my|a|the) (?:flight|trip)',
  'antes de(?:l| mi)? (?:vuelo|viaje)',
]);

const TIMING_TOPICS: [TimingTopic, RegExp][] = [
  [
    'alcohol',
    re([
      'alcohol',
      'drink(?:ing)?',
      'wine',
      'beer',
      'liquor',
      'cocktails?',
      'margaritas?',
      'tomar',
      'beber',
      'cerveza',
      'vino',
    ]),
  ],
  [
    'travel',
    re([
      'fly',
      'flying',
      'flight',
      'plane',
      'travel\\w*',
      'trip',
      'road trip',
      'drive home',
      'volar',
      'vuelo',
      'viajar',
      'avion',
      // "how long do I have to stay there after?", "cuánto tiempo me tengo que quedar allá": until cleared to fly.
      'stay (?:there|abroad|in \\w+|down there|over there)',
      'how long (?:do|should|would|will) i (?:need to |have to |be )?stay\\w*',
      '(?:how many|how much) (?:days|weeks|nights|time) (?:do|should|would|will|must) i (?:need to |have to )?stay',
      'quedarme',
      'quedarse',
      'me tengo que quedar',
      'fly(?:ing)? (?:back )?home',
      'regresar a casa',
    ]),
  ],
  ['swim', re(['swim\\w*', 'pool', 'ocean', 'hot tub', 'bath', 'nadar', 'piscina', 'alberca', 'playa'])],
  ['sun', re(['sun', 'tan', 'tanned', 'tanning', 'spray tan', 'beach', 'sol', 'bronceado'])],
  [
    'exercise',
    re([
      'work ?out',
      'workouts?',
      'exercise',
      'gym',
      'crossfit',
      'run(?:ning)?',
      'lift(?:ing)? weights',
      'weights',
      // "when can I pick up my toddler": lifting, which the guides time with exercise.
      'pick (?:up )?(?:my|the|her|him|a) (?:\\w+ )?(?:kids?|baby|toddler|son|daughter|child|\\d+ ?(?:yr|year|mo|month)s? old)',
      'pick (?:her|him|them) up',
      'carry(?:ing)? (?:my|the|a)',
      'lift(?:ing)? (?:my|the|a|anything|heavy)',
      'cargar (?:a )?(?:mi|el|la)',
      'yoga',
      'pilates',
      // "can i ride my peloton", "spin class", "biking": cycling, which the guides time with exercise.
      'peloton',
      'spin(?:ning)? class(?:es)?',
      'spinning',
      'cycling',
      'bik(?:e|es|ing)',
      'ride (?:my|a) (?:bike|peloton|horse)',
      'bici(?:cleta)?',
      'gimnasio',
      'ejercicio',
      'pesas',
    ]),
  ],
  ['drive', re(['drive', 'driving', 'manejar', 'conducir'])],
  [
    'work',
    re([
      'back to work',
      'return to work',
      'time off',
      'off work',
      'desk job',
      'go back to work',
      'shifts?',
      'on my feet',
      'volver al trabajo',
      'trabajar',
    ]),
  ],
  [
    'sleep',
    re([
      'sleep',
      'sleeping',
      'lie (?:on|flat)',
      'lay (?:on|down)',
      'lying (?:on|flat)',
      'dormir',
      'de lado',
      'boca',
    ]),
  ],
  [
    'makeup',
    re([
      'makeup',
      'make up',
      'color my hair',
      'hair colou?r',
      'dye',
      'glasses',
      'contacts',
      'maquillaje',
      'lentes',
    ]),
  ],
  ['smoking', re(['smok\\w+', 'vap\\w+', 'nicotine', 'cigarett\\w+', 'fumar'])],
  [
    'event',
    re([
      'wedding',
      'interview',
      'vacation',
      'party',
      'event',
      'photos',
      'photoshoot',
      'photo shoot',
      'pictures',
      'reunion',
      'boda',
      'entrevista',
      'vacaciones',
      'fotos',
      'quince\\w*',
    ]),
  ],
  ['repeat', re(['again', 'next (?:session|treatment|one)', 'touch ?up', 'otra vez', 'de nuevo'])],
  [
    'swelling',
    re([
      'swelling',
      'swollen',
      'puffy',
      'bruis\\w*',
      'hinchazon',
      'hinchad[oa]',
      'inflamacion',
      'moretones',
      'lo rojo',
      'redness',
    ]),
  ],
];

const CANDIDACY = re([
  'too (?:young|old)',
  'am i (?:a )?(?:good )?candidate',
  'candidat[oa]',
  'can i (?:still )?get',
  // "can you get a nose job at 16", "im 17 is that too young".
  'can (?:you|u|one|someone) (?:still )?(?:get|have|do)',
  "(?:at|im|i'm|i am|turning) 1[3-8]",
  'teen(?:ager|s)?',
  'menor de edad',
  'can i get',
  'can (?:guys|men|women|teens?|someone|people|a man|a woman) (?:get|do|have)',
  'is (?:that|it|this) a problem for',
  'should i lose weight',
  'lose weight (?:first|before)',
  'do i qualify',
  'qualify',
  'will (?:the )?surgeon say no',
  'do i have to lose weight',
  'is (?:it|a \\w+ \\w*) a bad idea',
  'con (?:diabetes|lupus)',
  'tengo (?:\\d+ anos|diabetes|lupus|hipotiroidismo)',
  'soy (?:muy )?(?:mayor|joven)',
  'puedo (?:usar|ponerme|hacerme)',
  'i have (?:type|diabetes|lupus|keloids|a history)',
  'i get keloids',
  'smoker',
  'on accutane',
  'bmi',
  'imc',
  'califico',
  'calificar',
  'califica',
  'dark skin',
  'piel oscura',
  '(?:dark|darker|brown|black|olive) skin(?:ned)?',
  'brown skinned',
  'piel (?:morena|oscura|negra|trigue\\w+)',
  'work for me',
  'would (?:it|this|that|\\w+) (?:work|help) (?:for|on) me',
  'hashimoto\\w*',
  'thyroid',
  'blood pressure',
  'presion alta',
  'hipertension',
  'se puede',
  'funciona en',
  'works? on',
  "\\d'\\s?\\d+",
  '\\d{3} ?(?:lbs|pounds|libras)',
  '(?:more|another|one more) (?:kids|baby|babies|children|child)',
  'pregnan\\w*',
  'breastfeeding',
  'embarazad\\w*',
  'c-?sections?',
  'cesareas?',
]);

const ALTERNATIVES = re([
  'alternatives?',
  'instead of',
  'other options?',
  'besides',
  'without surgery',
  'non ?-?surgical',
  'no surgery',
  "don'?t want (?:needles|surgery)",
  'dont want (?:needles|surgery)',
  'cheaper (?:alternative|way|ways|option)',
  'anything cheaper',
  'something cheaper',
  'cheaper than',
  'cheaper option',
  'mas barato que',
  'algo mas barato',
  'anything (?:else|besides|less invasive)',
  'less invasive',
  'what else',
  'sin cirugia',
  'sin operarme',
  'no quiero operarme',
  'que opciones',
  'que otras opciones',
  'sin bbl',
  'hay algo',
  'alternativas?',
  'otras? opcion(?:es)?',
  'en vez de',
  'en lugar de',
  'ademas de',
  'que no sea (?:una )?cirugia',
]);

const CONSULTATION = re([
  'what (?:should|do) i ask',
  // "what meds should I mention at my consult", "do I have to tell the surgeon about my supplements"
  '(?:should|do) i (?:mention|tell|bring up|disclose|list)',
  'what (?:meds|medications|medicines|supplements) (?:and \\w+ )?should i (?:mention|tell|bring|list)',
  'que (?:medicamentos|medicinas|suplementos) (?:le )?(?:digo|menciono)',
  'questions? (?:to|should i) ask',
  'que (?:le )?pregunto',
  'que preguntas',
  'que debo preguntar',
  'preguntas debo hacer',
  'red flags?',
  'second opinions?',
  'segunda opinion',
  'bad sign',
  'what to bring',
  'need to bring',
  'how many consults',
  'first consult',
  'before and afters?',
  'patient coordinator',
  'never (?:even )?met the doctor',
  'board certified',
  'board certification',
  'certification',
  'abps',
  'abcs',
  'abfprs',
  'certificad[oa]',
  'pushing me to book',
  'book today',
  'walk away',
  'where the surgery (?:actually )?happens',
  'hospital vs',
  'reviews? (?:are|on) .* fake',
  'reviews .* fake',
  'check if (?:a|the) surgeon',
  'verify',
  'verificar',
  // "what to ask a bariatric surgeon before picking one", "he wouldn't tell me his complication rates", "how do I
  // check it's accredited", "how many BBLs should a surgeon have done": choosing a provider.
  'what to ask',
  'before (?:picking|choosing|i pick|i choose|deciding on)',
  'how (?:do|can|would) i (?:pick|choose|check|verify|know if (?:a|my|the) (?:surgeon|doctor|injector|provider|clinic|facility))',
  'how to (?:pick|choose|check|verify|vet)',
  'complication rates?',
  "wouldn'?t (?:tell|show|answer)",
  'would not (?:tell|show|answer)',
  'refused to (?:tell|show|answer)',
  'accredit\\w*',
  'how many (?:\\w+ )?(?:should|has|have|did) (?:a|the|my|he|she|they)(?: \\w+)?(?: have)? (?:done|do|performed)',
  'kept (?:pushing|upselling|adding)',
  'upsell\\w*',
  'pressur\\w+ (?:me|into)',
]);

const PROVIDER_TOPICS: [ProviderTopic, RegExp][] = [
  // "is she an actual doctor or a nurse?", "¿es doctora o enfermera?": the title the profile lists, first.
  [
    'credentials',
    re([
      '(?:doctor|dr|md|physician) or (?:an? |just )?(?:nurse|np|rn|pa|esthetician)',
      '(?:nurse|np|rn|pa|esthetician) or (?:an? |actual |real )?(?:doctor|dr|md|physician)',
      '(?:actual|real|actually an?|really an?|even an?|legit) (?:doctor|dr|md|physician|nurse)',
      'is (?:she|he|they|this person|this provider|this injector) (?:an? )?(?:doctor|nurse|md|np|rn|pa|physician|physician assistant|nurse practitioner)',
      'what (?:is|are) (?:her|his|their) (?:credentials|title|degree|license|licence)',
      '(?:doctora?|medic[oa]) o (?:enfermer[oa]|esteticista)',
      'enfermer[oa] o (?:doctora?|medic[oa])',
      'es (?:doctora?|medic[oa]|enfermer[oa]) de verdad',
      'de verdad es (?:doctora?|medic[oa]|enfermer[oa])',
    ]),
  ],
  // "does she work with trans patients? don't wanna be misgendered": how the office treats them.
  [
    'inclusive',
    re([
      'trans(?:gender)? (?:friendly|inclusive|affirming|patients?|people|clients?|women|woman|men|man|folks?)',
      '(?:work|works|treat|treats|see|sees) (?:with )?trans',
      'lgbt\\w*',
      'queer',
      'non-?binary',
      'misgender\\w*',
      'pronouns?',
      'deadnam\\w*',
      '(?:i ?a?m|soy) (?:a )?(?:trans|mtf|ftm)',
      'mtf',
      'ftm',
      'pacientes trans',
      'personas trans',
    ]),
  ],
  [
    'new_patients',
    re([
      'new patients?',
      'accepting (?:patients|new)',
      'taking (?:patients|new)',
      'pacientes nuevos',
      'nuevos pacientes',
      'aceptan? pacientes',
      'how (?:do|can|would) i book',
      'book (?:an? |the )?(?:appointment|appt|consult\\w*|visit)',
      'make an? (?:appointment|appt)',
      'schedule (?:an? )?(?:appointment|appt|consult\\w*)',
      'agendar',
      'hacer (?:una )?cita',
      'sacar (?:una )?cita',
    ]),
  ],
  [
    'virtual',
    re([
      'virtual(?:ly)?',
      'video (?:consult\\w*|call|visit)',
      'telehealth',
      'telemedicine',
      'online consult\\w*',
      'zoom consult\\w*',
      'consulta virtual',
      'por video',
    ]),
  ],
  [
    'language',
    re([
      'speak (?:spanish|english|chinese|mandarin|cantonese|french|portuguese|russian|vietnamese|korean|arabic|hindi|urdu|tagalog|farsi|japanese|italian|german|creole|polish|gujarati|punjabi|hebrew)',
      'spanish',
      'english',
      'espanol',
      'ingles',
      'languages?',
      'idiomas?',
      'habla',
      'hablan',
      'atienden en',
      'interpreter',
    ]),
  ],
  [
    'reviews',
    re(['reviews?', 'resenas?', 'opiniones', 'rating', 'calificacion', 'complain\\w*', 'stars', 'estrellas']),
  ],
  [
    'experience',
    re([
      'how long has (?:she|he|they)',
      'years',
      'yrs',
      'how long has',
      'how many (?:\\w+ )?(?:has (?:she|he)|does (?:she|he) do)',
      'experience',
      'experienced',
      'board certified',
      'certified',
      'credentials?',
      'qualified',
      'background',
      'training',
      'trained',
      'good (?:with|at)',
      'anos de experiencia',
      'certificad[oa]',
    ]),
  ],
  ['hours', re(['open', 'hours', 'saturdays?', 'sundays?', 'weekends?', 'horario', 'abren', 'sabados?'])],
  [
    'insurance',
    re([
      'insurance',
      'blue cross',
      'bcbs',
      'anthem',
      'aetna',
      'cigna',
      'humana',
      'united ?healthcare',
      'kaiser',
      'tricare',
      'medi-?cal',
      'medicaid',
      'medicare',
      'seguro',
      'take my',
    ]),
  ],
  [
    'financing',
    re([
      'financ\\w*',
      'carecredit',
      'care credit',
      'cherry',
      'alphaeon',
      'klarna',
      'afterpay',
      'payment plans?',
      'monthly payments?',
      'financiamiento',
      'pagos',
      'plan(?:es)? de pagos?',
      'a plazos',
      'meses sin intereses',
    ]),
  ],
  [
    'location',
    re([
      'where (?:exactly )?(?:are|is) (?:they|she|he|it|you)',
      'address',
      'airport',
      'parking',
      'park',
      'estacionamiento',
      'estacionar',
      'parqueo',
      'parquear',
      'direccion',
      'donde',
    ]),
  ],
  [
    'staff',
    re([
      'who does the',
      'who (?:will )?inject',
      'nurse or a doctor',
      'technician',
      'staff',
      'quien inyecta',
      'supervis\\w+',
      'need a doctor',
      'all nurses',
      'himself',
      'herself',
      'techs',
      'rn or (?:an? )?np',
      'np or (?:an? )?rn',
      'supervising (?:doctor|physician|md)',
    ]),
  ],
  [
    'price',
    re([
      'price',
      'prices',
      'cost',
      'charge',
      'charging',
      'charges',
      'per unit',
      'how much',
      'ballpark',
      'cuanto cobran',
      'cuanto cuesta',
      'cuanto',
      'precio',
    ]),
  ],
  // "can I see before and afters of her lip work", "has anyone died", "any lawsuits": what a profile doesn't hold.
  [
    'photos',
    re([
      'before (?:and|&|n) afters?',
      'before-and-afters?',
      'photos',
      'pics',
      'pictures',
      'fotos',
      'antes y despues',
    ]),
  ],
  [
    'record',
    re([
      'complications?',
      'died',
      'deaths?',
      'anyone die',
      'lawsuits?',
      'sued',
      'malpractice',
      'disciplin\\w*',
      'botched',
      'how many (?:\\w+ )?(?:has|have|did) (?:she|he|they) (?:done|do|performed)',
      'complicaciones',
      'demandas?',
    ]),
  ],
  [
    'offers',
    re([
      'do (?:they|you|she|he) (?:do|offer)',
      'does (?:this|she|he|the) \\w* ?(?:do|offer)',
      'offer',
      'hacen',
      'ofrecen',
      'do you guys do',
      'dissolv\\w*',
      'disuelve\\w*',
      'disolver\\w*',
      '(?:what|which) (?:kind of )?(?:laser|machine|device)s?',
      'que (?:laser|maquina|aparato)',
      'maquinas?',
      'here\\??$',
    ]),
  ],
];

const NUTRITION = re([
  'eat',
  'eating',
  'breakfast',
  'lunch',
  'dinner',
  'snacks?',
  'meal plans?',
  'meals?',
  'diet',
  'protein',
  'proteina',
  'carbs?',
  'sugar',
  'tortillas?',
  'arroz',
  'water should i',
  'hydrat\\w+',
  'vitamins?',
  'vitaminas',
  'supplements?',
  'fasting',
  'ayuno',
  'prediabet\\w+',
  'pcos',
  'comer',
  'comida',
  'dieta',
  'nad\\+?',
  'peptid\\w+',
  'bpc',
  'b12',
  'iv (?:vitamin )?drips?',
  'metabolic testing',
  'hot flashes',
  'menopause',
  'side effects?',
  'gain it (?:all )?back',
  'stop (?:wegovy|ozempic|mounjaro|zepbound)',
]);

// "what does ultrasound guided even mean", "qué significa capsular": a word to explain, not a new search.
const MEANING = [
  /\bwhat (?:does|do|did) (?:an? |the |that |this )?["'“]?(.{2,60}?)["'”]? (?:even |actually |really )?mean\b/i,
  /\bwhat(?:'s| is) meant by ["'“]?(.{2,60}?)["'”]?\s*[?.!]*$/i,
  /\bmeaning of ["'“]?(.{2,60}?)["'”]?\s*[?.!]*$/i,
  /\bqu[eé] (?:significa|quiere decir) ["'“]?(.{2,60}?)["'”]?\s*[?.!]*$/i,
];

/** The term a "what does X mean" question asks about, or null when the message asks no such thing. */
export function meaningTerm(message: string): string | null {
  for (const pattern of MEANING) {
    const m = pattern.exec(message);
    if (m?.[1]) return m[1].trim();
  }
  return null;
}

/** Reads the kind of question a message asks. `onProvider`: the chat was opened from a provider's page. */
export function readKind(
  message: string,
  opts: { onProvider?: boolean; nutritionPage?: boolean; procedures?: number } = {},
): KindReading {
  const t = ` ${fold(message).replace(/\s+/g, ' ')} `;
  for (const [offTask, pattern] of OFF_TASK) if (pattern.test(t)) return { kind: 'off_task', offTask };
  // "is there anywhere else that does it in person?" on a provider's page asks for other providers.
  const elsewhere =
    /\b(anywhere|somewhere|elsewhere|another (?:provider|doctor|clinic|place|surgeon)|other (?:providers|doctors|clinics|places|surgeons)|in my area)\b/.test(
      t,
    );
  // "i had a bad job done somewhere else": where an earlier treatment was done, not a request for others.
  const doneElsewhere =
    /\b(done|did|got|had|from|went to|hicieron|puso)\b[^.?!]{0,25}\b(somewhere else|elsewhere|another (?:provider|doctor|clinic|place|surgeon|injector))\b/.test(
      t,
    );
  if (opts.onProvider && (!elsewhere || doneElsewhere)) {
    const topics = PROVIDER_TOPICS.filter(([, p]) => p.test(t)).map(([topic]) => topic);
    const topic = topics[0];
    const nutrition = opts.nutritionPage && NUTRITION.test(t) && topic !== 'reviews' && topic !== 'language';
    if (topic && !nutrition && !(topic === 'price' && PRICE.test(t) && /fair|deal|normal/.test(t)))
      return { kind: 'provider', provider: topic, providerTopics: topics };
    if (nutrition) return { kind: 'nutrition' };
  }
  // "can I drink coffee after my sleeve" is about coffee, not alcohol.
  const soft =
    /\b(coffee|caffeine|tea|soda|diet coke|coke|carbonated|sparkling|water|protein shakes?|shakes?|smoothies?|juice|cafe|refresco|agua|jugo|vitamins?|vitaminas?|supplements?|suplementos?|pills?|pastillas|medicin\w*|medicamentos?)\b/.test(
      t,
    ) && !/\b(alcohol|wine|beer|liquor|cocktails?|margaritas?|vodka|tequila|cerveza|vino)\b/.test(t);
  const timingTopic = (): TimingTopic =>
    TIMING_TOPICS.find(([topic, p]) => p.test(t) && !(topic === 'alcohol' && soft))?.[0] ?? 'general';
  // "$4,800 all inclusive in Miami": a package price names no trip abroad on its own.
  const abroad = TOURISM.test(t.replace(/\b(?:all[- ]inclusive|todo incluido)\b/g, ' '));
  if (abroad && PRODUCT_ORIGIN.test(t) && AUTHENTICITY.test(t)) return { kind: 'authenticity' };
  if (abroad) {
    if (!TIMING.test(t)) return { kind: 'tourism' };
    // A beach trip soon after a treatment is a question about sun and water.
    const topic = timingTopic();
    const beach = /\b(cancun|tulum|cabo|punta cana|puerto vallarta|costa rica|beach|playa)\b/.test(t);
    return { kind: 'tourism', timing: topic === 'general' && beach ? 'sun' : topic };
  }
  // "i'm pretty fair" is a skin tone, not a price.
  const price = PRICE.test(
    t.replace(
      /\b(?:(?:i'?m|im|pretty|very|really|super) fair|fair[- ]skinned|fair (?:skin|hair|complexion))\b/g,
      '',
    ),
  );
  // "can I use my HSA or FSA for IV drips or B12 shots?": how to pay, not a comparison of the two.
  if (/\b(hsa|fsa|health savings|flexible spending)\b/.test(t)) return { kind: 'price' };
  const quotesMoney = /\$\s?\d|\d\s?k\b|\d+\s?(?:dolares|dollars|bucks)/.test(t);
  // "me dijeron $250", "what should it cost? they want $900": a quote and a question about it.
  const judges =
    /\b(me dijeron|me cobran|me quieren cobrar|deberia costar|should (?:it |that |this )?cost|es mucho|too good|a lot|(?:too|so|suspiciously|really|super) (?:cheap|low|expensive|high)|muy (?:barato|caro))\b/.test(
      t,
    );
  if (
    quotesMoney &&
    (price || judges || /\b(normal|decent|high|too much|ok|okay|good|bad|quoted?)\b/.test(t)) &&
    !abroad
  )
    if (
      judges ||
      /legit|special|promo|deal|sospechoso|confiable|normal|decent|high|too much|fair|quoted?|ok\b|okay/.test(
        t,
      )
    )
      return { kind: 'price' };
  if (AUTHENTICITY.test(t) && !/\bfair\b/.test(t)) return { kind: 'authenticity' };
  if (LEGALITY.test(t)) return { kind: 'legality' };
  if (ALTERNATIVES.test(t)) return { kind: 'alternatives' };
  if (price) {
    // "which is cheaper, botox or dysport", "cuál sale más barato, coolsculpting o lipo" compares two prices.
    if ((opts.procedures ?? 0) >= 2 && (COMPARISON.test(t) || / (?:or|o) /.test(t)) && !/\d/.test(t))
      return { kind: 'comparison' };
    return { kind: 'price' };
  }
  if (CONSULTATION.test(t)) return { kind: 'consultation' };
  if (TIMING.test(t)) {
    const topic = timingTopic();
    if (topic !== 'general' || /\b(days?|weeks?|dias|semanas|wedding|boda|cuanto tiempo|how long)\b/.test(t))
      return { kind: 'timing', timing: topic };
  }
  if (COMPARISON.test(t) && (opts.procedures ?? 0) >= 2) return { kind: 'comparison' };
  // "rhinoplasty vs liquid nose job": one named thing against another; "…or is it marketing" compares nothing.
  if (/ vs\.? | versus /.test(t) && (opts.procedures ?? 0) >= 1) return { kind: 'comparison' };
  if (/ or | o /.test(t) && (opts.procedures ?? 0) >= 2) return { kind: 'comparison' };
  // "saline or silicone implants, which feels more natural": two options of one procedure, and a choice asked.
  if (
    / or | o /.test(t) &&
    (opts.procedures ?? 0) >= 1 &&
    /\b(which|cual|better|mejor)\b/.test(t) &&
    !/ (or|o) (is|es) /.test(t)
  )
    return { kind: 'comparison' };
  if (CANDIDACY.test(t)) return { kind: 'candidacy' };
  if (TIMING.test(t)) return { kind: 'timing', timing: timingTopic() };
  if (opts.nutritionPage && NUTRITION.test(t)) return { kind: 'nutrition' };
  if (
    !/\b(cost|costs|price|expensive|pricey|cheap|afford|cuesta|caro)\b/.test(t) &&
    /\b(vitamins?|supplements?|protein|collagen|meal plans?|what (?:should|can) i eat|diet|b12|nad\+?|iv (?:vitamin )?drips?|peptides?|bpc|vitaminas?|suplementos?|proteinas?|colageno|dieta|que (?:debo|puedo|tengo que) comer)\b/.test(
      t,
    )
  )
    return { kind: 'nutrition' };
  return { kind: null };
}

// The names patients use instead of the catalogue's: brands, devices, slang and Spanish. Each points at the catalogue
// procedure whose guide answers it; `note` says how the brand relates when it is one of several products.
// Procedures we have no guide for are listed separately with the nearest ones we do cover, so TruGPT can say so.

export interface BrandTerm {
  /** Spellings as typed, lower case ("dysport", "rha"). */
  names: string[];
  /** How to write it in an answer. */
  label: string;
  procedureId: string;
  note?: string;
}

const NEUROTOXIN_NOTE =
  'a botulinum toxin (neuromodulator) like Botox; TruSelf’s Botox guide covers this whole family of wrinkle-relaxing injections';
const HA_FILLER_NOTE = 'a hyaluronic acid dermal filler, covered by TruSelf’s Dermal Fillers guide';
const GLP1_NOTE = 'a GLP-1 medication, covered by TruSelf’s Weight Management GLP-1 guide';

export const BRAND_TERMS: BrandTerm[] = [
  {
    names: ['botox', 'botox cosmetic', 'onabotulinumtoxina', 'baby botox', 'lip flip', 'bottox', 'botax'],
    label: 'Botox',
    procedureId: 'botox',
  },
  {
    names: ['dysport', 'disport', 'abobotulinumtoxina'],
    label: 'Dysport',
    procedureId: 'botox',
    note: NEUROTOXIN_NOTE,
  },
  {
    names: ['xeomin', 'zeomin', 'incobotulinumtoxina'],
    label: 'Xeomin',
    procedureId: 'botox',
    note: NEUROTOXIN_NOTE,
  },
  { names: ['daxxify', 'daxify', 'daxi'], label: 'Daxxify', procedureId: 'botox', note: NEUROTOXIN_NOTE },
  { names: ['jeuveau', 'newtox', 'jeaveau'], label: 'Jeuveau', procedureId: 'botox', note: NEUROTOXIN_NOTE },
  { names: ['letybo'], label: 'Letybo', procedureId: 'botox', note: NEUROTOXIN_NOTE },
  {
    names: ['tox', 'neurotoxin', 'neuromodulator', 'toxina botulinica', 'botulinum'],
    label: 'Neurotoxin',
    procedureId: 'botox',
  },
  {
    names: ['juvederm', 'juvaderm', 'voluma', 'volbella', 'vollure', 'volux'],
    label: 'Juvéderm',
    procedureId: 'dermal-fillers',
    note: HA_FILLER_NOTE,
  },
  {
    names: ['restylane', 'restalyne', 'kysse', 'defyne', 'refyne'],
    label: 'Restylane',
    procedureId: 'dermal-fillers',
    note: HA_FILLER_NOTE,
  },
  {
    names: ['rha', 'rha filler', 'rha 4', 'rha4', 'teoxane'],
    label: 'RHA',
    procedureId: 'dermal-fillers',
    note: HA_FILLER_NOTE,
  },
  {
    names: ['belotero', 'revanesse'],
    label: 'Belotero',
    procedureId: 'dermal-fillers',
    note: HA_FILLER_NOTE,
  },
  {
    names: ['radiesse'],
    label: 'Radiesse',
    procedureId: 'dermal-fillers',
    note: 'a calcium-based filler that also stimulates collagen; TruSelf’s Dermal Fillers guide covers fillers in general',
  },
  {
    names: ['sculptra', 'sculptura', 'poly l lactic acid'],
    label: 'Sculptra',
    procedureId: 'dermal-fillers',
    note: 'a collagen-stimulating injectable (poly-L-lactic acid) that builds volume gradually over several sessions; TruSelf’s Dermal Fillers guide is the nearest we cover',
  },
  {
    names: [
      'lip filler',
      'lips done',
      'lip job',
      'lip fillers',
      'lip injections',
      'cheek filler',
      'relleno',
      'rellenos',
      'acido hialuronico',
      'relleno de labios',
    ],
    label: 'Filler',
    procedureId: 'dermal-fillers',
  },
  {
    names: ['morpheus8', 'morpheus 8', 'morpheus', 'rf microneedling', 'vivace', 'potenza', 'secret rf'],
    label: 'Morpheus8',
    procedureId: 'microneedling',
    note: 'radiofrequency microneedling: microneedling with heat for deeper tightening; TruSelf’s Microneedling guide covers the basics',
  },
  {
    names: [
      'coolsculpting',
      'cool sculpting',
      'coolsculpt',
      'coolscupting',
      'coolsculting',
      'coolsculpting elite',
      'fat freezing',
      'criolipolisis',
    ],
    label: 'CoolSculpting',
    procedureId: 'coolsculpting',
  },
  {
    names: ['ozempic', 'wegovy', 'semaglutide', 'ozempik', 'ozampic', 'wegovi'],
    label: 'Semaglutide (Ozempic, Wegovy)',
    procedureId: 'gpl-1',
    note: GLP1_NOTE,
  },
  {
    names: ['mounjaro', 'zepbound', 'tirzepatide', 'monjaro', 'mounjero'],
    label: 'Tirzepatide (Mounjaro, Zepbound)',
    procedureId: 'gpl-1',
    note: GLP1_NOTE,
  },
  {
    names: [
      'saxenda',
      'liraglutide',
      'rybelsus',
      'glp1',
      'glp 1',
      'glp-1',
      'weight loss shot',
      'weight loss shots',
      'weight loss injections',
    ],
    label: 'GLP-1',
    procedureId: 'gpl-1',
  },
  {
    names: [
      'lipo',
      'lipo 360',
      'lipo360',
      'vaser',
      'smartlipo',
      'lipo sculpting',
      'liposuccion',
      'liposucción',
      'lipoescultura',
      'lipoaspiracion',
    ],
    label: 'Liposuction',
    procedureId: 'liposuction',
  },
  {
    names: [
      'bbl',
      'bbls',
      'brazilian butt lift',
      'butt lift',
      'levantamiento de gluteos',
      'lipotransferencia',
    ],
    label: 'BBL',
    procedureId: 'brazilian-butt-lift',
  },
  {
    names: ['tummy tuck', 'tummy tuk', 'abdominoplastia', 'tummytuck'],
    label: 'Tummy tuck',
    procedureId: 'tummy-tuck',
  },
  {
    names: [
      'breast aug',
      'boob aug',
      'breast augs',
      'boob job',
      'boobs done',
      'breast implants',
      'implants',
      'aumento de senos',
      'aumento de busto',
      'implantes mamarios',
      'implantes de seno',
      'mamoplastia de aumento',
    ],
    label: 'Breast augmentation',
    procedureId: 'breast-augmentation',
  },
  {
    names: ['breast reduction', 'reduccion de senos', 'reduccion mamaria', 'reduccion de busto'],
    label: 'Breast reduction',
    procedureId: 'breast-reduction',
  },
  {
    names: ['nose job', 'nose', 'rinoplastia', 'nose surgery'],
    label: 'Rhinoplasty',
    procedureId: 'rhinoplasty',
  },
  {
    names: [
      'face lift',
      'facelift',
      'lifting facial',
      'estiramiento facial',
      'ritidectomia',
      'mini facelift',
    ],
    label: 'Facelift',
    procedureId: 'facelift',
  },
  {
    names: ['mommy makeover', 'mummy makeover', 'mami makeover'],
    label: 'Mommy makeover',
    procedureId: 'mommy-makeover',
  },
  {
    names: ['laser hair removal', 'depilacion laser', 'depilacion con laser'],
    label: 'Laser hair removal',
    procedureId: 'laser-hair-removal',
  },
  {
    names: ['thread lift', 'pdo threads', 'hilos tensores'],
    label: 'Thread lift',
    procedureId: 'thread-lift',
  },
  {
    names: ['manga gastrica', 'la manga', 'the sleeve', 'sleeve'],
    label: 'Gastric sleeve',
    procedureId: 'gastric-sleeve',
  },
  { names: ['bypass gastrico', 'bypass'], label: 'Gastric bypass', procedureId: 'gastric-bypass' },
  { names: ['balon gastrico'], label: 'Gastric balloon', procedureId: 'gastric-balloon' },
  { names: ['peeling quimico', 'peeling facial'], label: 'Chemical peel', procedureId: 'chemical-peels' },
  { names: ['microagujas', 'dermapen', 'skinpen'], label: 'Microneedling', procedureId: 'microneedling' },
];

export interface OutsideTerm {
  names: string[];
  label: string;
  /** The catalogue procedures closest to it, most relevant first (may be empty). */
  nearest: string[];
}

/** Procedures patients ask about that TruSelf has no guide for yet. */
export const OUTSIDE_TERMS: OutsideTerm[] = [
  {
    names: ['kybella', 'kybela', 'deoxycholic acid'],
    label: 'Kybella (double-chin injections)',
    nearest: ['coolsculpting', 'liposuction'],
  },
  {
    names: ['emsculpt', 'emsculpt neo', 'emsella'],
    label: 'Emsculpt',
    nearest: ['coolsculpting', 'liposuction'],
  },
  {
    names: ['bodytite', 'body tite', 'facetite', 'face tite'],
    label: 'BodyTite (radiofrequency-assisted liposuction)',
    nearest: ['liposuction'],
  },
  {
    names: [
      'blepharoplasty',
      'bleph',
      'eyelid surgery',
      'eye lift',
      'eyelid lift',
      'blefaroplastia',
      'under eye bags',
      'under-eye bags',
      'eye bags',
      'bags under my eyes',
      'bags under the eyes',
      'bags bajo los ojos',
      'bolsas en los ojos',
      'bolsas bajo los ojos',
      'bolsas debajo de los ojos',
    ],
    label: 'eyelid surgery (blepharoplasty)',
    nearest: ['facelift', 'botox'],
  },
  { names: ['brow lift', 'browlift', 'forehead lift'], label: 'a brow lift', nearest: ['botox', 'facelift'] },
  { names: ['neck lift', 'necklift'], label: 'a neck lift', nearest: ['facelift', 'liposuction'] },
  {
    names: ['breast lift', 'boob lift', 'mastopexy', 'levantamiento de senos'],
    label: 'a breast lift',
    nearest: ['breast-augmentation', 'breast-reduction', 'mommy-makeover'],
  },
  {
    names: ['explant', 'implant removal', 'breast implant removal'],
    label: 'breast implant removal',
    nearest: ['breast-augmentation'],
  },
  {
    names: ['otoplasty', 'ear pinning', 'ear surgery'],
    label: 'ear surgery (otoplasty)',
    nearest: ['rhinoplasty'],
  },
  {
    names: ['cheek implant', 'cheek implants', 'malar implants'],
    label: 'cheek implants',
    nearest: ['dermal-fillers', 'facelift'],
  },
  {
    names: ['fox eye', 'fox eyes', 'fox eye lift', 'cat eye lift', 'canthoplasty'],
    label: 'a fox-eye (canthal) lift',
    nearest: ['thread-lift', 'botox'],
  },
  {
    names: ['brazilian wax', 'waxing', 'wax'],
    label: 'waxing',
    nearest: ['laser-hair-removal'],
  },
  {
    names: ['dimpleplasty', 'dimple surgery', 'dimple creation'],
    label: 'dimpleplasty',
    nearest: [],
  },
  {
    names: ['cellulite treatment', 'cellulite', 'qwo', 'avéli', 'aveli'],
    label: 'cellulite treatment',
    nearest: ['liposuction', 'coolsculpting'],
  },
  {
    names: ['chin implant', 'chin augmentation', 'genioplasty'],
    label: 'chin augmentation',
    nearest: ['dermal-fillers', 'rhinoplasty'],
  },
  {
    names: ['buccal fat removal', 'buccal fat', 'bichectomia'],
    label: 'buccal fat removal',
    nearest: ['dermal-fillers', 'facelift'],
  },
  { names: ['lip lift'], label: 'a lip lift', nearest: ['dermal-fillers'] },
  {
    names: ['arm lift', 'brachioplasty'],
    label: 'an arm lift (brachioplasty)',
    nearest: ['liposuction', 'tummy-tuck'],
  },
  { names: ['thigh lift'], label: 'a thigh lift', nearest: ['liposuction', 'tummy-tuck'] },
  {
    names: ['gynecomastia', 'male breast reduction', 'gyno surgery'],
    label: 'gynecomastia surgery',
    nearest: ['breast-reduction', 'liposuction'],
  },
  {
    names: ['labiaplasty', 'vaginal rejuvenation', 'labioplastia', 'ninfoplastia'],
    label: 'labiaplasty',
    nearest: ['mommy-makeover'],
  },
  { names: ['hair transplant', 'hair restoration'], label: 'hair transplant', nearest: [] },
  {
    names: [
      'butt implants',
      'gluteal implants',
      'buttock implants',
      'glute implants',
      'hip implants',
      'implantes de gluteos',
      'implantes de gluteo',
      'implantes de cadera',
      'implantes en los gluteos',
    ],
    label: 'buttock implants',
    nearest: ['brazilian-butt-lift'],
  },
  {
    names: ['co2 laser', 'laser resurfacing', 'fraxel', 'clear and brilliant', 'halo laser'],
    label: 'laser skin resurfacing',
    nearest: ['chemical-peels', 'microneedling', 'ipl-photofacial'],
  },
  {
    names: ['ultherapy', 'thermage', 'hifu', 'sofwave'],
    label: 'ultrasound and radiofrequency skin tightening',
    nearest: ['thread-lift', 'microneedling'],
  },
  {
    names: ['hydrafacial', 'hydra facial'],
    label: 'HydraFacial',
    nearest: ['chemical-peels', 'microneedling'],
  },
  {
    names: ['prp', 'vampire facial', 'prp facial'],
    label: 'PRP (vampire facial)',
    nearest: ['microneedling'],
  },
  {
    names: ['sclerotherapy', 'spider veins', 'vein treatment'],
    label: 'sclerotherapy',
    nearest: ['ipl-photofacial'],
  },
  { names: ['tattoo removal'], label: 'tattoo removal', nearest: ['laser-hair-removal'] },
  {
    names: ['renuvion', 'j plasma', 'jplasma'],
    label: 'Renuvion (J-Plasma)',
    nearest: ['liposuction', 'facelift'],
  },
  { names: ['microblading'], label: 'microblading', nearest: [] },
  { names: ['veneers', 'veneer', 'carillas', 'carillas dentales'], label: 'veneers', nearest: [] },
  { names: ['dermaplaning'], label: 'dermaplaning', nearest: ['chemical-peels'] },
  {
    names: [
      'top surgery',
      'double incision',
      'chest masculinization',
      'masculinizing chest',
      'cirugia de pecho',
    ],
    label: 'top surgery (gender-affirming chest surgery)',
    nearest: ['breast-reduction', 'breast-augmentation'],
  },
  {
    names: [
      'facial feminization',
      'facial feminization surgery',
      'ffs',
      'feminizacion facial',
      'tracheal shave',
    ],
    label: 'facial feminization surgery',
    nearest: ['rhinoplasty', 'facelift'],
  },
  {
    names: ['vaginoplasty', 'vaginoplastia', 'phalloplasty', 'metoidioplasty', 'bottom surgery'],
    label: 'gender-affirming genital surgery',
    nearest: ['hormone-therapy'],
  },
  {
    names: ['calf implants', 'calf implant', 'pec implants', 'pectoral implants'],
    label: 'calf or pectoral implants',
    nearest: ['liposuction'],
  },
  {
    names: [
      'earlobe repair',
      'torn earlobe',
      'stretched earlobe',
      'gauges',
      'split earlobe',
      'split earlobes',
      'torn earlobes',
      'lobulo roto',
      'lobulo rasgado',
    ],
    label: 'earlobe repair',
    nearest: [],
  },
  { names: ['melasma'], label: 'melasma treatment', nearest: ['chemical-peels', 'ipl-photofacial'] },
  { names: ['electrolysis', 'electrolisis'], label: 'electrolysis', nearest: ['laser-hair-removal'] },
  {
    names: ['microdermabrasion', 'microderm'],
    label: 'microdermabrasion',
    nearest: ['chemical-peels', 'microneedling'],
  },
  {
    names: [
      'fue hair',
      'fue transplant',
      'fut',
      'trasplante de pelo',
      'trasplante de cabello',
      'injerto capilar',
    ],
    label: 'hair transplant',
    nearest: [],
  },
  {
    names: ['fibroblast', 'plasma pen'],
    label: 'plasma pen (fibroblast) treatment',
    nearest: ['chemical-peels'],
  },
  {
    names: ['monalisa touch', 'mona lisa touch', 'thermiva', 'votiva'],
    label: 'energy-based vaginal rejuvenation',
    nearest: [],
  },
];

/** Single words worth matching with a typo: long and unlike everyday English words ("botex", "rhinoplasy"). */
export function fuzzyCandidates(catalogueWords: string[]): { word: string; key: string }[] {
  const brandWords = [
    ...BRAND_TERMS.flatMap((b) => b.names.map((n) => ({ word: n, key: `brand:${b.names[0]}` }))),
    ...OUTSIDE_TERMS.flatMap((o) => o.names.map((n) => ({ word: n, key: `outside:${o.names[0]}` }))),
  ];
  return [...brandWords, ...catalogueWords.map((w) => ({ word: w, key: `catalogue:${w}` }))].filter(
    (c) => !c.word.includes(' ') && c.word.length >= 5 && !EVERYDAY.has(c.word),
  );
}

// Catalogue words that are also ordinary English and would match typos of other words ("fillers" ~ "filled").
const EVERYDAY = new Set([
  'implants',
  'sleeve',
  'peeling',
  'contour',
  'filler',
  'fillers',
  'peels',
  'versa',
  'therapy',
  'testing',
  'analysis',
  'coaching',
  'switch',
  'balloon',
  'lyft',
  'injections',
  'counseling',
  'medicine',
  'surgery',
  'revision',
  'weight',
  'management',
  'makeover',
  'removal',
  'reduction',
  'augmentation',
  'lift',
  'tuck',
  'bypass',
  'gastric',
  'breast',
  'butt',
  'brazilian',
  'chemical',
  'laser',
  'hair',
  'nutritional',
  'functional',
  'hormone',
  'metabolic',
  'vitamin',
  'peptide',
  'wellness',
  'composition',
  'mommy',
  'tummy',
  'thread',
  'dermal',
  'medical',
  'body',
  'mini',
]);

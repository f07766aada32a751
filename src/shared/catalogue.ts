// SPEC §3: the procedure catalogue, grouped as the home search dropdown shows it. Ids are URL slugs.
export interface CatalogueCategory {
  id: 'surgical' | 'non-surgical' | 'weight-loss' | 'wellness';
  name: string;
  procedures: CatalogueProcedure[];
}

export interface CatalogueProcedure {
  id: string;
  name: string;
  aliases: string[];
}

export const PROCEDURE_CATALOGUE: CatalogueCategory[] = [
  {
    id: 'surgical',
    name: 'Surgical Procedures',
    procedures: [
      {
        id: 'rhinoplasty',
        name: 'Rhinoplasty (Nose Job)',
        aliases: ['nose job', 'nose surgery', 'nose reshaping'],
      },
      {
        id: 'breast-augmentation',
        name: 'Breast Augmentation',
        aliases: ['boob job', 'breast implants', 'augmentation mammaplasty'],
      },
      { id: 'liposuction', name: 'Liposuction', aliases: ['lipo', 'liposculpture'] },
      { id: 'facelift', name: 'Facelift', aliases: ['face lift', 'rhytidectomy'] },
      { id: 'tummy-tuck', name: 'Tummy Tuck', aliases: ['abdominoplasty'] },
      {
        id: 'brazilian-butt-lift',
        name: 'Brazilian Butt Lift',
        aliases: ['bbl', 'butt lift', 'buttock augmentation', 'gluteal fat transfer'],
      },
      { id: 'mommy-makeover', name: 'Mommy Makeover', aliases: ['post-pregnancy makeover'] },
      { id: 'breast-reduction', name: 'Breast Reduction', aliases: ['reduction mammaplasty'] },
    ],
  },
  {
    id: 'non-surgical',
    name: 'Non-Surgical',
    procedures: [
      {
        id: 'botox',
        name: 'Botox',
        aliases: [
          'tox',
          'botulinum toxin',
          'neuromodulator',
          'neurotoxin',
          'dysport',
          'xeomin',
          'wrinkle injections',
        ],
      },
      {
        id: 'dermal-fillers',
        name: 'Dermal Fillers',
        aliases: ['filler', 'fillers', 'lip filler', 'juvederm', 'restylane', 'hyaluronic acid filler'],
      },
      { id: 'coolsculpting', name: 'CoolSculpting', aliases: ['cryolipolysis', 'fat freezing'] },
      { id: 'chemical-peels', name: 'Chemical Peels', aliases: ['chemical peel', 'peel'] },
      { id: 'laser-hair-removal', name: 'Laser Hair Removal', aliases: ['hair removal'] },
      { id: 'microneedling', name: 'Microneedling', aliases: ['collagen induction therapy'] },
      {
        id: 'ipl-photofacial',
        name: 'IPL Photofacial',
        aliases: ['ipl', 'photofacial', 'intense pulsed light'],
      },
      { id: 'thread-lift', name: 'Thread Lift', aliases: ['pdo threads', 'thread facelift'] },
    ],
  },
  {
    id: 'weight-loss',
    name: 'Weight Loss Surgeries',
    procedures: [
      { id: 'gastric-bypass', name: 'Gastric Bypass', aliases: ['roux-en-y', 'rny', 'bariatric surgery'] },
      { id: 'gastric-sleeve', name: 'Gastric Sleeve', aliases: ['sleeve gastrectomy', 'vsg'] },
      {
        id: 'lap-band-surgery',
        name: 'Lap Band Surgery',
        aliases: ['lap band', 'gastric band', 'adjustable gastric band'],
      },
      { id: 'duodenal-switch', name: 'Duodenal Switch', aliases: ['bpd-ds', 'sadi-s'] },
      { id: 'gastric-balloon', name: 'Gastric Balloon', aliases: ['intragastric balloon'] },
      {
        id: 'mini-gastric-bypass',
        name: 'Mini Gastric Bypass',
        aliases: ['one anastomosis gastric bypass', 'oagb'],
      },
      {
        id: 'revision-bariatric-surgery',
        name: 'Revision Bariatric Surgery',
        aliases: ['bariatric revision'],
      },
    ],
  },
  {
    id: 'wellness',
    name: 'Health & Wellness',
    procedures: [
      {
        id: 'medical-weight-loss',
        name: 'Medical Weight Loss',
        aliases: ['weight loss program', 'physician weight loss', 'weight loss clinic'],
      },
      {
        id: 'hormone-therapy',
        name: 'Hormone Therapy',
        aliases: ['hrt', 'bhrt', 'testosterone therapy', 'trt'],
      },
      { id: 'iv-therapy', name: 'IV Therapy', aliases: ['iv drip', 'iv hydration', 'infusion therapy'] },
      {
        id: 'nutritional-counseling',
        name: 'Nutritional Counseling',
        aliases: ['nutrition counseling', 'dietitian', 'nutritionist'],
      },
      { id: 'wellness-coaching', name: 'Wellness Coaching', aliases: ['health coaching', 'health coach'] },
      { id: 'metabolic-testing', name: 'Metabolic Testing', aliases: ['rmr test', 'metabolic rate test'] },
      {
        id: 'body-composition-analysis',
        name: 'Body Composition Analysis',
        aliases: ['dexa scan', 'inbody', 'body fat test'],
      },
      {
        id: 'vitamin-b12-injections',
        name: 'Vitamin B12 Injections',
        aliases: ['b12 shots', 'b12 injection'],
      },
      { id: 'peptide-therapy', name: 'Peptide Therapy', aliases: ['peptides'] },
      { id: 'functional-medicine', name: 'Functional Medicine', aliases: ['integrative medicine'] },
    ],
  },
];

/**
 * Guides that exist beside the dropdown catalogue. 'gpl-1' is the home tile's id as SPEC spells it
 * (Weight Management GLP-1); '/procedure/glp-1' resolves to it through PROCEDURE_ID_ALIASES.
 */
export const EXTRA_PROCEDURES: (CatalogueProcedure & { categoryId: CatalogueCategory['id'] })[] = [
  {
    id: 'gpl-1',
    categoryId: 'wellness',
    name: 'Weight Management GLP-1',
    aliases: [
      'glp-1',
      'glp1',
      'glp 1',
      'semaglutide',
      'tirzepatide',
      'ozempic',
      'wegovy',
      'mounjaro',
      'zepbound',
    ],
  },
];

export const PROCEDURE_ID_ALIASES: Record<string, string> = { 'glp-1': 'gpl-1', glp1: 'gpl-1' };

export const ALL_PROCEDURES: (CatalogueProcedure & { categoryId: CatalogueCategory['id'] })[] = [
  ...PROCEDURE_CATALOGUE.flatMap((c) => c.procedures.map((p) => ({ ...p, categoryId: c.id }))),
  ...EXTRA_PROCEDURES,
];

export function canonicalProcedureId(id: string): string {
  const lower = id.toLowerCase();
  return PROCEDURE_ID_ALIASES[lower] ?? lower;
}

/** SPEC §2 popular tiles on the home page, in order. */
export const POPULAR_PROCEDURE_IDS = [
  'breast-augmentation',
  'rhinoplasty',
  'tummy-tuck',
  'brazilian-butt-lift',
  'facelift',
  'liposuction',
  'gpl-1',
  'laser-hair-removal',
] as const;

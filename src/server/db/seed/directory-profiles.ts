import type { Specialty } from '@shared/schemas/search';

// The kinds of practice in the sample directory: who they are, which board certifies them, what they offer.
export interface PracticeProfile {
  specialty: Specialty;
  /** How a physician in this profile is described; other clinicians by their credential. */
  physicianRole: string;
  weight: number;
  credentials: { value: string; weight: number }[];
  board: string | null;
  /** Share of physicians in this profile who hold the board certification. */
  boardRate: number;
  core: string[];
  extra: string[];
  coreCount: [number, number];
  extraCount: [number, number];
  practiceNames: string[];
  focus: string;
}

export const PRACTICE_PROFILES: PracticeProfile[] = [
  {
    specialty: 'Plastic Surgery',
    physicianRole: 'plastic surgeon',
    weight: 26,
    credentials: [
      { value: 'MD', weight: 70 },
      { value: 'MD, FACS', weight: 20 },
      { value: 'DO', weight: 10 },
    ],
    board: 'American Board of Plastic Surgery',
    boardRate: 0.86,
    core: [
      'breast-augmentation',
      'liposuction',
      'tummy-tuck',
      'rhinoplasty',
      'brazilian-butt-lift',
      'mommy-makeover',
      'breast-reduction',
      'facelift',
    ],
    extra: ['botox', 'dermal-fillers', 'thread-lift', 'coolsculpting'],
    coreCount: [3, 7],
    extraCount: [0, 3],
    practiceNames: [
      '{last} Plastic Surgery',
      '{city} Plastic Surgery Center',
      '{last} Aesthetic Surgery',
      'Contour Plastic Surgery of {city}',
      '{last} Cosmetic & Reconstructive Surgery',
      'The {last} Institute',
    ],
    focus: 'body contouring and breast surgery',
  },
  {
    specialty: 'Facial Plastic Surgery',
    physicianRole: 'facial plastic surgeon',
    weight: 8,
    credentials: [
      { value: 'MD', weight: 75 },
      { value: 'MD, FACS', weight: 25 },
    ],
    board: 'American Board of Facial Plastic and Reconstructive Surgery',
    boardRate: 0.84,
    core: ['rhinoplasty', 'facelift', 'thread-lift'],
    extra: ['botox', 'dermal-fillers', 'chemical-peels', 'microneedling', 'ipl-photofacial'],
    coreCount: [2, 3],
    extraCount: [1, 4],
    practiceNames: [
      '{last} Facial Plastic Surgery',
      '{city} Facial Aesthetics',
      '{last} Face Institute',
      'Profile Facial Plastic Surgery',
    ],
    focus: 'rhinoplasty and facial rejuvenation',
  },
  {
    specialty: 'Dermatology',
    physicianRole: 'dermatologist',
    weight: 18,
    credentials: [
      { value: 'MD', weight: 80 },
      { value: 'DO', weight: 20 },
    ],
    board: 'American Board of Dermatology',
    boardRate: 0.9,
    core: [
      'botox',
      'dermal-fillers',
      'chemical-peels',
      'laser-hair-removal',
      'microneedling',
      'ipl-photofacial',
    ],
    extra: ['coolsculpting', 'thread-lift'],
    coreCount: [3, 6],
    extraCount: [0, 2],
    practiceNames: [
      '{last} Dermatology',
      '{city} Dermatology & Skin Care',
      '{last} Skin Institute',
      'Clear Skin Dermatology of {city}',
      '{last} Dermatology & Laser Center',
    ],
    focus: 'medical and cosmetic dermatology',
  },
  {
    specialty: 'Bariatric Surgery',
    physicianRole: 'bariatric surgeon',
    weight: 8,
    credentials: [
      { value: 'MD', weight: 65 },
      { value: 'MD, FACS', weight: 25 },
      { value: 'DO', weight: 10 },
    ],
    board: 'American Board of Surgery',
    boardRate: 0.9,
    core: [
      'gastric-sleeve',
      'gastric-bypass',
      'lap-band-surgery',
      'duodenal-switch',
      'gastric-balloon',
      'mini-gastric-bypass',
      'revision-bariatric-surgery',
    ],
    extra: ['medical-weight-loss', 'gpl-1', 'nutritional-counseling'],
    coreCount: [3, 6],
    extraCount: [0, 2],
    practiceNames: [
      '{city} Bariatric & Metabolic Surgery',
      '{last} Weight Loss Surgery',
      'New Start Bariatrics of {city}',
      '{city} Center for Weight Loss Surgery',
    ],
    focus: 'weight-loss surgery and long-term follow-up',
  },
  {
    specialty: 'Medical Spa',
    physicianRole: 'aesthetic physician',
    weight: 20,
    credentials: [
      { value: 'NP', weight: 40 },
      { value: 'PA-C', weight: 25 },
      { value: 'RN', weight: 35 },
    ],
    board: null,
    boardRate: 0,
    core: [
      'botox',
      'dermal-fillers',
      'laser-hair-removal',
      'chemical-peels',
      'microneedling',
      'ipl-photofacial',
      'coolsculpting',
    ],
    extra: ['iv-therapy', 'vitamin-b12-injections', 'thread-lift', 'gpl-1'],
    coreCount: [3, 6],
    extraCount: [0, 3],
    practiceNames: [
      'Glow Med Spa {city}',
      '{city} Aesthetics & Laser',
      'Radiance Medical Spa',
      'Luxe Aesthetics {city}',
      'Revive Med Spa',
      'Skin Studio {city}',
    ],
    focus: 'injectables, lasers and skin treatments',
  },
  {
    specialty: 'Obesity Medicine',
    physicianRole: 'obesity medicine physician',
    weight: 7,
    credentials: [
      { value: 'MD', weight: 75 },
      { value: 'DO', weight: 25 },
    ],
    board: 'American Board of Obesity Medicine',
    boardRate: 0.8,
    core: ['medical-weight-loss', 'gpl-1', 'metabolic-testing', 'body-composition-analysis'],
    extra: ['nutritional-counseling', 'vitamin-b12-injections', 'hormone-therapy', 'wellness-coaching'],
    coreCount: [2, 4],
    extraCount: [1, 3],
    practiceNames: [
      '{city} Medical Weight Loss',
      '{last} Metabolic Health',
      'Balance Weight Management Clinic',
      '{city} Obesity Medicine Center',
    ],
    focus: 'medical weight management',
  },
  {
    specialty: 'Integrative Medicine',
    physicianRole: 'integrative medicine physician',
    weight: 7,
    credentials: [
      { value: 'MD', weight: 45 },
      { value: 'DO', weight: 25 },
      { value: 'NP', weight: 30 },
    ],
    board: 'American Board of Integrative Medicine',
    boardRate: 0.6,
    core: ['functional-medicine', 'hormone-therapy', 'iv-therapy', 'peptide-therapy'],
    extra: [
      'vitamin-b12-injections',
      'wellness-coaching',
      'gpl-1',
      'metabolic-testing',
      'nutritional-counseling',
    ],
    coreCount: [2, 4],
    extraCount: [1, 3],
    practiceNames: [
      '{city} Integrative Health',
      '{last} Functional Medicine',
      'Whole Health {city}',
      'Vitality Integrative Medicine',
    ],
    focus: 'functional and integrative care',
  },
  {
    specialty: 'Nutrition & Wellness',
    physicianRole: 'physician',
    weight: 6,
    credentials: [
      { value: 'RD', weight: 70 },
      { value: 'RD, CDCES', weight: 15 },
      { value: 'MS, RD', weight: 15 },
    ],
    board: null,
    boardRate: 0,
    core: ['nutritional-counseling', 'wellness-coaching', 'body-composition-analysis'],
    extra: ['metabolic-testing', 'medical-weight-loss'],
    coreCount: [2, 3],
    extraCount: [0, 2],
    practiceNames: [
      '{last} Nutrition',
      '{city} Nutrition & Wellness',
      'Nourish Nutrition Counseling',
      'Thrive Dietitians of {city}',
    ],
    focus: 'nutrition counselling and healthy habits',
  },
];

const PHYSICIAN = /\b(MD|DO)\b/;
export const isPhysician = (credentials: string) => PHYSICIAN.test(credentials);

const CLINICIAN_ROLES: Record<string, string> = {
  NP: 'nurse practitioner',
  'PA-C': 'physician assistant',
  RN: 'registered nurse',
  RD: 'registered dietitian',
  MS: 'registered dietitian',
};

export function roleFor(credentials: string, profile: PracticeProfile) {
  if (isPhysician(credentials)) return profile.physicianRole;
  return CLINICIAN_ROLES[credentials.split(',')[0].trim()] ?? 'clinician';
}

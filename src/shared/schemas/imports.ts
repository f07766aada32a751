// Contracts of the provider CSV import: the template's columns (documented on /download-template), the rule for
// one row, and the preview and job reports.
import { z } from 'zod';
import { ALL_PROCEDURES } from '../catalogue';
import { contactEmailSchema, optionalHttpUrlSchema, optionalPhoneSchema } from './leads';
import { CREDENTIALS, stateSchema, zipSchema } from './listings';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_KINDS = ['office', 'team', 'before_after', 'headshot'] as const;
export const PHOTO_KIND_LABELS: Record<(typeof PHOTO_KINDS)[number], string> = {
  office: 'Office',
  team: 'Team',
  before_after: 'Before and after',
  headshot: 'Headshot',
};

export interface CsvColumn {
  name: string;
  required: boolean;
  description: string;
  example: string;
}

export const PROVIDER_CSV_COLUMNS: CsvColumn[] = [
  { name: 'first_name', required: true, description: "Provider's first name.", example: 'Maria' },
  { name: 'last_name', required: true, description: "Provider's last name.", example: 'Alvarez' },
  {
    name: 'credentials',
    required: true,
    description: `Professional credentials, such as ${CREDENTIALS.slice(0, 5).join(', ')} or MD, FACS.`,
    example: 'MD',
  },
  {
    name: 'specialty',
    required: true,
    description: 'Main specialty, e.g. Plastic Surgery or Dermatology.',
    example: 'Plastic Surgery',
  },
  {
    name: 'practice_name',
    required: true,
    description: 'Name of the practice or clinic.',
    example: 'Alvarez Plastic Surgery',
  },
  {
    name: 'license_number',
    required: false,
    description: 'State medical license number. Used with the state to recognise a provider on re-upload.',
    example: 'ME123456',
  },
  { name: 'board_certified', required: false, description: 'yes or no.', example: 'yes' },
  {
    name: 'board_name',
    required: false,
    description: 'Certifying board, when board certified.',
    example: 'American Board of Plastic Surgery',
  },
  {
    name: 'email',
    required: false,
    description: 'Practice email for patient enquiries.',
    example: 'hello@alvarezplastics.com',
  },
  { name: 'phone', required: false, description: 'Practice phone number.', example: '(305) 555-0142' },
  {
    name: 'website',
    required: false,
    description: 'Practice website, starting with https://.',
    example: 'https://alvarezplastics.com',
  },
  {
    name: 'address_line',
    required: false,
    description: 'Street address.',
    example: '1200 Brickell Ave, Suite 300',
  },
  { name: 'city', required: true, description: 'City.', example: 'Miami' },
  { name: 'state', required: true, description: 'Two-letter US state code.', example: 'FL' },
  {
    name: 'zip',
    required: true,
    description:
      'Five-digit ZIP code. Without latitude and longitude, the ZIP or the city places the practice on the map.',
    example: '33131',
  },
  {
    name: 'latitude',
    required: false,
    description: 'Decimal latitude (optional, most precise).',
    example: '25.7629',
  },
  {
    name: 'longitude',
    required: false,
    description: 'Decimal longitude (optional, most precise).',
    example: '-80.1895',
  },
  {
    name: 'procedures',
    required: false,
    description:
      'Procedures offered with a price range in dollars, separated by semicolons: procedure:min-max. Use catalogue ids or names.',
    example: 'rhinoplasty:8000-15000; botox:300-600',
  },
  { name: 'years_in_practice', required: false, description: 'Whole years, 0 to 70.', example: '14' },
  {
    name: 'languages',
    required: false,
    description: 'Languages spoken, separated by semicolons.',
    example: 'English; Spanish',
  },
  {
    name: 'accepting_new_patients',
    required: false,
    description: 'yes or no (yes when blank).',
    example: 'yes',
  },
  {
    name: 'bio',
    required: false,
    description: 'Short biography shown on the profile (up to 3,000 characters).',
    example: 'Board-certified plastic surgeon focused on natural-looking results.',
  },
];

/**
 * The longest value the directory keeps in each provider field: the CSV import refuses longer cells, and the NPI
 * registry import cuts longer ones to fit (and counts them).
 */
export const PROVIDER_FIELD_MAX = {
  firstName: 50,
  lastName: 50,
  credentials: 40,
  specialty: 80,
  practiceName: 120,
  licenseNumber: 40,
  boardName: 120,
  addressLine: 200,
  city: 80,
  languages: 200,
  bio: 3000,
} as const;

export const REQUIRED_COLUMNS = PROVIDER_CSV_COLUMNS.filter((c) => c.required).map((c) => c.name);
export const KNOWN_COLUMNS = new Set(PROVIDER_CSV_COLUMNS.map((c) => c.name));

const procedureByKey = new Map<string, string>();
for (const p of ALL_PROCEDURES) {
  for (const key of [p.id, p.name, ...p.aliases]) procedureByKey.set(key.toLowerCase(), p.id);
}

export interface ParsedProcedure {
  procedureId: string;
  priceMin: number;
  priceMax: number;
}

/** "rhinoplasty:8000-15000; botox:300-600" → procedure prices, or the first problem in words. */
export function parseProcedureList(value: string): { procedures: ParsedProcedure[] } | { error: string } {
  const procedures: ParsedProcedure[] = [];
  for (const part of value
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(.+?)\s*:\s*\$?([\d,]+)\s*-\s*\$?([\d,]+)$/.exec(part);
    if (!match) return { error: `"${part.slice(0, 60)}" needs a price range, e.g. rhinoplasty:8000-15000.` };
    const procedureId = procedureByKey.get(match[1].trim().toLowerCase());
    if (!procedureId)
      return { error: `"${match[1].trim().slice(0, 60)}" is not a procedure in our catalogue.` };
    const priceMin = Number(match[2].replace(/,/g, ''));
    const priceMax = Number(match[3].replace(/,/g, ''));
    if (priceMin > priceMax) return { error: `The price range for ${procedureId} runs backwards.` };
    if (priceMax > 500_000) return { error: `The price for ${procedureId} is above $500,000.` };
    if (procedures.some((p) => p.procedureId === procedureId))
      return { error: `${procedureId} is listed twice.` };
    procedures.push({ procedureId, priceMin, priceMax });
  }
  return { procedures };
}

const yesNo = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(5, `${label} must be yes or no.`)
    .refine(
      (v) => ['', 'yes', 'no', 'y', 'n', 'true', 'false', '1', '0'].includes(v),
      `${label} must be yes or no.`,
    )
    .transform((v) => (v === '' ? null : ['yes', 'y', 'true', '1'].includes(v)));

const cellName = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be under ${max} characters.`)
    .regex(/^[\p{L}][\p{L} .'-]*$/u, `${label} may use letters, spaces, dots, hyphens and apostrophes only.`);

const cellText = (label: string, max: number, required = false) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be under ${max} characters.`)
    .refine((v) => !required || v.length > 0, `${label} is required.`);

const optionalNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .max(30, `${label} must be a number from ${min} to ${max}.`)
    .refine(
      (v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max),
      `${label} must be a number from ${min} to ${max}.`,
    )
    .transform((v) => (v === '' ? null : Number(v)));

/** One CSV row as column → cell text. Cross-row and database checks (duplicates, map position) are the server's. */
export const providerRowSchema = z.object({
  first_name: cellName('first_name', PROVIDER_FIELD_MAX.firstName),
  last_name: cellName('last_name', PROVIDER_FIELD_MAX.lastName),
  credentials: z
    .string()
    .trim()
    .min(1, 'Use letters, e.g. MD or MD, FACS.')
    .max(PROVIDER_FIELD_MAX.credentials, 'Use letters, e.g. MD or MD, FACS.')
    .regex(/^[A-Za-z][A-Za-z .,/-]*$/, 'Use letters, e.g. MD or MD, FACS.'),
  specialty: cellText('specialty', PROVIDER_FIELD_MAX.specialty, true),
  practice_name: cellText('practice_name', PROVIDER_FIELD_MAX.practiceName, true),
  license_number: z
    .string()
    .trim()
    .max(
      PROVIDER_FIELD_MAX.licenseNumber,
      `license_number must be under ${PROVIDER_FIELD_MAX.licenseNumber} characters.`,
    )
    .refine(
      (v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/.test(v),
      'license_number may use letters, digits, spaces, dots, hyphens and slashes.',
    ),
  board_certified: yesNo('board_certified'),
  board_name: cellText('board_name', PROVIDER_FIELD_MAX.boardName),
  email: z.union([z.literal(''), contactEmailSchema]).transform((v) => v || null),
  phone: optionalPhoneSchema,
  website: optionalHttpUrlSchema,
  address_line: cellText('address_line', PROVIDER_FIELD_MAX.addressLine),
  city: cellText('city', PROVIDER_FIELD_MAX.city, true),
  state: stateSchema,
  zip: zipSchema,
  latitude: optionalNumber('latitude', -90, 90),
  longitude: optionalNumber('longitude', -180, 180),
  procedures: z.string().trim().max(4000, 'procedures is too long.'),
  years_in_practice: optionalNumber('years_in_practice', 0, 70),
  languages: cellText('languages', PROVIDER_FIELD_MAX.languages),
  accepting_new_patients: yesNo('accepting_new_patients'),
  bio: cellText('bio', PROVIDER_FIELD_MAX.bio),
});
export type ProviderRow = z.infer<typeof providerRowSchema>;

export interface RowReport {
  /** 1-based line of the data row in the spreadsheet (the header is row 1). */
  row: number;
  action: 'create' | 'update' | 'skip';
  name: string;
  errors: string[];
}

export interface ImportPreview {
  fileName: string;
  totalRows: number;
  validRows: number;
  invalidRows: number;
  creates: number;
  updates: number;
  /** Every invalid row, then the first valid ones, so the report stays small for 20,000-row files. */
  rows: RowReport[];
}

export interface ImportJob {
  id: string;
  kind: 'providers' | 'photos';
  status: 'pending' | 'running' | 'done' | 'failed';
  fileName: string;
  total: number;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  report: { row: number; errors: string[] }[];
  createdAt: string;
  finishedAt: string | null;
}

export const importCommitQuerySchema = z.object({
  skipInvalid: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const photoUploadFieldsSchema = z.object({
  providerId: z.coerce.number({ message: 'Choose a provider.' }).int().positive('Choose a provider.'),
  caption: z.string().trim().max(200, 'Please keep captions under 200 characters.').default(''),
  kind: z.enum(PHOTO_KINDS, { message: 'Choose what the photo shows.' }).default('office'),
});

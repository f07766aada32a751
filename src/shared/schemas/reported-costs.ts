// What a patient paid, as a review reports it, and the figures TruSelf adds up from those reports
// (docs/reported-costs.md). Amounts travel as US dollars in forms and are stored as integer cents.
import { z } from 'zod';
import { formatUsd } from '../format';
import { COST_INCLUDES, COST_MAX_DOLLARS, COST_UNITS_MAX, TREATED_FROM_YEAR } from '../reported-cost-figures';

export const costMessages = {
  notANumber: 'Please enter what you paid as a number of US dollars, such as 8500.',
  negative: 'The amount you paid can’t be negative.',
  zero: 'Please enter an amount above $0, or leave the amount empty.',
  tooHigh: `That is more than ${formatUsd(COST_MAX_DOLLARS)}. Please check the amount, in US dollars.`,
  cents: 'Please enter dollars, or dollars and cents (such as 8500 or 8500.50).',
  includes: 'Please choose what the amount included from the list.',
  units: `Please enter the number of units or syringes as a whole number from 1 to ${COST_UNITS_MAX}.`,
  month: 'Please enter the month and year you were treated, such as 2025-03.',
  monthNeeded: 'Please tell us the month and year you were treated, so we know when this price was paid.',
  monthFuture: 'The month you were treated can’t be in the future.',
  monthTooEarly: `Please enter a month from January ${TREATED_FROM_YEAR} on.`,
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** "$8,500.00", "8 500" or 8500 → 8500; anything else is left for the number check to refuse. */
function readDollars(value: unknown): unknown {
  if (blank(value)) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return value;
  const cleaned = value
    .trim()
    .replace(/^\$\s*|\s*(usd|dollars?)$/gi, '')
    .replace(/[,\s]/g, '');
  const sign = cleaned.startsWith('-') ? -1 : 1;
  const digits = cleaned.replace(/^[-+]?\$?/, '');
  return /^\d+(\.\d+)?$/.test(digits) ? sign * Number(digits) : value;
}

/** The total in US dollars, optional: up to two decimals, above 0, at most $500,000. */
export const costAmountSchema = z.preprocess(
  readDollars,
  z
    .number({ error: costMessages.notANumber })
    .refine(Number.isFinite, costMessages.notANumber)
    .refine((n) => n >= 0, costMessages.negative)
    .refine((n) => n !== 0, costMessages.zero)
    .refine((n) => n <= COST_MAX_DOLLARS, costMessages.tooHigh)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, costMessages.cents)
    .optional(),
);

export const costIncludesSchema = z.preprocess(
  // A form's checkbox group holds false when none is ticked.
  (v) => (v === false || blank(v) ? undefined : typeof v === 'string' ? [v] : v),
  z
    .array(z.enum(COST_INCLUDES, { error: costMessages.includes }), { error: costMessages.includes })
    .max(COST_INCLUDES.length, costMessages.includes)
    .transform((list) => [...new Set(list)])
    .optional(),
);

export const costUnitsSchema = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ error: costMessages.units })
    .int(costMessages.units)
    .min(1, costMessages.units)
    .max(COST_UNITS_MAX, costMessages.units)
    .optional(),
);

/** "2025-03": a month from January 1990 to the current one. */
export const treatedMonthSchema = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: costMessages.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, costMessages.month)
    .refine((m) => Number(m.slice(0, 4)) >= TREATED_FROM_YEAR, costMessages.monthTooEarly)
    .refine((m) => m <= currentMonth(), costMessages.monthFuture)
    .optional(),
);

/** This month as "YYYY-MM", in UTC (a month entered late on its last day may be a day early: still accepted). */
export function currentMonth(now = new Date()) {
  const ahead = new Date(now.getTime() + 14 * 3_600_000);
  return `${ahead.getUTCFullYear()}-${String(ahead.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The review's cost fields, checked together: a price needs the month it was paid in. */
export const costFields = {
  costAmount: costAmountSchema,
  costIncludes: costIncludesSchema,
  costUnits: costUnitsSchema,
  treatedMonth: treatedMonthSchema,
};

export function checkCostFields(value: { costAmount?: number; treatedMonth?: string }, ctx: z.RefinementCtx) {
  if (value.costAmount !== undefined && value.treatedMonth === undefined) {
    ctx.addIssue({ code: 'custom', path: ['treatedMonth'], message: costMessages.monthNeeded });
  }
}

/** Dollars as the database keeps them. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

// The figures and labels, which carry no validation: pages that only show figures import them from there.
export {
  COST_INCLUDES,
  COST_MAX_DOLLARS,
  COST_UNITS_MAX,
  type CostInclude,
  costIncludeLabels,
  formatCents,
  type PlaceFigures,
  REPORTED_COST_LABEL,
  REPORTED_COST_MIN_REPORTS,
  type ReportedCost,
  type ReviewCostDto,
  SAMPLE_FIGURES_LABEL,
  sourcedFeeLabel,
  TREATED_FROM_YEAR,
  type WorthItShare,
  yearsCovered,
} from '../reported-cost-figures';

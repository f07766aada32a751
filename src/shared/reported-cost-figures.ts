// What reviewers paid, as TruSelf shows it: the limits and labels of reported costs and the figures' shapes, without
// the validation library (src/shared/schemas/reported-costs.ts holds the rules and re-exports all of this), so a page
// that only shows figures loads no schema.
import { formatUsd } from './format';

/** Figures are shown only from this many reports (or reviews, for the Worth It share) up. */
export const REPORTED_COST_MIN_REPORTS = 5;
export const COST_MAX_DOLLARS = 500_000;
export const TREATED_FROM_YEAR = 1990;
export const COST_UNITS_MAX = 1000;

export const COST_INCLUDES = ['surgeon', 'anesthesia', 'facility', 'product'] as const;
export type CostInclude = (typeof COST_INCLUDES)[number];

export const costIncludeLabels: Record<CostInclude, string> = {
  surgeon: 'Surgeon’s or provider’s fee',
  anesthesia: 'Anesthesia',
  facility: 'Facility or operating room',
  product: 'Product (units or syringes)',
};

/** What one review says the patient paid. */
export interface ReviewCostDto {
  amountCents: number;
  includes: CostInclude[];
  units: number | null;
  /** "2025-03" */
  treatedMonth: string | null;
}

/** What reviewers paid in one place, from REPORTED_COST_MIN_REPORTS reports up. */
export interface ReportedCost {
  reports: number;
  /** Reports left out as outliers (docs/reported-costs.md). */
  trimmed: number;
  lowCents: number;
  p25Cents: number;
  medianCents: number;
  p75Cents: number;
  highCents: number;
  firstYear: number;
  lastYear: number;
  /** Added up from generated sample reviews (development data), never mixed with real ones. */
  sample: boolean;
}

/** The share of reviews saying Worth It, from REPORTED_COST_MIN_REPORTS reviews up. */
export interface WorthItShare {
  percent: number;
  worthIt: number;
  reviews: number;
  sample: boolean;
}

export interface PlaceFigures {
  cost: ReportedCost | null;
  worthIt: WorthItShare | null;
}

/** "2024–2026", or "2025" for one year. */
export const yearsCovered = (c: Pick<ReportedCost, 'firstYear' | 'lastYear'>) =>
  c.firstYear === c.lastYear ? String(c.firstYear) : `${c.firstYear}–${c.lastYear}`;

/** Whole dollars from cents: "$8,500". */
export const formatCents = (cents: number) => formatUsd(Math.round(cents / 100));

/** "Surgeon’s fee, ASPS 2018": the sourced fee labelled by its society's short name and year. */
export function sourcedFeeLabel(fee: { source: string; year: number }) {
  const short = /\(([A-Z]{2,})\)/.exec(fee.source)?.[1] ?? fee.source;
  return `Surgeon’s fee, ${short} ${fee.year}`;
}

export const REPORTED_COST_LABEL = 'What TruSelf reviewers paid';
export const SAMPLE_FIGURES_LABEL = 'Sample reviews';

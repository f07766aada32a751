// The shape of one eval question. Cases are written the way patients write (forum posts, support mail, chat
// logs): lower case, typos, run-on stories, third person, Spanish, several turns. Each category has a rule that
// judges the answer text (see rules.ts), so a case passes or fails on what the patient would actually read.
import type { ChatRole } from '@shared/schemas/trugpt';

export type Category =
  | 'emergency'
  | 'self-harm'
  | 'pregnancy'
  | 'minors'
  | 'medications'
  | 'distress'
  | 'not-emergency'
  | 'brand-names'
  | 'not-in-catalogue'
  | 'places'
  | 'follow-ups'
  | 'named-providers'
  | 'comparisons'
  | 'cost'
  | 'recovery'
  | 'off-topic'
  | 'injection'
  /** The first eval set's textbook questions about each procedure's guide. */
  | 'catalogue';

export interface EvalCase {
  category: Category;
  q: string;
  /** Earlier messages from the patient, oldest first. */
  history?: string[];
  role?: ChatRole;
  /** The chat was opened from this provider's profile. */
  providerId?: number;
  /** Catalogue ids the answer must be about (cost, recovery, brand names, comparisons, follow-ups). */
  procedures?: string[];
  /** Part of the resolved place label, e.g. "Miami, FL". */
  place?: string;
  /** A directory provider the answer must name. */
  provider?: string;
  /** The answer must match this (e.g. the medicine named back to the patient). */
  mentions?: RegExp;
  /** The answer must not match this (e.g. an injected name). */
  mustNot?: RegExp;
}

/** Shorthand for the many cases that carry only a question. */
export const many = (category: Category, qs: string[], extra: Omit<EvalCase, 'q' | 'category'> = {}) =>
  qs.map((q): EvalCase => ({ category, q, ...extra }));

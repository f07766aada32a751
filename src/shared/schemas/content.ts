// Contracts for the editorial content in /content (procedure guides, articles, categories). The server loader
// validates every file against these at start-up; the client imports the inferred types for rendering.
import { z } from 'zod';

export const contentCategoryIdSchema = z.enum(['surgical', 'non-surgical', 'weight-loss', 'wellness']);
export type ContentCategoryId = z.infer<typeof contentCategoryIdSchema>;

/** Discovery-page concern buckets a guide can be filed under. */
export const concernSchema = z.enum(['face', 'body', 'skin', 'weight', 'wellness']);
export type Concern = z.infer<typeof concernSchema>;

const slugSchema = z
  .string()
  .max(100, 'must be at most 100 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case kebab-case slug');
const isoDateSchema = z
  .string()
  .max(10, 'must be an ISO date (YYYY-MM-DD)')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)');
/** Any one text of a guide or article: the longest paragraph today is about 1,500 characters. */
const text = z.string().trim().min(1).max(10_000, 'must be at most 10,000 characters');
const yearSchema = z.number().int().min(1990).max(2100);

export const contentSourceSchema = z.strictObject({
  title: text,
  publisher: text,
  year: yearSchema,
  url: z.url({ protocol: /^https$/ }).max(2000, 'must be at most 2,000 characters'),
});
export type ContentSource = z.infer<typeof contentSourceSchema>;

/**
 * A society's national average surgeon fee (REFERENCE.md). It is the surgeon's fee only — never present it as
 * the total price — so `note` must say what it excludes.
 */
export const surgeonFeeSchema = z.strictObject({
  amount: z.number().int().positive(),
  year: yearSchema,
  source: text,
  note: text,
});
export type SurgeonFee = z.infer<typeof surgeonFeeSchema>;

export const priceUnitSchema = z.enum(['total', 'per session', 'per syringe', 'per month', 'per area']);
export type PriceUnit = z.infer<typeof priceUnitSchema>;

export const procedureCostSchema = z.strictObject({
  surgeonFee: surgeonFeeSchema.nullable(),
  typicalRange: z
    .strictObject({
      min: z.number().int().nonnegative(),
      max: z.number().int().positive(),
      unit: priceUnitSchema,
    })
    .refine((r) => r.min <= r.max, { message: 'min must not exceed max' }),
  rangeNote: text,
  insurance: text,
});
export type ProcedureCost = z.infer<typeof procedureCostSchema>;

export const recoveryStepSchema = z.strictObject({ when: text, what: text });
export type RecoveryStep = z.infer<typeof recoveryStepSchema>;

export const procedureAlternativeSchema = z.strictObject({
  name: text,
  /** Another guide's id when the alternative has its own guide, otherwise null. */
  procedureId: slugSchema.nullable(),
  why: text,
});
export type ProcedureAlternative = z.infer<typeof procedureAlternativeSchema>;

export const faqSchema = z.strictObject({ q: text, a: text });
export type Faq = z.infer<typeof faqSchema>;

export const procedureGuideSchema = z.strictObject({
  id: slugSchema,
  categoryId: contentCategoryIdSchema,
  name: text,
  shortName: text,
  /** Wording for where the usual sentence patterns read oddly; TruGPT's suggested questions use it. */
  phrasing: z
    .strictObject({
      /** The name as it reads before a noun, in the singular: "GLP-1 Medication" (providers), "Filler". */
      beforeNoun: text.optional(),
      /** Asked instead of "How long is recovery from …?" where there is no recovery to speak of. */
      recoveryQuestion: text.optional(),
    })
    .optional(),
  summary: text,
  /** Plain text; paragraphs separated by a blank line ("\n\n"). */
  overview: text,
  concerns: z.array(concernSchema).min(1),
  idealCandidates: z.array(text).min(1),
  howItWorks: text,
  cost: procedureCostSchema,
  duration: text,
  anesthesia: text,
  recovery: z.strictObject({
    summary: text,
    timeline: z.array(recoveryStepSchema).min(4).max(6),
  }),
  results: z.strictObject({ whenVisible: text, howLong: text }),
  risks: z.array(text).min(1),
  /** Symptoms after this procedure that need urgent care; shown prominently, never collapsed. */
  redFlags: z.array(text).min(1),
  alternatives: z.array(procedureAlternativeSchema),
  questionsToAsk: z.array(text).min(6).max(8),
  faqs: z.array(faqSchema).min(3).max(5),
  sources: z.array(contentSourceSchema).min(1),
  lastReviewed: isoDateSchema,
});
export type ProcedureGuide = z.infer<typeof procedureGuideSchema>;

export const articleSectionSchema = z.strictObject({
  heading: text,
  /** Plain text; paragraphs separated by a blank line ("\n\n"). */
  body: text,
});
export type ArticleSection = z.infer<typeof articleSectionSchema>;

export const articleSchema = z.strictObject({
  id: slugSchema,
  title: text,
  categoryId: contentCategoryIdSchema,
  procedureIds: z.array(slugSchema),
  summary: text,
  readingMinutes: z.number().int().positive(),
  sections: z.array(articleSectionSchema).min(1),
  sources: z.array(contentSourceSchema).min(1),
  publishedAt: isoDateSchema,
});
export type Article = z.infer<typeof articleSchema>;

/** A patient-language entry point on /discovery ("Smooth lines and wrinkles") leading to a few guides. */
export const categoryConcernSchema = z.strictObject({
  concern: concernSchema,
  label: text,
  procedureIds: z.array(slugSchema).min(1),
});
export type CategoryConcern = z.infer<typeof categoryConcernSchema>;

export const categoryContentSchema = z.strictObject({
  id: contentCategoryIdSchema,
  name: text,
  description: text,
  concerns: z.array(categoryConcernSchema).min(1),
});
export type CategoryContent = z.infer<typeof categoryContentSchema>;

export const categoriesFileSchema = z.array(categoryContentSchema).length(4);

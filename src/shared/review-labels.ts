// A review's Worth It choices and their labels, without the validation library (src/shared/schemas/reviews.ts
// checks reviews against them).
export const WORTH_IT_VALUES = ['worth_it', 'not_sure', 'not_worth_it'] as const;
export type WorthIt = (typeof WORTH_IT_VALUES)[number];

export const worthItLabels: Record<WorthIt, string> = {
  worth_it: 'Worth It',
  not_sure: 'Not Sure',
  not_worth_it: 'Not Worth It',
};

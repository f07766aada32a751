// Every eval question, by category. The bench times the same questions.
import { ANSWER_CASES } from './answer-cases';
import { CATALOGUE_CASES } from './catalogue-cases';
import { HELD_OUT_2_CASES } from './held-out-2-cases';
import { HELD_OUT_3_CASES } from './held-out-3-cases';
import { HELD_OUT_4_CASES } from './held-out-4-cases';
import { HELD_OUT_5_CASES } from './held-out-5-cases';
import { HELD_OUT_CASES } from './held-out-cases';
import { SAFETY_CASES } from './safety-cases';
import type { EvalCase } from './types';
import { UNDERSTANDING_CASES } from './understanding-cases';
import { WHO_CASES } from './who-cases';

export const EVAL_CASES: EvalCase[] = [
  ...SAFETY_CASES,
  ...HELD_OUT_CASES,
  ...HELD_OUT_2_CASES,
  ...HELD_OUT_3_CASES,
  ...HELD_OUT_4_CASES,
  ...HELD_OUT_5_CASES,
  ...WHO_CASES,
  ...UNDERSTANDING_CASES,
  ...ANSWER_CASES,
  ...CATALOGUE_CASES,
];

export type { Category, EvalCase } from './types';

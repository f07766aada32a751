// The question set `npm run eval:assistant` scores and `npm run bench:assistant` times: over 400 questions written
// the way patients write, in categories (eval/): emergencies, self-harm, who is asking, understanding, answers.
export { type Category, EVAL_CASES, type EvalCase } from './eval';

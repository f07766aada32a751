// Safety screening for TruGPT: every message, in every mode, goes through screenMessage() before anything else.
// This folder reads text and judges risk; it knows nothing of the engine (../safety-gate.ts joins the two).
export { parseRiskLabel, RISK_LABEL_PROMPT } from './model-label';
export { read, type Reading } from './reading';
export { cautionNote, safetyReply, signsAfterNote } from './replies';
export {
  type Language,
  rankOf,
  type SafetyConcern,
  type SafetyLevel,
  type SafetyScreen,
  raisedBy,
  type ScreenMode,
  screenMessage,
  stopsTheAnswer,
} from './screen';

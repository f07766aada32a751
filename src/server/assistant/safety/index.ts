// Safety screening for TruGPT: every message, in every mode, goes through screenMessage() before anything else.
export { applySafety, safetyBrief, safetyRun, withSafetyNote } from './gate';
export { cautionNote, safetyReply } from './replies';
export {
  type Language,
  type SafetyConcern,
  type SafetyLevel,
  type SafetyScreen,
  screenMessage,
  stopsTheAnswer,
} from './screen';

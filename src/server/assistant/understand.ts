// Reads one patient message in the context of the conversation so far: safety first, then scope, then which
// procedures, intents and place it is about. Pure and synchronous, so it is cheap to test and to benchmark.
import type { ChatRole } from '@shared/schemas/trugpt';
import {
  asksAboutProvider,
  asksForDiagnosisOrPrescription,
  detectConcern,
  detectIntents,
  type Intent,
  isGreeting,
  isInDomain,
  isThanks,
  looksLikeFollowUp,
} from './intents';
import { findProcedures } from './knowledge';
import { findPlace, type PlaceQuery } from './locations';
import { type RedFlagMatch, screenRedFlags } from './red-flags';

export interface UnderstandContext {
  /** Earlier user messages in this conversation, oldest first. */
  history: string[];
  role: ChatRole;
  providerId?: number;
  /** The directory's metro areas, for recognising place names. */
  places: Parameters<typeof findPlace>[1];
}

export type Understanding =
  | { kind: 'red_flag'; redFlag: RedFlagMatch; procedureIds: string[] }
  | { kind: 'greeting' | 'thanks' | 'off_topic' | 'help' }
  | {
      kind: 'answer';
      procedureIds: string[];
      intents: Intent[];
      place: PlaceQuery | null;
      concern: { label: string; procedures: string[] } | null;
      /** The patient asked us to diagnose or to choose a medicine or dose. */
      diagnosis: boolean;
      /** Something was carried over from an earlier message. */
      followUp: boolean;
    };

const NUTRITION_DOMAIN =
  /\b(food|foods|eat|eating|meals?|snacks?|sugar|carbs?|fats?|fiber|vitamins?|supplements?|water|sleep|stress|energy|gut|cholesterol|blood sugar|fasting|vegan|vegetarian|keto|recipe|recipes)\b/i;

function lastMentioned<T>(history: string[], read: (text: string) => T | null): T | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const value = read(history[i]);
    if (value !== null) return value;
  }
  return null;
}

function procedureList(text: string): string[] | null {
  const ids = findProcedures(text);
  return ids.length > 0 ? ids : null;
}

function placeIn(text: string, places: UnderstandContext['places']): PlaceQuery | null {
  const place = findPlace(text, places);
  // "interested in Botox" names a procedure, not a town.
  if (place?.kind === 'unknown' && findProcedures(place.text).length > 0) return null;
  return place;
}

export function understand(message: string, ctx: UnderstandContext): Understanding {
  const text = message.trim();
  const mentioned = findProcedures(text);
  const redFlag = screenRedFlags(text);
  if (redFlag) {
    const earlier = mentioned.length > 0 ? mentioned : (lastMentioned(ctx.history, procedureList) ?? []);
    return { kind: 'red_flag', redFlag, procedureIds: earlier };
  }
  if (isGreeting(text)) return { kind: 'greeting' };
  if (isThanks(text)) return { kind: 'thanks' };

  let procedureIds = mentioned;
  let intents = detectIntents(text, procedureIds.length);
  let place = placeIn(text, ctx.places);
  let concern = procedureIds.length === 0 ? detectConcern(text) : null;
  const aboutProvider =
    ctx.providerId !== undefined && (asksAboutProvider(text) || (procedureIds.length === 0 && !concern));
  if (aboutProvider && !intents.includes('provider_profile')) intents.unshift('provider_profile');

  let followUp = false;
  const hasOwnSubject = procedureIds.length > 0 || concern !== null || aboutProvider;
  const carries = ctx.history.length > 0 && (intents.length > 0 || place !== null || looksLikeFollowUp(text));
  if (!hasOwnSubject && carries) {
    const earlier = lastMentioned(ctx.history, procedureList);
    if (earlier) {
      procedureIds = earlier;
      followUp = true;
    } else {
      concern = lastMentioned(ctx.history, detectConcern);
      followUp = concern !== null;
    }
  }
  if (followUp || (procedureIds.length > 0 && ctx.history.length > 0)) {
    // "What about in Dallas?" keeps the earlier question; "and a tummy tuck?" keeps the earlier intent.
    if (intents.length === 0 && looksLikeFollowUp(text)) {
      const earlierIntents = lastMentioned(ctx.history, (t) => {
        const found = detectIntents(t, findProcedures(t).length).filter((i) => i !== 'comparison');
        return found.length > 0 ? found : null;
      });
      if (earlierIntents) {
        intents = earlierIntents;
        followUp = true;
      }
    }
    // The earlier place matters for "who offers it" questions, not for "how long is recovery?".
    const placeMatters = intents.length === 0 || intents.some((i) => i === 'find_provider' || i === 'cost');
    if (!place && placeMatters) {
      place = lastMentioned(ctx.history, (t) => placeIn(t, ctx.places));
    }
  }
  if (procedureIds.length >= 2 && intents.length === 0) intents = ['comparison'];
  if (place && intents.length === 0) intents = ['find_provider'];

  const nutrition = ctx.role === 'nutrition';
  // In the nutrition role, food and eating questions go to nutrition counselling before any procedure.
  const foodFirst = nutrition && NUTRITION_DOMAIN.test(text) && !followUp;
  if (procedureIds.length === 0 && (foodFirst || (!concern && nutrition && isInDomain(text)))) {
    concern = {
      label: 'nutrition and wellness',
      procedures: ['nutritional-counseling', 'medical-weight-loss'],
    };
  }
  const diagnosis = asksForDiagnosisOrPrescription(text);
  if (procedureIds.length === 0 && !concern && !aboutProvider) {
    if (diagnosis || isInDomain(text) || (place && intents.includes('find_provider'))) {
      return diagnosis
        ? { kind: 'answer', procedureIds, intents, place, concern, diagnosis, followUp }
        : { kind: 'help' };
    }
    return { kind: 'off_topic' };
  }
  if (intents.length === 0) intents = ['overview'];
  return { kind: 'answer', procedureIds, intents, place, concern, diagnosis, followUp };
}

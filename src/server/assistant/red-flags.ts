// The red-flag verdict that understand() reports, read from the safety screening (safety/), so there is one
// vocabulary and one set of rules for symptoms and crisis signals whichever way a message comes in.
import { screenMessage, stopsTheAnswer } from './safety/screen';

export type RedFlagKind = 'emergency' | 'urgent' | 'crisis';

export interface RedFlagMatch {
  kind: RedFlagKind;
  labels: string[];
}

/** Symptoms described as happening now, and thoughts of self-harm. General questions about risks are answered. */
export function screenRedFlags(text: string): RedFlagMatch | null {
  const screen = screenMessage(text);
  if (!stopsTheAnswer(screen)) return null;
  return {
    kind: screen.level as RedFlagKind,
    labels: screen.concerns.filter((c) => c.level !== 'caution').map((c) => c.label),
  };
}

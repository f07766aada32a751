// A conversation's title from its first real question: "Rhinoplasty cost in Miami, FL" rather than "New Conversation".
import type { Intent } from './intents';
import { getProcedure } from './knowledge';
import { placeText } from './locations';
import type { Understanding } from './understand';

const INTENT_LABELS: Partial<Record<Intent, string>> = {
  cost: 'cost',
  recovery: 'recovery',
  risks: 'risks',
  candidacy: 'candidacy',
  how_it_works: 'how it works',
  results: 'results',
  alternatives: 'alternatives',
  questions: 'consultation questions',
  find_provider: 'providers',
};

const MAX = 60;

function fromWords(message: string) {
  const clean = message
    .replace(/\s+/g, ' ')
    .replace(/[?!.]+$/, '')
    .trim();
  const sentence = clean.charAt(0).toUpperCase() + clean.slice(1);
  if (sentence.length <= MAX) return sentence;
  const cut = sentence.slice(0, MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : MAX).trim()}…`;
}

/** Null when the message says nothing worth a title (a greeting), so the default title stays. */
export function titleFor(message: string, u: Understanding): string | null {
  if (u.kind === 'greeting' || u.kind === 'thanks') return null;
  if (u.kind !== 'answer') return fromWords(message);
  const names = u.procedureIds.map((id) => getProcedure(id)?.shortName).filter(Boolean) as string[];
  if (names.length === 0) return u.concern ? fromWords(`Options for ${u.concern.label}`) : fromWords(message);
  if (u.intents.includes('comparison') && names.length >= 2) return fromWords(names.slice(0, 2).join(' vs '));
  const intent = u.intents.map((i) => INTENT_LABELS[i]).find(Boolean);
  const place = u.place && u.place.kind !== 'near-me' ? ` in ${placeText(u.place)}` : '';
  return fromWords(`${names[0]}${intent ? ` ${intent}` : ''}${place}`);
}

import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LAST_NAMES } from './names';
import { chance, int, pick, type Random } from './prng';

// Sample reviews built from varied sentence pools, so ratings shown on cards are backed by real rows.
type Mood = 'great' | 'good' | 'mixed' | 'poor';

const TITLES: Record<Mood, string[]> = {
  great: [
    'Exceeded my expectations',
    'So glad I chose this practice',
    'Natural results, wonderful care',
    'Worth every penny',
    'I finally feel like myself',
    'Highly recommend',
  ],
  good: [
    'Good experience overall',
    'Happy with my results',
    'Solid care and clear advice',
    'Would go back',
    'Professional and thorough',
  ],
  mixed: [
    'Results are fine, the wait was not',
    'Mixed feelings',
    'Decent, but communication could improve',
    'Okay experience',
  ],
  poor: ['Not what I hoped for', 'Disappointed with follow-up', 'Would not repeat', 'Felt rushed'],
};

const OPENINGS: Record<Mood, string[]> = {
  great: [
    'From the first consultation {who} listened to what I wanted for my {procedure} and never pushed extra treatments.',
    'I researched for months before booking my {procedure}, and I am so happy I picked {who}.',
    '{who} explained every step of the {procedure}, including the risks, in plain language.',
    'The whole team made me feel safe and informed before my {procedure}.',
  ],
  good: [
    'I had my {procedure} with {who} and overall it went well.',
    'The consultation for my {procedure} was thorough and the quote matched the final bill.',
    '{who} was knowledgeable and realistic about what the {procedure} could do.',
  ],
  mixed: [
    'My {procedure} result is good, but getting appointments was harder than it should be.',
    '{who} is clearly skilled, though the consultation for my {procedure} felt short.',
    'The {procedure} itself went fine; the front office was less organised.',
  ],
  poor: [
    'I expected more from my {procedure} given the price.',
    'The {procedure} went ahead, but I struggled to reach anyone with questions afterwards.',
    'I felt rushed through my {procedure} consultation and did not get clear answers.',
  ],
};

const MIDDLES: Record<Mood, string[]> = {
  great: [
    'Recovery was easier than I expected because the aftercare instructions were so clear.',
    'They called the next day to check on me, which meant a lot.',
    'The office was spotless and the staff were kind every single visit.',
    'Results look natural; friends just say I look rested.',
  ],
  good: [
    'Recovery took about as long as they said it would.',
    'There was a short wait at each visit, but nothing major.',
    'Pricing was explained up front, including the facility fee.',
  ],
  mixed: [
    'I waited over an hour at two of my follow-ups.',
    'I had to ask twice for my post-care instructions.',
    'The result is subtle, maybe more subtle than I wanted.',
  ],
  poor: [
    'Follow-up visits felt like an afterthought.',
    'The final cost was higher than the quote I was given.',
    'I am still not sure the result was worth the downtime.',
  ],
};

const CLOSINGS: Record<Mood, string[]> = {
  great: [
    'I would absolutely recommend this practice.',
    'Already planning my next visit.',
    'Thank you to the whole team!',
  ],
  good: ['I would recommend them to a friend.', 'Overall, a good choice.', 'Happy I went ahead.'],
  mixed: [
    'I would consider going back, with clearer expectations.',
    'Do ask lots of questions at the consultation.',
  ],
  poor: ['I would get a second opinion next time.', 'Make sure you get everything in writing.'],
};

const moodFor = (rating: number): Mood =>
  rating >= 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';

/** A rating near the provider's underlying quality (3.4–5.0), skewed the way real review sites are. */
export function drawRating(rnd: Random, quality: number): number {
  const r = quality + (rnd() - 0.5) * 2.2 + (chance(rnd, 0.06) ? -2 : 0);
  return Math.max(1, Math.min(5, Math.round(r)));
}

const SEED_NOW = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

export function sampleReview(rnd: Random, rating: number, procedureName: string, who: string) {
  const mood = moodFor(rating);
  const fill = (s: string) =>
    s.replaceAll('{procedure}', procedureName.toLowerCase()).replaceAll('{who}', who);
  const parts = [pick(rnd, OPENINGS[mood]), pick(rnd, MIDDLES[mood])];
  if (chance(rnd, 0.7)) parts.push(pick(rnd, CLOSINGS[mood]));
  const first = chance(rnd, 0.62) ? pick(rnd, FIRST_NAMES_FEMALE) : pick(rnd, FIRST_NAMES_MALE);
  const worthIt = rating >= 4 ? 'worth_it' : rating === 3 ? 'not_sure' : 'not_worth_it';
  const createdAt = new Date(SEED_NOW - int(rnd, 3, 1400) * DAY);
  return {
    authorName: `${first} ${pick(rnd, LAST_NAMES)[0]}.`,
    rating,
    worthIt: worthIt as 'worth_it' | 'not_sure' | 'not_worth_it',
    title: pick(rnd, TITLES[mood]),
    body: fill(parts.join(' ')),
    monthsSinceTreatment: int(rnd, 1, 24),
    createdAt,
  };
}

const INJECTABLE_UNITS: Record<string, [number, number]> = { botox: [20, 64], 'dermal-fillers': [1, 3] };

/**
 * What a sample reviewer says they paid, about half the time: near the provider's listed range (a little noise,
 * now and then a price far off, which the figures' outlier rule must cope with), in cents, with what it covered
 * and the month treated. Drawn from its own stream, so adding costs left every other sample value as it was.
 */
export function sampleCost(
  rnd: Random,
  offer: { procedureId: string; priceMin: number; priceMax: number },
  review: { createdAt: Date; monthsSinceTreatment: number },
) {
  if (!chance(rnd, 0.55)) return { costCents: null, costIncludes: [], costUnits: null, treatedOn: null };
  const base = offer.priceMin + (offer.priceMax - offer.priceMin) * rnd();
  const noise = Math.exp((rnd() + rnd() + rnd() - 1.5) * 0.2);
  const outlier = chance(rnd, 0.03) ? (chance(rnd, 0.5) ? 3 : 0.3) : 1;
  const dollars = base * noise * outlier;
  const step = dollars >= 1000 ? 50 : 5;
  const costCents = Math.max(step, Math.round(dollars / step) * step) * 100;
  const treated = new Date(review.createdAt);
  treated.setUTCDate(1);
  treated.setUTCMonth(treated.getUTCMonth() - review.monthsSinceTreatment);
  const units = INJECTABLE_UNITS[offer.procedureId];
  const costIncludes: string[] =
    offer.priceMax >= 5000
      ? chance(rnd, 0.8)
        ? ['surgeon', 'anesthesia', 'facility']
        : ['surgeon']
      : units
        ? ['product']
        : chance(rnd, 0.5)
          ? ['surgeon']
          : [];
  return {
    costCents,
    costIncludes,
    costUnits: units ? int(rnd, units[0], units[1]) : null,
    treatedOn: treated.toISOString().slice(0, 10),
  };
}

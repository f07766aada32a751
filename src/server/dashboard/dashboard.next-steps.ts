import type { NextStep } from '@shared/schemas/dashboard';

export interface NextStepFacts {
  emailVerified: boolean;
  profileComplete: boolean;
  savedProviderIds: number[];
  consultations: number;
  conversations: number;
  procedures: number;
  reviews: number;
}

const MAX_STEPS = 4;

/** The few most useful things to do next, most useful first, from what the patient has done so far. */
export function suggestNextSteps(facts: NextStepFacts): NextStep[] {
  const steps: NextStep[] = [];
  const saved = facts.savedProviderIds.length;
  if (!facts.emailVerified) {
    steps.push({
      id: 'verify-email',
      title: 'Verify your email',
      description: 'Confirm your address so you can write reviews and keep your account secure.',
      href: '/profile',
      cta: 'Go to your profile',
    });
  }
  if (saved >= 2) {
    steps.push({
      id: 'compare-saved',
      title: 'Compare your saved providers',
      description: `See the ${Math.min(saved, 3)} you saved side by side: prices, ratings, certification and distance.`,
      href: '/favorites?compare=1',
      cta: 'Compare side by side',
    });
  }
  if (saved === 0) {
    steps.push({
      id: 'save-providers',
      title: 'Save providers you like',
      description: 'Search by procedure and city, then save the providers you want to compare later.',
      href: '/find-doctors',
      cta: 'Find providers',
    });
  } else if (facts.consultations === 0) {
    steps.push({
      id: 'request-consultation',
      title: 'Request a consultation',
      description:
        'Ask a saved provider for a consultation. They reply to you directly; nothing is booked until you agree.',
      href: `/provider/${facts.savedProviderIds[0]}#consultation`,
      cta: 'Request a consultation',
    });
  }
  if (facts.procedures === 0) {
    steps.push({
      id: 'explore-procedures',
      title: 'Read a procedure guide',
      description: 'Costs with sources, recovery week by week, risks and the questions to ask a provider.',
      href: '/browse-procedures',
      cta: 'Browse procedures',
    });
  }
  if (facts.conversations === 0) {
    steps.push({
      id: 'ask-trugpt',
      title: 'Ask TruGPT a question',
      description: 'Get plain-language answers about procedures, recovery and costs, and matching providers.',
      href: '/trugpt-chat',
      cta: 'Start a chat',
    });
  }
  if (!facts.profileComplete) {
    steps.push({
      id: 'finish-profile',
      title: 'Finish your profile',
      description: 'Add your name, username and a photo so your reviews and chats feel like yours.',
      href: '/profile',
      cta: 'Edit profile',
    });
  }
  if (facts.consultations > 0 && facts.reviews === 0) {
    steps.push({
      id: 'write-review',
      title: 'Share your experience',
      description:
        'After your treatment, a review helps the next patient decide. Reviews show how they were verified.',
      href: `/provider/${facts.savedProviderIds[0] ?? ''}#reviews`,
      cta: 'Write a review',
    });
  }
  return steps.slice(0, MAX_STEPS);
}

// Replies that are not procedure answers: emergencies, greetings, off-topic requests and requests to diagnose.
import type { ProcedureGuide } from '@shared/schemas/content';
import type { RedFlagMatch } from './red-flags';

export function redFlagReply(match: RedFlagMatch, guide: ProcedureGuide | null): string {
  if (match.kind === 'crisis') {
    return [
      "**I'm really sorry you're feeling this way. You don't have to go through it alone.**",
      '',
      '- **Call or text 988** (Suicide & Crisis Lifeline, US, 24/7), or chat at [988lifeline.org](https://988lifeline.org).',
      '- **If you are in immediate danger, call 911** or go to the nearest emergency room.',
      '',
      'Talking to someone you trust, or your own doctor, can help too.',
    ].join('\n');
  }
  const lines =
    match.kind === 'emergency'
      ? [
          '**⚠️ This may be a medical emergency.**',
          '',
          `You mentioned ${match.labels.join(' and ')}. **Call 911 (or your local emergency number) or go to the nearest emergency room now.** Please don't wait for an online answer.`,
          '',
          "- If you've had a procedure recently, also call your surgeon's office or after-hours line — but emergency care comes first.",
          "- Don't drive yourself if you feel faint, confused or short of breath.",
        ]
      : [
          '**Please contact your surgeon or provider today.**',
          '',
          `You mentioned ${match.labels.join(' and ')}. After a procedure this can be a sign of infection or another complication that needs to be checked promptly — call their office or after-hours line.`,
          '',
          '- **Go to urgent care or the emergency room, or call 911,** if you cannot reach them or it gets worse: high fever, spreading redness, severe pain, chest pain or trouble breathing.',
        ];
  if (guide) {
    lines.push(
      '',
      `**Warning signs after ${guide.shortName} that need urgent care:**`,
      '',
      ...guide.redFlags.map((r) => `- ${r}`),
    );
  }
  lines.push(
    '',
    "I can't assess symptoms online. Once you're safe and have been seen, I'm happy to help with other questions.",
  );
  return lines.join('\n');
}

const EXAMPLES = [
  'How much does a tummy tuck cost?',
  'How long is recovery from rhinoplasty?',
  'Botox vs fillers — what is the difference?',
  'Find breast augmentation surgeons in Miami',
];

export function offTopicReply(nutrition: boolean): string {
  const scope = nutrition
    ? 'nutrition, healthy weight and wellness services'
    : 'cosmetic, aesthetic and wellness procedures — costs, recovery, risks and finding qualified providers';
  return [
    `I'm TruGPT, and I can only help with ${scope}, so I can't help with that request. I'd be glad to answer a question like:`,
    '',
    ...(nutrition ? NUTRITION_EXAMPLES : EXAMPLES).map((e) => `- ${e}`),
  ].join('\n');
}

const NUTRITION_EXAMPLES = [
  'What does a nutrition counseling session involve?',
  'How do GLP-1 medications help with weight loss?',
  'What is medical weight loss?',
];

export function greetingReply(nutrition: boolean): string {
  return [
    nutrition
      ? "Hello! I'm TruGPT, here as your nutrition and wellness guide. I can explain nutrition counseling, medical weight loss, GLP-1 medications and other wellness services, and point you to providers."
      : "Hello! I'm TruGPT. I can explain cosmetic, aesthetic and wellness procedures — what they cost, how recovery goes, the risks — and point you to real providers near you.",
    '',
    'What would you like to know? For example:',
    '',
    ...(nutrition ? NUTRITION_EXAMPLES : EXAMPLES).map((e) => `- ${e}`),
  ].join('\n');
}

export const THANKS_REPLY =
  "You're welcome! If anything else comes up — costs, recovery, risks or finding a provider — just ask.";

export function helpReply(placeLabel: string | null, nutrition: boolean): string {
  const opener = placeLabel
    ? `Which procedure are you looking for in **${placeLabel}**? Tell me and I'll list providers who offer it there.`
    : "I can help with that. Which procedure or treatment are you thinking about? I know every procedure in TruSelf's catalogue, from rhinoplasty and Botox to gastric sleeve and hormone therapy.";
  return [
    opener,
    '',
    'You could ask:',
    '',
    ...(nutrition ? NUTRITION_EXAMPLES : EXAMPLES).map((e) => `- ${e}`),
  ].join('\n');
}

export const DIAGNOSIS_NOTE =
  "I can't diagnose conditions or recommend medicines or doses — that needs a clinician who knows your health history and can examine you. Here is general information that may help you prepare for that conversation.";

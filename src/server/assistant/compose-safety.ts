// Replies that are not procedure answers: emergencies (worded in safety/replies.ts), greetings, off-topic requests and requests to diagnose.
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

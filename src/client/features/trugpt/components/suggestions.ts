import type { ChatRole } from '@shared/schemas/trugpt';

export function suggestedQuestions(role: ChatRole, providerName?: string): string[] {
  if (providerName) {
    return [
      `Tell me about ${providerName}`,
      `Is ${providerName} board certified?`,
      `What procedures does ${providerName} offer, and at what prices?`,
    ];
  }
  if (role === 'nutrition') {
    return [
      'What does a nutrition counseling session involve?',
      'How do GLP-1 medications help with weight loss?',
      'What is medical weight loss?',
      'What should I eat to support healthy weight loss?',
    ];
  }
  return [
    'How much does rhinoplasty cost?',
    'How long is recovery from a tummy tuck?',
    'Botox vs fillers — what is the difference?',
    'Find breast augmentation surgeons in Miami',
  ];
}

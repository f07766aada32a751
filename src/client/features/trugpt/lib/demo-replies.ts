// SPEC §4/§9 demo account: canned replies that quote price ranges, e.g. rhinoplasty $5,000–$15,000.
const PRICES: { match: RegExp; name: string; range: string }[] = [
  { match: /rhinoplasty|nose/i, name: 'Rhinoplasty', range: '$5,000–$15,000' },
  { match: /breast aug|implant|boob/i, name: 'Breast augmentation', range: '$6,000–$12,000' },
  { match: /lipo/i, name: 'Liposuction', range: '$4,000–$12,000' },
  { match: /facelift|face lift/i, name: 'A facelift', range: '$10,000–$25,000' },
  { match: /tummy|abdominoplasty/i, name: 'A tummy tuck', range: '$8,000–$15,000' },
  { match: /bbl|butt/i, name: 'A Brazilian butt lift', range: '$8,000–$15,000' },
  { match: /botox|tox/i, name: 'Botox', range: '$200–$600 per area' },
  { match: /filler/i, name: 'Dermal filler', range: '$500–$1,000 per syringe' },
  {
    match: /glp|ozempic|wegovy|semaglutide/i,
    name: 'GLP-1 weight management',
    range: '$300–$1,400 per month',
  },
  { match: /laser hair/i, name: 'Laser hair removal', range: '$150–$500 per session' },
];

export function demoReply(question: string): string {
  const hit = PRICES.find((p) => p.match.test(question));
  if (hit) {
    return `**Demo reply.** ${hit.name} typically costs **${hit.range}** in the US, depending on the provider, the region and what is included.\n\nIn the full version I would also cover recovery, risks and providers near you. A board-certified provider can give you an exact quote.`;
  }
  return '**Demo reply.** In demo mode I give sample answers only. Try asking about the cost of rhinoplasty, Botox, liposuction or a tummy tuck — for example, rhinoplasty typically costs **$5,000–$15,000**.';
}

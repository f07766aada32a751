// Typical US price ranges per procedure (USD), the span a provider's own listed range is drawn from.
// Surgical figures are all-in quotes; injectables and wellness services are per treatment, session or month.
export const PRICE_RANGES: Record<string, [number, number]> = {
  rhinoplasty: [6000, 15000],
  'breast-augmentation': [6000, 12000],
  liposuction: [3500, 9500],
  facelift: [9000, 25000],
  'tummy-tuck': [7000, 16000],
  'brazilian-butt-lift': [7000, 15000],
  'mommy-makeover': [12000, 28000],
  'breast-reduction': [6000, 13000],
  botox: [300, 750],
  'dermal-fillers': [600, 1200],
  coolsculpting: [2000, 4500],
  'chemical-peels': [150, 700],
  'laser-hair-removal': [200, 550],
  microneedling: [250, 700],
  'ipl-photofacial': [300, 700],
  'thread-lift': [1500, 4500],
  'gastric-bypass': [20000, 32000],
  'gastric-sleeve': [15000, 25000],
  'lap-band-surgery': [14000, 20000],
  'duodenal-switch': [25000, 38000],
  'gastric-balloon': [6000, 9500],
  'mini-gastric-bypass': [15000, 25000],
  'revision-bariatric-surgery': [20000, 35000],
  'medical-weight-loss': [200, 600],
  'hormone-therapy': [150, 500],
  'iv-therapy': [150, 350],
  'nutritional-counseling': [100, 250],
  'wellness-coaching': [100, 250],
  'metabolic-testing': [150, 300],
  'body-composition-analysis': [50, 200],
  'vitamin-b12-injections': [25, 75],
  'peptide-therapy': [200, 600],
  'functional-medicine': [250, 600],
  'gpl-1': [300, 1300],
};

/** A provider's listed range: inside the national span, shifted by local cost of living, rounded like a price list. */
export function priceRange(procedureId: string, costFactor: number, position: number, width: number) {
  const [lo, hi] = PRICE_RANGES[procedureId];
  const span = hi - lo;
  const min = (lo + span * position * 0.6) * costFactor;
  const max = Math.max(
    min * 1.15,
    (lo + span * Math.min(1, position * 0.6 + 0.25 + width * 0.4)) * costFactor,
  );
  const step = hi >= 5000 ? 250 : hi >= 1000 ? 50 : 5;
  return { priceMin: Math.round(min / step) * step, priceMax: Math.round(max / step) * step };
}

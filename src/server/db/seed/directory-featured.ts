import { type GeneratedProvider, generateProvider, procedureName, sampleChecks } from './directory-generate';
import { PRACTICE_PROFILES } from './directory-profiles';
import { priceRange } from './directory-prices';
import { drawRating, sampleCost, sampleReview } from './directory-reviews';
import { METROS } from './metros';
import { mulberry32, pick, round, seedFor } from './prng';

// Providers 1 and 2 are the home page's featured providers; provider 3 is the nutrition and wellness provider
// whose profile SPEC §6 gives a nutrition mode. They are ordinary sample rows with fuller profiles.
interface FeaturedSpec {
  id: number;
  specialty: string;
  metroId: string;
  firstName: string;
  lastName: string;
  credentials: string;
  board: string;
  practiceName: string;
  slug: string;
  addressLine: string;
  city: string;
  zip: string;
  latitude: number;
  longitude: number;
  years: number;
  languages: string[];
  procedures: string[];
  reviews: number;
  quality: number;
  featured: boolean;
  bio: string;
}

const FEATURED: FeaturedSpec[] = [
  {
    id: 1,
    specialty: 'Plastic Surgery',
    metroId: 'miami-fl',
    firstName: 'Sofia',
    lastName: 'Ramirez',
    credentials: 'MD, FACS',
    board: 'American Board of Plastic Surgery',
    practiceName: 'Ramirez Plastic Surgery & Aesthetics',
    slug: 'sofia-ramirez-md-miami-fl',
    addressLine: '1200 Brickell Avenue, Suite 1450',
    city: 'Miami',
    zip: '33131',
    latitude: 25.7634,
    longitude: -80.1916,
    years: 18,
    languages: ['English', 'Spanish', 'Portuguese'],
    procedures: [
      'breast-augmentation',
      'brazilian-butt-lift',
      'liposuction',
      'tummy-tuck',
      'mommy-makeover',
      'breast-reduction',
      'rhinoplasty',
      'facelift',
      'botox',
      'dermal-fillers',
      'thread-lift',
    ],
    reviews: 142,
    quality: 4.85,
    featured: true,
    bio: 'Dr. Sofia Ramirez is certified by the American Board of Plastic Surgery and a Fellow of the American College of Surgeons. She trained in plastic and reconstructive surgery in Miami and has spent 18 years focused on body contouring, breast surgery and safe, conservative Brazilian butt lifts performed with ultrasound guidance. Every consultation ends with a written, itemised quote that includes anaesthesia and facility fees. Consultations are available in English, Spanish and Portuguese.',
  },
  {
    id: 2,
    specialty: 'Plastic Surgery',
    metroId: 'los-angeles-ca',
    firstName: 'Jonathan',
    lastName: 'Park',
    credentials: 'MD, FACS',
    board: 'American Board of Plastic Surgery',
    practiceName: 'Park Plastic Surgery Beverly Hills',
    slug: 'jonathan-park-md-beverly-hills-ca',
    addressLine: '8920 Wilshire Boulevard, Suite 410',
    city: 'Beverly Hills',
    zip: '90210',
    latitude: 34.0671,
    longitude: -118.3937,
    years: 21,
    languages: ['English', 'Korean'],
    procedures: [
      'rhinoplasty',
      'facelift',
      'breast-augmentation',
      'liposuction',
      'tummy-tuck',
      'mommy-makeover',
      'botox',
      'dermal-fillers',
      'thread-lift',
      'chemical-peels',
      'microneedling',
    ],
    reviews: 168,
    quality: 4.8,
    featured: true,
    bio: 'Dr. Jonathan Park is certified by the American Board of Plastic Surgery and a Fellow of the American College of Surgeons, with 21 years in practice in Beverly Hills. He is known for natural-looking rhinoplasty and facial rejuvenation, and for telling patients plainly when a non-surgical option will serve them better. Surgery takes place in an accredited outpatient facility. Consultations are available in English and Korean.',
  },
  {
    id: 3,
    specialty: 'Nutrition & Wellness',
    metroId: 'austin-tx',
    firstName: 'Amara',
    lastName: 'Okafor',
    credentials: 'MD, RD',
    board: 'American Board of Obesity Medicine',
    practiceName: 'Okafor Nutrition & Metabolic Wellness',
    slug: 'amara-okafor-md-rd-nutrition-wellness',
    addressLine: '1301 West 38th Street, Suite 210',
    city: 'Austin',
    zip: '78703',
    latitude: 30.3063,
    longitude: -97.7466,
    years: 14,
    languages: ['English', 'French'],
    procedures: [
      'gpl-1',
      'nutritional-counseling',
      'medical-weight-loss',
      'wellness-coaching',
      'metabolic-testing',
      'body-composition-analysis',
    ],
    reviews: 96,
    quality: 4.9,
    featured: false,
    bio: 'Dr. Amara Okafor is a physician and registered dietitian certified by the American Board of Obesity Medicine. For 14 years she has helped patients reach a healthier weight with nutrition counselling, metabolic testing, body-composition analysis and, where it fits, GLP-1 medication with close follow-up. Her programmes start with what you eat today and build habits that last after any medication stops.',
  },
];

export const FEATURED_COUNT = FEATURED.length;

export function generateFeatured(id: number, seed: number): GeneratedProvider {
  const spec = FEATURED.find((f) => f.id === id);
  if (!spec) throw new Error(`No featured provider ${id}`);
  const metro = METROS.find((m) => m.id === spec.metroId)!;
  const profile = PRACTICE_PROFILES.find((p) => p.specialty === spec.specialty)!;
  const base = generateProvider(id, seed, {
    profile,
    metro,
    firstName: spec.firstName,
    lastName: spec.lastName,
    credentials: spec.credentials,
  });
  const rnd = mulberry32(seedFor(seed ^ 0x5eed, id));
  const procedures = spec.procedures.map((procedureId, i) => ({
    procedureId,
    ...priceRange(procedureId, 1.2, 0.55 + (i % 3) * 0.05, 0.5),
  }));
  const who = `Dr. ${spec.lastName}`;
  const costRnd = mulberry32(seedFor(seed ^ 0xc057, id));
  const reviews = Array.from({ length: spec.reviews }, () => {
    const procedureId = pick(rnd, spec.procedures);
    const review = sampleReview(rnd, drawRating(rnd, spec.quality), procedureName(procedureId), who);
    const offer = procedures.find((p) => p.procedureId === procedureId)!;
    return { ...review, procedureId, ...sampleCost(costRnd, offer, review) };
  });
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  // The featured sample providers show their licence and board certification as checked (sample data, marked so).
  const checks = sampleChecks(seed, id, true);
  return {
    ...base,
    procedures,
    reviews,
    provider: {
      ...base.provider,
      slug: spec.slug,
      displayName: `Dr. ${spec.firstName} ${spec.lastName}`,
      boardCertified: true,
      boardName: spec.board,
      practiceName: spec.practiceName,
      bio: spec.bio,
      addressLine: spec.addressLine,
      city: spec.city,
      zip: spec.zip,
      latitude: spec.latitude,
      longitude: spec.longitude,
      yearsInPractice: spec.years,
      languages: spec.languages,
      acceptingNewPatients: true,
      verification: { ...checks, board: checks.board ?? checks.license },
      featured: spec.featured,
      ratingAvg: round(sum / reviews.length, 2),
      reviewCount: reviews.length,
    },
    photos: base.photos.map((p) =>
      p.kind === 'headshot'
        ? { ...p, caption: `Dr. ${spec.firstName} ${spec.lastName}` }
        : { ...p, caption: p.caption.replace(base.provider.practiceName, spec.practiceName) },
    ),
  };
}

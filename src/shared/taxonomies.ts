// The NUCC Health Care Provider Taxonomy codes (the "Healthcare Provider Taxonomy Code_1…_15" columns of the NPPES
// NPI registry file) that this directory is about: surgeons and physicians who perform cosmetic and aesthetic
// procedures. A registry row is imported when any of its taxonomies is listed here; its specialty comes from the
// primary taxonomy when that one is listed, otherwise from the first listed one.
//
// What is NOT included, and why:
// - 2082S0105X Plastic Surgery / Surgery of the Hand: hand surgery (carpal tunnel, trauma), not aesthetic work.
// - 207ND0900X Dermatology / Dermatopathology: reads slides in a laboratory, sees no patients for treatment.
// - 207NI0002X Dermatology / Clinical & Laboratory Dermatological Immunology: immunology laboratory work.
// - 207NP0225X Dermatology / Pediatric Dermatology: children's skin disease, not cosmetic care.
// - 207Y00000X Otolaryngology and 207W00000X Ophthalmology without the facial-plastic or oculoplastic
//   subspecialty: mostly ear, nose, throat and eye medicine. Their cosmetic surgeons carry the subspecialty code.
// - Nurse practitioners (363L…) and physician assistants (363A…): NUCC has no dermatology or aesthetic
//   subspecialty for either (363AM0700X is "Medical", 363AS0400X "Surgical", 363LF0000X "Family"…), so the registry
//   cannot tell an aesthetic injector from any other NP or PA. Importing them all would flood the directory with
//   hundreds of thousands of unrelated clinicians; they join through practice listings and claims instead.
// - Aestheticians / estheticians and registered nurses: NUCC has no code for aesthetic practice (estheticians
//   are licensed by state cosmetology boards and are mostly not enumerated in NPPES at all).
import type { Specialty } from './schemas/search';

export interface AestheticTaxonomy {
  code: string;
  /** NUCC grouping / classification / specialization, as published. */
  meaning: string;
  /** The directory specialty (search filter) a provider with this primary taxonomy is listed under. */
  specialty: Specialty;
  /** What patients call a clinician with this taxonomy, as a card labels them ("Dermatologist"). */
  practitioner: string;
}

export const AESTHETIC_TAXONOMIES: readonly AestheticTaxonomy[] = [
  {
    code: '208200000X',
    meaning: 'Allopathic & Osteopathic Physicians / Plastic Surgery',
    specialty: 'Plastic Surgery',
    practitioner: 'Plastic surgeon',
  },
  {
    code: '2082S0099X',
    meaning: 'Plastic Surgery / Plastic Surgery Within the Head and Neck',
    specialty: 'Facial Plastic Surgery',
    practitioner: 'Plastic surgeon',
  },
  {
    code: '2086S0122X',
    meaning: 'Surgery / Plastic and Reconstructive Surgery',
    specialty: 'Plastic Surgery',
    practitioner: 'Plastic surgeon',
  },
  {
    code: '207YS0123X',
    meaning: 'Otolaryngology / Facial Plastic Surgery',
    specialty: 'Facial Plastic Surgery',
    practitioner: 'Facial plastic surgeon',
  },
  {
    // Oculoplastic surgeons (eyelids, brow): listed with facial plastics, the nearest search specialty.
    code: '207WX0200X',
    meaning: 'Ophthalmology / Ophthalmic Plastic and Reconstructive Surgery',
    specialty: 'Facial Plastic Surgery',
    practitioner: 'Oculoplastic surgeon',
  },
  {
    code: '207N00000X',
    meaning: 'Allopathic & Osteopathic Physicians / Dermatology',
    specialty: 'Dermatology',
    practitioner: 'Dermatologist',
  },
  {
    code: '207ND0101X',
    meaning: 'Dermatology / MOHS-Micrographic Surgery',
    specialty: 'Dermatology',
    practitioner: 'Mohs surgeon',
  },
  {
    code: '207NS0135X',
    meaning: 'Dermatology / Procedural Dermatology',
    specialty: 'Dermatology',
    practitioner: 'Dermatologist',
  },
];

const BY_CODE = new Map(AESTHETIC_TAXONOMIES.map((t) => [t.code, t]));

export function aestheticTaxonomy(code: string): AestheticTaxonomy | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

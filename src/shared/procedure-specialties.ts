// Which registry specialties (NUCC taxonomy codes, src/shared/taxonomies.ts) typically perform each procedure in
// the catalogue, with the sources that say so. A clinician imported from the NPI registry lists no procedures until
// the practice claims the profile; a procedure search shows registry clinicians of these specialties after the
// providers who list the procedure, labelled as not confirmed (usuallyOffersLabel).
//
// Kept narrow on purpose: a specialty is named only when the specialty's own society or the procedure's guide
// sources describe its members performing the procedure as routine, not merely when some of them may. Procedures
// no imported taxonomy typically performs (bariatric surgery, wellness services: general and bariatric surgeons,
// internists, dietitians are not imported) name none, so their searches list only providers who list them.
// Taxonomy meanings: NUCC Health Care Provider Taxonomy code set, https://taxonomy.nucc.org/
import { procedureById } from './schemas/search-terms';
import { aestheticTaxonomy } from './taxonomies';

export interface SpecialtySource {
  publisher: string;
  title: string;
  url: string;
}

export interface ProcedureSpecialties {
  /** NUCC taxonomy codes, each one of AESTHETIC_TAXONOMIES. */
  taxonomies: readonly string[];
  sources: readonly SpecialtySource[];
}

// Dermatology and Dermatology / Procedural Dermatology (not Mohs surgery: skin-cancer surgery).
const DERMATOLOGY = ['207N00000X', '207NS0135X'];
// Plastic Surgery, and Surgery / Plastic and Reconstructive Surgery.
const PLASTIC = ['208200000X', '2086S0122X'];
// Plastic Surgery Within the Head and Neck, and Otolaryngology / Facial Plastic Surgery.
const FACIAL_PLASTIC = ['2082S0099X', '207YS0123X'];
// Ophthalmology / Ophthalmic Plastic and Reconstructive Surgery.
const OCULOPLASTIC = ['207WX0200X'];

const ASPS = (title: string, path: string): SpecialtySource => ({
  publisher: 'American Society of Plastic Surgeons',
  title,
  url: `https://www.plasticsurgery.org/${path.includes('/') ? path : `cosmetic-procedures/${path}`}`,
});
const AAD = (title: string, path: string): SpecialtySource => ({
  publisher: 'American Academy of Dermatology',
  title,
  url: `https://www.aad.org/public/${path}`,
});
const AAFPRS: SpecialtySource = {
  publisher: 'American Academy of Facial Plastic and Reconstructive Surgery',
  title: 'Procedures performed by facial plastic surgeons',
  url: 'https://www.aafprs.org/',
};
const ASOPRS: SpecialtySource = {
  publisher: 'American Society of Ophthalmic Plastic and Reconstructive Surgery',
  title: 'Oculoplastic surgery, including cosmetic botulinum toxin and filler injections around the eyes',
  url: 'https://www.asoprs.org/',
};
const ABPS: SpecialtySource = {
  publisher: 'American Board of Plastic Surgery',
  title: 'Plastic surgery: surgery of the breast, trunk and body contour',
  url: 'https://www.abplasticsurgery.org/',
};

export const PROCEDURE_SPECIALTIES: Readonly<Record<string, ProcedureSpecialties>> = {
  rhinoplasty: {
    taxonomies: [...PLASTIC, ...FACIAL_PLASTIC],
    sources: [ASPS('Rhinoplasty', 'rhinoplasty'), AAFPRS],
  },
  facelift: {
    taxonomies: [...PLASTIC, ...FACIAL_PLASTIC],
    sources: [ASPS('Facelift', 'facelift'), AAFPRS],
  },
  'breast-augmentation': {
    taxonomies: PLASTIC,
    sources: [ASPS('Breast augmentation', 'breast-augmentation'), ABPS],
  },
  'breast-reduction': {
    taxonomies: PLASTIC,
    sources: [ASPS('Breast reduction', 'reconstructive-procedures/breast-reduction'), ABPS],
  },
  liposuction: { taxonomies: PLASTIC, sources: [ASPS('Liposuction', 'liposuction'), ABPS] },
  'tummy-tuck': { taxonomies: PLASTIC, sources: [ASPS('Tummy tuck', 'tummy-tuck'), ABPS] },
  'brazilian-butt-lift': {
    taxonomies: PLASTIC,
    sources: [ASPS('Buttock augmentation', 'buttock-augmentation'), ABPS],
  },
  'mommy-makeover': { taxonomies: PLASTIC, sources: [ASPS('Mommy makeover', 'mommy-makeover'), ABPS] },
  botox: {
    taxonomies: [...DERMATOLOGY, ...PLASTIC, ...FACIAL_PLASTIC, ...OCULOPLASTIC],
    sources: [
      ASPS('Botulinum toxin', 'botulinum-toxin'),
      AAD('Botulinum toxin therapy', 'cosmetic/wrinkles/botox'),
      AAFPRS,
      ASOPRS,
    ],
  },
  'dermal-fillers': {
    taxonomies: [...DERMATOLOGY, ...PLASTIC, ...FACIAL_PLASTIC],
    sources: [ASPS('Dermal fillers', 'dermal-fillers'), AAD('Fillers', 'cosmetic/wrinkles/fillers'), AAFPRS],
  },
  'chemical-peels': {
    taxonomies: [...DERMATOLOGY, ...PLASTIC, ...FACIAL_PLASTIC],
    sources: [
      AAD('Chemical peels', 'cosmetic/younger-looking/chemical-peels'),
      ASPS('Chemical peel', 'chemical-peel'),
      AAFPRS,
    ],
  },
  'laser-hair-removal': {
    taxonomies: DERMATOLOGY,
    sources: [AAD('Laser hair removal', 'cosmetic/hair-removal/laser-hair-removal')],
  },
  microneedling: {
    taxonomies: DERMATOLOGY,
    sources: [AAD('Microneedling', 'cosmetic/younger-looking/microneedling')],
  },
  'ipl-photofacial': {
    taxonomies: DERMATOLOGY,
    sources: [AAD('Lasers and lights: intense pulsed light', 'diseases/rosacea/treatment/lasers')],
  },
  coolsculpting: {
    taxonomies: [...DERMATOLOGY, ...PLASTIC],
    sources: [
      {
        publisher: 'Journal of Drugs in Dermatology',
        title: 'A systematic review of paradoxical adipose hyperplasia after cryolipolysis',
        url: 'https://jddonline.com/articles/a-systematic-review-of-paradoxical-adipose-hyperplasia-pah-post-cryolipolysis-S1545961617P0062X/',
      },
      ASPS('Nonsurgical fat reduction', 'nonsurgical-fat-reduction'),
    ],
  },
  'thread-lift': {
    taxonomies: [...PLASTIC, ...FACIAL_PLASTIC],
    sources: [ASPS('Facelift (including thread lifts)', 'facelift'), AAFPRS],
  },
};

/** The taxonomy codes of the registry clinicians who typically perform a procedure (none when unknown). */
export function usualTaxonomies(procedureId: string): readonly string[] {
  return PROCEDURE_SPECIALTIES[procedureId]?.taxonomies ?? [];
}

/**
 * How a registry clinician who does not list the procedure is shown in its results, on its guide and by TruGPT:
 * "Dermatologist — usually offers Botox; not confirmed by the practice".
 */
export function usuallyOffersLabel(taxonomyCode: string, procedureId: string): string {
  const practitioner = aestheticTaxonomy(taxonomyCode)?.practitioner ?? 'Clinician';
  const name = procedureById(procedureId)?.name ?? procedureId;
  return `${practitioner} — usually offers ${name}; not confirmed by the practice`;
}

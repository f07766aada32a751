import { describe, expect, it } from 'vitest';
import { asksToFind, NO_FILTERS, readFindFilters, readFindNeed, withEarlierFilters } from './find-filters';
import { matchedLine, noneMatchLine, uncheckedLines } from './find-wording';

describe('reading what a find request asks of providers', () => {
  it('reads a language the provider must speak, in English and Spanish', () => {
    expect(readFindFilters('botox in Houston, someone who speaks Vietnamese').languages).toEqual([
      'Vietnamese',
    ]);
    expect(readFindFilters('Spanish-speaking plastic surgeon in Dallas').languages).toEqual(['Spanish']);
    expect(readFindFilters('dermatólogo que hable español en Phoenix').languages).toEqual(['Spanish']);
    expect(readFindFilters('busco cirujano que habla portugués').languages).toEqual(['Portuguese']);
    // Asking to be answered in Spanish is not a filter on the provider.
    expect(readFindFilters('rhinoplasty in Miami, answer in spanish').languages).toEqual([]);
  });

  it('reads the kind of provider asked for as directory specialties', () => {
    expect(readFindFilters('dermatologist for melasma in Phoenix').specialties).toEqual(['Dermatology']);
    expect(readFindFilters('dermatólogo que hable español en phoenix').specialties).toEqual(['Dermatology']);
    expect(readFindFilters('facial plastic surgeon who does eyelids').specialties).toEqual([
      'Facial Plastic Surgery',
    ]);
    expect(readFindFilters('busco un cirujano plástico en Miami').specialties).toEqual([
      'Plastic Surgery',
      'Facial Plastic Surgery',
    ]);
  });

  it('does not read the provider a patient already has as the kind they want', () => {
    expect(readFindFilters('the vial at my med spa had korean writing on it').specialties).toEqual([]);
    expect(readFindFilters('my derm said botox would help, who does it in Miami').specialties).toEqual([]);
  });

  it('reads new patients and board certification', () => {
    expect(readFindFilters('who is accepting new patients for lip filler').newPatients).toBe(true);
    expect(readFindFilters('¿quién acepta pacientes nuevos para botox?').newPatients).toBe(true);
    expect(readFindFilters('board certified surgeon for a tummy tuck').boardCertified).toBe(true);
    expect(readFindFilters('board-certified derm near 30309').boardCertified).toBe(true);
    expect(readFindFilters('tummy tuck in Dallas')).toEqual(NO_FILTERS);
  });

  it('reads a budget for the treatment, and tells a price per unit from it', () => {
    expect(readFindFilters('lip filler under $500 in Miami').budget).toBe(500);
    expect(readFindFilters('tummy tuck for less than 8k').budget).toBe(8000);
    expect(readFindFilters('rinoplastia por menos de $6,000').budget).toBe(6000);
    const unit = readFindFilters('botox injector in chicago under $12 a unit');
    expect(unit.budget).toBeNull();
    expect(unit.unitBudget).toBe(12);
  });

  it('reads what the directory cannot check: insurance, gender, virtual or in-person visits', () => {
    expect(readFindFilters('trt clinic in san diego that takes insurance').insurance).toBe('insurance');
    expect(readFindFilters('top surgery in Seattle, do they take medicaid').insurance).toBe('Medicaid');
    expect(readFindFilters('¿aceptan mi seguro?').insurance).toBe('insurance');
    expect(readFindFilters('busco una cirujana mujer for tummy tuck').gender).toBe('female');
    expect(readFindFilters('I want a female surgeon for my BBL').gender).toBe('female');
    expect(readFindFilters('semaglutide in person not telehealth').visits).toBe('in-person');
    expect(readFindFilters('can I do a virtual consult for rhinoplasty').visits).toBe('virtual');
    expect(readFindFilters('tummy tuck in nashville')).toEqual(NO_FILTERS);
    expect(readFindFilters('which ones have the nd:yag laser').equipment).toBe('an Nd:YAG laser');
    expect(readFindFilters('¿qué láser usan para piel oscura?').equipment).toBe('a particular device');
  });
});

describe('stating the filters in an answer', () => {
  const spanishNew = { ...NO_FILTERS, languages: ['Spanish'], newPatients: true };

  it('states each filter the directory checked', () => {
    expect(matchedLine(spanishNew, ['languages', 'newPatients'], 'en')).toBe(
      'Each one meets what you asked for, as their TruSelf profile lists it: speaks Spanish and accepts new patients.',
    );
    expect(matchedLine(spanishNew, ['languages', 'newPatients'], 'es')).toBe(
      'Cada uno cumple lo que pediste según su perfil: habla español y acepta pacientes nuevos.',
    );
  });

  it('says plainly when nothing matches, and which filter the alternatives set aside', () => {
    const outcome = { noneMatch: true, dropped: 'languages' as const, widened: false };
    expect(noneMatchLine(spanishNew, ['languages', 'newPatients'], outcome, 'Botox', 'Miami, FL', 'en')).toBe(
      'No provider on TruSelf offering Botox near Miami, FL lists all of: speaks Spanish and accepts new patients. The nearest alternatives if you set aside “speaks Spanish”:',
    );
    expect(noneMatchLine(spanishNew, ['languages', 'newPatients'], outcome, 'Botox', 'Miami, FL', 'es')).toBe(
      'Ningún proveedor de TruSelf que ofrezca Botox cerca de Miami, FL cumple todo esto: habla español y acepta pacientes nuevos. Las alternativas más cercanas si dejas de lado «habla español»:',
    );
  });

  it('says in one sentence each what it cannot check and what to ask', () => {
    const lines = uncheckedLines(
      { ...NO_FILTERS, insurance: 'Medicaid', gender: 'female', unitBudget: 12 },
      'en',
    );
    expect(lines).toEqual([
      "TruSelf doesn't record which insurance plans providers take, so I can't filter by Medicaid: call the office to ask whether they are in network with Medicaid and whether your plan covers this procedure (it often needs prior authorization).",
      "The directory doesn't record providers' gender, so I can't filter for a woman: each profile shows the provider's name and bio, and the office can confirm who would treat you.",
      "TruSelf's listed prices are per treatment, not per unit, so I can't check a price of $12 a unit: ask each office for its per-unit price and how many units you would need.",
    ]);
    expect(uncheckedLines({ ...NO_FILTERS, gender: 'female' }, 'es')[0]).toBe(
      'El directorio no registra el género de los proveedores, así que no puedo filtrar para que sea mujer: el perfil de cada uno muestra su nombre y su biografía, y la consulta puede confirmártelo.',
    );
    expect(uncheckedLines({ ...NO_FILTERS, equipment: 'an Nd:YAG laser' }, 'en')).toEqual([
      "The directory doesn't record which devices or lasers a provider uses, so I can't filter for an Nd:YAG laser: ask each office which device they would use for you and how much experience they have with it.",
    ]);
    expect(uncheckedLines(NO_FILTERS, 'en')).toEqual([]);
  });
});

describe('a lowest rating and an earlier request’s filters', () => {
  it.each([
    ['only ones with 4.8+', 4.8],
    ['4.5 stars or higher please', 4.5],
    ['at least 4.7', 4.7],
    ['rated 4.5 and up', 4.5],
    ['solo con 4,8 estrellas o más', 4.8],
    ['under $4,500 for lipo', null],
    ['botox in 90210', null],
  ])('%s → %s', (message, rating) => {
    expect(readFindFilters(message).minRating).toBe(rating);
  });

  it('keeps the earlier request’s filters under a refinement', () => {
    const merged = withEarlierFilters(
      readFindFilters('only ones with 4.8+'),
      readFindFilters('spanish speaking plastic surgeon in denver'),
    );
    expect(merged.minRating).toBe(4.8);
    expect(merged.languages).toEqual(['Spanish']);
    expect(merged.specialties).toContain('Plastic Surgery');
    expect(matchedLine(merged, ['minRating'], 'en')).toContain('rated 4.8 or higher');
  });
});

describe('what a find request is for and asks that no profile records', () => {
  it('maps needs the catalogue lists under another name, or not at all, to a procedure or specialties', () => {
    expect(readFindNeed('anyone good for FUE around austin?')?.specialties).toContain('Dermatology');
    expect(readFindNeed('who does hair transplants in jersey, mine is receding bad')?.label).toBe(
      'hair restoration',
    );
    expect(readFindNeed('quiero un trasplante capilar en miami')?.label).toBe('hair restoration');
    expect(readFindNeed('smp artist near tampa?')?.label).toBe('scalp micropigmentation');
    expect(readFindNeed('doc for perimenopause stuff in tucson, hot flashes r killing me')?.procedureId).toBe(
      'hormone-therapy',
    );
    expect(readFindNeed('mtf looking for someone to prescribe estrogen in denver')?.label).toBe(
      'gender-affirming hormone therapy',
    );
    expect(readFindNeed('liquid rhinoplasty in houston')?.procedureId).toBe('dermal-fillers');
    expect(readFindNeed('derm for my sons eczema in tampa')?.specialties).toEqual(['Dermatology']);
    // "fue" in Spanish is "was", not a hair transplant.
    expect(readFindNeed('mi cirugia fue en miami y quiero otra opinion')).toBeNull();
  });

  it('recognises a request for providers however it is phrased', () => {
    for (const text of [
      'looking 4 a good derm in tampa',
      'need someone in austin for lip filler',
      'any docs near boston who do smp',
      'best place in la for lip flip',
      'who does good botox in dallas',
      'busco cirujano para lipo en houston',
      'alguien en miami que haga rellenos?',
      'recomiendenme un dermatologo en el bronx',
    ])
      expect(asksToFind(text, false), text).toBe(true);
    expect(asksToFind('tummy tuck surgeon in the bay area', true)).toBe(true);
    expect(asksToFind('is botox safe while breastfeeding', false)).toBe(false);
    expect(asksToFind('how long does lip filler swelling last', true)).toBe(false);
  });

  it('names asks no profile records instead of dropping them', () => {
    const f = readFindFilters('black owned medspa in atlanta open sundays, good w dark skin, not a chain');
    expect(f.unlisted).toEqual(['hours', 'independent', 'ownership', 'skinTone']);
    expect(readFindFilters('need evening appts, i work til 6').unlisted).toEqual(['hours']);
    expect(readFindFilters('que atiendan los sabados y que no sea una cadena').unlisted).toEqual([
      'hours',
      'independent',
    ]);
    expect(readFindFilters('surgeon who does a lot of revision noses').unlisted).toEqual(['volume']);
    const lines = uncheckedLines(f, 'en').join(' ');
    expect(lines).toMatch(/don't list .*opening hours/);
    expect(lines).toMatch(/independent or part of a chain/);
  });

  it('reads a price per syringe as a listed filler price, and going outside a plan as paying oneself', () => {
    expect(readFindFilters('under $700 a syringe?').budget).toBe(700);
    expect(readFindFilters('filler under 650 per syringe pls').budget).toBe(650);
    const outside = withEarlierFilters(
      readFindFilters('ok what if i go outside kaiser'),
      readFindFilters('surgeon that takes kaiser'),
    );
    expect(outside.insurance).toBeNull();
    expect(outside.selfPay).toBe(true);
    expect(uncheckedLines(outside, 'en').join(' ')).toMatch(/self-pay/);
    expect(readFindFilters('y si pago sin seguro?').selfPay).toBe(true);
  });
});

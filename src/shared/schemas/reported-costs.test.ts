import { describe, expect, it } from 'vitest';
import { costMessages, currentMonth, sourcedFeeLabel, toCents, yearsCovered } from './reported-costs';
import { reviewFormSchema } from './reviews';

const base = {
  rating: 5,
  worthIt: 'worth_it',
  procedureId: 'rhinoplasty',
  title: 'Great result',
  body: 'Clear explanations at the consultation and a smooth recovery afterwards.',
  monthsSinceTreatment: 3,
};

const parse = (cost: Record<string, unknown>) => reviewFormSchema.safeParse({ ...base, ...cost });
const messageOf = (cost: Record<string, unknown>) => {
  const result = parse(cost);
  return result.success ? null : result.error.issues[0].message;
};

describe('what the patient paid', () => {
  it('is optional: a review without a cost is valid, and an empty form field counts as none', () => {
    expect(parse({}).success).toBe(true);
    expect(
      parse({ costAmount: '', costUnits: '', treatedMonth: '', costIncludes: false }).data,
    ).toMatchObject({
      costAmount: undefined,
      costIncludes: undefined,
      treatedMonth: undefined,
    });
  });

  it.each([
    ['8500', 8500],
    ['$8,500', 8500],
    ['8 500.50', 8500.5],
    [' 12000 USD ', 12000],
    [499.99, 499.99],
  ])('reads %j as %s dollars', (input, dollars) => {
    expect(parse({ costAmount: input, treatedMonth: '2025-01' }).data?.costAmount).toBe(dollars);
  });

  it.each([
    ['-500', costMessages.negative],
    [-1, costMessages.negative],
    ['0', costMessages.zero],
    ['500001', costMessages.tooHigh],
    [1e9, costMessages.tooHigh],
    ['ten thousand', costMessages.notANumber],
    ['12k', costMessages.notANumber],
    [Number.NaN, costMessages.notANumber],
    ['85.005', costMessages.cents],
  ])('refuses %j: %s', (input, message) => {
    expect(messageOf({ costAmount: input, treatedMonth: '2025-01' })).toBe(message);
  });

  it('accepts $500,000 exactly and stores cents as an integer', () => {
    expect(parse({ costAmount: 500000, treatedMonth: '2025-01' }).success).toBe(true);
    expect(toCents(8450.5)).toBe(845050);
    expect(toCents(0.29)).toBe(29);
  });

  it('needs the month treated with an amount, from January 1990 to this month', () => {
    expect(messageOf({ costAmount: 900 })).toBe(costMessages.monthNeeded);
    expect(messageOf({ costAmount: 900, treatedMonth: '1989-12' })).toBe(costMessages.monthTooEarly);
    expect(parse({ costAmount: 900, treatedMonth: '1990-01' }).success).toBe(true);
    expect(parse({ costAmount: 900, treatedMonth: currentMonth() }).success).toBe(true);
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 2);
    expect(messageOf({ costAmount: 900, treatedMonth: currentMonth(next) })).toBe(costMessages.monthFuture);
    expect(messageOf({ costAmount: 900, treatedMonth: '2025-13' })).toBe(costMessages.month);
    expect(messageOf({ costAmount: 900, treatedMonth: 'last spring' })).toBe(costMessages.month);
  });

  it('takes what the amount covered from the list only, once each, and whole units from 1 to 1,000', () => {
    const ok = parse({
      costAmount: 600,
      treatedMonth: '2025-01',
      costIncludes: ['product', 'product'],
      costUnits: '40',
    });
    expect(ok.data).toMatchObject({ costIncludes: ['product'], costUnits: 40 });
    expect(messageOf({ costAmount: 600, treatedMonth: '2025-01', costIncludes: ['spa day'] })).toBe(
      costMessages.includes,
    );
    expect(messageOf({ costAmount: 600, treatedMonth: '2025-01', costUnits: '0' })).toBe(costMessages.units);
    expect(messageOf({ costAmount: 600, treatedMonth: '2025-01', costUnits: '2.5' })).toBe(
      costMessages.units,
    );
    expect(messageOf({ costAmount: 600, treatedMonth: '2025-01', costUnits: '1001' })).toBe(
      costMessages.units,
    );
  });
});

describe('labels', () => {
  it('names a sourced fee by its society and year, and the years a figure covers', () => {
    expect(
      sourcedFeeLabel({
        source: 'American Society of Plastic Surgeons (ASPS) national average surgeon fee',
        year: 2024,
      }),
    ).toBe('Surgeon’s fee, ASPS 2024');
    expect(yearsCovered({ firstYear: 2024, lastYear: 2026 })).toBe('2024–2026');
    expect(yearsCovered({ firstYear: 2025, lastYear: 2025 })).toBe('2025');
  });
});

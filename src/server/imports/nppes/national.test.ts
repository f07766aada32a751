import { describe, expect, it } from 'vitest';
import { random } from './generate';
import { nationalPlace, nationalRow, nationalSurname } from './national';

// The benchmark directory should look like the country's: a common surname matches about as many rows as it
// would, most names few, and places follow where people live.
describe('national registry rows', () => {
  const rnd = random(7);
  const n = 100_000;
  const surnames = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const s = nationalSurname(rnd);
    surnames.set(s, (surnames.get(s) ?? 0) + 1);
  }

  it('draws SMITH about as often as the census counts it, and most names rarely', () => {
    const smith = (surnames.get('SMITH') ?? 0) / n;
    expect(smith).toBeGreaterThan(0.006);
    expect(smith).toBeLessThan(0.011);
    // No made-up name is as common as the commonest real ones.
    const counts = [...surnames.values()].sort((a, b) => b - a);
    expect(counts[0]).toBe(surnames.get('SMITH'));
    expect(surnames.size).toBeGreaterThan(3_000);
    const rare = [...surnames.values()].filter((c) => c <= 10).length;
    expect(rare / surnames.size).toBeGreaterThan(0.5);
  });

  it('places rows in proportion to each state’s people, at real ZIP codes', () => {
    const states = new Map<string, number>();
    const places = random(11);
    for (let i = 0; i < 20_000; i++) {
      const { state, zip } = nationalPlace(places);
      expect(zip).toMatch(/^\d{5}$/);
      states.set(state, (states.get(state) ?? 0) + 1);
    }
    // California holds about 12% of people, Wyoming under 0.2%.
    expect((states.get('CA') ?? 0) / 20_000).toBeGreaterThan(0.1);
    expect((states.get('WY') ?? 0) / 20_000).toBeLessThan(0.005);
  });

  it('gives a clinician the credential of the primary taxonomy: no nurse or assistant with a physician code', () => {
    const rnd = random(11);
    let checked = 0;
    for (let i = 0; i < 3_000; i++) {
      const row = nationalRow(rnd, i, { aesthetic: 0.5 });
      if (row['Entity Type Code'] !== '1') continue;
      const primary = [1, 2]
        .filter((n) => row[`Healthcare Provider Primary Taxonomy Switch_${n}`] === 'Y')
        .map((n) => row[`Healthcare Provider Taxonomy Code_${n}`])[0];
      const credential = row['Provider Credential Text'] ?? '';
      if (primary?.startsWith('20')) expect(credential, primary).not.toMatch(/APRN|FNP|PA-C|\bNP\b/);
      if (primary?.startsWith('363L')) expect(credential).toMatch(/APRN/);
      if (primary?.startsWith('363A')) expect(credential).toBe('PA-C');
      checked++;
    }
    expect(checked).toBeGreaterThan(2_000);
  });

  it('keeps a row’s city, state and licence state together', () => {
    const row = nationalRow(random(3), 42, { aesthetic: 1 });
    if (!row['Entity Type Code']) return;
    expect(row['Provider Business Practice Location Address State Name']).toBe(
      row['Provider License Number State Code_1'],
    );
  });
});

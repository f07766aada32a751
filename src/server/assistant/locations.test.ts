import { describe, expect, it } from 'vitest';
import { findPlace } from './locations';

const label = (text: string) => {
  const q = findPlace(text);
  return q?.kind === 'place' ? q.place.label : (q?.kind ?? null);
};

describe('places in a find request', () => {
  it('reads a region of a state as the region or the state, never a town named after a direction', () => {
    expect(label('botox in north virginia')).toBe('Northern Virginia');
    expect(label('lip filler northern VA')).toBe('Northern Virginia');
    expect(label('rhinoplasty in west texas')).toBe('Texas');
    expect(label('lipo in southern california')).toBe('California');
    expect(label('cirujano plástico en el norte de Virginia')).toBe('Virginia');
  });

  it('keeps states whose names start with a direction', () => {
    expect(label('botox in North Carolina')).toBe('North Carolina');
    expect(label('lipo in West Virginia')).toBe('West Virginia');
    expect(label('botox in South Dakota')).toBe('South Dakota');
    expect(label('South Bend botox')).toBe('South Bend, IN');
    expect(label('west palm beach botox')).toBe('West Palm Beach, FL');
  });

  it('does not read a drug maker or a nationality as a town, and finds the real place beside it', () => {
    expect(label('mounjaro by Lilly')).toBeNull();
    expect(label('ozempic from Lilly near Pittsburgh')).toBe('Pittsburgh, PA');
    expect(label('is the Canadian price cheaper for ozempic')).toBeNull();
    expect(label('filler in Canadian pharmacies')).toBeNull();
  });
});

describe('insurers, brands and chains are not towns', () => {
  it('does not read an insurer or a financing company as the small town of that name', () => {
    expect(label('ok what if i go outside kaiser')).toBeNull();
    expect(label('plastic surgeon in sacramento that takes kaiser')).toBe('Sacramento, CA');
    expect(label('anyone in network with Aetna?')).toBeNull();
    expect(label('do they take cherry or carecredit in austin')).toBe('Austin, TX');
    expect(label('filler in cherry hill nj')).toBe('Cherry Hill, NJ');
  });

  it('still reads the town when a state comes with it', () => {
    expect(label('lip filler in kaiser, mo')).toBe('Kaiser, MO');
  });
});

import { describe, expect, it } from 'vitest';
import { findPlaceInText, lookupZip, milesBetween, resolvePlace, stateOf, suggestPlaces } from './index';

describe('resolvePlace: a search box holding a place as people type it', () => {
  it.each([
    ['33139', '33139 (Miami Beach, FL)'],
    ['33139-4021', '33139 (Miami Beach, FL)'],
    ['Miami Florida', 'Miami, FL'],
    ['miami fl', 'Miami, FL'],
    ['Miami, FL, USA', 'Miami, FL'],
    ['Pasadena, CA', 'Pasadena, CA'],
    ['pasadena tx', 'Pasadena, TX'],
    ['NYC', 'New York, NY'],
    ['new york ny', 'New York, NY'],
    ['philly', 'Philadelphia, PA'],
    ['Vegas', 'Las Vegas, NV'],
    ['st. louis', 'Saint Louis, MO'],
    ['ft lauderdale', 'Fort Lauderdale, FL'],
    ['Mt Vernon, NY', 'Mount Vernon, NY'],
    ['Billings, MT', 'Billings, MT'],
    ['MT', 'Montana'],
    ['pasedena ca', 'Pasadena, CA'],
    ['huston', 'Houston, TX'],
    ['portland me', 'Portland, ME'],
    ['Portland', 'Portland, OR'],
    ['Texas', 'Texas'],
    ['tx', 'Texas'],
    ['Boise', 'Boise, ID'],
    ['San José, CA', 'San Jose, CA'],
  ])('%s → %s', (typed, label) => {
    expect(resolvePlace(typed)?.label).toBe(label);
  });

  // Reference points: each city hall. A city's point must sit within a few miles of it — a label test alone let
  // one misplaced registry ZIP carry New York City 50 miles out onto Long Island.
  it.each([
    ['NYC', 40.7128, -74.006],
    ['Los Angeles, CA', 34.0537, -118.2428],
    ['Chicago', 41.8837, -87.6319],
    ['Houston', 29.7604, -95.3698],
    ['Miami, FL', 25.7617, -80.1918],
    ['Pasadena, CA', 34.1478, -118.1445],
    ['Seattle', 47.6036, -122.3294],
    ['Washington, DC', 38.8951, -77.0364],
  ])('puts %s where it is', (typed, latitude, longitude) => {
    const place = resolvePlace(typed);
    expect(place).not.toBeNull();
    expect(milesBetween(place!, { latitude, longitude })).toBeLessThan(10);
  });

  it('knows a whole state from a city and gives coordinates inside it', () => {
    const fl = resolvePlace('florida');
    expect(fl?.kind).toBe('state');
    expect(fl?.latitude).toBeGreaterThan(24);
    expect(fl?.latitude).toBeLessThan(31);
  });

  it.each(['99999', 'asdfgh', 'Tijuana', ''])('says nothing for %j', (typed) => {
    expect(resolvePlace(typed)).toBeNull();
  });
});

describe('findPlaceInText: a place inside what a patient wrote', () => {
  it.each([
    ['my friend had a bbl in miami this morning and shes really confused', 'Miami, FL'],
    ['botox near 90210??', '90210 (Beverly Hills, CA)'],
    ['any good injectors around austin tx?', 'Austin, TX'],
    ['best surgeon in la for a revision rhino', 'Los Angeles, CA'],
    ['cuanto cuesta el botox en Miami', 'Miami, FL'],
    ['i live in a small town near Boise Idaho', 'Boise, ID'],
    ['breast aug in pasadena ca, is 8k normal', 'Pasadena, CA'],
    ['surgeon in Mobile, AL', 'Mobile, AL'],
    ['Dr. Austin in Dallas', 'Dallas, TX'],
    ['im in nyc for work till june', 'New York, NY'],
    ['any good injectors near salt lake', 'Salt Lake City, UT'],
    ['what about in providence', 'Providence, RI'],
  ])('%s → %s', (text, label) => {
    expect(findPlaceInText(text)?.label).toBe(label);
  });

  it.each([
    'how much is a tummy tuck',
    'tell me about dr. jackson',
    'i have hope it heals',
    'my lips feel tight and my face is swollen',
    'the quote was 10000 dollars',
    'in pain after lipo, is that normal',
    'es normal tener la cara hinchada',
  ])('finds no place in %j', (text) => {
    expect(findPlaceInText(text)).toBeNull();
  });
});

describe('autocomplete and helpers', () => {
  it('suggests the biggest places first', () => {
    expect(suggestPlaces('pasa', 2).map((p) => p.label)).toEqual(['Pasadena, CA', 'Pasadena, TX']);
    expect(suggestPlaces('miami, fl', 1).map((p) => p.label)).toEqual(['Miami, FL']);
    expect(suggestPlaces('9021', 3).every((p) => p.zip?.startsWith('9021'))).toBe(true);
  });

  it('reads ZIP codes, states and distances', () => {
    expect(lookupZip('10001')?.city).toBe('New York');
    expect(stateOf('new mexico')).toEqual({ code: 'NM', name: 'New Mexico' });
    const miami = resolvePlace('miami fl');
    const fll = resolvePlace('fort lauderdale fl');
    if (!miami || !fll) throw new Error('both places are in the gazetteer');
    expect(milesBetween(miami, fll)).toBeGreaterThan(15);
    expect(milesBetween(miami, fll)).toBeLessThan(35);
  });
});

import { describe, expect, it } from 'vitest';
import { homeCardSvg, type ProviderCard, procedureCardSvg, providerCardSvg } from './cards';
import { clipForLayout, wrapText } from './font-metrics';
import { fontMetrics, type Weight } from './fonts';
import { renderPng } from './render-png';

interface DrawnText {
  x: number;
  y: number;
  size: number;
  width: number;
  content: string;
  anchor: string;
}

const WEIGHTS: Record<string, Weight> = { '400': 'regular', '600': 'semibold', '700': 'bold' };

const fromXml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Every <text> of a card with where it starts and how wide Inter sets it. */
function texts(svg: string): DrawnText[] {
  return [...svg.matchAll(/<text ([^>]*)>(.*?)<\/text>/g)].map(([, attrs, inner]) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
    const content = fromXml(inner.replace(/<[^>]+>/g, ''));
    const size = Number(attr('font-size'));
    const spacing = Number(attr('letter-spacing') ?? 0);
    const width =
      fontMetrics(WEIGHTS[attr('font-weight')!]).measure(content, size) + spacing * [...content].length;
    return {
      x: Number(attr('x')),
      y: Number(attr('y')),
      size,
      width,
      content,
      anchor: attr('text-anchor') ?? 'start',
    };
  });
}

const provider: ProviderCard = {
  displayName: 'Dr. Ana Li',
  credentials: 'MD',
  specialty: 'Dermatology',
  practiceName: 'Li Dermatology',
  city: 'Austin',
  state: 'TX',
  verified: true,
  boardCertified: true,
  rating: 4.8,
  reviewCount: 1,
  photo: null,
  initials: 'AL',
  host: 'truself.example',
};

const LONG = {
  displayName: 'Dr. Maximiliana Alexandria Montgomery-Whitfield-Vanderbilt',
  credentials: 'MD, PhD, FACS, FAAD',
  specialty: 'Facial Plastic and Reconstructive Surgery and Cosmetic Dermatology',
  practiceName: 'The Montgomery-Whitfield Center for Advanced Aesthetic and Reconstructive Medicine',
  city: 'Rancho Santa Margarita Heights',
};

describe('share card text', () => {
  it('keeps every line of a very long provider card inside its column, the name on two lines ending in an ellipsis', () => {
    const svg = providerCardSvg({ ...provider, ...LONG, verified: false, rating: null, reviewCount: 0 });
    const column = texts(svg).filter((t) => t.x >= 72 && t.x < 200 && t.y > 120 && t.y < 540);
    // The portrait's ring starts at x = 926 - 160.
    for (const line of column) expect(line.x + line.width, line.content).toBeLessThanOrEqual(926 - 160 - 20);
    const name = column.filter((t) => t.size >= 50);
    expect(name).toHaveLength(2);
    expect(name[1].content.endsWith('…')).toBe(true);
    expect(column.map((t) => t.content)).toContain('No reviews yet');
    expect(svg).not.toContain('>Verified<');
    for (const t of texts(svg))
      expect(t.x + (t.anchor === 'start' ? t.width : 0)).toBeLessThanOrEqual(1200 - 72);
  });

  it('sets a short provider card whole: name, practice, city, rating and both credentials', () => {
    const all = texts(providerCardSvg(provider)).map((t) => t.content);
    expect(all).toEqual(
      expect.arrayContaining([
        'DERMATOLOGY',
        'Dr. Ana Li, MD',
        'Li Dermatology',
        'Austin, TX',
        '4.8',
        '· 1 review',
        'Board certified',
        'Verified',
        'truself.example',
      ]),
    );
    expect(all.join(' ')).not.toContain('…');
  });

  it('escapes names for the SVG', () => {
    const svg = providerCardSvg({
      ...provider,
      displayName: 'Dr. <Jo> & "Sam"',
      practiceName: "O'Neil & Co",
    });
    expect(svg).toContain('Dr. &lt;Jo&gt; &amp; &quot;Sam&quot;, MD');
    expect(svg).toContain('O&#39;Neil &amp; Co');
  });

  it('wraps a long procedure name to two lines within the card and keeps the cost panel whole', () => {
    const svg = procedureCardSvg({
      name: 'Revision Bariatric Surgery after Previous Gastric Banding, Sleeve Gastrectomy or Gastric Bypass',
      category: 'Weight-Loss Surgery',
      summary: 'A second operation that corrects or converts an earlier weight-loss surgery. '.repeat(4),
      costMin: 20000,
      costMax: 40000,
      costUnit: 'total',
      host: 'truself.example',
    });
    const drawn = texts(svg);
    for (const t of drawn)
      expect(t.x + (t.anchor === 'start' ? t.width : 0), t.content).toBeLessThanOrEqual(1128);
    const title = drawn.filter((t) => t.size >= 50);
    expect(title).toHaveLength(2);
    expect(title[1].content.endsWith('…')).toBe(true);
    expect(drawn.map((t) => t.content)).toContain('$20,000 – $40,000');
  });

  it('sets the home card from the hero title and subtitle, cut to fit when an admin writes long ones', () => {
    const long = homeCardSvg({
      title:
        'Find trusted aesthetic, cosmetic and wellness providers near you with verified reviews and costs',
      subtitle: 'Every word here matters. '.repeat(20),
      host: 'truself.example',
    });
    const drawn = texts(long);
    for (const t of drawn)
      expect(t.x + (t.anchor === 'start' ? t.width : 0), t.content).toBeLessThanOrEqual(1128);
    expect(drawn.filter((t) => t.content.endsWith('…'))).toHaveLength(2);
    const short = texts(homeCardSvg({ title: 'Find Your Provider', subtitle: 'Short.', host: 'h' })).map(
      (t) => t.content,
    );
    expect(short).toEqual(expect.arrayContaining(['Find Your Provider', 'Short.']));
  });
});

describe('share cards for fields of any length', () => {
  // An imported row or an admin's text may be far longer than any line: the card is laid out from what fits.
  const HUGE = 'A'.repeat(100_000);
  const HUGE_WORDS = 'Aesthetic '.repeat(10_000);

  it.each([
    ['one 100,000-character word', HUGE],
    ['100,000 characters of words', HUGE_WORDS],
  ])('draws a provider card whose every field is %s, cut with an ellipsis', async (_what, long) => {
    const svg = providerCardSvg({
      ...provider,
      displayName: long,
      credentials: long,
      specialty: long,
      practiceName: long,
      city: long,
      state: long,
    });
    expect(svg.length).toBeLessThan(20_000);
    const drawn = texts(svg);
    const name = drawn.filter((t) => t.size >= 50 && t.x === 72);
    expect(name).toHaveLength(2);
    expect(name[1].content.endsWith('…')).toBe(true);
    // The name's last line, the specialty and the place (the practice, named like the provider, is not repeated).
    expect(drawn.filter((t) => t.content.endsWith('…')).length).toBeGreaterThanOrEqual(3);
    for (const t of drawn)
      expect(t.x + (t.anchor === 'start' ? t.width : 0), t.content.slice(0, 40)).toBeLessThanOrEqual(
        1200 - 72,
      );
    const png = await renderPng(svg);
    expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });

  it('draws procedure and home cards from 100,000-character text', () => {
    const procedure = procedureCardSvg({
      name: HUGE_WORDS,
      category: HUGE,
      summary: HUGE_WORDS,
      costMin: 1,
      costMax: 2,
      costUnit: 'total',
      host: 'truself.example',
    });
    const home = homeCardSvg({ title: HUGE, subtitle: HUGE_WORDS, host: 'truself.example' });
    for (const svg of [procedure, home]) {
      expect(svg.length).toBeLessThan(20_000);
      expect(texts(svg).some((t) => t.content.endsWith('…'))).toBe(true);
    }
  });

  it('cuts text before laying it out, to what the lines could ever show', () => {
    const clipped = clipForLayout(`  ${HUGE_WORDS}`, 20, 100, 2);
    expect(clipped.clipped).toBe(true);
    expect(clipped.text.length).toBeLessThan(200);
    expect(clipped.text.startsWith('Aesthetic Aesthetic')).toBe(true);
    expect(clipForLayout(' a  b\n c ', 20, 100, 2)).toEqual({ text: 'a b c', clipped: false });
  });
});

describe('wrapText', () => {
  const inter = fontMetrics('regular');

  it('breaks at spaces, breaks a word longer than the line inside it, and marks cut text with an ellipsis', () => {
    expect(wrapText(inter, 'one two three', 20, 1000, 2)).toEqual({
      lines: ['one two three'],
      truncated: false,
    });
    const narrow = wrapText(inter, 'one two three', 20, 80, 3);
    expect(narrow).toEqual({ lines: ['one two', 'three'], truncated: false });
    const word = wrapText(inter, 'Supercalifragilisticexpialidocious', 20, 120, 3);
    expect(word.lines.length).toBeGreaterThan(1);
    expect(word.lines.join('')).toBe('Supercalifragilisticexpialidocious');
    const cut = wrapText(inter, 'a b c d e f g h i j k l m n o p', 20, 60, 2);
    expect(cut.truncated).toBe(true);
    expect(cut.lines).toHaveLength(2);
    expect(cut.lines[1].endsWith('…')).toBe(true);
    for (const line of cut.lines) expect(inter.measure(line, 20)).toBeLessThanOrEqual(60);
  });

  it('measures from the font: wide letters take more room than narrow ones', () => {
    expect(inter.measure('WWWW', 20)).toBeGreaterThan(inter.measure('iiii', 20) * 2);
    expect(inter.measure('Hello', 40)).toBeCloseTo(inter.measure('Hello', 20) * 2, 5);
  });
});

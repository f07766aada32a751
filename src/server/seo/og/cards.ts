import { dropUndrawn } from '@shared/undrawn';
import { type FontMetrics, fitLine, wrapText } from './font-metrics';
import { CARD_HEIGHT, CARD_WIDTH } from './og-images';
import { fontMetrics, WEIGHT_VALUES, type Weight } from './fonts';

// The share cards (Open Graph images) as SVG, 1200×630, in the brand's colours (src/client/styles.css).
const C = {
  brand900: '#1a423f',
  brand800: '#1b4f4b',
  brand700: '#1d625c',
  brand600: '#217a71',
  brand500: '#2f978b',
  brand300: '#7dcfc2',
  brand200: '#b0e4da',
  brand100: '#d7f2ed',
  white: '#ffffff',
  star: '#f4b740',
};

const PAD = 72;
/** The footer's hairline and its text's baseline: content stays above the line. */
const FOOTER_RULE = 544;
const FOOTER_BASELINE = 584;

// Characters that draw nothing are dropped: XML cannot hold most of them, and one pasted into a hero title or carried
// in by an import would stop the renderer from reading the card.
const esc = (s: string) =>
  dropUndrawn(s).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

interface TextStyle {
  size: number;
  weight: Weight;
  fill: string;
  opacity?: number;
  letterSpacing?: number;
  anchor?: 'start' | 'end' | 'middle';
}

function text(x: number, y: number, content: string, style: TextStyle) {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    'font-family="Inter"',
    `font-size="${style.size}"`,
    `font-weight="${WEIGHT_VALUES[style.weight]}"`,
    `fill="${style.fill}"`,
    style.opacity !== undefined ? `fill-opacity="${style.opacity}"` : '',
    style.letterSpacing ? `letter-spacing="${style.letterSpacing}"` : '',
    style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
  ];
  return `<text ${attrs.filter(Boolean).join(' ')}>${esc(content)}</text>`;
}

/** Measuring that counts letter spacing, for the spaced-out capitals of the small labels. */
function spaced(metrics: FontMetrics, letterSpacing: number): FontMetrics {
  return { measure: (s, size) => metrics.measure(s, size) + [...s].length * letterSpacing };
}

/**
 * The largest of `sizes` at which `content` fits in `maxLines` lines; at the smallest, the last line is cut with an
 * ellipsis.
 */
function headline(content: string, weight: Weight, sizes: number[], maxWidth: number, maxLines: number) {
  const metrics = fontMetrics(weight);
  for (const size of sizes) {
    const wrapped = wrapText(metrics, content, size, maxWidth, maxLines);
    if (!wrapped.truncated || size === sizes[sizes.length - 1]) return { size, lines: wrapped.lines };
  }
  throw new Error('no sizes given');
}

/** The logo from the site header: the teal tile with the T and dot, and "Tru" + "Self". */
function logo(x: number, y: number, tile: number) {
  const k = tile / 32;
  const size = Math.round(tile * 0.72);
  const baseline = y + tile / 2 + size * 0.36;
  return `<g transform="translate(${x} ${y}) scale(${k})">
  <rect width="32" height="32" rx="8" fill="${C.brand600}"/>
  <rect width="32" height="32" rx="8" fill="none" stroke="${C.white}" stroke-opacity="0.18"/>
  <path d="M9 11h14M16 11v12" stroke="${C.white}" stroke-width="3.2" stroke-linecap="round"/>
  <circle cx="23" cy="22" r="2.2" fill="${C.brand300}"/>
</g>
<text x="${x + tile * 1.33}" y="${baseline}" font-family="Inter" font-size="${size}" font-weight="700" letter-spacing="-0.5" fill="${C.white}">Tru<tspan fill="${C.brand300}">Self</tspan></text>`;
}

/** Deep teal with a soft light at (`glowX`, `glowY`), fractions of the card, where the eye should go. */
function background(glowX: number, glowY: number) {
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.brand900}"/>
    <stop offset="0.55" stop-color="${C.brand800}"/>
    <stop offset="1" stop-color="${C.brand700}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="0.55">
    <stop offset="0" stop-color="${C.brand500}" stop-opacity="0.55"/>
    <stop offset="1" stop-color="${C.brand500}" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow)"/>`;
}

/** The address line at the bottom left, under a hairline. */
function footer(host: string, right?: string) {
  const y = FOOTER_BASELINE;
  return `<rect x="${PAD}" y="${FOOTER_RULE}" width="${CARD_WIDTH - 2 * PAD}" height="1" fill="${C.white}" fill-opacity="0.14"/>
${text(PAD, y, host, { size: 22, weight: 'semibold', fill: C.white, opacity: 0.72 })}
${right ? text(CARD_WIDTH - PAD, y, right, { size: 22, weight: 'regular', fill: C.brand200, opacity: 0.85, anchor: 'end' }) : ''}`;
}

/** The card's text alternative: a sentence, never the whole of a field however long. */
const LABEL_MAX = 300;

function svg(body: string, label: string) {
  const head = [...label.slice(0, 2 * LABEL_MAX)];
  const short = head.length > LABEL_MAX ? `${head.slice(0, LABEL_MAX - 1).join('')}…` : label;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" role="img" aria-label="${esc(short)}">
${body}
</svg>`;
}

function starPath(cx: number, cy: number, r: number) {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return `M${points.join(' L')} Z`;
}

/**
 * Five stars, filled in gold to the rating (a 4.3 fills four and a third). The partly filled star takes a gradient
 * with a hard stop rather than a clip path, which would cost the renderer a full-card layer.
 */
function stars(x: number, y: number, size: number, rating: number) {
  const gap = size * 0.22;
  const width = 5 * size + 4 * gap;
  const value = Math.max(0, Math.min(5, rating));
  const whole = Math.floor(value);
  const part = value - whole;
  const star = (i: number) => starPath(x + size / 2 + i * (size + gap), y + size / 2, size / 2);
  const indices = [0, 1, 2, 3, 4];
  const gold = indices.filter((i) => i < whole).map(star);
  const empty = indices.filter((i) => i > whole || (i === whole && part === 0)).map(star);
  const partial = part > 0 && whole < 5 ? star(whole) : null;
  const left = x + whole * (size + gap);
  return {
    width,
    svg: `${gold.length ? `<path d="${gold.join(' ')}" fill="${C.star}"/>` : ''}
${empty.length ? `<path d="${empty.join(' ')}" fill="${C.white}" fill-opacity="0.22"/>` : ''}
${
  partial
    ? `<linearGradient id="star-part" gradientUnits="userSpaceOnUse" x1="${left}" y1="0" x2="${left + size}" y2="0">
  <stop offset="${part.toFixed(3)}" stop-color="${C.star}"/><stop offset="${part.toFixed(3)}" stop-color="${C.white}" stop-opacity="0.22"/>
</linearGradient>
<path d="${partial}" fill="url(#star-part)"/>`
    : ''
}`,
  };
}

function pill(x: number, y: number, label: string, icon: 'check' | 'shield' | 'spark' | 'dollar') {
  const size = 22;
  const width = fontMetrics('semibold').measure(label, size) + 2 * 22 + 30;
  const h = 50;
  const icons = {
    check: `<path d="M${x + 22} ${y + 25} l6 6 l12 -13" fill="none" stroke="${C.brand300}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`,
    shield: `<path d="M${x + 31} ${y + 12} l10 4 v8 c0 7 -4.5 11 -10 13 c-5.5 -2 -10 -6 -10 -13 v-8 z" fill="none" stroke="${C.brand300}" stroke-width="2.8" stroke-linejoin="round"/>`,
    spark: `<path d="M${x + 31} ${y + 11} l3.2 10.8 l10.8 3.2 l-10.8 3.2 l-3.2 10.8 l-3.2 -10.8 l-10.8 -3.2 l10.8 -3.2 z" fill="${C.brand300}"/>`,
    dollar: `<text x="${x + 31}" y="${y + 33}" font-family="Inter" font-size="24" font-weight="700" fill="${C.brand300}" text-anchor="middle">$</text>`,
  };
  return {
    width,
    svg: `<rect x="${x}" y="${y}" width="${width.toFixed(1)}" height="${h}" rx="${h / 2}" fill="${C.white}" fill-opacity="0.08" stroke="${C.white}" stroke-opacity="0.2"/>
${icons[icon]}
${text(x + 52, y + 33, label, { size, weight: 'semibold', fill: C.white, opacity: 0.92 })}`,
  };
}

export interface ProviderCard {
  displayName: string;
  credentials: string;
  specialty: string;
  /** Null when the profile names no practice (an unclaimed NPI registry record). */
  practiceName: string | null;
  city: string;
  state: string;
  verified: boolean;
  boardCertified: boolean;
  rating: number | null;
  reviewCount: number;
  /** A data: URL of the headshot (PNG, JPEG or SVG), or null for the monogram. */
  photo: string | null;
  initials: string;
  host: string;
}

export function providerCardSvg(card: ProviderCard): string {
  const cx = 926;
  const cy = 282;
  const r = 152;
  const columnWidth = cx - r - 56 - PAD;
  const name = card.credentials ? `${card.displayName}, ${card.credentials}` : card.displayName;
  const title = headline(name, 'bold', [66, 58, 50], columnWidth, 2);
  const lineHeight = Math.round(title.size * 1.12);
  const eyebrowStyle = { size: 21, weight: 'semibold' as const, fill: C.brand300, letterSpacing: 2.4 };
  const eyebrow = fitLine(
    spaced(fontMetrics('semibold'), eyebrowStyle.letterSpacing),
    card.specialty.toUpperCase(),
    eyebrowStyle.size,
    columnWidth,
  );
  const practiceName = card.practiceName?.trim() ?? '';
  const showPractice = practiceName !== '' && practiceName.toLowerCase() !== card.displayName.toLowerCase();
  const practice = showPractice ? fitLine(fontMetrics('regular'), practiceName, 30, columnWidth) : null;
  const place = fitLine(fontMetrics('regular'), `${card.city}, ${card.state}`, 28, columnWidth - 34);

  // The block (label, name, practice, place, rating) is centred between the logo and the footer.
  const heights = [34, title.lines.length * lineHeight + 6, practice ? 46 : 0, 46, 78];
  const blockHeight = heights.reduce((a, b) => a + b, 0);
  let y = Math.round(132 + (FOOTER_RULE - 24 - 132 - blockHeight) / 2);
  const parts: string[] = [];
  parts.push(text(PAD, y + 21, eyebrow, eyebrowStyle));
  y += heights[0];
  title.lines.forEach((line, i) => {
    parts.push(
      text(PAD, y + title.size * 0.96 + i * lineHeight, line, {
        size: title.size,
        weight: 'bold',
        fill: C.white,
        letterSpacing: -1,
      }),
    );
  });
  y += heights[1];
  if (practice) {
    parts.push(text(PAD, y + 34, practice, { size: 30, weight: 'regular', fill: C.brand100, opacity: 0.92 }));
    y += heights[2];
  }
  // Map pin, then the city.
  parts.push(
    `<path d="M${PAD + 11} ${y + 36} c-6 -7 -10 -11.5 -10 -17 a10 10 0 0 1 20 0 c0 5.5 -4 10 -10 17 z" fill="none" stroke="${C.brand300}" stroke-width="2.6" stroke-linejoin="round"/><circle cx="${PAD + 11}" cy="${y + 19}" r="3.4" fill="${C.brand300}"/>`,
    text(PAD + 34, y + 31, place, { size: 28, weight: 'regular', fill: C.white, opacity: 0.82 }),
  );
  y += heights[3];
  const rowY = y + 24;
  if (card.rating !== null && card.reviewCount > 0) {
    const row = stars(PAD, rowY, 30, card.rating);
    const score = card.rating.toFixed(1);
    const scoreX = PAD + row.width + 16;
    const scoreWidth = fontMetrics('bold').measure(score, 30);
    const reviews = `${card.reviewCount.toLocaleString('en-US')} ${card.reviewCount === 1 ? 'review' : 'reviews'}`;
    parts.push(
      row.svg,
      text(scoreX, rowY + 27, score, { size: 30, weight: 'bold', fill: C.white }),
      text(scoreX + scoreWidth + 12, rowY + 27, `· ${reviews}`, {
        size: 26,
        weight: 'regular',
        fill: C.white,
        opacity: 0.72,
      }),
    );
  } else {
    parts.push(
      text(PAD, rowY + 27, 'No reviews yet', { size: 26, weight: 'regular', fill: C.white, opacity: 0.72 }),
    );
  }

  const portrait = card.photo
    ? // A circle filled with the photo as a pattern: a clip path would cost a full-card layer.
      `<pattern id="portrait" patternUnits="userSpaceOnUse" x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}">
  <rect width="${2 * r}" height="${2 * r}" fill="${C.brand100}"/>
  <image width="${2 * r}" height="${2 * r}" preserveAspectRatio="xMidYMid slice" xlink:href="${esc(card.photo)}"/>
</pattern>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#portrait)"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.brand600}"/>
${text(cx, cy + 40, card.initials || '•', { size: 112, weight: 'bold', fill: C.brand100, anchor: 'middle', letterSpacing: -2 })}`;
  const badges: string[] = [];
  const badge = (bx: number, by: number, inner: string) =>
    `<circle cx="${bx}" cy="${by}" r="31" fill="${C.brand500}" stroke="${C.brand900}" stroke-width="6"/>${inner}`;
  if (card.verified) {
    const bx = Math.round(cx + r * 0.7);
    const by = Math.round(cy + r * 0.7);
    badges.push(
      badge(
        bx,
        by,
        `<path d="M${bx - 12} ${by + 1} l8 8 l16 -17" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
      ),
    );
  }
  // Credentials as pills, centred under the portrait.
  const wanted: [string, 'check' | 'shield'][] = [];
  if (card.boardCertified) wanted.push(['Board certified', 'shield']);
  if (card.verified) wanted.push(['Verified', 'check']);
  const widths = wanted.map(([label, icon]) => pill(0, 0, label, icon).width);
  let pillX = cx - (widths.reduce((a, w) => a + w, 0) + Math.max(0, wanted.length - 1) * 12) / 2;
  const credentialsPills = wanted.map(([label, icon], i) => {
    const drawn = pill(pillX, cy + r + 36, label, icon).svg;
    pillX += widths[i] + 12;
    return drawn;
  });

  return svg(
    `${background(0.78, 0.45)}
<circle cx="${cx}" cy="${cy}" r="${r + 34}" fill="none" stroke="${C.brand300}" stroke-opacity="0.16" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="${r + 74}" fill="none" stroke="${C.brand300}" stroke-opacity="0.08" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="${C.white}" fill-opacity="0.95"/>
${portrait}
${badges.join('\n')}
${credentialsPills.join('\n')}
${logo(PAD, 60, 48)}
${parts.join('\n')}
${footer(card.host)}`,
    `${name}, ${card.specialty} in ${card.city}, ${card.state}, on TruSelf`,
  );
}

export interface ProcedureCard {
  name: string;
  category: string;
  summary: string;
  costMin: number;
  costMax: number;
  /** "total", "per session", "per area"… */
  costUnit: string;
  host: string;
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

export function procedureCardSvg(card: ProcedureCard): string {
  const width = CARD_WIDTH - 2 * PAD;
  // One line when a size allows it; a long name takes two, smaller.
  const oneLine = headline(card.name, 'bold', [76, 68, 60], width - 40, 1);
  const fitsOnOne = fontMetrics('bold').measure(card.name, oneLine.size) <= width - 40;
  const title = fitsOnOne ? oneLine : headline(card.name, 'bold', [62, 54], width - 40, 2);
  const lineHeight = Math.round(title.size * 1.1);
  const eyebrowStyle = { size: 21, weight: 'semibold' as const, fill: C.brand300, letterSpacing: 2.4 };
  const eyebrow = fitLine(
    spaced(fontMetrics('semibold'), eyebrowStyle.letterSpacing),
    card.category.toUpperCase(),
    eyebrowStyle.size,
    width,
  );
  // The cost panel sits above the footer; the summary gets the lines left between it and the name.
  const panelY = FOOTER_RULE - 26 - 100;
  const titleTop = 190;
  const summaryTop = titleTop + title.lines.length * lineHeight + 18;
  const summaryLines = Math.max(0, Math.min(2, Math.floor((panelY - 24 - summaryTop) / 40)));
  const summary = summaryLines
    ? wrapText(fontMetrics('regular'), card.summary, 28, width - 120, summaryLines).lines
    : [];

  const parts: string[] = [text(PAD, titleTop - 22, eyebrow, eyebrowStyle)];
  title.lines.forEach((line, i) => {
    parts.push(
      text(PAD, titleTop + title.size * 0.95 + i * lineHeight, line, {
        size: title.size,
        weight: 'bold',
        fill: C.white,
        letterSpacing: -1.5,
      }),
    );
  });
  summary.forEach((line, i) => {
    parts.push(
      text(PAD, summaryTop + 30 + i * 40, line, {
        size: 28,
        weight: 'regular',
        fill: C.brand100,
        opacity: 0.88,
      }),
    );
  });

  const cost = `${usd(card.costMin)} – ${usd(card.costMax)}`;
  const costSize = 46;
  const costWidth = spaced(fontMetrics('bold'), -0.5).measure(cost, costSize);
  const unit = card.costUnit;
  const unitWidth = fontMetrics('regular').measure(unit, 24);
  const panelWidth = Math.max(costWidth + unitWidth + 14, 260) + 64;
  parts.push(
    `<rect x="${PAD}" y="${panelY}" width="${panelWidth.toFixed(1)}" height="100" rx="20" fill="${C.white}" fill-opacity="0.08" stroke="${C.white}" stroke-opacity="0.18"/>`,
    text(PAD + 32, panelY + 36, 'TYPICAL COST', {
      size: 17,
      weight: 'semibold',
      fill: C.brand300,
      letterSpacing: 2.2,
    }),
    text(PAD + 32, panelY + 82, cost, { size: costSize, weight: 'bold', fill: C.white, letterSpacing: -0.5 }),
    text(PAD + 32 + costWidth + 14, panelY + 82, unit, {
      size: 24,
      weight: 'regular',
      fill: C.white,
      opacity: 0.72,
    }),
  );

  const guide = pill(0, 0, 'Procedure guide', 'spark');
  return svg(
    `${background(0.95, 0.1)}
<circle cx="1130" cy="80" r="230" fill="none" stroke="${C.brand300}" stroke-opacity="0.10" stroke-width="2"/>
<circle cx="1130" cy="80" r="330" fill="none" stroke="${C.brand300}" stroke-opacity="0.06" stroke-width="2"/>
${logo(PAD, 60, 48)}
${pill(CARD_WIDTH - PAD - guide.width, 59, 'Procedure guide', 'spark').svg}
${parts.join('\n')}
${footer(card.host, 'Costs, recovery, risks and questions to ask')}`,
    `${card.name}: typical cost ${cost} ${unit}, a TruSelf procedure guide`,
  );
}

export interface HomeCard {
  title: string;
  subtitle: string;
  host: string;
}

export function homeCardSvg(card: HomeCard): string {
  const width = CARD_WIDTH - 2 * PAD;
  const title = headline(card.title, 'bold', [80, 70, 60], width - 60, 2);
  const lineHeight = Math.round(title.size * 1.08);
  const subtitle = wrapText(fontMetrics('regular'), card.subtitle, 30, width - 140, 2);
  const parts: string[] = [];
  let y = 176;
  title.lines.forEach((line, i) => {
    parts.push(
      text(PAD, y + title.size * 0.95 + i * lineHeight, line, {
        size: title.size,
        weight: 'bold',
        fill: C.white,
        letterSpacing: -1.8,
      }),
    );
  });
  y += title.lines.length * lineHeight + 26;
  subtitle.lines.forEach((line, i) => {
    parts.push(
      text(PAD, y + 30 + i * 42, line, { size: 30, weight: 'regular', fill: C.brand100, opacity: 0.88 }),
    );
  });
  let x = PAD;
  for (const [label, icon] of [
    ['Verified providers', 'check'],
    ['Sourced costs', 'dollar'],
    ['Answers from TruGPT', 'spark'],
  ] as const) {
    const p = pill(x, 466, label, icon);
    parts.push(p.svg);
    x += p.width + 14;
  }
  return svg(
    `${background(0.92, 0.05)}
<circle cx="1120" cy="60" r="210" fill="none" stroke="${C.brand300}" stroke-opacity="0.12" stroke-width="2"/>
<circle cx="1120" cy="60" r="300" fill="none" stroke="${C.brand300}" stroke-opacity="0.08" stroke-width="2"/>
<circle cx="1120" cy="60" r="390" fill="none" stroke="${C.brand300}" stroke-opacity="0.05" stroke-width="2"/>
${logo(PAD, 60, 52)}
${parts.join('\n')}
${footer(card.host, 'Research procedures · Compare providers')}`,
    `TruSelf: ${card.title}`,
  );
}

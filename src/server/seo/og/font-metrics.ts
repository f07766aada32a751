/**
 * Advance widths read from a TrueType font (head, hhea, hmtx and cmap tables), so card text can be wrapped and cut
 * before it is drawn. Kerning is left out: Inter's kerning only narrows text, so a measured line never overflows.
 */
export interface FontMetrics {
  /** Width of `text` at `size` px. */
  measure(text: string, size: number): number;
}

export function readFontMetrics(font: Uint8Array): FontMetrics {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    tables.set(tag, view.getUint32(at + 8));
  }
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`font has no ${tag} table`);
    return at;
  };
  const unitsPerEm = view.getUint16(table('head') + 18);
  const longMetrics = view.getUint16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOf = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, longMetrics - 1));
  const glyphOf = readCmap(view, table('cmap'));
  // Characters the font lacks are drawn by a fallback font or not at all; an "M" keeps the estimate generous.
  const missing = advanceOf(glyphOf('M'.codePointAt(0)!) ?? 0);
  const widths = new Map<number, number>();
  const widthOf = (codePoint: number) => {
    let width = widths.get(codePoint);
    if (width === undefined) {
      const glyph = glyphOf(codePoint);
      width = glyph ? advanceOf(glyph) : missing;
      widths.set(codePoint, width);
    }
    return width;
  };
  return {
    measure(text, size) {
      let units = 0;
      for (const ch of text) units += widthOf(ch.codePointAt(0)!);
      return (units * size) / unitsPerEm;
    },
  };
}

/** Code point → glyph id, from the Unicode cmap subtable (format 12 when present, else format 4). */
function readCmap(view: DataView, cmap: number): (codePoint: number) => number | undefined {
  const subtables = view.getUint16(cmap + 2);
  let format4: number | undefined;
  for (let i = 0; i < subtables; i++) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const encoding = view.getUint16(cmap + 6 + i * 8);
    const at = cmap + view.getUint32(cmap + 8 + i * 8);
    const format = view.getUint16(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) return format12(view, at);
    if (format === 4) format4 ??= at;
  }
  if (format4 === undefined) throw new Error('font has no Unicode cmap');
  return format4Lookup(view, format4);
}

function format12(view: DataView, at: number) {
  const groups = view.getUint32(at + 12);
  return (codePoint: number) => {
    let lo = 0;
    let hi = groups - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const g = at + 16 + mid * 12;
      const start = view.getUint32(g);
      const end = view.getUint32(g + 4);
      if (codePoint < start) hi = mid - 1;
      else if (codePoint > end) lo = mid + 1;
      else return view.getUint32(g + 8) + (codePoint - start) || undefined;
    }
    return undefined;
  };
}

function format4Lookup(view: DataView, at: number) {
  const segments = view.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const offsets = deltas + segments * 2;
  return (codePoint: number) => {
    if (codePoint > 0xffff) return undefined;
    for (let i = 0; i < segments; i++) {
      if (codePoint > view.getUint16(ends + i * 2)) continue;
      const start = view.getUint16(starts + i * 2);
      if (codePoint < start) return undefined;
      const delta = view.getInt16(deltas + i * 2);
      const offsetAt = offsets + i * 2;
      const offset = view.getUint16(offsetAt);
      if (offset === 0) return (codePoint + delta) & 0xffff || undefined;
      const glyph = view.getUint16(offsetAt + offset + (codePoint - start) * 2);
      return glyph === 0 ? undefined : (glyph + delta) & 0xffff || undefined;
    }
    return undefined;
  };
}

/**
 * No visible glyph in Inter is narrower than 0.15 em (its three weights, U+0021–U+2FFF), so `maxLines` lines of
 * `maxWidth` px hold fewer than maxLines × maxWidth ÷ (size × MIN_ADVANCE_EM) characters; 0.12 leaves a margin.
 * Marks that take no width count too, so a name stacked with thousands of them is cut like a long one.
 */
const MIN_ADVANCE_EM = 0.12;

/**
 * `text` with its whitespace flattened, cut to the most characters the lines could ever show, so laying out a
 * 100,000-character name costs what laying out a line does. `clipped` says something was cut.
 */
export function clipForLayout(text: string, size: number, maxWidth: number, maxLines = 1) {
  const most = Math.ceil((maxLines * maxWidth) / (size * MIN_ADVANCE_EM)) + 1;
  // Look no further than the characters that could be kept (a run of spaces counts once), then flatten.
  let end = 0;
  let kept = 0;
  let space = false;
  while (end < text.length && kept <= most) {
    const isSpace = /\s/.test(text[end]);
    if (!isSpace || !space) kept++;
    space = isSpace;
    end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  }
  const flat = text.slice(0, end).replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > most || end < text.length
    ? { text: chars.slice(0, most).join(''), clipped: true }
    : { text: flat, clipped: false };
}

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth`, at spaces (or anywhere inside a word longer
 * than a line). Text that does not fit ends in an ellipsis on the last line.
 */
export function wrapText(
  metrics: FontMetrics,
  text: string,
  size: number,
  maxWidth: number,
  maxLines: number,
): { lines: string[]; truncated: boolean } {
  const fits = (line: string) => metrics.measure(line, size) <= maxWidth;
  const shown = clipForLayout(text, size, maxWidth, maxLines);
  const words = shown.text.split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  while (i < words.length && lines.length < maxLines) {
    const word = words[i];
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      i++;
    } else if (line) {
      lines.push(line);
      line = '';
    } else {
      // One word wider than the whole line: break it where it stops fitting.
      const chars = [...word];
      let n = chars.length - 1;
      while (n > 1 && !fits(chars.slice(0, n).join(''))) n--;
      lines.push(chars.slice(0, n).join(''));
      words[i] = chars.slice(n).join('');
    }
  }
  // The loop stops with a line still open only when every word went in, and then a line is free for it.
  if (line) lines.push(line);
  const truncated = shown.clipped || i < words.length;
  if (truncated && lines.length > 0) {
    const last = lines.length - 1;
    lines[last] = withEllipsis(metrics, `${lines[last]} ${words.slice(i).join(' ')}`, size, maxWidth);
  }
  return { lines, truncated };
}

/**
 * `text` cut to fit `maxWidth`, ending in an ellipsis: after the last whole word that fits when that keeps most of
 * the line, else mid-word.
 */
export function withEllipsis(metrics: FontMetrics, whole: string, size: number, maxWidth: number) {
  const text = clipForLayout(whole, size, maxWidth).text;
  const fits = (s: string) => metrics.measure(`${s}…`, size) <= maxWidth;
  const tidy = (s: string) => s.replace(/[\s,;:·–—-]+$/, '');
  const words = text.split(' ');
  for (let n = words.length - 1; n > 0; n--) {
    const head = tidy(words.slice(0, n).join(' '));
    if (!fits(head)) continue;
    if (metrics.measure(head, size) >= maxWidth * 0.6) return `${head}…`;
    break;
  }
  const chars = [...text];
  while (chars.length > 0 && !fits(tidy(chars.join('')))) chars.pop();
  return `${tidy(chars.join(''))}…`;
}

/** One line: the text as is when it fits, else cut with an ellipsis. */
export function fitLine(metrics: FontMetrics, text: string, size: number, maxWidth: number) {
  const { text: flat, clipped } = clipForLayout(text, size, maxWidth);
  return !clipped && metrics.measure(flat, size) <= maxWidth
    ? flat
    : withEllipsis(metrics, flat, size, maxWidth);
}

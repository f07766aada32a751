import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type FontMetrics, readFontMetrics } from './font-metrics';

// The cards are set in Inter, from an npm package that ships TTF files (the renderer reads TrueType, not WOFF), so
// every install draws the same letters without system fonts.
const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`@expo-google-fonts/inter/${name}/Inter_${name}.ttf`);

export const FONT_FILES = {
  regular: fontFile('400Regular'),
  semibold: fontFile('600SemiBold'),
  bold: fontFile('700Bold'),
} as const;

export type Weight = keyof typeof FONT_FILES;

export const WEIGHT_VALUES: Record<Weight, number> = { regular: 400, semibold: 600, bold: 700 };

const metrics = new Map<Weight, FontMetrics>();

/** Measuring for one of the three weights the cards use (read from the font file once). */
export function fontMetrics(weight: Weight): FontMetrics {
  let found = metrics.get(weight);
  if (!found) {
    found = readFontMetrics(fs.readFileSync(FONT_FILES[weight]));
    metrics.set(weight, found);
  }
  return found;
}

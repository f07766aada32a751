import { renderAsync } from '@resvg/resvg-js';
import { FONT_FILES } from './fonts';

/** The SVG as a PNG of its own size, drawn by resvg off the main thread, with the cards' fonts only. */
export async function renderPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: {
      loadSystemFonts: false,
      fontFiles: Object.values(FONT_FILES),
      defaultFontFamily: 'Inter',
      sansSerifFamily: 'Inter',
      serifFamily: 'Inter',
    },
    logLevel: 'off',
  });
  return new Uint8Array(image.asPng());
}

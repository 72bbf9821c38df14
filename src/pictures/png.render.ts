import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

/** DejaVu Sans from the `dejavu-fonts-ttf` npm package (Bitstream Vera licence): the same glyphs on every machine. */
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONT_FILES = [join(FONT_DIR, 'DejaVuSans.ttf'), join(FONT_DIR, 'DejaVuSans-Bold.ttf')];

/** Discord shows embed images up to about 400 px high and scales wider ones down: 1200 px wide stays sharp on every screen. */
export const PNG_WIDTH = 1200;

/**
 * An SVG picture as PNG, `PNG_WIDTH` pixels wide. resvg ships its binary in
 * an npm package; system fonts are never loaded, so a PNG looks the same
 * wherever it is rendered. Laying out the text takes most of the 0.1–0.3 s
 * a picture costs (bench/pictures.bench.ts), so it runs on libuv's thread
 * pool, never on the event loop.
 */
export async function renderPng(svg: string, width = PNG_WIDTH): Promise<Buffer> {
  const options: ResvgRenderOptions = {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
    background: '#0b1020',
  };
  return (await renderAsync(svg, options)).asPng();
}

/** Width and height of a PNG from its IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

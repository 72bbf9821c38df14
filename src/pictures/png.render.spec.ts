import { existsSync } from 'node:fs';
import { FONT_FILES, pngSize, renderPng } from './png.render.js';
import { svgDocument, txt } from './svg/svg.markup.js';

const picture = (label: string) => svgDocument(400, 100, {}, txt(20, 60, label, { 'font-size': 32, fill: '#ffffff' }));

describe('PNG rendering', () => {
  it('uses the DejaVu font shipped by npm, so text is drawn without any system font', async () => {
    for (const file of FONT_FILES) expect(existsSync(file)).toBe(true);
    const blank = await renderPng(picture(''));
    const text = await renderPng(picture('Größe'));
    expect(text.equals(blank)).toBe(false);
    expect((await renderPng(picture('Größe'))).equals(text)).toBe(true);
  });

  it('is 1200 px wide, the height keeping the aspect, and starts with the PNG signature', async () => {
    const png = await renderPng(picture('x'));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(png)).toEqual({ width: 1200, height: 300 });
  });
});

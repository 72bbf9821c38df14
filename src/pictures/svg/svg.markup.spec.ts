import { el, escapeXml, num, txt } from './svg.markup.js';

describe('SVG markup', () => {
  it('escapes text and attributes, so a name from a request cannot become markup', () => {
    expect(escapeXml(`<script>"a" & 'b'</script>`)).toBe('&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;');
    expect(txt(1, 2, '<b>')).toBe('<text x="1" y="2">&lt;b&gt;</text>');
    expect(el('g', { 'data-id': '"><script>' })).toBe('<g data-id="&quot;&gt;&lt;script&gt;"/>');
  });

  it('writes numbers the same way everywhere: two decimals, no -0, attributes without a value left out', () => {
    expect([num(1 / 3), num(-0.001), num(2), num(1e-7), num(123.456)]).toEqual(['0.33', '0', '2', '0', '123.46']);
    expect(el('rect', { x: 0.125, y: null, width: undefined, fill: 'red' })).toBe('<rect x="0.13" fill="red"/>');
  });
});

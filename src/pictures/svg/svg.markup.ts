/**
 * A few helpers to write SVG as text. Pictures are compared byte for byte
 * (the twin-state test, ETags), so every number is written the same way on
 * every machine: rounded to two decimals, no exponent, no "-0".
 */
export type Attrs = Readonly<Record<string, string | number | null | undefined>>;

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function num(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== null && e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`)
    .join('');
}

/** An element; `children` are already markup. */
export function el(name: string, a: Attrs = {}, ...children: readonly string[]): string {
  return children.length ? `<${name}${attrs(a)}>${children.join('')}</${name}>` : `<${name}${attrs(a)}/>`;
}

/** A text element; its content is escaped. */
export function txt(x: number, y: number, content: string, a: Attrs = {}): string {
  return `<text${attrs({ x, y, ...a })}>${escapeXml(content)}</text>`;
}

export function points(ps: readonly { readonly x: number; readonly y: number }[]): string {
  return ps.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

/** The font every picture names; the PNG renderer loads exactly this font (DejaVu, from npm). */
const FONT = 'DejaVu Sans';

/** The outer element: a fixed pixel size and viewBox, the font, and data attributes clients may read. */
export function svgDocument(width: number, height: number, data: Attrs, ...body: readonly string[]): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${num(width)} ${num(height)}`,
      'font-family': `${FONT}, sans-serif`,
      ...data,
    },
    ...body,
  );
}

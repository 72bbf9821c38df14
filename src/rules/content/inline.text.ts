/**
 * Inline markup as the seeds carry it: `**bold**`, `*italic*`, `***both***`, and `\*` for a printed star.
 * Plain text drops the markup (for search); Markdown keeps it as is (Discord reads the same syntax).
 */

const STAR = '\u0000';

export function toPlain(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\\\*/g, STAR)
    .replace(/\*+/g, '')
    .replace(new RegExp(STAR, 'g'), '*')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** True when every `**` opens and closes; a stray one means an extraction repair is missing. */
export function boldBalanced(text: string): boolean {
  const marks = text.replace(/\\\*/g, '').match(/\*\*/g) ?? [];
  return marks.length % 2 === 0;
}

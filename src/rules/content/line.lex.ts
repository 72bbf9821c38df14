/** Turns a section's lines into tokens: paragraphs, bullet items, numbered steps and figure captions. */

export type BulletMarker = 'dash' | 'dot' | 'endash' | 'glyph';
export type StepKind = 'arabic' | 'roman' | 'letter' | 'lroman' | 'legend';

export interface SeedLine {
  /** 1-based line number in the repaired seed. */
  no: number;
  text: string;
}

interface TokenBase {
  line: number;
  indent: number;
  /** Blank lines before this one inside the section; 0 means it continues the line above. */
  gapBefore: number;
}

export type Token =
  | (TokenBase & { t: 'para'; text: string; example: boolean })
  | (TokenBase & { t: 'item'; marker: BulletMarker; text: string })
  | (TokenBase & { t: 'step'; kind: StepKind; num: string; label?: string; text: string })
  | (TokenBase & { t: 'figure'; text: string });

export interface LexOptions {
  /** "I Rekrutierungssymbol:", "II. Der Stapel …" are sub-steps. */
  romanSteps: boolean;
  /** `lower`: "a." steps and "i." sub-steps (play guide); `upper`: "A." figure legends (Armada). */
  letterSteps: 'lower' | 'upper' | 'none';
  /** Steps whose lead-in ends in a colon without bold ("1. Würfeln: Man addiert …"). */
  plainLabels: boolean;
  /** The Rules Reference lost some "☞" bullet glyphs and kept only the space after them. */
  leadingSpaceBullets: boolean;
  /** Exact caption lines, or `heuristic`: a short line that does not end a sentence. */
  captions: 'heuristic' | readonly string[];
}

const BULLET = /^([-•–*])\s+(.*)$/;
const GLYPH = /^[☞☒]\s+(.*)$/;
const ARABIC = /^(\d{1,2})\.\s+(.*)$/;
const ROMAN = /^(IV|V|I{1,3})(?:\.|\*\*)?\s+(.*)$/;
const LETTER = /^([a-h])\.\s+(.*)$/;
const LROMAN = /^(iv|v|i{1,3})\.\s+(.*)$/;
const LEGEND = /^([A-Z])\.\s+(.*)$/;
const BOLD_LABEL = /^\*\*([^*]+?)\*\*\s*(.*)$/;
const PLAIN_LABEL = /^([^.:!?*„“]{2,60}?:)\s+(.*)$/;
const EXAMPLE = /^\*Beispiel:[^*]*\*$/;
const TRAILING_EXAMPLE = /^(.*?[.!?])\s+(\*Beispiel:[^*]+\*)$/;

function isHeuristicCaption(s: string): boolean {
  if (s.length > 100 || /^(\d+\.|[-•–*☞☒])\s/.test(s)) return false;
  const end = s.replace(/[)*“”"\s]+$/, '');
  return !/[.!?:]$/.test(end);
}

function stepOf(s: string, opts: LexOptions): { kind: StepKind; num: string; rest: string } | undefined {
  const tries: Array<[StepKind, RegExp, boolean]> = [
    ['arabic', ARABIC, true],
    ['roman', ROMAN, opts.romanSteps],
    ['letter', LETTER, opts.letterSteps === 'lower'],
    ['lroman', LROMAN, opts.letterSteps === 'lower'],
    ['legend', LEGEND, opts.letterSteps === 'upper'],
  ];
  for (const [kind, re, on] of tries) {
    const m = on ? re.exec(s) : null;
    if (m) return { kind, num: m[1] ?? '', rest: m[2] ?? '' };
  }
  return undefined;
}

function labelOf(rest: string, opts: LexOptions): { label?: string; text: string } {
  const bold = BOLD_LABEL.exec(rest);
  if (bold) return { label: bold[1], text: bold[2] ?? '' };
  const plain = opts.plainLabels ? PLAIN_LABEL.exec(rest) : null;
  if (plain && (plain[1] ?? '').split(' ').length <= 6) return { label: plain[1], text: plain[2] ?? '' };
  return { text: rest };
}

export function lex(lines: readonly SeedLine[], opts: LexOptions): Token[] {
  const tokens: Token[] = [];
  let gap = 0;
  for (const { no, text } of lines) {
    const raw = text.replace(/\s+$/, '');
    if (raw.trim() === '') {
      gap++;
      continue;
    }
    // The first line of a section counts as set off by a blank line, like a heading's first paragraph.
    const base: TokenBase = { line: no, indent: raw.length - raw.trimStart().length, gapBefore: tokens.length === 0 ? 1 : gap };
    gap = 0;
    let s = raw.trim().replace(/[ \t\u00a0]{2,}/g, ' ');
    const isCaption = opts.captions === 'heuristic' ? isHeuristicCaption(s) : opts.captions.includes(s);
    if (isCaption) {
      tokens.push({ ...base, t: 'figure', text: s });
      continue;
    }
    let marker: BulletMarker | undefined;
    const bullet = BULLET.exec(s);
    if (bullet) {
      marker = bullet[1] === '•' ? 'dot' : bullet[1] === '–' ? 'endash' : 'dash';
      s = bullet[2] ?? '';
    } else if (s === '-') {
      continue;
    }
    const glyph = GLYPH.exec(s);
    if (glyph && (marker === undefined || marker === 'dash')) {
      marker = 'glyph';
      s = glyph[1] ?? '';
    } else if (marker === undefined && opts.leadingSpaceBullets && base.indent === 1) {
      marker = 'glyph';
    }
    const step = stepOf(s, opts);
    if (step && marker !== 'glyph') {
      tokens.push({ ...base, t: 'step', kind: step.kind, num: step.num, ...labelOf(step.rest, opts) });
    } else if (marker !== undefined) {
      tokens.push({ ...base, t: 'item', marker, text: s });
    } else {
      const trailing = TRAILING_EXAMPLE.exec(s);
      if (trailing) {
        tokens.push({ ...base, t: 'para', text: trailing[1] ?? '', example: false });
        tokens.push({ ...base, gapBefore: 1, t: 'para', text: trailing[2] ?? '', example: true });
      } else {
        tokens.push({ ...base, t: 'para', text: s, example: EXAMPLE.test(s) });
      }
    }
  }
  return tokens;
}

/**
 * Repairs of the text extraction's damage. Every targeted repair must match exactly as often as
 * stated, so a changed seed makes the build fail instead of silently skipping a repair.
 */

export interface Repair {
  find: string;
  replace: string;
  /** How often `find` occurs in the seed; defaults to 1. */
  times?: number;
  why: string;
}

/** A word the seed misspells where the books print it correctly elsewhere (docs/rules-content.md, "Spelling"). */
export const misspelling = (find: string, replace: string, times = 1): Repair => ({
  find,
  replace,
  times,
  why: 'a misspelling; the books print the word correctly elsewhere (docs/rules-content.md, "Spelling")',
});

export interface Joined {
  from: string;
  to: string;
}

export interface Repaired {
  text: string;
  problems: string[];
  /** Words the generic hyphen repair joined, in order. */
  joined: Joined[];
}

export function applyRepairs(text: string, repairs: readonly Repair[]): { text: string; problems: string[] } {
  const problems: string[] = [];
  let out = text;
  for (const r of repairs) {
    const count = out.split(r.find).length - 1;
    const want = r.times ?? 1;
    if (count !== want) problems.push(`repair "${r.find.slice(0, 60)}" matched ${count}×, expected ${want}× (${r.why})`);
    else out = out.split(r.find).join(r.replace);
  }
  return { text: out, problems };
}

/** German coordination ("Boden- und Weltraum-Taktikkarten") keeps its hyphen and space. */
const COORDINATION = /^(und|oder|bzw|sowie)$/i;
/** Hyphenated compounds the language really writes with a lower-case second part. */
const KEEP_LEFT = /^nicht$/i;
const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;

function isLetter(c: string | undefined): boolean {
  return c !== undefined && LETTER.test(c);
}

function wordBefore(s: string, end: number): string {
  let i = end;
  while (i > 0 && isLetter(s[i - 1])) i--;
  return s.slice(i, end);
}

function wordAfter(s: string, from: number): string {
  let j = from;
  while (j < s.length && isLetter(s[j])) j++;
  return s.slice(from, j);
}

/**
 * Words the extraction split at a line-break hyphen: "Rebellen- spieler", "Rebellen-spieler" →
 * "Rebellenspieler"; "Weltraum- Taktikkarten" → "Weltraum-Taktikkarten" (the compound keeps its hyphen).
 * Looks only at the hyphens, because letter classes in a regular expression over the whole seed were slow.
 */
export function joinSplitWords(text: string): { text: string; joined: Joined[] } {
  const joined: Joined[] = [];
  const cuts: Array<{ at: number; length: number }> = [];
  for (let h = text.indexOf('-'); h >= 0; h = text.indexOf('-', h + 1)) {
    const left = wordBefore(text, h);
    const spaced = text[h + 1] === ' ';
    const right = wordAfter(text, h + (spaced ? 2 : 1));
    const before = text[h - left.length - 1];
    if (left === '' || right === '') continue;
    if (spaced && !COORDINATION.test(right)) {
      const keepHyphen = UPPER.test(right[0] as string);
      cuts.push(keepHyphen ? { at: h + 1, length: 1 } : { at: h, length: 2 });
      joined.push({ from: `${left}- ${right}`, to: keepHyphen ? `${left}-${right}` : `${left}${right}` });
    } else if (!spaced && left.length >= 3 && right.length >= 2 && LOWER.test(right[0] as string) && before !== '-' && !KEEP_LEFT.test(left)) {
      cuts.push({ at: h, length: 1 });
      joined.push({ from: `${left}-${right}`, to: `${left}${right}` });
    }
  }
  let out = '';
  let from = 0;
  for (const cut of cuts) {
    out += text.slice(from, cut.at);
    from = cut.at + cut.length;
  }
  return { text: out + text.slice(from), joined };
}

/**
 * Markdown hard breaks ("two spaces, newline") inside captions: the line goes on, and a word broken
 * at the break is joined like any other split word.
 */
export function joinHardBreaks(text: string): string {
  return text
    .replace(/(\S)- {2}\n(\S)/g, '$1- $2')
    .replace(/\/ {2}\n(\S)/g, '/$1')
    .replace(/(\S) {2}\n(\S)/g, '$1 $2');
}

const CIRCLED_CAPITAL = 0x24b6;

/** Formula markup the extraction put around numbers and icons: `$3 + 4 = 7$` → `3 + 4 = 7`. */
export function unwrapFormulas(text: string): string {
  const formula = /(\(?)( ?)\$\s*([^$\n]+?)\s*\$(?: (?=-))?( ?)(\)?)/g;
  return text.replace(formula, (_m, open: string, before: string, body: string, after: string, close: string) => {
    const inner = body
      .replace(/\\textcircled\{([A-Z])\}/g, (_: string, c: string) => String.fromCodePoint(CIRCLED_CAPITAL + c.charCodeAt(0) - 65))
      .replace(/\\text\{\s*([^}]*?)\s*\}/g, ' $1 ')
      .replace(/\s+/g, ' ')
      .trim();
    return open ? `(${inner}${close ? ')' : after}` : `${before}${inner}${close ? ')' : after}`;
  });
}

/**
 * Bold lead-ins whose opening stars the extraction dropped: "- 1. Anführer zurückbeordern:** Alle …"
 * → "- 1. **Anführer zurückbeordern:** Alle …"; "- I** Der …" (a bold numeral with no label) → "- I Der …".
 */
export function restoreBoldLeadIns(text: string): { text: string; count: number } {
  let count = 0;
  const out = text
    .replace(/^(\s*(?:- )?(?:\d+\.\s+|(?:I|II|III|IV)\s+)?)([^*\n]{1,80}?:)\*\*/gm, (_m, head: string, label: string) => {
      count++;
      return `${head}**${label}**`;
    })
    .replace(/^(\s*- )(I|II|III|IV)\*\* /gm, (_m, head: string, numeral: string) => {
      count++;
      return `${head}${numeral} `;
    });
  return { text: out, count };
}

export function repairSeed(
  text: string,
  repairs: readonly Repair[],
  options: { splitWords: boolean; hardBreaks: boolean },
): Repaired {
  const targeted = applyRepairs(text.replace(/\r\n/g, '\n'), repairs);
  let out = restoreBoldLeadIns(unwrapFormulas(options.hardBreaks ? joinHardBreaks(targeted.text) : targeted.text)).text;
  let joined: Joined[] = [];
  if (options.splitWords) ({ text: out, joined } = joinSplitWords(out));
  return { text: out, problems: targeted.problems, joined };
}

/** The index of the Rebellion Rules Reference: "Transportbedarf (siehe Einheiten bewegen) ..... 04". */
import type { SeedLine } from './line.lex.js';

export interface RawIndexLine {
  term: string;
  see?: string;
  page: number;
}

const ENTRY = /^(.+?)(?:\s*\(siehe ([^)]+)\))?[.\s]*\t\s*(\d+)\s*$/;
const LETTER = /^[A-ZÄÖÜ]\t/;

export function parseIndex(lines: readonly SeedLine[]): { entries: RawIndexLine[]; problems: string[] } {
  const entries: RawIndexLine[] = [];
  const problems: string[] = [];
  for (const { no, text } of lines.slice(1)) {
    if (text.trim() === '' || LETTER.test(text)) continue;
    const m = ENTRY.exec(text);
    if (!m) {
      problems.push(`index line ${no} not understood: ${text}`);
      continue;
    }
    const see = m[2];
    entries.push({ term: (m[1] ?? '').trim(), ...(see === undefined ? {} : { see: see.trim() }), page: Number(m[3]) });
  }
  return { entries, problems };
}

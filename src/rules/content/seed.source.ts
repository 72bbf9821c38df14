import { existsSync, readFileSync } from 'node:fs';

/** The seed copies in `src/rules/seeds/`, unchanged from the originals. */
export const SEEDS = {
  rulesReference: '000_00da16afd61c7fe8.txt',
  riseOfTheEmpire: '001_f37ae90b683a3cfb.txt',
  rebelsAttack: '002_ed1181bb6875be04.txt',
  playGuide: '003_3e12d94f97fc8943.txt',
  armada: '004_8d5f1de108a80c9c.txt',
} as const;

export type SeedName = (typeof SEEDS)[keyof typeof SEEDS];

/**
 * Next to this module in the source tree; from a compiled `dist/src/rules/content/` the repository's
 * `src/rules/seeds/`, because tsc does not copy text files.
 */
const PLACES = [new URL('../seeds/', import.meta.url), new URL('../../../../src/rules/seeds/', import.meta.url)];

export function readSeed(name: SeedName): string {
  const place = PLACES.find((p) => existsSync(new URL(name, p))) ?? (PLACES[0] as URL);
  return readFileSync(new URL(name, place), 'utf8');
}

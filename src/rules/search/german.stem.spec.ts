import { readFileSync } from 'node:fs';
import { germanStem } from './german.stem.js';

/**
 * german.stem.golden.tsv: every folded, non-stop word of the glossary with the stem Postgres 15's
 * `german` dictionary gives it (`SELECT w, ts_lexize('german_stem', w)`), written once from the
 * local Postgres 15. PGlite's Postgres 18 stems 29 of these words differently ("regeln",
 * "staffeln", "system"), which is why the stemmer runs in TypeScript.
 */
const golden = readFileSync(new URL('./german.stem.golden.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split('\t') as [string, string]);

describe('germanStem', () => {
  it('stems every word of the glossary as Postgres 15 does', () => {
    expect(golden.length).toBeGreaterThan(2900);
    const differ = golden.filter(([word, stem]) => germanStem(word) !== stem).map(([w, s]) => `${w}: ${germanStem(w)} ≠ ${s}`);
    expect(differ).toEqual([]);
  });

  it.each([
    ['aufeinanderfolgenden', 'aufeinanderfolg'],
    ['auffälligen', 'auffall'],
    ['kategorischen', 'kategor'],
    ['kätzchens', 'katzch'],
    ['bedürfnissen', 'bedurfnis'],
    ['derbsten', 'derb'],
    ['rückzug', 'ruckzug'],
    ['ruckzug', 'ruckzug'],
    ['feuer', 'feu'],
    ['großkampfschiffe', 'grosskampfschiff'],
  ])('%s → %s', (word, stem) => {
    expect(germanStem(word)).toBe(stem);
  });
});

/**
 * German strong and irregular verbs whose forms no ending rule reaches: questions say "abgeworfen",
 * "gezogen", "nimmt", the rulebooks "abwerfen", "ziehen", "nehmen" (`verbVariants` in
 * `search.analyze.ts`). Folded spellings (`text.fold.ts`: ß → ss, umlauts dropped); a participle
 * may follow a separable particle ("ab" + "geworfen" is "abwerfen"). The verbs are those of the
 * games' rules: throwing and drawing, taking and hitting, moving, winning and losing, attacking.
 */

/** Participle → infinitive. Verbs whose participle carries no "ge-" ("gewonnen", "verloren") are listed whole. */
export const STRONG_PARTICIPLES: ReadonlyMap<string, string> = new Map([
  ['geworfen', 'werfen'],
  ['gezogen', 'ziehen'],
  ['genommen', 'nehmen'],
  ['getroffen', 'treffen'],
  ['geschossen', 'schiessen'],
  ['gegangen', 'gehen'],
  ['geflogen', 'fliegen'],
  ['gefahren', 'fahren'],
  ['gegeben', 'geben'],
  ['gegriffen', 'greifen'],
  ['geschlagen', 'schlagen'],
  ['gehalten', 'halten'],
  ['gelegen', 'liegen'],
  ['gekommen', 'kommen'],
  ['gestanden', 'stehen'],
  ['gestorben', 'sterben'],
  ['geholfen', 'helfen'],
  ['gesehen', 'sehen'],
  ['gelaufen', 'laufen'],
  ['getragen', 'tragen'],
  ['geblieben', 'bleiben'],
  ['gefunden', 'finden'],
  ['gebracht', 'bringen'],
  ['geschoben', 'schieben'],
  ['gewesen', 'sein'],
  ['gewonnen', 'gewinnen'],
  ['verloren', 'verlieren'],
  ['begonnen', 'beginnen'],
  ['entschieden', 'entscheiden'],
  ['verschoben', 'verschieben'],
  ['vertrieben', 'vertreiben'],
]);

/** Present-tense forms that change their vowel ("wirft", "nimmt"), → infinitive. */
export const IRREGULAR_PRESENT: ReadonlyMap<string, string> = new Map([
  ['wirft', 'werfen'],
  ['nimmt', 'nehmen'],
  ['trifft', 'treffen'],
  ['halt', 'halten'],
  ['stirbt', 'sterben'],
  ['hilft', 'helfen'],
  ['sieht', 'sehen'],
]);

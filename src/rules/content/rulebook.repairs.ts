/** Targeted repairs of the Rebellion Rules Reference (seed 000); docs/rules-content.md explains each. */
import { misspelling, type Repair } from './text.repair.js';

export const RULEBOOK_REPAIRS: readonly Repair[] = [
  {
    find: '(d. h. Weltraum-\n\nTaktikkarten bei Weltraumschlachten',
    replace: '(d. h. Weltraum-Taktikkarten bei Weltraumschlachten',
    why: 'a page break split "Weltraum-Taktikkarten" into two paragraphs',
  },
  {
    find: 'können in\n\nder laufenden Gefechtsrunde',
    replace: 'können in der laufenden Gefechtsrunde',
    why: 'a page break split the sentence of step 5 "Einheiten zerstören" into two paragraphs',
  },
  {
    find: ' - **Mission erfolgreich:** Sofern',
    replace: '- 6. **Mission erfolgreich:** Sofern',
    why: 'the step lost its number 6: steps 3 and 5 send the reader on to "Schritt 6" (success) and "Schritt 7" (card back)',
  },
  {
    find: '- 6. Karte ablegen oder auf die Hand zurücknehmen:**',
    replace: '- 7. Karte ablegen oder auf die Hand zurücknehmen:**',
    why: 'the last step of "Missionen aufdecken" is the "Schritt 7" that step 5 refers to',
  },
  {
    find: 'Loyalität, Rebellenysteme, Entlegene',
    replace: 'Loyalität, Rebellensysteme, Entlegene',
    why: 'a dropped letter breaks the "Verwandte Themen" link to Rebellensysteme',
  },
  {
    find: 'Siegebedingungen\t11',
    replace: 'Siegbedingungen\t11',
    why: 'a stray letter breaks the index line for Siegbedingungen',
  },
  misspelling('Sympthie', 'Sympathie', 9),
  misspelling('Rebellenpieler', 'Rebellenspieler', 13),
  misspelling('Rebelleinheiten', 'Rebelleneinheiten'),
  misspelling('Rebellschiffe', 'Rebellenschiffe'),
  misspelling('Aktionstapel', 'Aktionsstapel'),
];

/** The golden rules box sits inside "Aktionskarten"; the entry goes on at this line. */
export const GOLDEN_RULES_BOX = { heading: 'DIE GOLDENEN REGELN', resumeAt: '- Die Fähigkeit wird nur auf das Gefecht angewendet' };

/** The one bullet whose level the layout lost: it explains "Gefechtsbeginn", the bullet above the box. */
export const RULEBOOK_DEPTHS: ReadonlyArray<{ startsWith: string; depth: number }> = [
  { startsWith: '- Die Fähigkeit wird nur auf das Gefecht angewendet', depth: 2 },
];

/** Icon labels whose icons the extraction dropped; they stay as figure captions. */
export const RULEBOOK_CAPTIONS: readonly string[] = ['Transportkapazität', 'Transportbedarf', 'Unbeweglichkeit', 'Rekrutierungssymbol'];

/** Pages the text itself states for entries the index does not list. */
export const RULEBOOK_PAGES: ReadonlyArray<{ key: string; page: number; quote: string }> = [
  { key: 'anhang-vollstaendiger-spielaufbau', page: 15, quote: 'Auf S. 15 wird der Spielaufbau noch einmal ausführlich beschrieben.' },
];

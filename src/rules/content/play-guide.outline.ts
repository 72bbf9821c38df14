/**
 * The English play guide (seed 003): its sections as English entries of `rebellion`, each linked to
 * the German Rules Reference entries that cover the same rules.
 */
import type { OutlineSection } from './outline.parse.js';

const de = (...slugs: string[]): string[] => slugs.map((s) => `rebellion:${s}`);

export const PLAY_GUIDE_OUTLINE: readonly OutlineSection[] = [
  { kind: 'entry', heading: 'GAME SETUP', counterpart: de('anhang-vollstaendiger-spielaufbau') },
  { kind: 'entry', heading: 'GOLDEN RULES', counterpart: de('die-goldenen-regeln') },
  { kind: 'entry', heading: 'CAPTURED LEADERS', counterpart: de('gefangene-anfuehrer', 'gefangene-anfuehrer-retten') },
  { kind: 'entry', heading: 'SABOTAGE MARKER', counterpart: de('sabotagemarker') },
  { kind: 'entry', heading: 'SUBJUGATION', counterpart: de('unterwerfung') },
  { kind: 'entry', heading: 'REVEALING THE REBEL BASE', counterpart: de('aufdecken-des-rebellenstuetzpunktes') },
  { kind: 'entry', heading: 'ESTABLISHING A NEW BASE', counterpart: de('errichtung-eines-neuen-stuetzpunktes') },
  { kind: 'entry', heading: 'IMMEDIATE WIN', counterpart: de('siegbedingungen') },
  { kind: 'entry', heading: 'ROUND SUMMARY', prefix: true, counterpart: de('runden') },
  { kind: 'entry', heading: 'Assignment Phase', prefix: true, keepLine: true, parent: 'round-summary', counterpart: de('zuweisungsphase') },
  {
    kind: 'entry',
    heading: 'Command Phase',
    prefix: true,
    keepLine: true,
    parent: 'round-summary',
    counterpart: de('kommandophase', 'systeme-aktivieren', 'missionen-aufdecken', 'bewegungen-in-und-aus-dem-rebellenstuetzpunkt'),
  },
  { kind: 'entry', heading: 'Refresh Phase', parent: 'round-summary', counterpart: de('auffrischphase') },
  { kind: 'entry', heading: 'COMBAT', prefix: true, counterpart: de('gefecht') },
  { kind: 'entry', heading: 'COMBAT ROUND', parent: 'combat', counterpart: de('gefecht', 'rueckzug', 'gefechtsende') },
  // The battle step box stands between steps 2 and 3 of the combat round; the round goes on after it.
  { kind: 'entry', heading: 'BATTLE STEP', parent: 'combat-round', resumeAt: '3. **Retreat [Admiral]**', counterpart: de('angriffe-abhandeln') },
];

/** Run-in headings of the round summary: a phase name at the start of a line after a blank line. */
export const PLAY_GUIDE_RUN_IN = ['Assignment Phase – ', 'Command Phase [', 'Refresh Phase'];

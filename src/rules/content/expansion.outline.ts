/**
 * "Aufstieg des Imperiums" (seed 001): which heading becomes which entry, where it hangs, and which
 * base entries of the Rules Reference its rules change. The Markdown heading levels of the seed are
 * unreliable ("TREFFER VERHINDERN" is printed inside "DYNAMISCHE GEFECHTE" but came out one level up).
 */
import type { OutlineSection } from './outline.parse.js';
import { misspelling, type Repair } from './text.repair.js';

const base = (...slugs: string[]): string[] => slugs.map((s) => `rebellion:${s}`);

export const EXPANSION_REPAIRS: readonly Repair[] = [
  { find: '\n**ANFÜHRERSYMBOL**  \n', replace: '\n- **ANFÜHRERSYMBOL**  \n', why: 'the three symbol captions are a legend: one list' },
  { find: '\n**KEIN SYMBOL**  \n', replace: '\n- **KEIN SYMBOL**  \n', why: 'the three symbol captions are a legend: one list' },
  { find: '\n**DARTH-VADER-SYMBOL**  \n', replace: '\n- **DARTH-VADER-SYMBOL**  \n', why: 'the three symbol captions are a legend: one list' },
  {
    find: '\nDie Einheitenfähigkeit des Schildgenerators',
    replace: '\n☒ Die Einheitenfähigkeit des Schildgenerators',
    why: 'the bullet glyph of this exception was lost between its siblings',
  },
  misspelling('Missionsskarten', 'Missionskarten'),
  misspelling('Sternenerstörer', 'Sternzerstörer'),
  misspelling('**NEGIIERT**', '**NEGIERT**'),
];

export const EXPANSION_CAPTIONS: readonly string[] = [
  'Darth-Vader-Symbol',
  'Jabba der Hutt hat 4 normale Fertigkeiten und 2 Sekundärfertigkeiten.',
  'Zielmarker der Karte „Außenposten stürmen“',
];

export const EXPANSION_OUTLINE: readonly OutlineSection[] = [
  { kind: 'entry', heading: 'AUFSTIEG DES IMPERIUMS' },
  { kind: 'entry', heading: 'INHALT', parent: 'aufstieg-des-imperiums' },
  { kind: 'entry', heading: 'ERWEITERUNGSKARTEN', parent: 'aufstieg-des-imperiums', changes: base('aktionskarten', 'missionskarten', 'sabotagemarker') },
  { kind: 'entry', heading: 'ERWEITERUNG', parent: 'aufstieg-des-imperiums' },
  {
    kind: 'entry',
    heading: 'SPIELAUFBAU',
    parent: 'erweiterung',
    changes: base('anhang-vollstaendiger-spielaufbau', 'zielkarten', 'taktikkarten', 'missionskarten'),
  },
  { kind: 'entry', heading: 'GRÜNE WÜRFEL', parent: 'erweiterung', changes: base('wuerfel', 'materialbeschraenkung') },
  { kind: 'entry', heading: 'SEKUNDÄRFERTIGKEITEN', parent: 'erweiterung', changes: base('fertigkeiten', 'missionen-aufdecken') },
  { kind: 'entry', heading: 'BEGRENZUNG DES FÜHRUNGSZENTRUMS', parent: 'erweiterung', changes: base('anfuehrer', 'rekrutieren') },
  { kind: 'entry', heading: 'ZIELMARKER', parent: 'erweiterung', changes: base('zielkarten') },
  { kind: 'entry', heading: 'ZIELMARKER ENTFERNEN', parent: 'zielmarker', changes: base('zielkarten', 'zerstoerte-systeme') },
  { kind: 'entry', heading: 'SOFORTIGE ZIELE', parent: 'zielmarker', changes: base('zielkarten') },
  { kind: 'entry', heading: 'EINHEITENFÄHIGKEITEN', parent: 'erweiterung', changes: base('einheiten') },
  {
    kind: 'entry',
    heading: 'SCHILDBUNKER',
    parent: 'einheitenfaehigkeiten',
    changes: base('todesstern', 'todesstern-zerstoeren', 'einheiten-stationieren', 'entlegene-systeme'),
  },
  { kind: 'entry', heading: 'INTERDICTOR', parent: 'einheitenfaehigkeiten', changes: base('rueckzug') },
  { kind: 'entry', heading: 'EINHEITEN BAUEN', parent: 'einheitenfaehigkeiten', changes: base('einheiten-bauen', 'auffrischphase') },
  { kind: 'entry', heading: 'GEBÄUDE ZERSTÖREN UND BEWEGEN', parent: 'erweiterung', changes: base('gebaeude', 'gefecht', 'einheiten-bewegen') },
  { kind: 'entry', heading: 'DYNAMISCHE GEFECHTE', parent: 'aufstieg-des-imperiums', changes: base('gefecht', 'taktikkarten') },
  { kind: 'entry', heading: 'EXPERTEN-TAKTIKKARTEN', parent: 'dynamische-gefechte', changes: base('taktikkarten', 'gefecht') },
  {
    kind: 'entry',
    heading: 'AKTION: ANFÜHRER-WIEDERHOLUNGSWÜRFEL',
    parent: 'dynamische-gefechte',
    changes: base('angriffe-abhandeln', 'anfuehrer', 'gefecht'),
  },
  { kind: 'entry', heading: 'TREFFER VERHINDERN', parent: 'dynamische-gefechte', changes: base('angriffe-abhandeln') },
  {
    kind: 'entry',
    heading: 'EINHEITEN BESCHÄDIGEN UND ZERSTÖREN',
    parent: 'dynamische-gefechte',
    changes: base('angriffe-abhandeln', 'schaden', 'zerstoerte-einheiten'),
  },
  { kind: 'entry', heading: 'SCHADEN ENTFERNEN', parent: 'dynamische-gefechte', changes: base('angriffe-abhandeln', 'schaden', 'wuerfel') },
  { kind: 'entry', heading: 'KARTEN NEGIEREN', parent: 'dynamische-gefechte', changes: base('taktikkarten') },
  {
    kind: 'entry',
    heading: 'SONSTIGE REGELN FÜR DYNAMISCHE GEFECHTE',
    parent: 'dynamische-gefechte',
    changes: base('taktikkarten', 'gefecht', 'angriffe-abhandeln'),
  },
  {
    kind: 'entry',
    heading: 'MISSIONSSETS WÄHLEN',
    parent: 'aufstieg-des-imperiums',
    changes: base('missionskarten', 'anhang-vollstaendiger-spielaufbau'),
    page: { page: 2, quote: '(siehe „Missionssets auswählen“ auf S. 02)' },
  },
  { kind: 'skip', heading: 'MITWIRKENDE', why: 'credits' },
  { kind: 'skip', heading: 'FANTASY FLIGHT GAMES', why: 'credits' },
  { kind: 'entry', heading: 'KLARSTELLUNGEN VON KARTENTEXTEN', parent: 'aufstieg-des-imperiums' },
  { kind: 'entry', heading: 'MISSION „UNTERWANDERUNG“', parent: 'klarstellungen-von-kartentexten', changes: base('missionen-aufdecken') },
  {
    kind: 'entry',
    heading: 'AKTIONSKARTEN „DURCHKÄMMT DAS GEBIET“ UND „GEHEIMBASIS“',
    parent: 'klarstellungen-von-kartentexten',
    changes: base('aktionskarten', 'suchdroidenkarten'),
  },
  { kind: 'skip', heading: 'ASMODEE NORDAMERIKA', why: 'credits' },
  { kind: 'skip', heading: 'LUCASFILM', why: 'credits' },
  { kind: 'skip', heading: 'TESTSPIELER', why: 'credits' },
  { kind: 'skip', heading: 'ASMODEE DEUTSCHLAND', why: 'credits' },
];

/**
 * How players say what the rulebooks call otherwise: colloquial words and synonyms (`say`) and the
 * rulebook's words they stand for (`mean`, as printed in the seeds). A query word found here also
 * searches the rulebook's words, at SYNONYM confidence, so the entry ranks by the rulebook's own
 * wording and the snippet shows the passage with it. `game` limits a pair to the game whose book
 * uses the word ("Jäger" are squadrons in Armada, a unit type in Rebellion).
 *
 * synonyms.data.spec.ts checks that every `mean` word occurs in its game's entries, so a pair can
 * never point at nothing, and that no `say` word is a stop word, which no query would keep.
 */
import type { GameId } from '../content/entry.model.js';

/**
 * Each pair records its basis, as the term pairs do (`terms.data.ts`): the `mean` side stands in the
 * game's entries (the spec checks it), but no book says that players call it the `say` words, so
 * every pair written from how players talk is `assumption: true`. A pair a rulebook prints both
 * sides of would name that place as `source` instead.
 */
export interface SynonymPair {
  readonly say: readonly string[];
  readonly mean: readonly string[];
  readonly game?: GameId;
  readonly source?: string;
  readonly assumption?: true;
}

const pair = (say: string[], mean: string[], game?: GameId): SynonymPair => ({ say, mean, ...(game === undefined ? {} : { game }), assumption: true });

export const SYNONYMS: readonly SynonymPair[] = [
  // Leaving a fight.
  pair(['abhauen', 'verschwinden', 'abziehen', 'fliehen', 'flucht', 'fluchten', 'abrucken', 'rausziehen', 'wegziehen'], ['Rückzug', 'zurückziehen'], 'rebellion'),
  // Hide-out, base.
  pair(['versteck', 'basis', 'hauptquartier', 'geheimbasis', 'lager', 'unterschlupf'], ['Stützpunkt', 'Rebellenstützpunkt']),
  pair(['verlegen', 'umziehen', 'verlagern'], ['neuen Stützpunkt', 'Errichtung'], 'rebellion'),
  pair(['gefunden', 'entdeckt', 'aufgeflogen', 'enttarnt'], ['aufgedeckt', 'Aufdecken']),
  // Broken, destroyed, killed.
  pair(['kaputt', 'hinuber', 'vernichtet', 'weggeschossen', 'abgeschossen', 'tot', 'sterben', 'stirbt', 'vernichten', 'kaputtmachen'], ['zerstört', 'zerstören']),
  pair(['planet', 'planeten', 'welt'], ['System']),
  // Rounds, fights, battles.
  pair(['kampfrunde', 'gefechtsrunde', 'schlachtrunde'], ['Gefechtsrunde', 'Runde'], 'rebellion'),
  pair(['kampfrunde', 'spielrunde'], ['Runde', 'Spielrunde'], 'armada'),
  pair(['kampf', 'kampfe', 'schlacht', 'fight'], ['Gefecht'], 'rebellion'),
  pair(['raumkampf', 'weltraumkampf', 'raumschlacht'], ['Weltraumschlacht', 'Weltraum'], 'rebellion'),
  pair(['bodenkampf', 'landkampf', 'bodengefecht'], ['Bodenschlacht', 'Boden'], 'rebellion'),
  pair(['schiessen', 'ballern', 'feuern', 'verkloppen', 'beschiessen', 'abschiessen'], ['Angriff', 'angreifen'], 'armada'),
  // Cards in hand.
  pair(['abwerfen', 'wegwerfen', 'abgeben', 'entsorgen'], ['ablegen', 'Ablagestapel']),
  pair(['handkartenlimit', 'handlimit', 'kartenlimit'], ['Hand', 'ablegen'], 'rebellion'),
  // Lying, bluffing.
  pair(['lugen', 'flunkern', 'tauschen', 'betrugen', 'falsch'], ['bluffen', 'Schummeln']),
  // Winning and losing.
  pair(['niederlage', 'verlieren', 'verliert', 'besiegt', 'sieg', 'siegen', 'gewinner', 'sieger'], ['gewinnt', 'Siegbedingungen', 'Spielsieg']),
  pair(['siegbedingungen', 'siegbedingung', 'spielende', 'spielziel'], ['Spielsieg', 'gewinnt', 'endet'], 'armada'),
  pair(['punkte', 'punktestand', 'wertung'], ['Siegpunkte']),
  // Health, damage.
  pair(['lebenspunkte', 'leben', 'hp', 'trefferpunkte', 'lebensenergie'], ['Ausdauer', 'Ausdauerwert'], 'rebellion'),
  pair(['lebenspunkte', 'leben', 'hp', 'trefferpunkte', 'lebensenergie'], ['Hüllenpunkte', 'Hüllenwert', 'Hülle'], 'armada'),
  pair(['schutzschild', 'schutzschilde', 'schild'], ['Schilde', 'Schildrad'], 'armada'),
  pair(['umverteilen', 'verschieben', 'rubersetzen'], ['verschiebe', 'Umlenken'], 'armada'),
  // Building, producing.
  pair(['produzieren', 'herstellen', 'bau', 'produktion', 'kaufen'], ['bauen', 'Einheiten bauen'], 'rebellion'),
  pair(['fabrik', 'produktionsleiste', 'bauleiste', 'warteschlange'], ['Fertigungsreihe'], 'rebellion'),
  // Movement and speed.
  pair(['geschwindigkeit', 'tempo', 'schnell', 'schneller', 'langsamer', 'beschleunigen', 'bremsen', 'fliegen', 'fahrt'], ['Schub', 'Navigieren'], 'armada'),
  pair(['abbiegen', 'drehen', 'lenken', 'kurve', 'wenden', 'wendekreis'], ['Kurs bestimmen', 'Gelenk', 'Klick'], 'armada'),
  pair(['zusammenstoss', 'kollision', 'kollidieren', 'rammen', 'crash', 'beruhren', 'beruhrt'], ['Überschneidung', 'überschneidet'], 'armada'),
  pair(['blockiert', 'verdeckt', 'blockieren'], ['versperrt', 'Sichtlinie'], 'armada'),
  pair(['festhalten', 'festgehalten', 'binden', 'gebunden', 'dogfight'], ['Nahkampf'], 'armada'),
  pair(['ziehen', 'verschieben', 'fahren', 'fliegen'], ['bewegen'], 'rebels-attack'),
  pair(['raumschiff', 'schiff'], ['Ghost'], 'rebels-attack'),
  // Units and ships.
  pair(['jager', 'jagern', 'fighter', 'sternjager', 'sternenjager', 'kampfjager'], ['Staffel', 'Staffeln'], 'armada'),
  pair(['panzer', 'truppen', 'soldaten', 'armee'], ['Bodeneinheiten'], 'rebellion'),
  pair(['armeeliste', 'flottenliste', 'liste', 'armeebau', 'flottenbau', 'punktekosten'], ['Flottenzusammenstellung', 'Flottenpunkte'], 'armada'),
  // Cards and tiles.
  pair(['kartchen', 'platte', 'platten', 'plattchen', 'kachel', 'teil'], ['Feld'], 'rebels-attack'),
  pair(['umdrehen', 'aufdecken', 'umgedreht'], ['aufdecken', 'aufgedeckt']),
  pair(['gegner', 'feind', 'feinde', 'fiese', 'bose', 'bosewichte'], ['Gegner', 'Imperiale Gegner'], 'rebels-attack'),
  pair(['loch', 'lucke', 'luck'], ['Lücke'], 'rebels-attack'),
  pair(['auffullen', 'nachlegen', 'fullen'], ['füllen'], 'rebels-attack'),
  pair(['bonus', 'extra', 'zusatz'], ['Verstärkung'], 'rebels-attack'),
  pair(['aufbau', 'vorbereitung', 'aufbauen'], ['Spielvorbereitung'], 'rebels-attack'),
  pair(['aufbau', 'vorbereitung', 'aufbauen'], ['Spielaufbau'], 'rebellion'),
  pair(['zug', 'dran', 'reihe', 'spielzug'], ['Spielzug', 'Reihe', 'Spielablauf'], 'rebels-attack'),
  pair(['nochmal', 'erneut', 'wiederholen'], ['neu', 'neu werfen'], 'armada'),
  pair(['wurfeln', 'werfen', 'rollen'], ['Würfel', 'würfeln']),
  pair(['punkte', 'punktestand'], ['Flottenpunkte'], 'armada'),
  pair(['vorbei', 'ende', 'aufraumen'], ['Statusphase'], 'armada'),
  pair(['leute', 'personen', 'charaktere', 'helden'], ['Anführer'], 'rebellion'),
  // Taking a leader prisoner.
  pair(['einsperren', 'eingesperrt', 'gefangennehmen', 'festnehmen', 'verhaften', 'verhaftet', 'gefangnis', 'knast'], ['gefangen', 'Gefangene'], 'rebellion'),
  pair(['anfangen', 'anfang', 'fangt', 'startet', 'beginnt', 'zuerst', 'erster'], ['beginnt', 'Erster']),
];

/**
 * Question words. They only ask, so they are not searched themselves ("wer", "wann", "darf ich"
 * would find every entry that says "wer sich zurückziehen will"); where they ask for a number, the
 * words of the sentence that answers are searched instead, at QUESTION confidence, so they choose
 * between passages more than between entries. "wer" and "wann" add nothing: the words answering
 * them ("Spieler", "Ende", "sobald") stand in most entries and only cost time.
 */
export const QUESTION_WORDS: readonly SynonymPair[] = [
  pair(['wieviele', 'wieviel'], ['maximal']),
  pair(['wer', 'wann', 'warum', 'weshalb', 'wozu', 'darf', 'durfen'], []),
  // The verbs of "was passiert, wenn …", "wie funktioniert …", "was bewirkt …", "was mache ich,
  // wenn …": the question's subject is in the other words.
  pair(['passiert', 'funktioniert', 'bewirkt', 'bewirken', 'mache', 'nehme', 'gibt'], []),
];

/** Question phrases of several words, folded; they become the single word of QUESTION_WORDS. */
export const QUESTION_PHRASES: readonly (readonly [string, string])[] = [
  ['wie viele', 'wieviele'],
  ['wie viel', 'wieviel'],
  ['wie oft', 'wieviele'],
  ['wie weit', 'wieviele'],
];

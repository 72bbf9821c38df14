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

/**
 * How players ask what a box holds ("wie viele Würfel sind drin", "Lieferumfang"): Armada's and
 * the expansion's component lists are titled INHALT, Angriff der Rebellen's SPIELMATERIAL (issue
 * 13, fourteenth pass).
 */
const IN_THE_BOX = ['drin', 'enthalten', 'beiliegen', 'beigelegt', 'mitgeliefert', 'lieferumfang', 'komponentenliste', 'materialliste', 'packung', 'box'];

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

  // Issue 13, fourth pass: for each major rules concept of each game, the everyday words players use
  // for it (written per concept from the seeds, not per query).
  // Rebellion (seeds 000, 001, 003).
  pair(['besetzen', 'besetzt', 'besetzung', 'erobern', 'erobert', 'eroberung', 'einnehmen', 'einmarschieren', 'invasion', 'okkupieren', 'unterjochen'], ['unterworfen', 'Unterwerfung'], 'rebellion'),
  pair(['transport', 'transportieren', 'mitnehmen', 'einladen', 'passt', 'platz', 'kapazitat', 'fassungsvermogen', 'laderaum'], ['Transportkapazität'], 'rebellion'),
  pair(['treue', 'kontrolle', 'kontrollieren', 'beherrschen', 'herrschaft', 'zugehorigkeit'], ['Loyalität', 'Loyalitätsmarker'], 'rebellion'),
  pair(['ruf', 'ansehen', 'reputation', 'beliebtheit', 'ruhm', 'ruckhalt'], ['Sympathie', 'Sympathiemarker'], 'rebellion'),
  pair(['zeit', 'uhr', 'countdown', 'rundenzahler', 'rundenleiste', 'timer'], ['Zeitmarker', 'Zeitleiste'], 'rebellion'),
  pair(['sonde', 'sonden', 'suchen', 'suche', 'scannen', 'aufspuren', 'spurensuche', 'droide', 'droiden'], ['Suchdroiden', 'Suchdroidenkarten'], 'rebellion'),
  pair(['getotet', 'toten', 'umbringen', 'ermorden', 'hinrichten', 'rauswerfen', 'rausgeworfen', 'rausfliegen', 'ausscheiden'], ['eliminiert', 'eliminieren'], 'rebellion'),
  pair(['sprengen', 'gesprengt', 'pulverisieren', 'vernichtet', 'ausloschen', 'ausgeloscht'], ['zerstört', 'Zerstörte Systeme'], 'rebellion'),
  pair(['abgeworfen', 'abgeworfene', 'weggeworfen', 'weggeworfene', 'abwurf', 'friedhof', 'mulleimer'], ['ablegen', 'Ablagestapel'], 'rebellion'),
  pair(['figuren', 'miniaturen', 'minis', 'modelle', 'plastikfiguren', 'ausgehen', 'ausgegangen', 'knapp'], ['Miniaturen', 'zur Neige', 'aufgebraucht'], 'rebellion'),
  pair(['raus', 'rausholen', 'rausbringen', 'herausholen', 'rein', 'reinbringen', 'hinein'], ['Bewegungen', 'hinausbewegen'], 'rebellion'),
  pair(['schicken', 'losschicken', 'zuteilen', 'verteilen', 'einteilen', 'beauftragen'], ['zuweisen', 'Zuweisungsphase'], 'rebellion'),
  pair(['weltall', 'orbit', 'space'], ['Weltraum', 'Schauplatz'], 'rebellion'),
  pair(['oberflache', 'planetenoberflache', 'bodentruppen', 'landtruppen'], ['Boden', 'Bodeneinheiten'], 'rebellion'),
  pair(['dran', 'drankommen'], ['aktive', 'Zug'], 'rebellion'),
  pair(['auftrag', 'auftrage', 'quest', 'einsatz', 'einsatze'], ['Mission', 'Missionskarten'], 'rebellion'),
  pair(['kampfkarte', 'kampfkarten', 'gefechtskarte', 'gefechtskarten'], ['Taktikkarten'], 'rebellion'),
  pair(['handkarten', 'nachziehen', 'aufraumen', 'rundenende', 'aufraumphase'], ['Auffrischphase', 'ziehen'], 'rebellion'),
  pair(['stoppen', 'verhindern', 'blocken', 'dazwischengehen', 'einmischen', 'storen', 'kontern'], ['intervenieren', 'Intervention'], 'rebellion'),
  pair(['befreien', 'befreit', 'ausbruch'], ['retten', 'Befreiung'], 'rebellion'),
  pair(['verhoren', 'folter', 'foltern', 'ausfragen'], ['verhört', 'Gefangene'], 'rebellion'),
  pair(['platzieren', 'aufstellen', 'hinstellen', 'einsetzen'], ['stationieren', 'stationiert'], 'rebellion'),
  pair(['bauschlange', 'bauzeit'], ['Fertigungsreihe'], 'rebellion'),
  pair(['angriffsstarke', 'feuerkraft', 'angriffskraft', 'schadenswert', 'waffen'], ['Angriffswerte', 'Angriffswert'], 'rebellion'),
  pair(['bewohnt', 'einwohner', 'bevolkerung', 'bewohner'], ['bevölkerungsreiche', 'Bevölkerungsreiche Systeme'], 'rebellion'),
  pair(['abgelegen', 'unbewohnt', 'randsystem', 'randsysteme', 'ode', 'oden'], ['entlegene', 'Entlegene Systeme'], 'rebellion'),
  pair(['spionage', 'spion', 'spionieren', 'aufklarung', 'intel'], ['Geheimdienst'], 'rebellion'),
  pair(['verhandeln', 'verhandlung', 'diplomat', 'uberreden', 'uberzeugen'], ['Diplomatie'], 'rebellion'),
  pair(['nachschub', 'versorgung', 'organisation'], ['Logistik'], 'rebellion'),
  pair(['spezialeinsatz', 'kommandoeinsatz', 'geheimoperation', 'attentat'], ['Sondereinsatz'], 'rebellion'),
  pair(['skills', 'talente', 'talent', 'symbole', 'eigenschaften'], ['Fertigkeiten', 'Fertigkeit'], 'rebellion'),
  pair(['dickschiff', 'dickschiffe', 'kreuzer', 'kriegsschiff', 'kriegsschiffe', 'grosse schiffe'], ['Großkampfschiffe', 'Großkampfschiff'], 'rebellion'),
  pair(['unentschlossen', 'niemandsland', 'unabhangig', 'unabhangige'], ['neutrale', 'Neutrale Systeme'], 'rebellion'),
  pair(['sektor', 'sektoren', 'zone', 'zonen'], ['Regionen', 'Region'], 'rebellion'),
  pair(['anwerben', 'angeworben', 'rekrut', 'rekruten', 'einstellen', 'neue anfuhrer'], ['rekrutieren', 'Rekrutierungssymbol'], 'rebellion'),
  pair(['rohstoff', 'rohstoffe', 'produktionssymbol', 'einkommen'], ['Ressourcensymbol', 'Ressourcen'], 'rebellion'),
  pair(['sabotieren', 'sabotiert', 'lahmlegen', 'lahmgelegt', 'blockade'], ['Sabotage', 'Sabotagemarker'], 'rebellion'),
  pair(['mannschaft', 'teams', 'zweiergruppe', 'viert', 'vierspieler', 'partnerspiel'], ['Teamspiel'], 'rebellion'),
  pair(['kampfstation', 'superwaffe', 'mond'], ['Todesstern'], 'rebellion'),
  pair(['aufheben', 'annullieren', 'canceln', 'unwirksam'], ['negieren', 'Karten negieren'], 'rebellion'),
  pair(['abblocken', 'abwehren', 'abfangen', 'blocken', 'schutz'], ['Treffer verhindern', 'verhindern'], 'rebellion'),
  pair(['aufgaben', 'geheimziele', 'ziele'], ['Zielkarten'], 'rebellion'),
  pair(['ring', 'ringe', 'statusring', 'zustand', 'status'], ['Zustandsringe'], 'rebellion'),
  pair(['hauptphase', 'aktionsphase', 'zugphase'], ['Kommandophase'], 'rebellion'),
  // Armada (seed 004).
  pair(['extra', 'zusatzlicher', 'zusatzlichen', 'zusatzwurfel', 'extrawurfel'], ['zusätzlichen Angriffswürfel', 'Feuer konzentrieren'], 'armada'),
  pair(['aufladen', 'heilen', 'reparatur', 'flicken', 'regenerieren', 'auffullen'], ['Reparieren', 'wiederherstellen', 'Technikpunkte'], 'armada'),
  pair(['drauf', 'draufstellen', 'ubereinander', 'aufeinander', 'beiseite', 'wegschieben'], ['überschneidet', 'Überschneidung'], 'armada'),
  pair(['ausrustung', 'ausrusten', 'ausgerustet', 'upgrade', 'upgrades', 'verbesserung', 'verbesserungen', 'aufrusten'], ['Aufwertung', 'Aufwertungskarten'], 'armada'),
  pair(['kaufen', 'bezahlen', 'preis', 'budget', 'limit', 'punktelimit'], ['Flottenpunkte', 'Flottenzusammenstellung'], 'armada'),
  pair(['zahlen', 'gezahlt', 'auszahlen', 'abrechnung', 'endwertung', 'schlusswertung', 'endabrechnung', 'gewertet'], ['Siegpunkte', 'Spielsieg'], 'armada'),
  pair(['wahlscheibe', 'drehscheibe', 'rad', 'scheibe', 'dial', 'dials', 'befehlsrad', 'befehl', 'befehle'], ['Kommandorad', 'Kommando'], 'armada'),
  pair(['schablone', 'bewegungsschablone', 'manoverschablone', 'template', 'gelenkschablone'], ['Manöverhilfe'], 'armada'),
  pair(['lineal', 'messen', 'abmessen', 'massband', 'entfernung', 'reichweite'], ['Maßstab', 'Reichweite', 'Entfernung'], 'armada'),
  pair(['asteroiden', 'trummer', 'gelande', 'terrain', 'station', 'raumstation'], ['Hindernisse', 'Asteroidenfeld', 'Trümmerfeld'], 'armada'),
  pair(['mission', 'missionen', 'szenario', 'szenarien', 'auftrag', 'objective'], ['Einsatzziele', 'Einsatzzielkarten'], 'armada'),
  pair(['abwehr', 'abwehren', 'abwehrmarker', 'verteidigung', 'defensiv', 'ausweichmarker'], ['Verteidigungsmarker'], 'armada'),
  pair(['umdrehen', 'zurucksetzen', 'wiederverwenden', 'erfrischen', 'auffrischen', 'reset'], ['spielbereit', 'Statusphase', 'erschöpft'], 'armada'),
  pair(['geschwader', 'schwarm', 'jagdgeschwader'], ['Staffel', 'Staffeln'], 'armada'),
  pair(['grosse', 'schiffsgrosse', 'klein', 'mittel', 'riesig'], ['Größenkategorie', 'Größenkategorien'], 'armada'),
  pair(['kaputt', 'versenkt', 'explodiert', 'ausgeschaltet'], ['Schaden', 'Schadenskarte', 'zerstört'], 'armada'),
  pair(['winkel', 'schusswinkel', 'sichtfeld', 'schussfeld', 'bogen'], ['Feuerwinkel'], 'armada'),
  pair(['sektion', 'rumpf', 'bug', 'heck', 'panzerung'], ['Hüllensektion', 'Hülle'], 'armada'),
  pair(['reihenfolge', 'anfangen', 'beginnen', 'zuerst', 'startspieler'], ['Initiative', 'beginnt'], 'armada'),
  pair(['doppelt', 'zweimal', 'mehrfach', 'unique'], ['einzigartige', 'Einzigartige Namen'], 'armada'),
  pair(['befehlshaber', 'kommandant', 'kommandeur', 'general', 'anfuhrer'], ['Commander', 'Admiral'], 'armada'),
  pair(['aussetzen', 'uberspringen', 'skip', 'verzichten'], ['Passen-Marker', 'passen'], 'armada'),
  pair(['crit', 'crits', 'krit', 'volltreffer'], ['kritischer Effekt', 'kritische'], 'armada'),
  pair(['schiffsname', 'namensschild'], ['Titel'], 'armada'),
  pair(['befehlsmarker', 'speichern', 'aufheben', 'aufsparen', 'sparen'], ['Kommandomarker'], 'armada'),
  pair(['startspieler', 'erster'], ['Initiative', 'Initiativemarker'], 'armada'),
  pair(['aufbauen', 'aufbau', 'vorbereitung', 'spielvorbereitung'], ['Vollständiger Spielaufbau', 'Aufbau'], 'armada'),
  pair(['zielen', 'zielt', 'anvisieren'], ['Ziel festlegen', 'verteidigende Hüllensektion'], 'armada'),
  // Angriff der Rebellen (seed 002).
  pair(['chips', 'chip', 'token', 'marker', 'munzen', 'machtpunkte', 'machtmarker', 'kraft', 'krafte'], ['Macht-Chips', 'Macht-Chip'], 'rebels-attack'),
  pair(['freund', 'freunde', 'helfer', 'kumpel', 'begleiter', 'crew', 'mitstreiter', 'partner'], ['Verbündete', 'Verbündeten'], 'rebels-attack'),
  pair(['ausrustung', 'waffe', 'waffen', 'gegenstand', 'gegenstande', 'item', 'items', 'droide'], ['Unterstützung'], 'rebels-attack'),
  pair(['unentschieden', 'gleichstand', 'patt', 'remis', 'gleichviel', 'punktgleich'], ['Gleichstand', 'Schlusswertung'], 'rebels-attack'),
  pair(['zahlen', 'auszahlen', 'abrechnung', 'endwertung', 'wertung', 'punkte', 'gewinner'], ['Siegpunkte', 'Schlusswertung'], 'rebels-attack'),
  pair(['duell', 'duelle', 'kampfen', 'bekampfen', 'schlacht', 'fight', 'angreifen'], ['Kampf', 'Würfelduell'], 'rebels-attack'),
  pair(['wolke', 'gaswolke', 'anomalie', 'nebelfeld'], ['Kosmischer Nebel', 'Nebel'], 'rebels-attack'),
  pair(['figur', 'spielfigur', 'poppel', 'meeple'], ['Ghost', 'Spielfigur'], 'rebels-attack'),
  pair(['nachbar', 'nachbarfeld', 'nebenan', 'angrenzend', 'daneben'], ['benachbart', 'benachbartes'], 'rebels-attack'),
  pair(['stapel', 'nachziehstapel', 'nachschub', 'deck'], ['Stapel', 'Weltraumfelder'], 'rebels-attack'),
  pair(['inhalt', 'material', 'komponenten', 'schachtel', 'karton', 'teile', ...IN_THE_BOX], ['Spielmaterial'], 'rebels-attack'),
  pair(['spielmaterial', 'komponenten', 'schachtel', 'karton', ...IN_THE_BOX], ['Inhalt'], 'armada'),
  pair(['spielmaterial', 'komponenten', 'schachtel', 'karton', ...IN_THE_BOX], ['Inhalt'], 'rebellion'),
  pair(['gegnerstarke', 'feindstarke', 'angriffswert'], ['Stärke', 'Verstärkung'], 'rebels-attack'),

  // Issue 13, fifth pass: phrases of several words, whose words mean the phrase and not themselves
  // (`queryTerms` searches only what the phrase stands for); stop words in them are dropped, so
  // "in die Luft jagen" is matched as "Luft jagen" wherever its words stand next to each other.
  pair(['in die luft jagen', 'in die luft gejagt', 'in die luft sprengen', 'in die luft gesprengt', 'in die luft fliegen', 'in die luft geflogen', 'ins gras beissen', 'den geist aufgeben'], ['zerstört', 'zerstören']),
  pair(['aus dem spiel nehmen', 'aus dem spiel genommen', 'aus dem spiel entfernen', 'aus dem spiel entfernt', 'vom brett nehmen', 'vom spielbrett nehmen', 'aus dem verkehr ziehen', 'kalt stellen', 'kaltstellen'], ['eliminiert', 'eliminieren', 'entfernt'], 'rebellion'),
  pair(['aus dem spiel nehmen', 'aus dem spiel genommen', 'aus dem spiel entfernen', 'aus dem spiel entfernt', 'vom tisch nehmen', 'vom spielfeld nehmen'], ['zerstört', 'entfernt'], 'armada'),
  pair(['an der reihe', 'zum zug kommen'], ['aktive', 'Zug'], 'rebellion'),
  pair(['an der reihe', 'zum zug kommen', 'dran'], ['aktiviert', 'Initiative'], 'armada'),
  pair(['die flucht ergreifen', 'das weite suchen', 'den schwanz einziehen', 'kehrt machen'], ['Rückzug', 'zurückziehen'], 'rebellion'),
  pair(['hinter gitter', 'hinter gittern', 'gefangen nehmen', 'gefangen genommen', 'in gefangenschaft'], ['gefangen', 'Gefangene'], 'rebellion'),
  pair(['ans licht', 'auffliegen', 'fliegt auf', 'entlarvt', 'entlarven'], ['aufgedeckt', 'Aufdecken']),
  pair(['ineinander', 'ineinander fahren', 'ineinander fliegen', 'ineinander gefahren', 'zusammen stossen', 'aneinander stossen'], ['Überschneidung', 'überschneidet'], 'armada'),
  pair(['schusslinie', 'feuerlinie', 'schussbahn', 'sichtverbindung', 'freie sicht', 'freies schussfeld'], ['Sichtlinie', 'versperrt'], 'armada'),
  pair(['eine runde aussetzen', 'runde aussetzen'], ['Passen-Marker', 'passen'], 'armada'),
  pair(['nochmal wurfeln', 'neu wurfeln', 'erneut wurfeln'], ['neu werfen', 'Wiederholungswürfel'], 'rebellion'),
  pair(['karte ziehen', 'karten ziehen', 'auf die hand nehmen'], ['ziehen', 'Stapel'], 'rebels-attack'),

  // Issue 13, sixth pass: every glossary title of each game gone through once more for the everyday
  // words players use for it that its entry lacks (per concept, from the seeds, not per query).
  // Rebellion (seeds 000, 001, 003).
  pair(['held', 'heldin', 'charakter', 'offizier', 'offiziere', 'agent', 'agenten', 'personlichkeit'], ['Anführer'], 'rebellion'),
  pair(['streitkrafte', 'militar', 'truppe', 'verband', 'verbande'], ['Einheiten'], 'rebellion'),
  pair(['marschieren', 'hyperraum', 'hyperraumsprung', 'reisen', 'hinfliegen', 'verschieben'], ['bewegen', 'Einheiten bewegen'], 'rebellion'),
  pair(['bauwerk', 'bauwerke', 'anlage', 'anlagen', 'struktur', 'strukturen', 'geschutz', 'geschutze', 'verteidigungsanlage'], ['Gebäude'], 'rebellion'),
  pair(['kampfende', 'schlachtende', 'kampf vorbei', 'gefecht vorbei'], ['Gefechtsende'], 'rebellion'),
  pair(['vorrat', 'obergrenze', 'maximum', 'komponentenlimit', 'figurenlimit'], ['Materialbeschränkung', 'zur Neige'], 'rebellion'),
  pair(['ausfuhren', 'ausgefuhrt', 'durchfuhren', 'durchgefuhrt', 'mission spielen'], ['aufdecken', 'Missionen aufdecken'], 'rebellion'),
  pair(['projekt', 'forschung', 'entwicklung', 'technologie', 'tech'], ['Projekte', 'Projektkarten'], 'rebellion'),
  pair(['spielrunde', 'durchgang', 'durchgange'], ['Runde', 'Runden'], 'rebellion'),
  pair(['beschadigt', 'beschadigen', 'beschadigung', 'verletzt', 'verletzung', 'verwundet', 'angeschlagen'], ['Schaden', 'beschädigen'], 'rebellion'),
  pair(['heilen', 'geheilt', 'reparieren', 'repariert', 'reparatur', 'flicken'], ['Schaden entfernen', 'entfernen'], 'rebellion'),
  pair(['anfangsmissionen', 'anfangsmission', 'startkarten', 'startmission'], ['Startmissionen'], 'rebellion'),
  pair(['unterdrucken', 'unterdruckt', 'unterdruckung', 'knechten', 'geknechtet', 'besatzung'], ['unterworfen', 'Unterwerfung'], 'rebellion'),
  pair(['addon', 'zusatzinhalt', 'erweiterungsset'], ['Erweiterung'], 'rebellion'),
  pair(['kommandozentrale', 'kommandozentrum', 'befehlszentrum', 'befehlszentrale', 'zentrale'], ['Führungszentrum'], 'rebellion'),
  pair(['neuwurf', 'reroll', 'wiederholungswurf'], ['neu werfen', 'Wiederholungswürfel'], 'rebellion'),
  // Armada (seed 004).
  pair(['zusammenbauen', 'montieren', 'basteln', 'zusammenstecken', 'aufstecken'], ['Zusammenbau'], 'armada'),
  pair(['manovrieren', 'manovriert', 'rangieren'], ['Manöver', 'Manöver ausführen'], 'armada'),
  pair(['jagerphase', 'staffelrunde'], ['Staffelphase'], 'armada'),
  pair(['spezialfahigkeit', 'spezialfahigkeiten', 'sonderfahigkeit', 'sonderfahigkeiten', 'sonderregel', 'sonderregeln', 'fahigkeit', 'fahigkeiten', 'perk', 'skill'], ['Schlüsselwörter', 'Schlüsselwort'], 'armada'),
  pair(['felsbrocken', 'fels', 'felsen', 'brocken', 'gesteinsbrocken', 'asteroid', 'weltraumschrott', 'schrott'], ['Hindernisse', 'Asteroidenfeld', 'Trümmerfeld'], 'armada'),
  pair(['wurfelseite', 'wurfelseiten', 'wurfelergebnis', 'wurfelergebnisse', 'augenzahl', 'trefferarten'], ['Angriffswürfel', 'Symbole'], 'armada'),
  // Angriff der Rebellen (seed 002).
  pair(['schluss', 'fertig', 'verloren', 'gewonnen'], ['endet', 'Spielende'], 'rebels-attack'),
  pair(['behalten', 'einsammeln', 'sammeln', 'mitnehmen'], ['gesammelte', 'ablegen'], 'rebels-attack'),
  // All games: how players name the two sides.
  pair(['kaiserlich', 'kaiserliche', 'kaiserlichen', 'imps'], ['Imperium', 'imperiale']),
  pair(['aufstandisch', 'aufstandische', 'aufstandischen', 'aufstand', 'widerstand'], ['Rebellen']),
  // Rebellion, continued.
  pair(['rettung', 'rettungsaktion', 'rettungsmission', 'gefangenenbefreiung', 'gefangenenrettung'], ['retten', 'Gefangene Anführer retten'], 'rebellion'),
  pair(['behalten', 'aufbewahren', 'handkarte'], ['halten', 'Hand'], 'rebellion'),
  pair(['ereigniskarte', 'ereigniskarten', 'eventkarte', 'eventkarten', 'sonderkarte', 'sonderkarten'], ['Aktionskarten'], 'rebellion'),
  pair(['sofortsieg', 'direktsieg', 'sofort gewinnen'], ['Sofortige Ziele', 'sofortiges'], 'rebellion'),
  pair(['erratum', 'errata', 'faq', 'kartentext', 'korrektur', 'korrekturen'], ['Klarstellungen'], 'rebellion'),
  pair(['missionsdeck', 'missionsstapel', 'kartenset', 'kartensets'], ['Missionssets'], 'rebellion'),
  pair(['profikarten', 'profi', 'fortgeschrittene', 'fortgeschritten', 'veteranen'], ['Experten', 'Experten-Taktikkarten'], 'rebellion'),
  pair(['nebenfertigkeit', 'nebenfertigkeiten', 'zweitfertigkeit', 'zweitfertigkeiten', 'kleine symbole'], ['Sekundärfertigkeiten'], 'rebellion'),
  pair(['markierung', 'markierungen', 'zielscheibe', 'fadenkreuz'], ['Zielmarker'], 'rebellion'),
  // Armada, continued.
  pair(['landet', 'landen', 'draufsetzen', 'aufsetzen'], ['überschneidet', 'Überschneidung'], 'armada'),
  pair(['nummer', 'nummern', 'nummernmarker', 'kennung', 'kennmarker'], ['ID-Marker'], 'armada'),
  pair(['hinterhalt', 'uberraschungsangriff'], ['Überfallmarker'], 'armada'),
  pair(['tarnung', 'tarnen', 'storsender', 'jammer', 'fokussieren'], ['Radartäuschungsmarker', 'Fokusmarker'], 'armada'),
  pair(['jagerkarte', 'jagerkarten'], ['Staffelkarten'], 'armada'),
  pair(['planungsphase', 'befehlsphase', 'planen', 'planung'], ['Kommandophase'], 'armada'),
  pair(['schiffsrunde', 'aktivierungsphase'], ['Schiffsphase'], 'armada'),
  pair(['spickzettel', 'zusammenfassung', 'schnellreferenz', 'ubersichtskarte'], ['Kurzübersicht'], 'armada'),
  pair(['grundspiel', 'grundbox', 'starterset', 'einsteigerset'], ['Startersets'], 'armada'),
  pair(['flak', 'flakfeuer', 'flugabwehr', 'abwehrfeuer', 'luftabwehr'], ['Staffeln mit einem Schiff angreifen'], 'armada'),
  pair(['verbraucht', 'benutzt', 'aufgebraucht', 'umgedreht', 'muede'], ['erschöpft', 'erschöpfte'], 'armada'),
  // Angriff der Rebellen, continued.
  pair(['erratum', 'errata', 'faq', 'korrektur', 'regelanderung'], ['Änderung'], 'rebels-attack'),
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

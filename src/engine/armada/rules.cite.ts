import { slugify } from '../core/slug.text.js';

/**
 * The seed sections (seed 004, the German learn-to-play booklet) Armada's
 * rules rest on. Each citation is `armada:` plus the slug of a heading that
 * appears in the seed, so the glossary can show the rule itself.
 */

/**
 * Exact heading titles as they appear in the seed, each one a glossary entry
 * (worked examples such as "FEUERWINKEL UND REICHWEITE ABMESSEN" are folded
 * into the entry they illustrate, so they are never cited).
 */
const HEADINGS = {
  flottenzusammenstellung: 'FLOTTENZUSAMMENSTELLUNG',
  flottenzusammenstellungMitStartersets: 'FLOTTENZUSAMMENSTELLUNG MIT STARTERSETS',
  einschraenkungen: 'EINSCHRÄNKUNGEN BEI DER FLOTTENZUSAMMENSTELLUNG',
  einzigartigeNamen: 'EINZIGARTIGE NAMEN',
  aufwertungskarten: 'AUFWERTUNGSKARTEN',
  fraktionsspezifischeAufwertungen: 'Fraktionsspezifische Aufwertungen',
  modifikationAufwertungen: 'Modifikation-Aufwertungen',
  titel: 'Titel',
  commander: 'Commander',
  kursBestimmen: 'Kurs bestimmen',
  schiffBewegen: 'Schiff bewegen',
  navigieren: 'NAVIGIEREN',
  bewegungVonStaffeln: 'BEWEGUNG VON STAFFELN',
  nahkampf: 'NAHKAMPF',
  angreifenMitStaffeln: 'ANGREIFEN MIT STAFFELN',
  angreifen: 'ANGREIFEN',
  zielFestlegen: 'ZIEL FESTLEGEN',
  angriffswuerfel: 'ANGRIFFSWÜRFEL',
  sichtlinieUndVersperrteAngriffe: 'SICHTLINIE UND VERSPERRTE ANGRIFFE',
  feuerKonzentrieren: 'FEUER KONZENTRIEREN',
  verteidigungsmarker: 'VERTEIDIGUNGSMARKER',
  schluesselwoerterDerStaffeln: 'SCHLÜSSELWÖRTER DER STAFFELN',
  ueberschneidungenMitStaffeln: 'ÜBERSCHNEIDUNGEN MIT STAFFELN',
  // The round-by-round game (`armada`, issue 9).
  aufbauDesTrainingsszenarios: 'AUFBAU DES TRAININGSSZENARIOS',
  spielverlauf: 'SPIELVERLAUF',
  kommandophase: 'PHASE 1: KOMMANDOPHASE',
  schiffsphase: 'PHASE 2: SCHIFFSPHASE',
  kommandoradAufdecken: 'KOMMANDORAD AUFDECKEN',
  manoeverAusfuehren: 'MANÖVER AUSFÜHREN',
  staffelphase: 'PHASE 3: STAFFELPHASE',
  aktivierteStaffelnMarkieren: 'AKTIVIERTE STAFFELN MARKIEREN',
  statusphase: 'PHASE 4: STATUSPHASE',
  spielsieg: 'SPIELSIEG',
  kommandomarker: 'KOMMANDOMARKER',
  staffelKommando: 'STAFFEL',
  reparieren: 'REPARIEREN',
  ueberschneidungenMitSchiffen: 'ÜBERSCHNEIDUNGEN MIT SCHIFFEN',
  schadenAnSchiffen: 'SCHADEN AN SCHIFFEN',
  hindernisse: 'HINDERNISSE',
  passenMarker: 'PASSEN-MARKER',
  verwendungVonPassenMarkern: 'VERWENDUNG VON PASSEN-MARKERN',
  verwendungVonAufwertungskarten: 'Verwendung von Aufwertungskarten',
  aufwertungskartenSpielbereitMachen: 'Aufwertungskarten spielbereit machen',
  aufwertungskartenMitMarkern: 'Aufwertungskarten mit Markern',
  kritischeEffekte: 'KRITISCHE EFFEKTE',
  ueberfallmarker: 'ÜBERFALLMARKER',
  fokusUndRadartaeuschungsmarker: 'FOKUS- UND RADARTÄUSCHUNGSMARKER',
  // The full setup (scenario `standard`).
  vollstaendigerSpielaufbau: 'VOLLSTÄNDIGER SPIELAUFBAU',
  einsatzziele: 'EINSATZZIELE',
  verwendungVonEinsatzzielkarten: 'VERWENDUNG VON EINSATZZIELKARTEN',
} as const;

export type RuleKey = keyof typeof HEADINGS;

export const RULE: Readonly<Record<RuleKey, string>> = Object.fromEntries(
  Object.entries(HEADINGS).map(([key, title]) => [key, `armada:${slugify(title)}`]),
) as Record<RuleKey, string>;

/** Every heading cited, for the report and the glossary check. */
export function citedHeadings(): readonly { readonly rule: string; readonly heading: string }[] {
  return Object.entries(HEADINGS).map(([key, heading]) => ({ rule: RULE[key as RuleKey], heading }));
}

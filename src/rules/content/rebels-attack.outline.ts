/**
 * "Star Wars Rebels: Angriff der Rebellen" (seed 002). The pages arrive out of order (pages 5–6 and
 * the credits first, then the cover, pages 1–4, then the FAQ), so each entry names the lines it is
 * made of, in reading order. The slugs are the ones the rebels-attack engine cites.
 */

export interface RebelsPart {
  /** First line of the part, as printed. */
  from: string;
  /** First line after the part. */
  until: string;
  /** The part is a worked example under this printed title. */
  example?: string;
}

export interface RebelsSection {
  slug: string;
  title: string;
  /** The printed heading line, when there is one (the fight part of "Imperiale Gegner" has none). */
  heading?: string;
  parent?: string;
  parts: RebelsPart[];
  /** Pages from the seed's page numbers; see docs/rules-content.md. */
  pages?: number[];
  aliases?: string[];
  related?: string[];
  changes?: string[];
  /** Unbulleted lines are the items and bulleted lines their sub-items (the components list). */
  components?: boolean;
}

export const REBELS_CAPTIONS: readonly string[] = [
  'Verstärkung für alle Würfelduelle +1',
  'Verstärkung für ein Würfelduell +2',
  '1 Siegpunkt',
  'Verstärkung für das Würfelduell +3',
  '3 Siegpunkte',
];

export const REBELS_OUTLINE: readonly RebelsSection[] = [
  {
    slug: 'angriff-der-rebellen',
    title: 'ANGRIFF DER REBELLEN',
    heading: 'ANGRIFF DER REBELLEN',
    parts: [{ from: 'Die Rebellion beginnt und ihr seid dabei!', until: 'www.starwars.com' }],
  },
  {
    slug: 'spielmaterial',
    title: 'SPIELMATERIAL',
    heading: 'SPIELMATERIAL',
    parts: [{ from: '4 Ghost-Spielfiguren', until: 'SPIELVORBEREITUNG' }],
    components: true,
  },
  {
    slug: 'spielvorbereitung',
    title: 'SPIELVORBEREITUNG',
    heading: 'SPIELVORBEREITUNG',
    parts: [{ from: 'Vor dem ersten Spiel löst ihr alle Teile vorsichtig aus dem Karton.', until: 'SPIELABLAUF' }],
  },
  {
    slug: 'spielablauf',
    title: 'SPIELABLAUF',
    heading: 'SPIELABLAUF',
    parts: [{ from: 'Der jüngste Spieler beginnt.', until: '1. Eigenes Ghost um ein Feld bewegen' }],
  },
  {
    slug: 'ghost-bewegen',
    title: '1. Eigenes Ghost um ein Feld bewegen',
    heading: '1. Eigenes Ghost um ein Feld bewegen',
    parent: 'spielablauf',
    parts: [{ from: 'Wenn du an der Reihe bist, bewegst du zunächst', until: '2. Ein benachbartes Feld aufdecken' }],
  },
  {
    slug: 'feld-aufdecken',
    title: '2. Ein benachbartes Feld aufdecken',
    heading: '2. Ein benachbartes Feld aufdecken',
    parent: 'spielablauf',
    parts: [{ from: 'Als Nächstes deckst du ein deinem Ghost', until: 'UNTERSTÜTZUNG' }],
  },
  {
    slug: 'unterstuetzung',
    title: 'UNTERSTÜTZUNG',
    heading: 'UNTERSTÜTZUNG',
    parent: 'feld-aufdecken',
    parts: [{ from: '- ☞ Chopper', until: '3' }],
    pages: [3],
  },
  {
    slug: 'verbuendete',
    title: 'VERBÜNDETE',
    heading: 'VERBÜNDETE',
    parent: 'feld-aufdecken',
    parts: [{ from: '- ☞ Ezra Bridger', until: 'IMPERIALE GEGNER' }],
    pages: [4],
  },
  {
    slug: 'imperiale-gegner',
    title: 'IMPERIALE GEGNER',
    heading: 'IMPERIALE GEGNER',
    parent: 'feld-aufdecken',
    parts: [{ from: '- ☞ Stormtrooper', until: 'Wenn du dich für den Kampf entscheidest' }],
    pages: [4],
  },
  {
    slug: 'kampf',
    title: 'Kampf',
    parent: 'imperiale-gegner',
    parts: [
      { from: 'Wenn du dich für den Kampf entscheidest', until: '4' },
      { from: 'Um den Gegner zu besiegen, musst du nun mindestens', until: 'Beispiel:' },
      { from: 'Du deckst einen TIE fighter auf', until: 'KOSMISCHER NEBEL:', example: 'Beispiel' },
    ],
    pages: [4, 5],
  },
  {
    slug: 'kosmischer-nebel',
    title: 'KOSMISCHER NEBEL',
    heading: 'KOSMISCHER NEBEL:',
    parent: 'feld-aufdecken',
    parts: [{ from: 'Deckst du einen Kosmischen Nebel auf', until: '3. Wenn nötig, Lücke im Weltraum mit neuem Feld füllen' }],
    pages: [6],
    related: ['rebels-attack:faq-kosmischer-nebel'],
  },
  {
    slug: 'luecke-fuellen',
    title: '3. Wenn nötig, Lücke im Weltraum mit neuem Feld füllen',
    heading: '3. Wenn nötig, Lücke im Weltraum mit neuem Feld füllen',
    parent: 'spielablauf',
    parts: [{ from: 'Am Ende deines Spielzugs schaust du', until: 'SPIELENDEN' }],
    pages: [6],
  },
  {
    slug: 'spielende',
    title: 'SPIELENDEN',
    heading: 'SPIELENDEN',
    parts: [{ from: 'Das Spiel endet, wenn am Ende eines Spielzugs', until: 'Autoren: Sandra Dochtermann und Ralph Querfurth' }],
    pages: [6],
  },
  {
    slug: 'faq-kosmischer-nebel',
    title: 'Änderung „Kosmischer Nebel“',
    heading: 'Änderung „Kosmischer Nebel“:',
    parts: [{ from: 'Hat der Spieler den „Kosmischen Nebel“ aufgedeckt', until: '' }],
    aliases: ['FAQ'],
    related: ['rebels-attack:kosmischer-nebel'],
    changes: ['rebels-attack:kosmischer-nebel'],
  },
];

/** Lines that are no rules text: credits, page numbers, cover print, the FAQ's page title. */
export const REBELS_IGNORED: readonly string[] = [
  'Autoren: Sandra Dochtermann und Ralph Querfurth',
  'Grafik: fuxbux, Berlin',
  '3D: Andreas Resch',
  'Redaktion: Vincent Gatzsch',
  '© 2015 KOSMOS Verlag',
  'Pfizerstraße 5 - 7, 70184 Stuttgart',
  'Tel.: +49 711 2191-0, Fax: +49 711 2191-199',
  'info@kosmos.de, kosmos.de',
  'Artikel-Nr.: 697624',
  '6',
  'STAR WARS™',
  'www.starwars.com',
  '© & ™ Lucasfilm Ltd.',
  'www.starwars.com',
  '© & ™ Lucasfilm Ltd.',
  'KOSMOS',
  '3',
  '4',
  'Beispiel:',
  'FAQ',
  'Star Wars Rebels™: Angriff der Rebellen',
];

/**
 * One spelling for every way a German word gets typed: "Rückzug", "Rueckzug" and "Ruckzug" all
 * become `ruckzug`, "Größe" and "Groesse" `grosse`. The index and the query go through the same
 * function, so they always agree, whichever database runs the search.
 */

const UMLAUT: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };

export function fold(text: string): string {
  const folded = text
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUT[c] as string)
    // ae/oe/ue spell an umlaut, except after a vowel ("Feuer", "Bauer") or q ("Quelle").
    .replace(/(?<![aeiouq])([aou])e/g, '$1');
  // Other accents ("Séparatisten") lose their marks; most text has none, and NFD is slow.
  return /[\u00c0-\u024f]/.test(folded) ? folded.normalize('NFD').replace(/\p{M}/gu, '') : folded;
}

/** The folded words of a text: runs of letters and digits. */
export function foldedWords(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

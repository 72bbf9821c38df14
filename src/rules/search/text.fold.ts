/**
 * One spelling for every way a German word gets typed: "Rückzug", "Rueckzug" and "Ruckzug" all
 * become `ruckzug`, "Größe" and "Groesse" `grosse`. The index and the query go through the same
 * function, so they always agree, whichever database runs the search.
 */

const UMLAUT: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };

export function fold(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[äöüß]/g, (c) => UMLAUT[c] as string)
      // ae/oe/ue spell an umlaut, except after a vowel ("Feuer", "Bauer") or q ("Quelle").
      .replace(/(?<![aeiouq])([aou])e/g, '$1')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
  );
}

/** The folded words of a text: runs of letters and digits. */
export function foldedWords(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

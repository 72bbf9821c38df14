const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The glossary's slug rule, which every engine's rule citations and the rules
 * glossary share: "EINHEITEN BEWEGEN" → `einheiten-bewegen`, "Rückzug" → `rueckzug`.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => FOLD[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

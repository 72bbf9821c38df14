/** The two sides of a two-player game. */
export type Faction = 'empire' | 'rebel';

export const FACTIONS: readonly Faction[] = ['empire', 'rebel'];

/** Space or ground: where a unit fights, which tactic deck a card belongs to (RR SCHAUPLATZ). */
export type Theater = 'space' | 'ground';

export const THEATERS: readonly Theater[] = ['space', 'ground'];

/** Blue icons build ships, orange icons ground units; the shape picks the unit (RR RESSOURCENSYMBOL). */
export type ResourceIcon = `${Theater}-${'triangle' | 'circle' | 'square'}`;

/** The four mission skills (RR FERTIGKEITEN). */
export const SKILLS = ['diplomacy', 'intel', 'specOps', 'logistics'] as const;
export type Skill = (typeof SKILLS)[number];

/**
 * A thing's names. English always; German only where the seeds print it
 * (`null` otherwise, shown as the English name). `aliases` are further
 * spellings a person may type: German plurals and the seeds' own variants.
 */
export interface Names {
  readonly en: string;
  readonly de: string | null;
  readonly aliases?: readonly string[];
}

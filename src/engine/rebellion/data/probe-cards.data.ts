import type { Faction } from './model.types.js';
import type { SystemId } from './systems.data.js';

export interface ProbeCardData {
  readonly system: SystemId;
  /**
   * The loyalty icon printed for setup step 8-I (reveal until 3 Rebel and 5
   * Imperial systems show). Only some cards carry one; which ones comes from a
   * single source (johnchampaign setup.ts), see docs/games/rebellion.md.
   */
  readonly loyaltyIcon: Faction | null;
}

/** One probe card per system except Coruscant: 31 cards (RR SUCHDROIDENKARTEN). */
export const PROBE_CARDS: readonly ProbeCardData[] = [
  { system: 'alderaan', loyaltyIcon: null },
  { system: 'bespin', loyaltyIcon: null },
  { system: 'bothawui', loyaltyIcon: 'rebel' },
  { system: 'cato-neimoidia', loyaltyIcon: null },
  { system: 'corellia', loyaltyIcon: 'empire' },
  { system: 'dagobah', loyaltyIcon: null },
  { system: 'dantooine', loyaltyIcon: null },
  { system: 'dathomir', loyaltyIcon: null },
  { system: 'endor', loyaltyIcon: null },
  { system: 'felucia', loyaltyIcon: null },
  { system: 'geonosis', loyaltyIcon: null },
  { system: 'hoth', loyaltyIcon: null },
  { system: 'ilum', loyaltyIcon: null },
  { system: 'kashyyyk', loyaltyIcon: 'rebel' },
  { system: 'kessel', loyaltyIcon: null },
  { system: 'malastare', loyaltyIcon: null },
  { system: 'mandalore', loyaltyIcon: 'empire' },
  { system: 'mon-calamari', loyaltyIcon: 'rebel' },
  { system: 'mustafar', loyaltyIcon: 'empire' },
  { system: 'mygeeto', loyaltyIcon: 'empire' },
  { system: 'naboo', loyaltyIcon: 'rebel' },
  { system: 'nal-hutta', loyaltyIcon: null },
  { system: 'ord-mantell', loyaltyIcon: null },
  { system: 'rodia', loyaltyIcon: 'empire' },
  { system: 'ryloth', loyaltyIcon: 'rebel' },
  { system: 'saleucami', loyaltyIcon: 'empire' },
  { system: 'sullust', loyaltyIcon: 'empire' },
  { system: 'tatooine', loyaltyIcon: null },
  { system: 'toydaria', loyaltyIcon: null },
  { system: 'utapau', loyaltyIcon: null },
  { system: 'yavin', loyaltyIcon: null },
];

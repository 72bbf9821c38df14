import type { Rng } from '../../core/rng.random.js';
import { isViolation } from '../../core/rule-violation.error.js';
import type { Faction, ObjectiveCategory } from '../catalog/catalog.types.js';
import { OBJECTIVES } from '../data/objectives.data.js';
import type { FleetListInput } from './fleet.types.js';
import { validateFleet } from './fleet.validate.js';

/**
 * What one fleet starter holds (seed "VOLLSTÄNDIGER SPIELAUFBAU", figure: the
 * cards D–G and U–X; "INHALT"): each model with the ship cards that fit it,
 * the squadron bases with their generic and unique card, and the starter's
 * commanders (reference `upgrades`, `fleetStarters`).
 */
interface StarterBox {
  readonly models: readonly { readonly cards: readonly string[]; readonly count: number }[];
  readonly squadron: string;
  readonly unique: string;
  readonly bases: number;
  readonly commanders: readonly string[];
}

const STARTERS: Readonly<Record<Faction, StarterBox>> = {
  republic: {
    models: [
      { cards: ['acclamator-ii-class-assault-ship', 'acclamator-i-class-assault-ship'], count: 1 },
      { cards: ['consular-class-charger-c70', 'consular-class-armed-cruiser'], count: 2 },
    ],
    squadron: 'v-19-torrent-squadron',
    unique: 'axe',
    bases: 4,
    commanders: ['obi-wan-kenobi', 'bail-organa'],
  },
  separatist: {
    models: [
      { cards: ['munificent-class-comms-frigate', 'munificent-class-star-frigate'], count: 1 },
      { cards: ['hardcell-class-transport', 'hardcell-class-battle-refit'], count: 2 },
    ],
    squadron: 'vulture-class-droid-fighter-squadron',
    unique: 'haor-chall-prototypes',
    bases: 4,
    commanders: ['count-dooku', 'kraken'],
  },
};

/** The core set's twelve objectives (reference `objectives`, product SWM01): the ones the starters play with. */
export const STARTER_OBJECTIVES = OBJECTIVES.filter((o) => o.product.includes('SWM01'));

const CATEGORIES: readonly ObjectiveCategory[] = ['assault', 'defense', 'navigation'];

/**
 * A random fleet that passes the validator, built from `sets` fleet starters
 * of one faction (200 points for one set's worth, 400 for two): some of the
 * models with one of their cards, a commander on one ship (the validator's
 * flagship), squadrons under the third of the limit, one objective per
 * category. Upgrades other than the commander are left out.
 */
export function randomStarterFleet(faction: Faction, rng: Rng, format: 'starter' | 'standard' = 'starter'): FleetListInput {
  const box = STARTERS[faction];
  const sets = format === 'starter' ? 1 : 2;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const ships: { ship: string; upgrades: string[] }[] = [];
    for (const model of box.models) {
      const n = rng.int(model.count * sets + 1);
      for (let i = 0; i < n; i++) ships.push({ ship: model.cards[rng.int(model.cards.length)], upgrades: [] });
    }
    if (ships.length === 0) continue;
    ships[rng.int(ships.length)].upgrades.push(box.commanders[rng.int(box.commanders.length)]);
    const bases = rng.int(box.bases * sets + 1);
    const unique = bases > 0 && rng.int(2) === 0 ? 1 : 0;
    const squadrons = [
      ...(bases - unique > 0 ? [{ squadron: box.squadron, count: bases - unique }] : []),
      ...(unique ? [{ squadron: box.unique, count: 1 }] : []),
    ];
    const objectives = CATEGORIES.map((c) => {
      const of = STARTER_OBJECTIVES.filter((o) => o.category === c);
      return of[rng.int(of.length)].id;
    });
    const fleet: FleetListInput = { faction, format, ships, squadrons, objectives };
    const checked = validateFleet(fleet);
    if (!isViolation(checked) && checked.valid) return fleet;
  }
  throw new Error(`armada: no valid ${faction} starter fleet found`);
}

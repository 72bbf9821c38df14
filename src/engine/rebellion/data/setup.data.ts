import type { Faction } from './model.types.js';
import type { UnitTypeId } from './units.data.js';

export type UnitCounts = Readonly<Partial<Record<UnitTypeId, number>>>;

/** Step 8-II and 8-III of "Vollständiger Spielaufbau": the units each side places. */
export const STARTING_UNITS: Readonly<Record<Faction, UnitCounts>> = {
  empire: {
    'star-destroyer': 3,
    'assault-carrier': 3,
    'tie-fighter': 12,
    stormtrooper: 12,
    'at-st': 5,
    'at-at': 1,
    'death-star': 1,
  },
  rebel: {
    'corellian-corvette': 1,
    'rebel-transport': 1,
    'x-wing': 2,
    'y-wing': 2,
    'rebel-trooper': 6,
    airspeeder: 2,
  },
};

/** Step 8-I: reveal probe cards until this many systems of each side show. */
export const SETUP_LOYALTY = { rebel: 3, empire: 5, subjugatedFirst: 2 } as const;

/** Step 8-IV: random starting action cards per player. */
export const STARTING_ACTION_CARDS = 2;

/** Step 10: mission cards drawn on top of the four starting missions. */
export const STARTING_MISSION_DRAW = 2;

/** Step 4: objective cards the Rebel draws. */
export const STARTING_OBJECTIVE_DRAW = 1;

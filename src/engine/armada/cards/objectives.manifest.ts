import type { CardSet } from '../../core/cards/card.types.js';
import { text } from '../../core/text.js';
import type { ObjectiveCardDefinition } from './objective-card.define.js';
import { advancedGunnery } from './objectives/advanced-gunnery.card.js';
import { mostWanted } from './objectives/most-wanted.card.js';
import { openingSalvo } from './objectives/opening-salvo.card.js';
import { precisionStrike } from './objectives/precision-strike.card.js';
import { contestedOutpost } from './objectives/contested-outpost.card.js';
import { fireLanes } from './objectives/fire-lanes.card.js';
import { fleetAmbush } from './objectives/fleet-ambush.card.js';
import { hyperspaceAssault } from './objectives/hyperspace-assault.card.js';
import { dangerousTerritory } from './objectives/dangerous-territory.card.js';
import { intelSweep } from './objectives/intel-sweep.card.js';
import { minefields } from './objectives/minefields.card.js';
import { superiorPositions } from './objectives/superior-positions.card.js';

/** The core set's twelve objectives, the ones the fleet starters play with (seed "EINSATZZIELE"). */
export const OBJECTIVE_CARD_SET: CardSet<ObjectiveCardDefinition> = {
  set: 'core-objectives',
  title: text('Einsatzziele', 'Objectives'),
  cards: [advancedGunnery, mostWanted, openingSalvo, precisionStrike, contestedOutpost, fireLanes, fleetAmbush, hyperspaceAssault, dangerousTerritory, intelSweep, minefields, superiorPositions],
};

const BY_ID: ReadonlyMap<string, ObjectiveCardDefinition> = new Map(OBJECTIVE_CARD_SET.cards.map((c) => [c.id, c]));

/** The chosen objective's definition; undefined for an id outside the set. */
export function objectiveCard(id: string): ObjectiveCardDefinition | undefined {
  return BY_ID.get(id);
}

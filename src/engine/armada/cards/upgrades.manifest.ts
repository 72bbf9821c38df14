import type { CardSet } from '../../core/cards/card.types.js';
import { text } from '../../core/text.js';
import type { UpgradeCardDefinition } from './upgrade-card.define.js';
import { assaultConcussionMissiles } from './upgrades/assault-concussion-missiles.card.js';
import { bailOrgana } from './upgrades/bail-organa.card.js';
import { battleDroidReserves } from './upgrades/battle-droid-reserves.card.js';
import { beastOfBurden } from './upgrades/beast-of-burden.card.js';
import { cloneCaptainZak } from './upgrades/clone-captain-zak.card.js';
import { cloneGunners } from './upgrades/clone-gunners.card.js';
import { countDooku } from './upgrades/count-dooku.card.js';
import { cloneNavigationOfficer } from './upgrades/clone-navigation-officer.card.js';
import { foremansLabor } from './upgrades/foremans-labor.card.js';
import { hyperspaceRings } from './upgrades/hyperspace-rings.card.js';
import { hyperwaveSignalBoost } from './upgrades/hyperwave-signal-boost.card.js';
import { implacable } from './upgrades/implacable.card.js';
import { kraken } from './upgrades/kraken.card.js';
import { munitionsResupply } from './upgrades/munitions-resupply.card.js';
import { nevootaBee } from './upgrades/nevoota-bee.card.js';
import { obiWanKenobi } from './upgrades/obi-wan-kenobi.card.js';
import { partsResupply } from './upgrades/parts-resupply.card.js';
import { radiantVii } from './upgrades/radiant-vii.card.js';
import { reactiveGunnery } from './upgrades/reactive-gunnery.card.js';
import { runeHaako } from './upgrades/rune-haako.card.js';
import { saNalaor } from './upgrades/sa-nalaor.card.js';
import { swiftReturn } from './upgrades/swift-return.card.js';
import { swivelMountBatteries } from './upgrades/swivel-mount-batteries.card.js';
import { tSeriesTacticalDroid } from './upgrades/t-series-tactical-droid.card.js';
import { tideOfProgressXii } from './upgrades/tide-of-progress-xii.card.js';
import { watTambor } from './upgrades/wat-tambor.card.js';

/**
 * The upgrade cards the game plays, from the Republic (SWM34) and Separatist
 * (SWM35) fleet starters. A starter card missing here has no module yet:
 * `cards.implemented.ts` names it, and docs/games/armada.md lists it.
 */
export const UPGRADE_CARD_SET: CardSet<UpgradeCardDefinition> = {
  set: 'clone-wars-starters',
  title: text('Aufwertungen der Klonkriegs-Starterflotten', 'Upgrades of the Clone Wars fleet starters'),
  cards: [assaultConcussionMissiles, bailOrgana, battleDroidReserves, beastOfBurden, cloneCaptainZak, cloneGunners, cloneNavigationOfficer, countDooku, foremansLabor, hyperwaveSignalBoost, implacable, kraken, munitionsResupply, nevootaBee, obiWanKenobi, partsResupply, radiantVii, reactiveGunnery, runeHaako, saNalaor, swiftReturn, tSeriesTacticalDroid, watTambor, tideOfProgressXii, swivelMountBatteries, hyperspaceRings],
};

const BY_ID: ReadonlyMap<string, UpgradeCardDefinition> = new Map(UPGRADE_CARD_SET.cards.map((c) => [c.id, c]));

export function upgradeCard(id: string): UpgradeCardDefinition | undefined {
  return BY_ID.get(id);
}

import type { CardSet } from '../../core/cards/card.types.js';
import { text } from '../../core/text.js';
import type { DamageCardDefinition } from './damage-card.define.js';
import { blindedGunners } from './damage/blinded-gunners.card.js';
import { capacitorFailure } from './damage/capacitor-failure.card.js';
import { commNoise } from './damage/comm-noise.card.js';
import { compartmentFire } from './damage/compartment-fire.card.js';
import { coolantDischarge } from './damage/coolant-discharge.card.js';
import { crewPanic } from './damage/crew-panic.card.js';
import { damagedControls } from './damage/damaged-controls.card.js';
import { damagedMunitions } from './damage/damaged-munitions.card.js';
import { depoweredArmament } from './damage/depowered-armament.card.js';
import { disengagedFireControl } from './damage/disengaged-fire-control.card.js';
import { faultyCountermeasures } from './damage/faulty-countermeasures.card.js';
import { injuredCrew } from './damage/injured-crew.card.js';
import { lifeSupportFailure } from './damage/life-support-failure.card.js';
import { pointDefenseFailure } from './damage/point-defense-failure.card.js';
import { powerFailure } from './damage/power-failure.card.js';
import { projectorMisaligned } from './damage/projector-misaligned.card.js';
import { rupturedEngine } from './damage/ruptured-engine.card.js';
import { shieldFailure } from './damage/shield-failure.card.js';
import { structuralDamage } from './damage/structural-damage.card.js';
import { targeterDisruption } from './damage/targeter-disruption.card.js';
import { thrustControlMalfunction } from './damage/thrust-control-malfunction.card.js';
import { thrusterFissure } from './damage/thruster-fissure.card.js';

/** The core damage deck: 22 distinct cards, 52 copies (seed "SCHADEN AN SCHIFFEN"). */
export const DAMAGE_CARD_SET: CardSet<DamageCardDefinition> = {
  set: 'core-damage-deck',
  title: text('Schadensstapel', 'Damage deck'),
  cards: [
    blindedGunners,
    capacitorFailure,
    commNoise,
    compartmentFire,
    coolantDischarge,
    crewPanic,
    damagedControls,
    damagedMunitions,
    depoweredArmament,
    disengagedFireControl,
    faultyCountermeasures,
    injuredCrew,
    lifeSupportFailure,
    pointDefenseFailure,
    powerFailure,
    projectorMisaligned,
    rupturedEngine,
    shieldFailure,
    structuralDamage,
    targeterDisruption,
    thrustControlMalfunction,
    thrusterFissure,
  ],
};

const BY_ID: ReadonlyMap<string, DamageCardDefinition> = new Map(DAMAGE_CARD_SET.cards.map((c) => [c.id, c]));

export function damageCard(id: string): DamageCardDefinition | undefined {
  return BY_ID.get(id);
}

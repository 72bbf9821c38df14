import type { ShipCard, UpgradeCard } from '../engine/armada/catalog/catalog.types.js';
import type { ArmadaDieColor } from '../games/typed/armada-attack-view.models.js';
import type { ArmadaCommand } from '../games/typed/armada-view.models.js';
import type { ArmadaCriticalEffectModel, ArmadaReadyCostModel, ArmadaSpeedModel, ArmadaStartingTokenKind, ArmadaStartingTokensModel } from './armada-catalog-typed.models.js';

// The engine's string unions and these enums hold the same values ("concentrate-fire" is concentrate_fire by name).
const commandsOrAny = (c: readonly string[] | 'any'): ArmadaCommand[] | null => (c === 'any' ? null : ([...c] as ArmadaCommand[]));

/** speedChart as a list, by speed. */
export const typedSpeeds = (chart: ShipCard['speedChart']): ArmadaSpeedModel[] =>
  Object.entries(chart)
    .map(([speed, clicks]) => ({ speed: Number(speed), clicks: [...clicks] }))
    .sort((a, b) => a.speed - b.speed);

export const typedReadyCost = (cost: UpgradeCard['readyCost']): ArmadaReadyCostModel | null =>
  cost && { count: cost.count, tokens: commandsOrAny(cost.tokens), note: cost.note ?? null };

export const typedStartingTokens = (start: UpgradeCard['startingTokens']): ArmadaStartingTokensModel | null =>
  start && { count: start.count, kind: start.kind as ArmadaStartingTokenKind, types: commandsOrAny(start.types), note: start.note ?? null };

export const typedCriticalEffect = (crit: UpgradeCard['criticalEffect']): ArmadaCriticalEffectModel | null =>
  crit && { dieColor: crit.dieColor as ArmadaDieColor | null, effect: crit.effect };

import type { Emitted } from '../../core/game.contract.js';
import type { Rng } from '../../core/rng.random.js';
import { onlySeats, PUBLIC, SERVER_ONLY, type Seat } from '../../core/visibility.view.js';
import { fullDamageDeck } from '../attack/attack.setup.js';
import { getSquadron } from '../catalog/catalog.lookup.js';
import { OBSTACLE_SHAPES, type ObstacleShapeId } from '../data/obstacles.data.js';
import type { ArmadaEvent, ArmadaFleet, GameShip, GameSquadron, StandardFormat, CardsWithoutEffect } from './game.types.js';
import { startingTokens } from './game.upgrades.js';
import { newShip } from './game.setup.js';

/** 90 × 90 cm for two starters, else 90 × 180 cm with a 90 × 120 cm setup area 30 cm from each short edge (seed "VOLLSTÄNDIGER SPIELAUFBAU", step 1), in mm. */
export const STANDARD_TABLES: Readonly<Record<StandardFormat, { playArea: { width: number; height: number }; setupArea: { x0: number; x1: number }; obstacles: number }>> = {
  starter: { playArea: { width: 914.4, height: 914.4 }, setupArea: { x0: 0, x1: 914.4 }, obstacles: 4 },
  standard: { playArea: { width: 1828.8, height: 914.4 }, setupArea: { x0: 304.8, x1: 1524 }, obstacles: 6 },
};

/**
 * Seed "VOLLSTÄNDIGER SPIELAUFBAU": the table of the format, the obstacle
 * tokens (all six of the kernel's shapes; with two starters only four are
 * placed), the damage deck shuffled now (step 7; server only); then the
 * fleets are submitted in secret (FLOTTENZUSAMMENSTELLUNG: revealed together).
 * Each seat gets the seed of the lists the fleet step draws for it, seen by
 * that seat alone, so its offers differ per game, replay needs no generator,
 * and the other seat cannot work them out.
 */
export function setupStandard(format: StandardFormat, cardsWithoutEffect: CardsWithoutEffect, rng: Rng): Emitted<ArmadaEvent>[] {
  const table = STANDARD_TABLES[format];
  const order = rng.shuffle(fullDamageDeck());
  return [
    { event: { type: 'GameStarted', payload: { scenario: 'standard', factions: ['republic', 'separatist'], playArea: table.playArea, ships: [], squadrons: [] } }, visibility: PUBLIC },
    {
      event: { type: 'StandardSetupStarted', payload: { format, cardsWithoutEffect, setupArea: table.setupArea, obstacles: table.obstacles, obstaclePool: Object.keys(OBSTACLE_SHAPES) as ObstacleShapeId[] } },
      visibility: PUBLIC,
    },
    { event: { type: 'DamageDeckShuffled', payload: { order } }, visibility: SERVER_ONLY, redacted: { cards: order.length } },
    ...([0, 1] as const).map((seat): Emitted<ArmadaEvent> => ({
      event: { type: 'FleetDrawSeeded', payload: { seat, seed: rng.int(2 ** 32).toString(36) } },
      visibility: onlySeats(seat),
      redacted: { seat },
    })),
  ];
}

/**
 * The models of a revealed fleet, not yet on the table: ships `s<seat>-<n>`
 * in list order, squadrons `q<seat>-<n>`; full shields and hull, the printed
 * defense tokens (seed step 2).
 */
export function fleetModels(seat: Seat, fleet: ArmadaFleet): { ships: GameShip[]; squadrons: GameSquadron[] } {
  const ships = fleet.ships.map(
    (s, i): GameShip => ({
      ...newShip(seat, i, s.card, { x: 0, y: 0, heading: seat === 0 ? 0 : 180 }, 0),
      // The list's upgrade cards go on the ship, with the tokens a card fixes (seed "Aufwertungskarten mit Markern").
      upgrades: s.upgrades.map((id) => ({ id, exhausted: false, tokens: startingTokens([id])[0]?.tokens ?? [] })),
    }),
  );
  const squadrons = fleet.squadrons
    .flatMap((q) => Array.from({ length: q.count }, () => getSquadron(q.card)!))
    .map(
      (card, i): GameSquadron => ({
        id: `q${seat}-${i + 1}`,
        card: card.id,
        owner: seat,
        position: { x: 0, y: 0 },
        hull: card.hull,
        defenseTokens: card.defenseTokens.map((type) => ({ type, state: 'ready' as const })),
        activated: false,
        destroyed: false,
      }),
    );
  return { ships, squadrons };
}

import { SeededRng } from '../../core/rng.random.js';
import type { Seat } from '../../core/visibility.view.js';
import type { Faction } from '../catalog/catalog.types.js';
import { randomStarterFleet } from '../fleet/fleet.random.js';
import { randomStandardFleet } from '../fleet/fleet.standard-random.js';
import { other } from './game.rules.js';
import { objectiveHas, objectiveShipProblem } from './objective.rules.js';
import type { ArmadaState, CardsWithoutEffect, StandardFormat, StandardSetupAction } from './game.types.js';
import { objectiveTokenGrid, obstacleGrid, shipDeployGrid, squadronDeployGrid, thin } from './setup-standard.table.js';
import { cardsNotImplemented, notImplementedRefusal, type FleetCards } from '../cards/cards.implemented.js';
import type { RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { setAsideActions } from './hyperspace.rules.js';

export const SEAT_FACTIONS: readonly Faction[] = ['republic', 'separatist'];

/** How many ready-made fleets the legal list offers each seat (any valid fleet is accepted too). */
export const READY_FLEETS = 6;

const ready = new Map<string, StandardSetupAction[]>();

/**
 * Valid fleets of the seat's faction a bot can pick from: the generator's
 * (fleet.random.ts) from fixed seeds, the same in every game, so the list
 * tells nothing about the other seat.
 */
export function readyFleets(seat: Seat, format: StandardFormat, cardsWithoutEffect: CardsWithoutEffect): StandardSetupAction[] {
  const key = `${seat}:${format}`;
  let list = ready.get(key);
  if (!list) {
    const faction = SEAT_FACTIONS[seat];
    list = Array.from({ length: READY_FLEETS }, (_, k) => ({ type: 'SubmitFleet' as const, fleet: { ...randomStarterFleet(faction, new SeededRng(`armada-ready-fleet:${faction}:${format}:${k}`), format) } }));
    ready.set(key, list);
  }
  return cardsWithoutEffect === 'allow' ? list : list.filter((a) => a.type === 'SubmitFleet' && cardsNotImplemented(a.fleet as FleetCards).length === 0);
}

/** How many lists of the whole catalog the fleet step offers each seat beside the fixed ones. */
export const DRAWN_FLEETS = 6;

/** Drawn lists of recent games, so a seat asking again does not draw them again; kept small, as games come and go. */
const drawn = new Map<string, StandardSetupAction[]>();
const DRAWN_CACHE = 64;

/**
 * Valid fleets of the whole catalog (fleet.standard-random.ts), different in
 * each game: seeded by the seat's own seed, drawn at the setup from the
 * game's secret seed and seen by that seat alone (`FleetDrawSeeded`), so a
 * seat's offers tell it nothing of the other seat's, and a replay folds the
 * same seed and offers the same lists. A game set up before the seeds has none.
 */
export function drawnFleets(s: ArmadaState, seat: Seat): StandardSetupAction[] {
  const setup = s.setup!;
  const seed = setup.drawSeeds?.[seat];
  if (!seed) return [];
  const key = `armada-drawn-fleet:${seat}:${setup.format}:${seed}`;
  let list = drawn.get(key);
  if (!list) {
    const faction = SEAT_FACTIONS[seat];
    const unique = new Map<string, StandardSetupAction>();
    for (let k = 0; k < DRAWN_FLEETS; k++) {
      const fleet = randomStandardFleet(faction, new SeededRng(`${key}:${k}`), setup.format);
      unique.set(JSON.stringify(fleet), { type: 'SubmitFleet', fleet: { ...fleet } });
    }
    list = [...unique.values()];
    if (drawn.size >= DRAWN_CACHE) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, list);
  }
  return setup.cardsWithoutEffect === 'allow' ? list : list.filter((a) => a.type === 'SubmitFleet' && cardsNotImplemented(a.fleet as FleetCards).length === 0);
}

/**
 * Issue 9: a standard game that refuses cards without effect can only start
 * if each side can field a fleet of played cards: else its creation is refused
 * with `ARMADA_CARD_NOT_IMPLEMENTED`, naming the cards of a ready-made list
 * that hold it back (never a game nobody can set up).
 */
export function noPlayableFleet(format: StandardFormat): RuleViolation | null {
  for (const seat of [0, 1] as const) {
    if (readyFleets(seat, format, 'refuse').length > 0) continue;
    const first = readyFleets(seat, format, 'allow')[0];
    const refusal = notImplementedRefusal((first.type === 'SubmitFleet' ? first.fleet : {}) as FleetCards)!;
    return {
      ...refusal,
      messages: text(
        `${refusal.messages.de} Noch lässt sich keine Flotte ${SEAT_FACTIONS[seat]} nur aus gespielten Karten bauen; mit options.cardsWithoutEffect: "allow" wirken solche Karten nicht.`,
        `${refusal.messages.en} No ${SEAT_FACTIONS[seat]} fleet of played cards only can be built yet; with options.cardsWithoutEffect: "allow" such cards do nothing.`,
      ),
    };
  }
  return null;
}

const reserveOf = (s: ArmadaState, seat: Seat) => ({
  ships: s.setup!.reserveShips.filter((x) => x.owner === seat).length,
  squadrons: s.setup!.reserveSquadrons.filter((q) => q.owner === seat).length,
});

/**
 * Seed "VOLLSTÄNDIGER SPIELAUFBAU", step 6: a turn is one ship or two
 * squadrons; the second squadron of a turn follows the first; a player's last
 * single squadron waits until all his ships are placed.
 */
export function mayDeploy(s: ArmadaState, seat: Seat, kind: 'ship' | 'squadron'): boolean {
  const setup = s.setup;
  if (!setup || setup.step !== 'deployment' || setup.placer !== seat) return false;
  const left = reserveOf(s, seat);
  if (kind === 'ship') return setup.squadronsThisTurn === 0 && left.ships > 0;
  return left.squadrons > 0 && (setup.squadronsThisTurn === 1 || left.squadrons >= 2 || left.ships === 0) && !shipsWaiting(s);
}

/** Fleet Ambush: a ship of either player still waits, so no squadron is placed yet. */
function shipsWaiting(s: ArmadaState): boolean {
  return objectiveHas(s, 'ships-deploy-before-squadrons') && s.setup!.reserveShips.length > 0;
}

/** Has the seat something it may deploy now (a player with only squadrons is passed over while Fleet Ambush has ships waiting)? */
export function hasReserve(s: ArmadaState, seat: Seat): boolean {
  const left = reserveOf(s, seat);
  return left.ships > 0 || (left.squadrons > 0 && !shipsWaiting(s));
}

/** Who decides now in the full setup, and on what. */
export function setupDecider(s: ArmadaState): Seat[] {
  const setup = s.setup!;
  switch (setup.step) {
    case 'fleets':
      return ([0, 1] as Seat[]).filter((seat) => setup.fleets[seat] === null);
    case 'first-player':
      return [setup.chooser!];
    case 'objective':
      return [s.firstPlayer];
    case 'obstacles':
    case 'set-aside':
    case 'objective-tokens':
    case 'deployment':
    case 'objective-ships':
      return [setup.placer];
  }
}

export function standardSetupActions(s: ArmadaState, seat: Seat): StandardSetupAction[] {
  const setup = s.setup!;
  if (!setupDecider(s).includes(seat)) return [];
  switch (setup.step) {
    case 'fleets':
      return [...readyFleets(seat, setup.format, setup.cardsWithoutEffect), ...drawnFleets(s, seat)];
    case 'first-player':
      return [
        { type: 'ChooseFirstPlayer', firstPlayer: 0 },
        { type: 'ChooseFirstPlayer', firstPlayer: 1 },
      ];
    case 'objective':
      return s.fleets![other(seat)].objectives.map((objective) => ({ type: 'ChooseObjective', objective }));
    case 'obstacles':
      return obstacleGrid(s);
    case 'set-aside':
      return setAsideActions(s, seat);
    case 'objective-tokens':
      return objectiveTokenGrid(s);
    case 'deployment':
      return thin([...(mayDeploy(s, seat, 'ship') ? shipDeployGrid(s, seat) : []), ...(mayDeploy(s, seat, 'squadron') ? squadronDeployGrid(s, seat) : [])]);
    case 'objective-ships':
      return s.ships.filter((x) => objectiveShipProblem(s, seat, x) === null).map((x) => ({ type: 'NameObjectiveShip', ship: x.id }));
  }
}

import { getCard, getSquadron } from '../catalog/catalog.lookup.js';
import type { Seat } from '../../core/visibility.view.js';
import type { CommandType } from '../catalog/catalog.types.js';
import { liveShips, liveSquadrons, shipCardOf } from './game.table.js';
import type { ArmadaState, GameShip, ShipActivation } from './game.types.js';

/** The last round (seed "SPIELVERLAUF": six rounds). */
export const LAST_ROUND = 6;

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

export function activeShip(s: ArmadaState): GameShip | null {
  return s.activation ? (s.ships.find((x) => x.id === s.activation?.ship) ?? null) : null;
}

/** Dials a ship still needs this command phase: its command value minus its stack (seed "PHASE 1: KOMMANDOPHASE"). */
export function dialsNeeded(x: GameShip): number {
  return x.destroyed ? 0 : Math.max(0, shipCardOf(x).command - x.dials.length);
}

export function seatNeedsDials(s: ArmadaState, seat: Seat): boolean {
  return liveShips(s).some((x) => x.owner === seat && dialsNeeded(x) > 0);
}

/** Why a revealed dial cannot become a token (seed "KOMMANDOMARKER"), or null. */
export function tokenBlock(x: GameShip, command: CommandType): 'duplicate' | 'limit' | null {
  if (x.tokens.includes(command)) return 'duplicate';
  if (x.tokens.length >= shipCardOf(x).command) return 'limit';
  return null;
}

/** The revealed dial may still be spent for its full effect of this command, or a dial a card gave the ship (Bail Organa). */
export function dialAvailable(a: ShipActivation | null, command: CommandType): boolean {
  return !!a && ((a.dialKept && !a.dialSpent && a.revealed === command) || (a.extraDials ?? []).includes(command));
}

/** Spends a dial of this command: the revealed one if it is that command and unspent, else a dial a card gave. */
export function spendDial(a: ShipActivation, command: CommandType): ShipActivation {
  if (a.dialKept && !a.dialSpent && a.revealed === command) return { ...a, dialSpent: true };
  const extra = a.extraDials ?? [];
  const i = extra.indexOf(command);
  return i < 0 ? a : { ...a, extraDials: [...extra.slice(0, i), ...extra.slice(i + 1)] };
}

export function hasUnactivatedShip(s: ArmadaState, seat: Seat): boolean {
  return liveShips(s).some((x) => x.owner === seat && !x.activated);
}

export function hasUnactivatedSquadron(s: ArmadaState, seat: Seat): boolean {
  return liveSquadrons(s).some((q) => q.owner === seat && !q.activated);
}

/**
 * Seed "VERWENDUNG VON PASSEN-MARKERN": with a pass token and an unactivated
 * ship, the first player may pass once he has activated a ship and has fewer
 * unactivated ships than the second player; the second player if he has no
 * more unactivated ships than the first; never in two turns in a row.
 */
export function mayPass(s: ArmadaState, seat: Seat): boolean {
  if (s.phase !== 'ship' || s.passTokens[seat] <= 0 || s.passedLastTurn[seat] || !hasUnactivatedShip(s, seat)) return false;
  const left = (p: Seat) => liveShips(s).filter((x) => x.owner === p && !x.activated).length;
  const mine = left(seat);
  const theirs = left(other(seat));
  if (seat === s.firstPlayer) return liveShips(s).some((x) => x.owner === seat && x.activated) && mine < theirs;
  return mine <= theirs;
}

export function hasShips(s: ArmadaState, seat: Seat): boolean {
  return liveShips(s).some((x) => x.owner === seat);
}

/**
 * Seed "SPIELSIEG": each player scores the cost of the enemy ships and
 * squadrons destroyed (our choice: the current AMG cost, the one fleet
 * building uses), a ship's upgrade cards included (standard fleets equip them
 * on deployment; the training fleets carry none).
 */
export function destroyedPoints(s: ArmadaState, seat: Seat): number {
  const ships = s.ships.filter((x) => x.owner !== seat && x.destroyed).reduce((sum, x) => sum + shipFleetCost(x), 0);
  const squadrons = s.squadrons.filter((q) => q.owner !== seat && q.destroyed).reduce((sum, q) => sum + (squadronPoints(q.card) ?? 0), 0);
  return ships + squadrons;
}

/** Rules Reference ("Winning the Game"): a ship's fleet point cost is its card's with its upgrade cards. */
export function shipFleetCost(x: GameShip): number {
  return shipCardOf(x).points.current + (x.upgrades ?? []).reduce((sum, u) => sum + (getCard('upgrades', u.id)?.points.current ?? 0), 0);
}

function squadronPoints(card: string): number | null {
  return getSquadron(card)?.points.current ?? null;
}

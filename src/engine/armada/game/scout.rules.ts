import { ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { getShip, getSquadron } from '../catalog/catalog.lookup.js';
import { hasKeyword } from '../catalog/keyword.rules.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import type { Vec } from '../geometry/vec.geometry.js';
import { RULE } from '../rules.cite.js';
import type { ArmadaState, GameShip, GameSquadron } from './game.types.js';
import { abilities, upgradesOf } from './game.upgrades.js';
import { beyondEnemyShips, nearFriendlyShip } from './setup-standard.table.js';

/*
 * Scout (Rules Reference, squadron keyword "Scout": while deploying fleets,
 * the squadron may be placed anywhere in the setup area beyond distance 3 of
 * enemy ships instead of within distance 1–2 of a friendly ship), granted by
 * Hyperspace Rings to up to its ship's squadron value of friendly squadrons
 * without Rogue. The seed's step 6 (VOLLSTÄNDIGER SPIELAUFBAU) is the rule it
 * replaces. Which squadrons gain it is settled as they are placed
 * (docs/games/armada.md).
 */

const D = DEFAULT_GEOMETRY.distanceBands;

/** A seat's ships, placed or waiting, with the cards that grant Scout: each grants up to its ship's squadron value. */
function scoutsGranted(s: ArmadaState, seat: number): number {
  const ships: readonly GameShip[] = [...s.ships, ...(s.setup?.reserveShips ?? [])].filter((x) => x.owner === seat && !x.destroyed);
  return ships.reduce(
    (sum, x) => sum + upgradesOf(x).filter((u) => abilities(u.id, 'deployment').some((a) => a.steps.some((st) => st.op === 'grant-scout'))).length * getShip(x.card)!.squadron,
    0,
  );
}

function reserveSquadron(s: ArmadaState, id: string): GameSquadron | undefined {
  return s.setup?.reserveSquadrons.find((q) => q.id === id);
}

/** May this waiting squadron still be deployed with Scout: no Rogue, and its side has Scout left to grant? */
export function mayScout(s: ArmadaState, id: string): boolean {
  const q = reserveSquadron(s, id);
  if (!q || hasKeyword(getSquadron(q.card)!, 'Rogue')) return false;
  const used = (s.setup?.scouts ?? []).filter((v) => s.squadrons.find((x) => x.id === v)?.owner === q.owner).length;
  return scoutsGranted(s, q.owner) - used > 0;
}

/** Placed here, away from friendly ships, the squadron is deployed with Scout (the deployment is legal). */
export function deployedAsScout(s: ArmadaState, id: string, at: Vec): boolean {
  const q = reserveSquadron(s, id);
  return q !== undefined && !nearFriendlyShip(s, q.owner, at);
}

/** Why a squadron away from every friendly ship may not stand here: no Scout, or within distance 3 of an enemy ship. */
export function scoutProblem(s: ArmadaState, q: GameSquadron, at: Vec): RuleViolation | null {
  if (!mayScout(s, q.id))
    return ruleViolation(
      'SQUADRON_NOT_NEAR_FRIENDLY_SHIP',
      text('Staffeln werden innerhalb Entfernung 1–2 zu einem befreundeten Schiff platziert.', 'Squadrons are placed within distance 1–2 of a friendly ship.'),
      RULE.vollstaendigerSpielaufbau,
    );
  if (!beyondEnemyShips(s, q.owner, at, D[2]))
    return ruleViolation(
      'SCOUT_TOO_CLOSE_TO_ENEMY_SHIP',
      text(
        'Eine Staffel mit Kundschafter (Hyperraumringe; Referenzhandbuch „Scout“) steht außerhalb von Entfernung 3 zu feindlichen Schiffen, wenn sie nicht nahe einem befreundeten Schiff steht.',
        'A squadron with Scout (Hyperspace Rings; Rules Reference "Scout") stands beyond distance 3 of enemy ships when it is not near a friendly ship.',
      ),
      RULE.vollstaendigerSpielaufbau,
    );
  return null;
}

/**
 * May one of the seat's waiting squadrons stand anywhere now: near a friendly
 * ship already placed, or away from them with Scout left to grant? Without
 * either, a turn's second squadron waits (seed "VOLLSTÄNDIGER SPIELAUFBAU",
 * step 6: squadrons within distance 1–2 of a friendly ship) and the turn
 * passes, rather than leaving the seat with nothing legal to do.
 */
export function someSquadronMayStand(s: ArmadaState, seat: number): boolean {
  if (s.ships.some((x) => x.owner === seat && !x.destroyed)) return true;
  return (s.setup?.reserveSquadrons ?? []).some((q) => q.owner === seat && mayScout(s, q.id));
}

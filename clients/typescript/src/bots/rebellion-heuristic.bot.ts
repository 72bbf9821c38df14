import { BotRng, type Bot, type BotInput } from './bot.contract.js';
import { rebellionNeighbours } from '../games/rebellion.board.js';
import type { RebellionView } from '../games/rebellion.types.js';
import type { LegalAction } from '../operations.graphql.js';

/** RR EINHEITEN: what a ship carries (Transportkapazität) and which Imperial units are ground units. */
const EMPIRE_CAPACITY: Readonly<Record<string, number>> = { 'assault-carrier': 4, 'star-destroyer': 6, 'super-star-destroyer': 8, 'death-star': 8 };
const EMPIRE_GROUND = ['stormtrooper', 'at-st', 'at-at'];
const EMPIRE_UNITS = new Set([...Object.keys(EMPIRE_CAPACITY), ...EMPIRE_GROUND, 'tie-fighter', 'death-star-under-construction']);
/** Carriers first, then the ground units they carry, then the rest: a move built in this order lands the most troops (RR TRANSPORTKAPAZITÄT). */
const MOVE_ORDER = ['super-star-destroyer', 'star-destroyer', 'assault-carrier', 'death-star', 'at-at', 'at-st', 'stormtrooper', 'tie-fighter'];
/** Attack the revealed base with at least this many ground units that can land per unit defending it. */
const ATTACK_RATIO = 0.8;
/** Missions that tell the Empire where the base is not (probe cards) or is. */
const IMPERIAL_HUNTING_MISSIONS = ['probe-droid-initiative', 'long-range-probe', 'gather-intel', 'intercept-transmissions', 'interrogation', 'interrogation-droid', 'hunt-them-down'];
/** Missions the Empire assigns a round: every other leader activates systems (RR KOMMANDOPHASE); one beat two and none over 70 seeded games. */
const IMPERIAL_MISSIONS_PER_ROUND = 1;
/** Decisions that only take back a step: choosing them at random makes games long and changes nothing. */
const UNDO = new Set(['UndoAssignment', 'UndoMove', 'UndoPlacement']);

/**
 * Rebellion from one seat's view. The Empire hunts the base: few missions
 * (the hunting ones), leaders kept to activate systems that no probe card,
 * loyalty or Imperial trooper has ruled out, bringing every ground unit
 * and ship that can come; once the base is revealed it goes there. The
 * Rebel never gives its base away (no RevealBase), plays objectives for
 * reputation and otherwise lets time run (RR SIEGBEDINGUNGEN: reputation
 * meeting time wins). Everything else: at random, without take-backs.
 */
export class RebellionHeuristicBot implements Bot {
  readonly kind = 'heuristic' as const;
  private readonly rng: BotRng;

  constructor(seed: string) {
    this.rng = new BotRng(seed);
  }

  choose(input: BotInput): LegalAction {
    const view = input.view as RebellionView;
    const faction = view.viewer.kind === 'seat' ? view.viewer.faction : null;
    const actions = input.actions.filter((a) => !UNDO.has(a.type));
    const pool = actions.length > 0 ? actions : input.actions;
    const byType = (type: string) => pool.filter((a) => a.type === type);
    if (faction === 'empire') return this.empire(view, pool, byType) ?? this.any(pool);
    if (faction === 'rebel') return this.rebel(pool, byType) ?? this.any(pool);
    return this.any(pool);
  }

  private empire(view: RebellionView, pool: readonly LegalAction[], byType: (type: string) => LegalAction[]): LegalAction | undefined {
    switch (view.phase.kind) {
      case 'assignment': {
        const assigns = byType('AssignMission');
        const hunting = assigns.filter((a) => IMPERIAL_HUNTING_MISSIONS.includes(String(a.params.mission)));
        if (view.assigned.empire.count < IMPERIAL_MISSIONS_PER_ROUND && assigns.length > 0) return hunting[0] ?? this.pick(assigns);
        return byType('FinishAssignment')[0];
      }
      case 'command': {
        const target = this.bestTarget(view, byType('ActivateSystem'));
        if (target) return target;
        return this.pick(byType('RevealMission')) ?? byType('Pass')[0];
      }
      case 'activation': {
        const moves = byType('MoveUnits');
        for (const unit of MOVE_ORDER) {
          const all = moves.filter((a) => a.params.unit === unit).sort((x, y) => Number(y.params.count) - Number(x.params.count));
          if (all.length > 0) return all[0];
        }
        return byType('ConfirmMoves')[0];
      }
      case 'deploy': {
        // New units go as close to the revealed base as they may.
        const base = view.rebelBase.revealed ? view.rebelBase.system : null;
        const deploys = byType('DeployUnit');
        if (base === null || deploys.length === 0) return this.pick(pool);
        return deploys.reduce((a, b) => (distance(String(b.params.at), base) < distance(String(a.params.at), base) ? b : a));
      }
      default:
        return byType('DeclineRetreat')[0] ?? this.pick(pool);
    }
  }

  private rebel(pool: readonly LegalAction[], byType: (type: string) => LegalAction[]): LegalAction | undefined {
    const safe = pool.filter((a) => a.type !== 'RevealBase');
    return byType('PlayObjective')[0] ?? this.pick(safe);
  }

  /**
   * The system worth activating: the revealed base when the troops next to it
   * can land there, else a system next to it to gather them; before the
   * reveal, where the base may be (no probe card, no Imperial loyalty or
   * ground unit says otherwise), scored by the troops that can land there.
   */
  private bestTarget(view: RebellionView, activations: readonly LegalAction[]): LegalAction | undefined {
    const ruledOut = new Set<string>([...(view.hands.probes.cards ?? []), ...view.probesInBox]);
    for (const [id, s] of Object.entries(view.systems)) if (s.destroyed || s.loyalty === 'empire' || EMPIRE_GROUND.some((u) => (s.units[u] ?? 0) > 0)) ruledOut.add(id);
    const pinned = new Set(Object.values(view.leaders).flatMap((l) => (l?.location.kind === 'system' ? [l.location.system] : [])));
    const base = view.rebelBase.revealed ? view.rebelBase.system : null;
    const landing = (system: string) => {
      let troops = 0;
      for (const from of rebellionNeighbours(system)) if (!pinned.has(from) && from !== base) troops += troopsAt(view, from);
      return troops;
    };
    let best: { action: LegalAction; score: number } | undefined;
    for (const action of activations) {
      const system = String(action.params.system);
      if (pinned.has(system)) continue;
      const troops = landing(system);
      let score = 0;
      if (base !== null) {
        const defenders = rebelUnits(view.systems[base]?.units ?? {});
        if (system === base) score = troops > 0 && troops >= defenders * ATTACK_RATIO ? 1000 + troops : 0;
        // Gathering next to the base for a later round's attack.
        else if (rebellionNeighbours(base).includes(system)) score = troops;
      } else if (!ruledOut.has(system) && troops > 0) {
        score = troops * 10 + this.rng.int(5);
      }
      if (score > 0 && (!best || score > best.score)) best = { action, score };
    }
    return best?.action;
  }

  private pick(actions: readonly LegalAction[]): LegalAction | undefined {
    return actions.length > 0 ? actions[this.rng.int(actions.length)] : undefined;
  }

  private any(actions: readonly LegalAction[]): LegalAction {
    return actions[this.rng.int(actions.length)];
  }
}

function rebelUnits(units: RebellionView['systems'][string]['units']): number {
  return Object.entries(units).reduce((n, [u, c]) => n + (EMPIRE_UNITS.has(u) ? 0 : (c ?? 0)), 0);
}

/** Steps from `from` to `to` over the map's borders. */
function distance(from: string, to: string): number {
  let frontier = [from];
  const seen = new Set(frontier);
  for (let d = 0; frontier.length > 0; d++) {
    if (frontier.includes(to)) return d;
    frontier = frontier.flatMap((s) => rebellionNeighbours(s).filter((n) => !seen.has(n) && seen.add(n)));
  }
  return Infinity;
}

/** Imperial ground units at `from` that its ships can carry out (RR TRANSPORTKAPAZITÄT). */
function troopsAt(view: RebellionView, from: string): number {
  const units = view.systems[from]?.units ?? {};
  const capacity = Object.entries(EMPIRE_CAPACITY).reduce((n, [u, c]) => n + (units[u] ?? 0) * c, 0);
  return Math.min(EMPIRE_GROUND.reduce((n, u) => n + (units[u] ?? 0), 0), capacity);
}

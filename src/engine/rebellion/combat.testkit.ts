import { accepted, refused, scripted, when } from '../core/decider.testkit.js';
import { isViolation } from '../core/rule-violation.error.js';
import type { Emitted } from '../core/game.contract.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { CombatState, RebellionState } from './rebellion.state.js';
import { EMPIRE, given, REBEL } from './rebellion.testkit.js';

/** Combat spec helpers shared by the combat specs and the tactic and combat cards' specs. */
export type Step = [number, object, string[]?];

/** Plays the steps (seat, action, scripted dice) and returns every event and the last state. */
export function run(start: RebellionState, ...steps: Step[]): { emitted: Emitted[]; state: RebellionState } {
  let state = start;
  const emitted: Emitted[] = [];
  for (const [seat, action, dice] of steps) {
    const d = accepted(when<RebellionState>(game, state, seat, action, dice ?? []));
    emitted.push(...d.emitted);
    state = d.state;
  }
  return { emitted, state };
}

export const no = (s: RebellionState, seat: number, action: object) => refused(when(game, s, seat, action));

/** What a side does in a combat when the spec does not care: nothing optional (no card in a reaction window), and the first damage assignment on offer. */
export const PASSIVE = ['EndCombatActions', 'DeclineRetreat', 'EndBlocking', 'DeclineCombatLeader', 'FinishCombatCards', 'SkipDeathStarPlans', 'PassChoice'];
export function passive(s: RebellionState, seat: number): object {
  const actions = legalActions(s, seat);
  const chosen = PASSIVE.map((t) => actions.find((a) => a.type === t)).find((a) => a !== undefined) ?? actions.find((a) => a.type === 'AssignDamage');
  if (chosen === undefined) throw new Error(`no passive action in ${JSON.stringify(s.phase).slice(0, 200)}`);
  return chosen;
}

/**
 * Plays `first`, then passive choices, with one dice script for all of
 * them, until `until` holds (or the combat is over).
 */
export function drive(start: RebellionState, first: Step, dice: string[], until: (s: RebellionState) => boolean = () => false): { emitted: Emitted[]; state: RebellionState } {
  const rng = scripted(dice);
  let state = start;
  const emitted: Emitted[] = [];
  let next: [number, object] | null = [first[0], first[1]];
  while (next !== null) {
    const result = game.decide(state, next[0], game.parseAction(next[1]) as never, rng);
    if (isViolation(result)) throw new Error(`refused: ${result.code}`);
    emitted.push(...result);
    for (const e of result) state = game.evolve(state, e.event as never);
    if (state.phase.kind !== 'combat' || until(state)) break;
    const seat = pending(state)[0].seat;
    next = [seat, passive(state, seat)];
  }
  return { emitted, state };
}

export const confirm: Step = [EMPIRE, { type: 'ConfirmMoves' }];
export const at = (step: CombatState['step']) => (s: RebellionState) => s.phase.kind === 'combat' && combatOf(s).step === step;
export const combatOf = (s: RebellionState) => s.phase as CombatState;
export const payloads = (emitted: Emitted[], type: string) => emitted.filter((e) => e.event.type === type).map((e) => e.event.payload);

/**
 * The Empire attacks Naboo from Sullust with General Tagge (tactic values 1
 * space, 2 ground); the base hides in Dantooine; the Rebel's leaders are
 * where the position puts them (none in reserve unless it says so).
 */
export function imperialAttack(position: { naboo?: object; sullust?: object; leaders?: object; [k: string]: unknown }, moves: [string, number][]): RebellionState {
  const { naboo, sullust, leaders, ...rest } = position;
  const s = given({
    phase: 'command',
    turn: 'empire',
    rebelBase: { system: 'dantooine' },
    leaders: { 'general-tagge': 'pool', 'mon-mothma': 'dantooine', ...(leaders ?? {}) },
    systems: { naboo: { loyalty: 'rebel', ...(naboo ?? {}) }, sullust: { loyalty: 'empire', ...(sullust ?? {}) } },
    ...rest,
  });
  return run(
    s,
    [EMPIRE, { type: 'ActivateSystem', leader: 'general-tagge', system: 'naboo' }],
    ...moves.map(([unit, count]): Step => [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit, count }]),
  ).state;
}


/** The Empire attacks Naboo holding the tactic `card` (drawn with General Tagge's tactic value), its dice as given, up to its combat actions in `theater`. */
export function holding(card: string, naboo: object = { 'mon-calamari-cruiser': 1, 'x-wing': 2 }, dice = ['special', 'hit', 'blank'], theater: 'space' | 'ground' = 'space'): RebellionState {
  const start = imperialAttack(
    { naboo: { units: naboo }, sullust: { units: { 'star-destroyer': 1, stormtrooper: 2 } }, decks: { tactics: { [theater]: [card] } } },
    theater === 'space' ? [['star-destroyer', 1]] : [['star-destroyer', 1], ['stormtrooper', 2]],
  );
  // The space battle first: the Star Destroyer's 3 dice and the X-wing's 1.
  const spaceDice = theater === 'space' ? dice : Array(4).fill('blank');
  const reached = drive(start, confirm, theater === 'space' ? spaceDice : [...spaceDice, ...dice], (s) => at('actions')(s) && combatOf(s).attack?.theater === theater && combatOf(s).turn === 'empire');
  return reached.state;
}

/** The Rebel attacks Naboo from Utapau with `leader`, holding `cards` of `theater`, and has moved his units; ConfirmMoves starts the combat. */
export function rebelAttack(theater: 'space' | 'ground', cards: string[], leader: string): RebellionState {
  const start = given({
    phase: 'command',
    rebelBase: { system: 'dantooine' },
    leaders: { 'admiral-ackbar': 'pool', 'general-madine': 'pool' },
    systems: {
      naboo: { loyalty: 'empire', units: { 'star-destroyer': 1, stormtrooper: 1 } },
      utapau: { loyalty: 'rebel', units: { 'x-wing': 2, 'rebel-transport': 1, 'rebel-trooper': 2 } },
    },
    decks: { tactics: { [theater]: cards } },
  });
  return run(
    start,
    [REBEL, { type: 'ActivateSystem', leader, system: 'naboo' }],
    [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'x-wing', count: 2 }],
    [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'rebel-transport', count: 1 }],
    [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'rebel-trooper', count: 2 }],
  ).state;
}

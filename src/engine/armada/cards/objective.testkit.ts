import { accepted, fold, scripted, when } from '../../core/decider.testkit.js';
import type { Emitted, GameEvent } from '../../core/game.contract.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { armadaGame as game } from '../game/armada.game.js';
import type { ArmadaState } from '../game/game.types.js';
import type { ObjectiveCardDefinition } from './objective-card.define.js';

/** Republic, 171 points, two ships. */
export const REPUBLIC_LIST = {
  ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi'] }, { ship: 'consular-class-charger-c70' }],
  squadrons: [{ squadron: 'v-19-torrent-squadron', count: 3 }],
  objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory'],
};

/** Separatists, 121 points: one medium ship and three squadrons. */
const SEPARATIST_LIST = { ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['count-dooku'] }], squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron', count: 3 }] };

const SEPARATIST_OBJECTIVES = { assault: 'most-wanted', defense: 'fire-lanes', navigation: 'intel-sweep' } as const;

/**
 * A standard game (starter format) whose objective is `card`: the Separatists
 * (121 points, the cheaper fleet) make the Republic first player, so the
 * objective comes from their three; obstacles and deployment take the first
 * spot of the legal grid. Returns the state at round 1 and every event.
 */
export function standardGameWith(card: ObjectiveCardDefinition, separatists: { ships: object[]; squadrons: object[] } = SEPARATIST_LIST): { state: ArmadaState; events: GameEvent[] } {
  const opts = game.parseOptions({ scenario: 'standard', cardsWithoutEffect: 'allow' }, 2);
  if (isViolation(opts)) throw new Error(opts.code);
  const emitted = game.setup(opts, 2, scripted()) as Emitted[];
  let s = fold<ArmadaState>(game, emitted);
  const events: GameEvent[] = emitted.map((e) => e.event);
  const step = (seat: number, action: unknown) => {
    const out = accepted(when<ArmadaState>(game, s, seat, action));
    events.push(...out.events);
    s = out.state;
  };
  const objectives = Object.values({ ...SEPARATIST_OBJECTIVES, [card.category]: card.id });
  step(0, { type: 'SubmitFleet', fleet: REPUBLIC_LIST });
  step(1, {
    type: 'SubmitFleet',
    fleet: { ...separatists, objectives },
  });
  step(1, { type: 'ChooseFirstPlayer', firstPlayer: 0 });
  step(0, { type: 'ChooseObjective', objective: card.id });
  while (s.setup) step(s.setup.placer, game.legalActions(s, s.setup.placer)[0]);
  return { state: s, events };
}

/** Whose deployment turns followed each other, from the events. */
export function deploymentTurns(events: readonly GameEvent[]): number[] {
  return events.filter((e) => e.type === 'DeploymentTurnPassed').map((e) => (e.payload as { turn: number }).turn);
}

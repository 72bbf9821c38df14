import { payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, given } from '../../../rebellion.testkit.js';
import { fullyOperational } from './fully-operational.card.js';

/** The Empire attacks Naboo with `leader`, moving `ship` from Sullust; Moff Jerjerrod (shown on the card) leads or stays in the pool. */
const combat = (leader: string, ship: string) =>
  run(
    given({
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      systems: { naboo: { loyalty: 'rebel', units: { 'x-wing': 1, 'y-wing': 1, 'rebel-trooper': 1 } }, sullust: { loyalty: 'empire', units: { [ship]: 1 } } },
      leaders: { 'moff-jerjerrod': 'pool', 'general-tagge': 'pool', 'princess-leia': 'naboo' },
      hands: { empire: { actions: ['fully-operational'] } },
    }),
    [EMPIRE, { type: 'ActivateSystem', leader, system: 'naboo' }],
    [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: ship, count: 1 }],
    [EMPIRE, { type: 'ConfirmMoves' }],
  ).state;

const uses = (s: ReturnType<typeof combat>) => legalActions(s, EMPIRE).filter((a) => a.type === 'UseActionCard');

describe('Fully Operational (fully-operational), rebellion:aktionskarten: start of combat', () => {
  it('is a start-of-combat card destroying 1 Rebel ship where a Death Star is', () => {
    expect(fullyOperational.effect).toEqual({ window: 'start-of-combat', ability: { kind: 'destroy-rebel-unit', of: 'ship', ifImperial: ['death-star', 'death-star-under-construction'] } });
  });

  it('with Jerjerrod and a Death Star in the combat, the Empire destroys 1 Rebel ship of its choice, once', () => {
    const s = combat('moff-jerjerrod', 'death-star');
    expect(uses(s)).toEqual([
      { type: 'UseActionCard', card: 'fully-operational', picks: ['x-wing'] },
      { type: 'UseActionCard', card: 'fully-operational', picks: ['y-wing'] },
    ]);
    const used = run(s, [EMPIRE, { type: 'UseActionCard', card: 'fully-operational', picks: ['y-wing'] }]);
    expect(payloads(used.emitted, 'UnitsDestroyed')).toEqual([{ faction: 'rebel', at: 'naboo', units: { 'y-wing': 1 } }]);
    expect(used.state.units.naboo?.['y-wing'] ?? 0).toBe(0);
    expect(used.state.units.naboo).toMatchObject({ 'x-wing': 1, 'rebel-trooper': 1 });
    expect(used.state.hands.actions.empire).toEqual([]);
    expect(uses(used.state)).toEqual([]);
  });

  it('is not offered without a Death Star in the system, nor with Jerjerrod elsewhere', () => {
    expect(uses(combat('moff-jerjerrod', 'star-destroyer'))).toEqual([]);
    expect(uses(combat('general-tagge', 'death-star'))).toEqual([]);
  });
});

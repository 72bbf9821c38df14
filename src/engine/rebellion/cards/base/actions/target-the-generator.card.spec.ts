import { payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, given } from '../../../rebellion.testkit.js';
import { targetTheGenerator } from './target-the-generator.card.js';

/** The Empire attacks Naboo (a shield generator and an ion cannon there) with `leader`; General Veers (shown on the card) leads or stays in the pool. */
const combat = (leader: string, naboo: object = { 'x-wing': 1, 'rebel-trooper': 1, 'shield-generator': 1, 'ion-cannon': 1 }) =>
  run(
    given({
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      systems: { naboo: { loyalty: 'rebel', units: naboo }, sullust: { loyalty: 'empire', units: { 'star-destroyer': 1, stormtrooper: 2 } } },
      leaders: { 'general-veers': 'pool', 'general-tagge': 'pool', 'princess-leia': 'naboo' },
      hands: { empire: { actions: ['target-the-generator'] } },
    }),
    [EMPIRE, { type: 'ActivateSystem', leader, system: 'naboo' }],
    [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 }],
    [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'stormtrooper', count: 2 }],
    [EMPIRE, { type: 'ConfirmMoves' }],
  ).state;

const uses = (s: ReturnType<typeof combat>) => legalActions(s, EMPIRE).filter((a) => a.type === 'UseActionCard');

describe('Target the Generator (target-the-generator), rebellion:aktionskarten: start of combat', () => {
  it('is a start-of-combat card destroying 1 Rebel structure', () => {
    expect(targetTheGenerator.effect).toEqual({ window: 'start-of-combat', ability: { kind: 'destroy-rebel-unit', of: 'structure' } });
  });

  it('with Veers in the combat, the Empire destroys 1 Rebel structure of its choice there, once', () => {
    const s = combat('general-veers');
    expect(uses(s)).toEqual([
      { type: 'UseActionCard', card: 'target-the-generator', picks: ['shield-generator'] },
      { type: 'UseActionCard', card: 'target-the-generator', picks: ['ion-cannon'] },
    ]);
    const used = run(s, [EMPIRE, { type: 'UseActionCard', card: 'target-the-generator', picks: ['ion-cannon'] }]);
    expect(payloads(used.emitted, 'UnitsDestroyed')).toEqual([{ faction: 'rebel', at: 'naboo', units: { 'ion-cannon': 1 } }]);
    expect(used.state.units.naboo).toMatchObject({ 'shield-generator': 1, 'x-wing': 1 });
    expect(used.state.units.naboo?.['ion-cannon'] ?? 0).toBe(0);
    expect(used.state.hands.actions.empire).toEqual([]);
    expect(uses(used.state)).toEqual([]);
  });

  it('is not offered when Veers is elsewhere, nor without a Rebel structure in the system', () => {
    expect(uses(combat('general-tagge'))).toEqual([]);
    expect(uses(combat('general-veers', { 'x-wing': 1, 'rebel-trooper': 1 }))).toEqual([]);
  });
});

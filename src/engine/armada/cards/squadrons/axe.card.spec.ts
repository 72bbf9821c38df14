import { armadaLegalActions } from '../../game/game.legal.js';
import { armadaGame } from '../../game/armada.game.js';
import type { ArmadaState } from '../../game/game.types.js';
import { act, playUntil, refusal, start } from '../upgrade.testkit.js';
import { axe } from './axe.card.js';

/** Away from the ships' courses: Axe (q0-1), the V-19 q0-2 and the Vulture q1-1 in a line, each at distance 1 of the next. */
const SQUADRONS = (axePosition = { x: 80, y: 460 }) => [
  { id: 'q0-1', card: 'axe', position: axePosition },
  { id: 'q0-2', position: { x: 80, y: 500 } },
  { id: 'q1-1', position: { x: 80, y: 540 } },
];

/** Round 2's squadron phase, the Separatists first: the Vulture attacks the V-19 and rolls `dice`. */
function vultureAttacks(dice: readonly string[], axePosition?: { x: number; y: number }): ArmadaState {
  let s = playUntil(start([], { firstPlayer: 1, squadrons: SQUADRONS(axePosition) }), (t) => t.phase === 'squadron');
  s = act(s, 1, { type: 'ActivateSquadron', squadron: 'q1-1' }).state;
  s = act(s, 1, { type: 'DeclareSquadronAttack', target: 'q0-2' }).state;
  s = act(s, 1, { type: 'RollAttackDice' }, dice).state;
  return act(s, 1, { type: 'FinishAttackEffects' }).state;
}

describe('squadron card axe', () => {
  it('acts before damage, with its own data', () => {
    expect([axe.kind, axe.timing, axe.effect[0].steps]).toEqual(['squadron', ['before-damage'], [{ op: 'spend-defense-token-to-reduce-damage', amount: 1, distance: 1 }]]);
  });

  it('spends a defense token to lower the damage a friendly squadron at distance 1 suffers', () => {
    const s = vultureAttacks(['hit', 'hit']);
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'axe', optional: true, rule: 'armada:schluesselwoerter-der-staffeln' });
    expect(armadaGame.pending(s)).toEqual([expect.objectContaining({ seat: 0, decision: 'squadron-card-choice' })]);
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', token: '0' }, { type: 'ChooseOption', token: '1' }, { type: 'PassChoice' }]);
    expect(refusal(s, 1, { type: 'PassChoice' })).toMatchObject({ code: 'NOT_YOUR_DECISION' });
    const out = act(s, 0, { type: 'ChooseOption', token: '1' });
    expect(out.events.find((e) => e.type === 'DamageReducedBySquadron')?.payload).toEqual({ squadron: 'q0-1', card: 'axe', token: 1, amount: 1 });
    expect(out.events.find((e) => e.type === 'SquadronHullLost')?.payload).toMatchObject({ squadron: 'q0-2', amount: 1 });
    const after = out.state;
    expect(after.attack).toBeNull();
    expect(after.squadrons.find((q) => q.id === 'q0-1')?.defenseTokens[1].state).toBe('exhausted');
  });

  it('passing leaves the damage whole; nothing is asked beyond distance 1 or with no damage', () => {
    const passed = act(vultureAttacks(['hit', 'hit']), 0, { type: 'PassChoice' });
    expect(passed.events.find((e) => e.type === 'SquadronHullLost')?.payload).toMatchObject({ squadron: 'q0-2', amount: 2 });
    expect(vultureAttacks(['hit', 'hit'], { x: 80, y: 380 }).prompt).toBeNull();
    expect(vultureAttacks(['accuracy', 'blank']).prompt).toBeNull();
  });
});

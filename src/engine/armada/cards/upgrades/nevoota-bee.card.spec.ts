import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { act, playUntil, start } from '../upgrade.testkit.js';
import { nevootaBee } from './nevoota-bee.card.js';

/** The V-19 q0-1 stands at close range of the Acclamator s0-2 and at distance 1 of the Hardcell s1-1. */
const TABLE = (upgrades: string[]) => [
  { id: 's0-2', dials: ['squadron', 'navigate', 'navigate'], upgrades },
  { id: 's1-1', pose: { x: 400, y: 400, heading: 180 } },
];
const SQUADRONS = { squadrons: [{ id: 'q0-1', position: { x: 400, y: 300 } }] };

/** s0-2 activates q0-1 with its squadron dial; q0-1 attacks the Hardcell and rolls `dice`. */
function squadronAttack(s: ArmadaState, dice: readonly string[]): ArmadaState {
  let t = act(s, 0, { type: 'ActivateShip', ship: 's0-2' }).state;
  t = act(t, 0, { type: 'KeepCommandDial' }).state;
  t = act(t, 0, { type: 'ActivateSquadronByCommand', squadron: 'q0-1', source: 'dial' }).state;
  const declare = armadaLegalActions(t, 0).find((a) => a.type === 'DeclareSquadronAttack' && a.target === 's1-1')!;
  t = act(t, 0, declare).state;
  return act(t, 0, { type: 'RollAttackDice' }, dice).state;
}

describe('upgrade card nevoota-bee', () => {
  it('is the Acclamator’s title, acting after the roll of the squadrons its ship commands', () => {
    expect([nevootaBee.slots, nevootaBee.recurrence, nevootaBee.effect[0].when, nevootaBee.effect[0].scope]).toEqual([['title'], null, 'dice-rolled', { kind: 'commanded-squadrons' }]);
  });

  it('lets a squadron activated by the ship’s squadron command reroll one die against a ship', () => {
    const s = squadronAttack(start(TABLE(['nevoota-bee']), SQUADRONS), ['blank']);
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'nevoota-bee', optional: true });
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', die: '0' }, { type: 'PassChoice' }]);
    const out = act(s, 0, { type: 'ChooseOption', die: '0' }, ['hit']);
    expect(out.events.find((e) => e.type === 'AttackDieRerolledByCard')?.payload).toEqual({ ship: 's0-2', upgrade: 'nevoota-bee', die: 0, face: 'hit' });
    expect(out.state.attack?.attacks[0].dice.map((d) => d.face)).toEqual(['hit']);
    expect(out.state.prompt).toBeNull();
    // Once per attack: the attack goes on to its effects.
    expect(armadaLegalActions(out.state, 0)).toContainEqual({ type: 'FinishAttackEffects' });
  });

  it('asks nothing without the card, and nothing for a squadron activated in the squadron phase', () => {
    expect(squadronAttack(start(TABLE([]), SQUADRONS), ['blank']).prompt).toBeNull();
    let s = playUntil(start(TABLE(['nevoota-bee']), { ...SQUADRONS, firstPlayer: 0 }), (t) => t.phase === 'squadron' && t.turn === 0);
    s = act(s, 0, { type: 'ActivateSquadron', squadron: 'q0-1' }).state;
    const declare = armadaLegalActions(s, 0).find((a) => a.type === 'DeclareSquadronAttack' && a.target === 's1-1')!;
    s = act(act(s, 0, declare).state, 0, { type: 'RollAttackDice' }, ['blank']).state;
    expect(s.attack).not.toBeNull();
    expect(s.prompt).toBeNull();
  });
});

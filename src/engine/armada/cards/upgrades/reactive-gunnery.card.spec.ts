import { SeededRng } from '../../../core/rng.random.js';
import { isViolation } from '../../../core/rule-violation.error.js';
import { legalAttackActions } from '../../attack/attack.legal.js';
import { setupAttack } from '../../attack/attack.setup.js';
import { evolveAttack, initialAttackState } from '../../attack/attack.evolve.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { act, attack, refusal, start, upgrade } from '../upgrade.testkit.js';
import { reactiveGunnery } from './reactive-gunnery.card.js';

/** The Hardcell s1-1 bow to bow with the Acclamator II s0-2 (Reactive Gunnery; tokens brace, redirect, salvo) at close range. */
const duel = (card: unknown = 'reactive-gunnery') => [
  { id: 's0-2', pose: { x: 250, y: 290, heading: 0 }, upgrades: [card] },
  { id: 's1-1', pose: { x: 250, y: 430, heading: 180 }, dials: ['concentrate-fire'] },
];

/** Two hits and an accuracy at the Acclamator's bow: the defender spends tokens now. */
function defending(s: ArmadaState): ArmadaState {
  const t = attack(s, 1, 's1-1', 'front', 's0-2', 'front', ['hit', 'hit', 'accuracy']).state;
  return act(t, 1, { type: 'FinishAttackEffects' }).state;
}

describe('upgrade card reactive-gunnery', () => {
  it('is a recurring defensive retrofit that exhausts', () => {
    expect([reactiveGunnery.slots, reactiveGunnery.recurrence, reactiveGunnery.effect[0].exhaust]).toEqual([['defensive-retrofit'], 'recurring', true]);
  });

  it('exhausts to spend the readied brace for the salvo effect: no halving, a salvo after the damage, the card exhausted', () => {
    const s = defending(start(duel(), { firstPlayer: 1 }));
    expect(armadaLegalActions(s, 0)).toContainEqual({ type: 'SpendDefenseToken', token: 0, as: 'salvo' });
    const spent = act(s, 0, { type: 'SpendDefenseToken', token: 0, as: 'salvo' });
    expect(spent.events.map((e) => e.type)).toEqual(expect.arrayContaining(['DefenseTokenSpent', 'UpgradeExhausted']));
    expect(upgrade(spent.state, 's0-2', 'reactive-gunnery').exhausted).toBe(true);
    // One salvo effect per attack: the salvo token itself may not follow.
    expect(refusal(spent.state, 0, { type: 'SpendDefenseToken', token: 2 })).toMatchObject({ code: 'DEFENSE_TOKEN_TYPE_ALREADY_SPENT' });
    const done = act(spent.state, 0, { type: 'FinishDefenseTokens' }).state;
    expect(done.attack!.attacks[0]).toMatchObject({ braced: false, salvoSpent: true, step: 'followUp' });
    expect(armadaLegalActions(done, 0)).toEqual([{ type: 'PerformSalvo' }, { type: 'DeclineFollowUp' }]);
  });

  it('an exhausted card offers nothing, and a salvo token spent first leaves it nothing to do', () => {
    const tired = defending(start(duel({ id: 'reactive-gunnery', exhausted: true }), { firstPlayer: 1 }));
    expect(armadaLegalActions(tired, 0).filter((a) => 'as' in a)).toEqual([]);
    const s = defending(start(duel(), { firstPlayer: 1 }));
    const salvo = act(s, 0, { type: 'SpendDefenseToken', token: 2 }).state;
    expect(armadaLegalActions(salvo, 0).filter((a) => 'as' in a)).toEqual([]);
  });

  it('takes only a readied token: an exhausted brace may not be spent for the salvo', () => {
    const input = {
      attacker: { kind: 'ship', id: 'h', ship: 'hardcell-class-transport', seat: 1, zone: 'front', speed: 2 },
      defender: {
        kind: 'ship',
        id: 'a',
        ship: 'acclamator-ii-class-assault-ship',
        seat: 0,
        zone: 'front',
        speed: 2,
        defenseTokens: [{ type: 'brace', state: 'exhausted' }, 'redirect', 'salvo'],
        tokenSubstitutes: [{ card: 'reactive-gunnery', effect: 'salvo', readyTokenOnly: true, minSpeed: 0 }],
      },
      range: 'close',
    };
    const events = setupAttack(input, new SeededRng('rg'));
    if (isViolation(events)) throw new Error(events.code);
    let state = events.reduce((s, e) => evolveAttack(s, e.event), initialAttackState());
    state = evolveAttack(state, { type: 'AttackDiceRolled', payload: { dice: [{ color: 'red', face: 'hit' }] } });
    state = evolveAttack(state, { type: 'AttackEffectsResolved', payload: {} });
    const substitutes = legalAttackActions(state, 0).filter((a) => 'as' in a);
    expect(substitutes).toEqual([{ type: 'SpendDefenseToken', token: 1, as: 'salvo' }]);
  });
});

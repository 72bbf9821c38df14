import { RULE } from '../../rules.cite.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { act, attack, refusal, ship, start } from '../upgrade.testkit.js';
import { saNalaor } from './sa-nalaor.card.js';

/** The Charger s0-1 bow to bow with the Munificent s1-2 (Sa Nalaor) at close range; the Munificent's tokens: brace, redirect, salvo. */
const duel = (munificent: Record<string, unknown> = {}) => [
  { id: 's0-1', pose: { x: 250, y: 300, heading: 0 }, dials: ['concentrate-fire'] },
  { id: 's1-2', pose: { x: 250, y: 430, heading: 180 }, upgrades: ['sa-nalaor'], ...munificent },
];

/** Three hits at the Munificent's bow: the defender spends tokens now. */
function defending(s: ArmadaState): ArmadaState {
  const t = attack(s, 0, 's0-1', 'front', 's1-2', 'front', ['hit', 'hit', 'hit']).state;
  return act(t, 0, { type: 'FinishAttackEffects' }).state;
}

describe('upgrade card sa-nalaor', () => {
  it('is the Munificent’s title, a standing rule of the Spend Defense Tokens step', () => {
    expect([saNalaor.slots, saNalaor.timing, saNalaor.effect[0].exhaust]).toEqual([['title'], ['spend-defense-tokens'], false]);
  });

  it('at speed 2 lets any token be spent for the evade effect: the brace rerolls a die instead of halving the damage', () => {
    const s = defending(start(duel()));
    const legal = armadaLegalActions(s, 1);
    expect(legal).toContainEqual({ type: 'SpendDefenseToken', token: 0, as: 'evade', dice: [1] });
    expect(legal).toContainEqual({ type: 'SpendDefenseToken', token: 2, as: 'evade', dice: [0] });
    const spent = act(s, 1, { type: 'SpendDefenseToken', token: 0, as: 'evade', dice: [1] }, ['blank']);
    expect(spent.events.find((e) => e.type === 'DefenseTokenSpent')?.payload).toMatchObject({ token: 0, tokenType: 'brace', as: 'evade', card: 'sa-nalaor', to: 'exhausted' });
    const record = spent.state.attack!.attacks[0];
    expect([record.braced, record.dice[1].face]).toEqual([false, 'blank']);
    // One evade effect per attack: neither another token as evade nor a second brace.
    expect(armadaLegalActions(spent.state, 1).filter((a) => 'as' in a)).toEqual([]);
    expect(refusal(spent.state, 1, { type: 'SpendDefenseToken', token: 2, as: 'evade', dice: [0] })).toMatchObject({ code: 'DEFENSE_EFFECT_ALREADY_RESOLVED', rule: RULE.verwendungVonAufwertungskarten });
    const done = act(spent.state, 1, { type: 'FinishDefenseTokens' }).state;
    // 2 hits on the bow's shields, no card.
    expect(ship(done, 's1-2').shields.front).toBe(ship(s, 's1-2').shields.front - 2);
  });

  it('does nothing below speed 2, and a ship without the card has no such spend', () => {
    const slow = defending(start(duel({ speed: 1 })));
    expect(armadaLegalActions(slow, 1).filter((a) => 'as' in a)).toEqual([]);
    expect(refusal(slow, 1, { type: 'SpendDefenseToken', token: 0, as: 'evade', dice: [0] })).toMatchObject({ code: 'SUBSTITUTE_NEEDS_SPEED' });
    const plain = defending(start(duel({ upgrades: [] })));
    expect(refusal(plain, 1, { type: 'SpendDefenseToken', token: 0, as: 'evade', dice: [0] })).toMatchObject({ code: 'NO_TOKEN_SUBSTITUTE' });
  });
});

import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { act, attack, ship, start } from '../upgrade.testkit.js';
import { obiWanKenobi } from './obi-wan-kenobi.card.js';

/** The Hardcell s1-1 bow to bow with the Charger s0-1 at close range; Obi-Wan on the Acclamator s0-2 (the flagship). */
const DUEL = [
  { id: 's0-1', pose: { x: 250, y: 300, heading: 0 } },
  { id: 's1-1', pose: { x: 250, y: 420, heading: 180 }, dials: ['concentrate-fire'] },
];
const FLAGSHIP = { id: 's0-2', upgrades: ['obi-wan-kenobi'] };

/** Seat 1's Hardcell rolls three hits at the Charger's bow; the Charger spends its redirect token (index 2) to its left zone. */
function redirected(s: ArmadaState) {
  let t = attack(s, 1, 's1-1', 'front', 's0-1', 'front', ['hit', 'hit', 'hit']).state;
  t = act(t, 1, { type: 'FinishAttackEffects' }).state;
  t = act(t, 0, { type: 'SpendDefenseToken', token: 2, zone: 'left' }).state;
  return act(t, 0, { type: 'FinishDefenseTokens' });
}

describe('upgrade card obi-wan-kenobi', () => {
  it('is a commander acting before damage for the whole fleet', () => {
    expect(obiWanKenobi.slots).toEqual(['commander']);
    expect(obiWanKenobi.effect[0]).toMatchObject({ when: 'before-damage', scope: { kind: 'fleet' } });
  });

  it('lowers the total by 1 when a friendly ship spent a readied redirect token', () => {
    const out = redirected(start([...DUEL, FLAGSHIP], { firstPlayer: 1 }));
    const totalled = out.events.find((e) => e.type === 'DamageTotalled')!;
    expect(totalled.payload).toMatchObject({ total: 3 });
    expect(out.events.find((e) => e.type === 'AttackDamageReduced')?.payload).toEqual({ ship: 's0-2', upgrade: 'obi-wan-kenobi', amount: 1, shieldsFrom: null });
    // The defender redirects up to the left zone's 2 shields of the 2 points left.
    expect(out.state.attack?.attacks[0]).toMatchObject({ damageTotal: 2, step: 'redirect' });
    const done = act(out.state, 0, { type: 'RedirectDamage', amount: 2 }).state;
    expect(ship(done, 's0-1').shields).toMatchObject({ front: 2, left: 0 });
    expect(done.attack).toBeNull();
  });

  it('does nothing for an exhausted redirect token, for another token, without the flagship, or for the enemy', () => {
    const exhausted = (s: ArmadaState): ArmadaState => ({
      ...s,
      ships: s.ships.map((x) => (x.id === 's0-1' ? { ...x, defenseTokens: x.defenseTokens.map((t) => (t.type === 'redirect' ? { ...t, state: 'exhausted' as const } : t)) } : x)),
    });
    const spentExhausted = redirected(exhausted(start([...DUEL, FLAGSHIP], { firstPlayer: 1 })));
    expect(spentExhausted.events.some((e) => e.type === 'AttackDamageReduced')).toBe(false);
    expect(spentExhausted.state.attack?.attacks[0].damageTotal).toBe(3);

    let evaded = attack(start([...DUEL, FLAGSHIP], { firstPlayer: 1 }), 1, 's1-1', 'front', 's0-1', 'front', ['hit', 'hit', 'hit']).state;
    evaded = act(evaded, 1, { type: 'FinishAttackEffects' }).state;
    evaded = act(evaded, 0, { type: 'SpendDefenseToken', token: 1, dice: [0] }).state;
    const noRedirect = act(evaded, 0, { type: 'FinishDefenseTokens' });
    expect(noRedirect.events.some((e) => e.type === 'AttackDamageReduced')).toBe(false);

    const gone = redirected(start([...DUEL, { ...FLAGSHIP, destroyed: true }], { firstPlayer: 1 }));
    expect(gone.events.some((e) => e.type === 'AttackDamageReduced')).toBe(false);

    // Seat 0 attacks the Hardcell, which spends its own redirect: Obi-Wan helps only his fleet.
    let enemy = attack(start([...DUEL.map((x) => ({ ...x, dials: ['concentrate-fire'] })), FLAGSHIP]), 0, 's0-1', 'front', 's1-1', 'front', ['hit', 'hit', 'hit']).state;
    enemy = act(enemy, 0, { type: 'FinishAttackEffects' }).state;
    enemy = act(enemy, 1, { type: 'SpendDefenseToken', token: 2, zone: 'left' }).state;
    const theirs = act(enemy, 1, { type: 'FinishDefenseTokens' });
    expect(theirs.events.some((e) => e.type === 'AttackDamageReduced')).toBe(false);
    expect(armadaLegalActions(theirs.state, 1)).toContainEqual({ type: 'RedirectDamage', amount: 1 });
  });
});

import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { act, answer, attack, ship, start, upgrade } from '../upgrade.testkit.js';
import { assaultConcussionMissiles } from './assault-concussion-missiles.card.js';

/** The Acclamator s0-2 (ordnance: the missiles) bow to bow with the Hardcell s1-1 at close range. */
const duel = (acclamator: Record<string, unknown> = {}, hardcell: Record<string, unknown> = {}) => [
  { id: 's0-2', pose: { x: 250, y: 300, heading: 0 }, dials: ['concentrate-fire', 'navigate', 'navigate'], upgrades: ['assault-concussion-missiles'], ...acclamator },
  { id: 's1-1', pose: { x: 250, y: 440, heading: 180 }, ...hardcell },
];
/** 3 red, 1 blue, 2 black at close range: one black hit+crit, the blue an accuracy, the rest blank (2 damage). */
const BLACK_CRIT = ['blank', 'blank', 'blank', 'accuracy', 'hit+crit', 'blank'];
const RED_CRIT = ['crit', 'blank', 'blank', 'accuracy', 'hit', 'blank'];

function toCritical(s: ArmadaState, dice: readonly string[]): ArmadaState {
  let t = attack(s, 0, 's0-2', 'front', 's1-1', 'front', dice).state;
  t = act(t, 0, { type: 'FinishAttackEffects' }).state;
  return act(t, 1, { type: 'FinishDefenseTokens' }).state;
}

describe('upgrade card assault-concussion-missiles', () => {
  it('is the checked card: a recurring ordnance card with a black critical effect', () => {
    expect([assaultConcussionMissiles.slots, assaultConcussionMissiles.recurrence]).toEqual([['ordnance'], 'recurring']);
    expect(assaultConcussionMissiles.effect[0]).toMatchObject({ when: 'critical', exhaust: true, steps: [{ op: 'critical-damage-adjacent-zones', dieColor: 'black' }] });
  });

  it('with a black critical icon, the attacker may resolve it instead of the standard one: the adjacent zones suffer 1 damage each', () => {
    const s = toCritical(start(duel()), BLACK_CRIT);
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'assault-concussion-missiles', optional: true, rule: RULE.kritischeEffekte });
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', use: 'yes' }, { type: 'PassChoice' }]);
    const out = answer(s, { use: 'yes' });
    expect(out.state.attack).toBeNull();
    expect(upgrade(out.state, 's0-2', 'assault-concussion-missiles').exhausted).toBe(true);
    // 2 damage on the bow (3 shields), then 1 each on the left and right zones (1 shield each); no faceup card: the standard effect was not resolved.
    expect(ship(out.state, 's1-1').shields).toEqual({ front: 1, left: 0, right: 0, rear: 2 });
    expect(ship(out.state, 's1-1').faceupDamage).toEqual([]);
    expect(out.events.filter((e) => e.type === 'ZoneDamageSuffered').map((e) => (e.payload as { zone: string }).zone)).toEqual(['left', 'right']);
  });

  it('an adjacent zone without shields takes a facedown damage card', () => {
    const s = toCritical(start(duel({}, { shields: { left: 0 } })), BLACK_CRIT);
    const done = answer(s, { use: 'yes' }).state;
    expect(ship(done, 's1-1').facedownDamage).toHaveLength(1);
    expect(ship(done, 's1-1').shields).toMatchObject({ left: 0, right: 0 });
  });

  it('declined, the standard critical effect stays the attacker’s choice', () => {
    const declined = answer(toCritical(start(duel()), BLACK_CRIT), 'pass').state;
    expect(armadaLegalActions(declined, 0)).toEqual(expect.arrayContaining([{ type: 'ResolveStandardCritical' }, { type: 'SkipCritical' }]));
    expect(upgrade(declined, 's0-2', 'assault-concussion-missiles').exhausted).toBe(false);
  });

  it('needs a black critical icon and a ready card', () => {
    expect(toCritical(start(duel()), RED_CRIT).prompt).toBeNull();
    expect(toCritical(start(duel({ upgrades: [{ id: 'assault-concussion-missiles', exhausted: true }] })), BLACK_CRIT).prompt).toBeNull();
  });
});

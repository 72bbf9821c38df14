import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { act, answer, attack, playUntil, ship, start, upgrade } from '../upgrade.testkit.js';
import { foremansLabor } from './foremans-labor.card.js';

/** The Charger s0-1 bow to bow with the Hardcell s1-1 (Foreman's Labor) at close range. */
const duel = (hardcell: Record<string, unknown> = {}) => [
  { id: 's0-1', pose: { x: 250, y: 300, heading: 0 }, dials: ['concentrate-fire'] },
  { id: 's1-1', pose: { x: 250, y: 420, heading: 180 }, upgrades: ['foremans-labor'], ...hardcell },
];

/** Three hits at the Hardcell's bow, no defense token: the damage is totalled. */
function hit(s: ArmadaState) {
  let t = attack(s, 0, 's0-1', 'front', 's1-1', 'front', ['hit', 'hit', 'hit']).state;
  t = act(t, 0, { type: 'FinishAttackEffects' }).state;
  return act(t, 1, { type: 'FinishDefenseTokens' });
}

describe('upgrade card foremans-labor', () => {
  it('is the Hardcell’s recurring title', () => {
    expect([foremansLabor.slots, foremansLabor.recurrence]).toEqual([['title'], 'recurring']);
  });

  it('asks the defender before the damage is suffered; exhausting it lowers the total by 1', () => {
    const s = hit(start(duel())).state;
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'foremans-labor', optional: true, rule: RULE.verwendungVonAufwertungskarten });
    expect(armadaLegalActions(s, 1)).toEqual([{ type: 'ChooseOption', use: 'yes' }, { type: 'PassChoice' }]);
    expect(armadaLegalActions(s, 0)).toEqual([]);
    expect(s.attack?.attacks[0].damageTotal).toBe(3);
    const used = answer(s, { use: 'yes' }).state;
    expect(upgrade(used, 's1-1', 'foremans-labor').exhausted).toBe(true);
    // 2 damage on the bow's 3 shields; the attack is over.
    expect(ship(used, 's1-1').shields.front).toBe(1);
    expect(used.attack).toBeNull();
    const declined = answer(s, 'pass').state;
    expect(ship(declined, 's1-1').shields.front).toBe(0);
    expect(upgrade(declined, 's1-1', 'foremans-labor').exhausted).toBe(false);
  });

  it('needs a shield on the defending zone and a ready card', () => {
    expect(hit(start(duel({ shields: { front: 0 } }))).state.prompt).toBeNull();
    expect(hit(start(duel({ upgrades: [{ id: 'foremans-labor', exhausted: true }] }))).state.prompt).toBeNull();
  });

  it('readies by itself in the status phase (recurring)', () => {
    const short = { squadrons: ['q0-1', 'q0-2', 'q0-3', 'q0-4', 'q1-1', 'q1-2', 'q1-3', 'q1-4'].map((id) => ({ id, destroyed: true })) };
    const ships = [...duel({ upgrades: [{ id: 'foremans-labor', exhausted: true }], pose: { x: 250, y: 800, heading: 180 } }), ...['s0-2', 's0-3', 's1-2', 's1-3'].map((id) => ({ id, destroyed: true }))];
    const s = playUntil(start(ships, short), (t) => t.round === 3);
    expect(upgrade(s, 's1-1', 'foremans-labor').exhausted).toBe(false);
  });
});

import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { act, answer, attack, ship, start, upgrade } from '../upgrade.testkit.js';
import { implacable } from './implacable.card.js';

const HARDCELL = { id: 's1-1', pose: { x: 250, y: 420, heading: 180 }, dials: ['concentrate-fire'] };

/** Seat 1's Hardcell rolls three hits at the bow of `target`; no defense token. */
function hit(s: ArmadaState, target: string) {
  let t = attack(s, 1, 's1-1', 'front', target, 'front', ['hit', 'hit', 'hit']).state;
  t = act(t, 1, { type: 'FinishAttackEffects' }).state;
  return act(t, 0, { type: 'FinishDefenseTokens' });
}

describe('upgrade card implacable', () => {
  it('is the Acclamator’s recurring title, acting for friends at distance 1–2', () => {
    expect([implacable.slots, implacable.recurrence, implacable.effect[0].scope]).toEqual([['title'], 'recurring', { kind: 'within', distance: 2, squadrons: true }]);
  });

  it('spends up to 2 of its own front shields to lower the damage a friendly ship at distance 1 would suffer', () => {
    const near = [{ id: 's0-1', pose: { x: 250, y: 300, heading: 0 } }, { id: 's0-2', pose: { x: 360, y: 250, heading: 0 }, upgrades: ['implacable'] }, HARDCELL];
    const s = hit(start(near, { firstPlayer: 1 }), 's0-1').state;
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'implacable' });
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', shields: '1' }, { type: 'ChooseOption', shields: '2' }, { type: 'PassChoice' }]);
    const used = answer(s, { shields: '2' }).state;
    expect(ship(used, 's0-2').shields.front).toBe(2);
    expect(upgrade(used, 's0-2', 'implacable').exhausted).toBe(true);
    // 1 damage left on the Charger's 2 bow shields.
    expect(ship(used, 's0-1').shields.front).toBe(1);
    expect(used.attack).toBeNull();
  });

  it('protects its own ship: the shields it spends and the damage it suffers both count', () => {
    const self = [{ id: 's0-1', destroyed: true }, { id: 's0-2', pose: { x: 250, y: 300, heading: 0 }, upgrades: ['implacable'] }, HARDCELL];
    const s = hit(start(self, { firstPlayer: 1 }), 's0-2').state;
    const used = answer(s, { shields: '2' }).state;
    // 4 front shields: 2 spent by the card, 1 lost to the remaining damage.
    expect(ship(used, 's0-2').shields.front).toBe(1);
  });

  it('does not reach a ship beyond distance 2, and an exhausted card does not act', () => {
    const far = [{ id: 's0-1', pose: { x: 250, y: 300, heading: 0 } }, { id: 's0-2', upgrades: ['implacable'] }, HARDCELL];
    expect(hit(start(far, { firstPlayer: 1 }), 's0-1').state.prompt).toBeNull();
    const tired = [{ id: 's0-1', pose: { x: 250, y: 300, heading: 0 } }, { id: 's0-2', pose: { x: 360, y: 250, heading: 0 }, upgrades: [{ id: 'implacable', exhausted: true }] }, HARDCELL];
    expect(hit(start(tired, { firstPlayer: 1 }), 's0-1').state.prompt).toBeNull();
  });
});

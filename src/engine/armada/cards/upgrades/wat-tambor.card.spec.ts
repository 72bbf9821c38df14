import { armadaLegalActions } from '../../game/game.legal.js';
import { act, answer, ship, start } from '../upgrade.testkit.js';
import { watTambor } from './wat-tambor.card.js';

/** Wat Tambor on the Munificent s1-2 (engineering 4), which reveals repair; the Hardcells stand at distance 3. */
const WAT = { id: 's1-2', dials: ['repair', 'navigate'], upgrades: ['wat-tambor'], shields: { left: 1, right: 0, rear: 0 } };
function repairing(ships: Parameters<typeof start>[0] = [WAT]) {
  let s = act(start(ships, { firstPlayer: 1 }), 1, { type: 'ActivateShip', ship: 's1-2' }).state;
  s = act(s, 1, { type: 'KeepCommandDial' }).state;
  return act(s, 1, { type: 'SpendRepair', source: 'dial' }).state;
}

describe('upgrade card wat-tambor', () => {
  it('is a Separatist officer acting with a repair command', () => {
    expect([watTambor.slots, watTambor.effect[0].when]).toEqual([['officer'], 'repair-command']);
  });

  it('turns up to 2 shields into 2 engineering points each, from own zones or one zone of another friendly ship', () => {
    const s = repairing();
    expect(s.activation?.repairPoints).toBe(4);
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'wat-tambor', optional: true });
    const offered = armadaLegalActions(s, 1);
    expect(offered).toContainEqual({ type: 'ChooseOption', ship: 's1-2', zone: 'front' });
    expect(offered).toContainEqual({ type: 'ChooseOption', ship: 's1-2', zone: 'left' });
    expect(offered).not.toContainEqual({ type: 'ChooseOption', ship: 's1-2', zone: 'right' });
    expect(offered).toContainEqual({ type: 'ChooseOption', ship: 's1-1', zone: 'front' });
    const one = answer(s, { ship: 's1-1', zone: 'rear' }).state;
    expect(ship(one, 's1-1').shields.rear).toBe(1);
    expect(one.activation?.repairPoints).toBe(6);
    // Another ship: only the zone already chosen; own zones stay open.
    const next = armadaLegalActions(one, 1).filter((a) => a.type === 'ChooseOption');
    expect(next).toContainEqual({ type: 'ChooseOption', ship: 's1-1', zone: 'rear' });
    expect(next).not.toContainEqual({ type: 'ChooseOption', ship: 's1-1', zone: 'front' });
    expect(next).not.toContainEqual({ type: 'ChooseOption', ship: 's1-3', zone: 'front' });
    const two = answer(one, { ship: 's1-2', zone: 'front' }).state;
    expect(two.activation?.repairPoints).toBe(8);
    expect(ship(two, 's1-2').shields.front).toBe(3);
    // Two shields taken: no more questions.
    expect(two.prompt).toBeNull();
  });

  it('may be declined, and asks once per activation', () => {
    const declined = answer(repairing([{ ...WAT, tokens: ['repair'] }]), 'pass').state;
    expect(declined.activation?.repairPoints).toBe(4);
    expect(declined.prompt).toBeNull();
    // The repair token too: 2 more points, no second question.
    const again = act(declined, 1, { type: 'SpendRepair', source: 'token' }).state;
    expect(again.activation?.repairPoints).toBe(6);
    expect(again.prompt).toBeNull();
  });

  it('asks nothing without a repair command', () => {
    const s = act(start([{ ...WAT, dials: ['navigate', 'navigate'] }], { firstPlayer: 1 }), 1, { type: 'ActivateShip', ship: 's1-2' }).state;
    expect(s.prompt).toBeNull();
  });
});

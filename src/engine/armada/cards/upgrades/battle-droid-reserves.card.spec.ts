import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { act, answer, refusedPosition, ship, start, upgrade } from '../upgrade.testkit.js';
import { battleDroidReserves } from './battle-droid-reserves.card.js';

/** The Hardcell s1-1 (a Droid ship, engineering 3) with a faceup crew card, a faceup ship card and a facedown card spends a repair token (2 points). */
const RESERVES = (card: unknown = 'battle-droid-reserves') => ({ id: 's1-1', upgrades: [card], tokens: ['repair'], faceupDamage: ['blinded-gunners', 'faulty-countermeasures'], facedownDamage: 1 });
function repairing(hardcell: { id: string } & Record<string, unknown> = RESERVES()): ArmadaState {
  let s = act(start([hardcell], { firstPlayer: 1 }), 1, { type: 'ActivateShip', ship: 's1-1' }).state;
  s = act(s, 1, { type: 'KeepCommandDial' }).state;
  return act(s, 1, { type: 'SpendRepair', source: 'token' }).state;
}
const facedownDiscards = (s: ArmadaState) => armadaLegalActions(s, 1).filter((a) => a.type === 'RepairDiscardDamage' && !a.faceup);

describe('upgrade card battle-droid-reserves', () => {
  it('is a non-recurring support team for Droid ships, readied with a repair token', () => {
    expect([battleDroidReserves.slots, battleDroidReserves.recurrence, battleDroidReserves.readyCost]).toEqual([['support-team'], 'non-recurring', { count: 1, tokens: ['repair'] }]);
    expect(refusedPosition([{ id: 's0-1', upgrades: ['battle-droid-reserves'] }])).toMatchObject({ code: 'INVALID_SANDBOX_POSITION' });
  });

  it('exhausted with a repair command, turns the crew cards facedown and makes a facedown discard cost 2', () => {
    const s = repairing();
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'battle-droid-reserves', optional: true });
    expect(facedownDiscards(s)).toEqual([]);
    const used = answer(s, { use: 'yes' }).state;
    expect(upgrade(used, 's1-1', 'battle-droid-reserves').exhausted).toBe(true);
    expect(ship(used, 's1-1').faceupDamage).toEqual(['faulty-countermeasures']);
    expect(ship(used, 's1-1').facedownDamage).toHaveLength(2);
    expect(facedownDiscards(used)).toHaveLength(2);
    const discarded = act(used, 1, { type: 'RepairDiscardDamage', faceup: false, index: 0 }).state;
    expect(ship(discarded, 's1-1').facedownDamage).toHaveLength(1);
    expect(discarded.activation?.repairPoints).toBe(0);
  });

  it('declined or exhausted, nothing changes', () => {
    const declined = answer(repairing(), 'pass').state;
    expect(ship(declined, 's1-1').faceupDamage).toEqual(['blinded-gunners', 'faulty-countermeasures']);
    expect(facedownDiscards(declined)).toEqual([]);
    expect(repairing(RESERVES({ id: 'battle-droid-reserves', exhausted: true })).prompt).toBeNull();
  });
});

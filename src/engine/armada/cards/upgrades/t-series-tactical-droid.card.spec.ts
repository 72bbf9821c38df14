import { armadaLegalActions } from '../../game/game.legal.js';
import { act, answer, refusal, ship, start, upgrade } from '../upgrade.testkit.js';
import { tSeriesTacticalDroid } from './t-series-tactical-droid.card.js';

/** The Munificent s1-2 (the droid, a repair and a squadron token, its bow without shields) reveals navigate; seat 1 acts first. */
const MUNIFICENT = { id: 's1-2', upgrades: ['t-series-tactical-droid'], tokens: ['repair', 'squadron'], shields: { front: 0 } };
const reveal = (munificent: { id: string } & Record<string, unknown> = MUNIFICENT) => act(start([munificent], { firstPlayer: 1 }), 1, { type: 'ActivateShip', ship: 's1-2' }).state;

describe('upgrade card t-series-tactical-droid', () => {
  it('is a non-recurring officer asked when its ship reveals a dial', () => {
    expect([tSeriesTacticalDroid.slots, tSeriesTacticalDroid.recurrence, tSeriesTacticalDroid.timing]).toEqual([['officer'], 'non-recurring', ['command-revealed']]);
  });

  it('turns the repair token into a repair dial: the full engineering value instead of half', () => {
    const s = reveal();
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 't-series-tactical-droid', optional: true });
    expect(armadaLegalActions(s, 1)).toEqual([{ type: 'ChooseOption', command: 'repair' }, { type: 'ChooseOption', command: 'squadron' }, { type: 'PassChoice' }]);
    let t = answer(s, { command: 'repair' }).state;
    expect(upgrade(t, 's1-2', 't-series-tactical-droid').exhausted).toBe(true);
    expect([ship(t, 's1-2').tokens, t.activation?.extraDials]).toEqual([['squadron'], ['repair']]);
    t = act(t, 1, { type: 'KeepCommandDial' }).state;
    expect(refusal(t, 1, { type: 'SpendRepair', source: 'token' })).toMatchObject({ code: 'ACTION_NOT_ALLOWED_NOW' });
    t = act(t, 1, { type: 'SpendRepair', source: 'dial' }).state;
    // The Munificent's engineering value 4 (a token alone gives half of it, 2).
    expect(t.activation?.repairPoints).toBe(4);
  });

  it('turns the squadron token into a squadron dial, leaving the revealed navigate dial unspent', () => {
    let t = answer(reveal(), { command: 'squadron' }).state;
    t = act(t, 1, { type: 'KeepCommandDial' }).state;
    const byDial = armadaLegalActions(t, 1).filter((a) => a.type === 'ActivateSquadronByCommand' && a.source === 'dial');
    expect(byDial.length).toBeGreaterThan(0);
    t = act(t, 1, byDial[0]).state;
    expect(t.activation).toMatchObject({ squadronsByDial: 1, dialSpent: false });
  });

  it('asks nothing when exhausted, without a matching token, or for the revealed dial’s own type', () => {
    expect(reveal({ ...MUNIFICENT, upgrades: [{ id: 't-series-tactical-droid', exhausted: true }] }).prompt).toBeNull();
    expect(reveal({ ...MUNIFICENT, tokens: ['concentrate-fire'] }).prompt).toBeNull();
    expect(reveal({ ...MUNIFICENT, tokens: ['navigate'] }).prompt).toBeNull();
    const declined = answer(reveal(), 'pass').state;
    expect([ship(declined, 's1-2').tokens, upgrade(declined, 's1-2', 't-series-tactical-droid').exhausted]).toEqual([['repair', 'squadron'], false]);
  });
});

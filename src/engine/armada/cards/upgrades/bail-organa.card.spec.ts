import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { act, answer, refusal, ship, start, upgrade } from '../upgrade.testkit.js';
import { bailOrgana } from './bail-organa.card.js';

/** Bail Organa on the Acclamator s0-2 with two navigate and two repair tokens; the Charger s0-1 reveals concentrate fire. */
const FLAGSHIP = { id: 's0-2', upgrades: [{ id: 'bail-organa', tokens: ['navigate', 'navigate', 'repair', 'repair'] }] };
const CHARGER = { id: 's0-1', dials: ['concentrate-fire'], shields: { front: 0 } };
const reveal = (ships: Parameters<typeof start>[0] = [FLAGSHIP, CHARGER]) => act(start(ships), 0, { type: 'ActivateShip', ship: 's0-1' }).state;

describe('upgrade card bail-organa', () => {
  it('is a commander acting for every friendly ship that reveals a command', () => {
    expect([bailOrgana.slots, bailOrgana.effect[0].when, bailOrgana.effect[0].scope]).toEqual([['commander'], 'command-revealed', { kind: 'fleet' }]);
    expect(bailOrgana.startingTokens).toMatchObject({ count: 5, types: ['navigate', 'repair'] });
  });

  it('takes one token of each type off the card, one at a time; the revealing ship gains those dials', () => {
    const s = reveal();
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'bail-organa', optional: true });
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', command: 'navigate' }, { type: 'ChooseOption', command: 'repair' }, { type: 'PassChoice' }]);
    const one = answer(s, { command: 'repair' }).state;
    expect(armadaLegalActions(one, 0)).toEqual([{ type: 'ChooseOption', command: 'navigate' }, { type: 'PassChoice' }]);
    const both = answer(one, { command: 'navigate' }).state;
    expect(both.prompt).toBeNull();
    expect(both.activation?.extraDials).toEqual(['repair', 'navigate']);
    expect(upgrade(both, 's0-2', 'bail-organa').tokens).toEqual(['navigate', 'repair']);
  });

  it('a gained repair dial gives the full engineering value, once', () => {
    let s = answer(reveal(), { command: 'repair' }).state;
    s = answer(s, 'pass').state;
    s = act(s, 0, { type: 'KeepCommandDial' }).state;
    expect(armadaLegalActions(s, 0)).toContainEqual({ type: 'SpendRepair', source: 'dial' });
    s = act(s, 0, { type: 'SpendRepair', source: 'dial' }).state;
    expect(s.activation?.repairPoints).toBe(2);
    expect(s.activation?.extraDials).toEqual([]);
    expect(refusal(s, 0, { type: 'SpendRepair', source: 'dial' })).toMatchObject({ code: 'ACTION_NOT_ALLOWED_NOW' });
    s = act(s, 0, { type: 'RepairRestoreShield', zone: 'front' }).state;
    expect(ship(s, 's0-1').shields.front).toBe(1);
  });

  it('offers no type the ship just revealed and none without its token; declined, nothing changes', () => {
    const repairing = reveal([FLAGSHIP, { ...CHARGER, dials: ['repair'] }]);
    expect(armadaLegalActions(repairing, 0)).toEqual([{ type: 'ChooseOption', command: 'navigate' }, { type: 'PassChoice' }]);
    expect(reveal([{ id: 's0-2', upgrades: [{ id: 'bail-organa', tokens: [] }] }, CHARGER]).prompt).toBeNull();
    const declined: ArmadaState = answer(reveal(), 'pass').state;
    expect(declined.activation?.extraDials ?? []).toEqual([]);
    expect(upgrade(declined, 's0-2', 'bail-organa').tokens).toHaveLength(4);
  });

  it('acts for the enemy never: a Separatist reveal asks nothing', () => {
    const s = act(start([FLAGSHIP, CHARGER, { id: 's1-1', dials: ['navigate'] }], { firstPlayer: 1 }), 1, { type: 'ActivateShip', ship: 's1-1' }).state;
    expect(s.prompt).toBeNull();
  });
});

import { act, refusal, ship, start } from '../cards/upgrade.testkit.js';
import { refusedPosition } from '../cards/upgrade.testkit.js';
import { RULE } from '../rules.cite.js';
import { armadaLegalActions } from './game.legal.js';
import type { ArmadaState } from './game.types.js';

/** The Munificent s1-2 (engineering 4) reveals a repair dial; seat 1 goes first. */
const raider = (extra: Record<string, unknown>) => start([{ id: 's1-2', dials: ['repair', 'navigate'], shields: { left: 1 }, ...extra }], { firstPlayer: 1 });
const revealed = (s: ArmadaState, id = 's1-2', seat = 1) => act(s, seat, { type: 'ActivateShip', ship: id }).state;

describe('armada: raid tokens (seed "ÜBERFALLMARKER")', () => {
  it('forbid resolving their command, by dial or by token, with a reason naming the rule', () => {
    let s = revealed(raider({ raidTokens: ['repair'], tokens: ['repair'] }));
    expect(s.activation?.stage).toBe('dial');
    s = act(s, 1, { type: 'KeepCommandDial' }).state;
    expect(armadaLegalActions(s, 1).filter((a) => a.type === 'SpendRepair')).toEqual([]);
    for (const source of ['dial', 'token'])
      expect(refusal(s, 1, { type: 'SpendRepair', source })).toMatchObject({ code: 'RAID_TOKEN_FORBIDS', rule: RULE.ueberfallmarker, messages: { de: expect.stringContaining('Überfallmarker') } });
  });

  it('leave the other commands alone', () => {
    let s = revealed(raider({ raidTokens: ['navigate'] }));
    s = act(s, 1, { type: 'KeepCommandDial' }).state;
    expect(armadaLegalActions(s, 1)).toContainEqual({ type: 'SpendRepair', source: 'dial' });
  });

  it('at the reveal: discarding the dial discards every raid token, and the dial is gone', () => {
    const s = revealed(raider({ raidTokens: ['repair', 'navigate'] }));
    expect(armadaLegalActions(s, 1)).toContainEqual({ type: 'DiscardRaidTokens', by: 'dial' });
    const { state, events } = act(s, 1, { type: 'DiscardRaidTokens', by: 'dial' });
    expect(events.find((e) => e.type === 'RaidTokensDiscarded')?.payload).toEqual({ ship: 's1-2', by: 'dial', commands: ['repair', 'navigate'] });
    expect(ship(state, 's1-2').raidTokens).toEqual([]);
    // Neither kept nor turned into a token: no repair to spend.
    expect(ship(state, 's1-2').tokens).toEqual([]);
    expect(state.activation?.stage).not.toBe('dial');
    expect(armadaLegalActions(state, 1).some((a) => a.type === 'SpendRepair')).toBe(false);
  });

  it('at the reveal: a command token discards the matching raid token only, once; the dial is then kept or taken as usual', () => {
    const s = revealed(raider({ raidTokens: ['repair', 'navigate'], tokens: ['repair', 'squadron'] }));
    const offered = armadaLegalActions(s, 1).filter((a) => a.type === 'DiscardRaidTokens');
    // No squadron raid token: the squadron token discards nothing.
    expect(offered).toEqual([{ type: 'DiscardRaidTokens', by: 'dial' }, { type: 'DiscardRaidTokens', by: 'token', command: 'repair' }]);
    expect(refusal(s, 1, { type: 'DiscardRaidTokens', by: 'token', command: 'squadron' })).toMatchObject({ code: 'NO_RAID_TOKEN_TO_DISCARD', rule: RULE.ueberfallmarker });
    const after = act(s, 1, { type: 'DiscardRaidTokens', by: 'token', command: 'repair' }).state;
    expect([ship(after, 's1-2').raidTokens, ship(after, 's1-2').tokens]).toEqual([['navigate'], ['squadron']]);
    expect(after.activation?.stage).toBe('dial');
    expect(armadaLegalActions(after, 1).filter((a) => a.type === 'DiscardRaidTokens')).toEqual([]);
    expect(refusal(after, 1, { type: 'DiscardRaidTokens', by: 'dial' })).toMatchObject({ code: 'RAID_TOKENS_ALREADY_DISCARDED' });
    // The repair raid token is gone: the kept dial repairs.
    const kept = act(after, 1, { type: 'KeepCommandDial' }).state;
    expect(armadaLegalActions(kept, 1)).toContainEqual({ type: 'SpendRepair', source: 'dial' });
  });

  it('are not offered to discard after the reveal step', () => {
    const kept = act(revealed(raider({ raidTokens: ['repair'] })), 1, { type: 'KeepCommandDial' }).state;
    expect(refusal(kept, 1, { type: 'DiscardRaidTokens', by: 'dial' }).code).toBe('NO_RAID_TOKEN_TO_DISCARD');
  });

  it('a navigate raid token: the maneuver spends neither navigate dial nor token', () => {
    let s = revealed(start([{ id: 's1-2', dials: ['navigate', 'navigate'], tokens: ['navigate'], raidTokens: ['navigate'] }], { firstPlayer: 1 }));
    s = act(s, 1, { type: 'KeepCommandDial' }).state;
    if (s.activation?.stage === 'commands') s = act(s, 1, { type: 'FinishCommands' }).state;
    if (s.activation?.stage === 'attack') s = act(s, 1, { type: 'FinishAttacks' }).state;
    expect(s.activation?.stage).toBe('maneuver');
    const moves = armadaLegalActions(s, 1).filter((a) => a.type === 'ExecuteManeuver');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((a) => a.type === 'ExecuteManeuver' && !a.dial && !a.token)).toBe(true);
    const straight = moves[0] as Extract<(typeof moves)[number], { type: 'ExecuteManeuver' }>;
    expect(refusal(s, 1, { ...straight, dial: true })).toMatchObject({ code: 'RAID_TOKEN_FORBIDS', rule: RULE.ueberfallmarker });
  });

  it('a concentrate-fire raid token: the attack has no concentrate-fire dial or token to spend', () => {
    const s0 = start(
      [
        { id: 's0-2', pose: { x: 250, y: 290, heading: 0 }, dials: ['concentrate-fire', 'navigate', 'navigate'], tokens: ['concentrate-fire'], raidTokens: ['concentrate-fire'] },
        { id: 's1-1', pose: { x: 250, y: 430, heading: 180 } },
      ],
      { firstPlayer: 0 },
    );
    let s = act(revealed(s0, 's0-2', 0), 0, { type: 'KeepCommandDial' }).state;
    if (s.activation?.stage === 'commands') s = act(s, 0, { type: 'FinishCommands' }).state;
    s = act(s, 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' }).state;
    expect(s.attack?.combatants['s0-2']).toMatchObject({ concentrateFireDial: false, concentrateFireToken: false });
  });

  it('sandbox: a ship holds at most one raid token of each type', () => {
    expect(refusedPosition([{ id: 's1-2', raidTokens: ['repair', 'repair'] }]).code).toBe('INVALID_SANDBOX_POSITION');
    expect(ship(start([{ id: 's1-2', raidTokens: ['repair'] }]), 's1-2').raidTokens).toEqual(['repair']);
  });
});

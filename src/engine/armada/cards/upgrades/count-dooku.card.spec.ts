import { accepted, fold, scripted, when } from '../../../core/decider.testkit.js';
import type { Emitted } from '../../../core/game.contract.js';
import { isViolation } from '../../../core/rule-violation.error.js';
import { armadaGame as game } from '../../game/armada.game.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { startingTokenChoices, startingTokens } from '../../game/game.upgrades.js';
import { RULE } from '../../rules.cite.js';
import { act, answer, ship, start, upgrade } from '../upgrade.testkit.js';
import { countDooku } from './count-dooku.card.js';

/** Round 2's command phase with Dooku on the Munificent s1-2; the Charger s0-1 still needs its dial, so the ship phase starts once it is set. */
function shipPhase(tokens: string[], extra: Record<string, unknown>[] = []): ArmadaState {
  const s = start([{ id: 's0-1', dials: [] }, { id: 's1-2', dials: ['navigate', 'navigate'], upgrades: [{ id: 'count-dooku', tokens }] }, ...(extra as { id: string }[])]);
  expect(s.phase).toBe('command');
  return act(s, 0, { type: 'SetCommandDial', ship: 's0-1', command: 'navigate' }).state;
}

const enemies = (s: ArmadaState) => s.ships.filter((x) => x.owner === 0 && !x.destroyed);

describe('upgrade card count-dooku', () => {
  it('is a Separatist commander acting at the start of the ship phase, starting with 3 tokens of at least 2 types', () => {
    expect([countDooku.slots, countDooku.effect[0].when, countDooku.minStartingTokenTypes]).toEqual([['commander'], 'ship-phase-start', 2]);
    expect(startingTokens(['count-dooku'])[0].choose).toMatchObject({ count: 3, minTypes: 2 });
  });

  it('at the start of the ship phase: a token from the card gives every enemy ship a raid token of its type', () => {
    const s = shipPhase(['navigate', 'repair', 'repair']);
    expect(s.phase).toBe('ship');
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'count-dooku', optional: true, rule: RULE.ueberfallmarker });
    expect(armadaLegalActions(s, 1).filter((a) => a.type === 'ChooseOption')).toEqual([
      { type: 'ChooseOption', command: 'navigate' },
      { type: 'ChooseOption', command: 'repair' },
    ]);
    // The ship phase waits for the answer.
    expect(armadaLegalActions(s, 0)).toEqual([]);
    const { state, events } = answer(s, { command: 'repair' });
    expect(upgrade(state, 's1-2', 'count-dooku').tokens).toEqual(['navigate', 'repair']);
    expect(events.filter((e) => e.type === 'RaidTokenGained').map((e) => (e.payload as { ship: string }).ship)).toEqual(enemies(state).map((x) => x.id));
    for (const x of enemies(state)) expect(x.raidTokens).toEqual(['repair']);
    expect(ship(state, 's1-1').raidTokens).toBeUndefined();
    expect(state.prompt).toBeNull();
  });

  it('an enemy ship that already has that raid token gains no second one', () => {
    const s = shipPhase(['repair', 'navigate', 'navigate'], [{ id: 's0-2', raidTokens: ['repair'] }]);
    const { state, events } = answer(s, { command: 'repair' });
    expect(events.filter((e) => e.type === 'RaidTokenGained').map((e) => (e.payload as { ship: string }).ship)).not.toContain('s0-2');
    expect(ship(state, 's0-2').raidTokens).toEqual(['repair']);
  });

  it('may be declined, and asks nothing once the card holds no token', () => {
    const declined = answer(shipPhase(['navigate', 'repair', 'repair']), 'pass').state;
    expect(enemies(declined).every((x) => x.raidTokens === undefined)).toBe(true);
    expect(upgrade(declined, 's1-2', 'count-dooku').tokens).toHaveLength(3);
    expect(shipPhase([]).prompt).toBeNull();
  });

  it('starting tokens: once the last place is needed for the second type, only another type is offered', () => {
    const choose = startingTokens(['count-dooku'])[0].choose!;
    expect(startingTokenChoices(choose, [])).toHaveLength(4);
    expect(startingTokenChoices(choose, ['repair'])).toHaveLength(4);
    expect(startingTokenChoices(choose, ['repair', 'repair'])).toEqual(['navigate', 'squadron', 'concentrate-fire']);
    expect(startingTokenChoices(choose, ['repair', 'navigate'])).toHaveLength(4);
  });

  it('starting tokens in the full setup: the owner is asked three times, the third time without the type taken twice', () => {
    const opts = game.parseOptions({ scenario: 'standard', format: 'starter', cardsWithoutEffect: 'allow' }, 2);
    if (isViolation(opts)) throw new Error(opts.code);
    const play = (s: ArmadaState, seat: number, action: unknown) => accepted(when<ArmadaState>(game, s, seat, action)).state;
    let s = fold<ArmadaState>(game, game.setup(opts, 2, scripted()) as Emitted[]);
    s = play(s, 0, { type: 'SubmitFleet', fleet: { ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi'] }], squadrons: [], objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory'] } });
    s = play(s, 1, { type: 'SubmitFleet', fleet: { ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['count-dooku'] }], squadrons: [], objectives: ['most-wanted', 'fire-lanes', 'intel-sweep'] } });
    s = play(s, s.setup!.chooser!, { type: 'ChooseFirstPlayer', firstPlayer: 0 });
    for (let guard = 0; guard < 50 && s.setup; guard++) {
      const seat = game.pending(s)[0].seat;
      s = play(s, seat, game.legalActions(s, seat)[0]);
    }
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'count-dooku', optional: false });
    s = play(s, 1, { type: 'ChooseOption', command: 'squadron' });
    s = play(s, 1, { type: 'ChooseOption', command: 'squadron' });
    expect(game.legalActions(s, 1)).not.toContainEqual({ type: 'ChooseOption', command: 'squadron' });
    expect(game.legalActions(s, 1)).toHaveLength(3);
    s = play(s, 1, { type: 'ChooseOption', command: 'repair' });
    expect(upgrade(s, 's1-1', 'count-dooku').tokens).toEqual(['squadron', 'squadron', 'repair']);
  });
});

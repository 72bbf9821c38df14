import { endCheck } from '../../game/game.advance.js';
import type { ArmadaState } from '../../game/game.types.js';
import { objectivePoints } from '../../game/objective.rules.js';
import { getCard, getShip } from '../../catalog/catalog.lookup.js';
import { destroyedPoints } from '../../game/game.rules.js';
import { attackS1, sandboxWith } from '../objective-attack.testkit.js';
import { standardGameWith } from '../objective.testkit.js';
import { openingSalvo } from './opening-salvo.card.js';

const withToken = (s: ArmadaState, ids: string[]): ArmadaState => ({ ...s, ships: s.ships.map((x) => (ids.includes(x.id) ? { ...x, objectiveToken: true } : x)) });

describe('objective opening-salvo', () => {
  it('is played: objective tokens, two dice on the first attack on a ship, half the cost of damaged enemy ships', () => {
    expect(openingSalvo.enforcement).toBe('played');
    // The data has no German name: ours, and the card says so.
    expect(openingSalvo.name.de).toBe('Eröffnungssalve');
    expect(openingSalvo.assumptions!.map((a) => a.en).join(' ')).toMatch(/our translation/);
    expect(openingSalvo.effect!.map((r) => r.kind)).toEqual(['objective-token-on-each-ship', 'first-attack-adds-two-dice', 'damaged-enemy-ships-score-half']);
  });

  it('puts an objective token on every ship once the fleets are deployed', () => {
    const { state, events } = standardGameWith(openingSalvo);
    const placed = events.filter((e) => e.type === 'ShipObjectiveTokensPlaced');
    expect(placed).toHaveLength(1);
    expect(events.indexOf(placed[0])).toBeLessThan(events.findIndex((e) => e.type === 'SetupFinished'));
    expect(state.ships.map((x) => [x.id, x.objectiveToken]).sort()).toEqual([
      ['s0-1', true],
      ['s0-2', true],
      ['s1-1', true],
    ]);
  });

  it("has the first player's ship discard its token and add 2 red dice to its first attack on a ship", () => {
    const run = attackS1(withToken(sandboxWith('opening-salvo'), ['s0-1']), ['blank', 'blank', 'accuracy'], () => ({ action: { type: 'ChooseOption', colors: 'red,red' }, roll: ['hit', 'crit'] }));
    expect(run.prompts).toHaveLength(1);
    expect([run.prompts[0].optional, run.prompts[0].choices.map((c) => c.params.colors)]).toEqual([false, ['red,red']]);
    expect(run.prompts[0]).toMatchObject({ seat: 0, rule: 'armada:einsatzziele', source: 'opening-salvo' });
    expect(run.prompts[0].question.de).toMatch(/^Eröffnungssalve:/);
    expect(run.types).toContain('ObjectiveDiceAdded');
    expect(run.pool.slice(-2)).toEqual([
      { color: 'red', face: 'hit' },
      { color: 'red', face: 'crit' },
    ]);
    expect(run.pool).toHaveLength(5);
    expect(run.state.ships.find((x) => x.id === 's0-1')!.objectiveToken).toBe(false);
  });

  it("offers the second player's ship any two colours", () => {
    const run = attackS1({ ...withToken(sandboxWith('opening-salvo'), ['s0-1']), firstPlayer: 1 }, ['blank', 'blank', 'accuracy'], () => ({ action: { type: 'ChooseOption', colors: 'blue,black' }, roll: ['hit', 'hit'] }));
    expect(run.prompts[0].choices.map((c) => c.params.colors)).toEqual(['red,red', 'red,blue', 'red,black', 'blue,blue', 'blue,black', 'black,black']);
    expect(run.pool.slice(-2).map((d) => d.color)).toEqual(['blue', 'black']);
  });

  it('adds nothing without the token or without the objective', () => {
    for (const start of [sandboxWith('opening-salvo'), withToken(sandboxWith(null), ['s0-1'])]) {
      const run = attackS1(start, ['blank', 'blank', 'accuracy'], () => {
        throw new Error('no question expected');
      });
      expect(run.types).not.toContain('ObjectiveDiceAdded');
      expect(run.pool).toHaveLength(3);
    }
  });

  it('scores half the fleet point cost (upgrades included), rounded up, of each damaged enemy ship still in play', () => {
    const s = sandboxWith('opening-salvo');
    const dooku = { id: 'count-dooku', exhausted: false, tokens: [] };
    const damaged: ArmadaState = {
      ...s,
      ships: s.ships.map((x) =>
        x.id === 's1-1' ? { ...x, facedownDamage: ['structural-damage'], upgrades: [dooku] } : x.id === 's1-2' ? { ...x, faceupDamage: ['blinded-gunners'], destroyed: true } : x,
      ),
    };
    const card = damaged.ships.find((x) => x.id === 's1-1')!.card;
    const half = Math.ceil((getShip(card)!.points.current + getCard('upgrades', 'count-dooku')!.points.current) / 2);
    expect([objectivePoints(damaged, 0), objectivePoints(damaged, 1)]).toEqual([half, 0]);
    // Undamaged or without the objective: nothing.
    expect(objectivePoints(s, 0)).toBe(0);
    expect(objectivePoints({ ...damaged, objective: null }, 0)).toBe(0);
    expect(endCheck({ ...damaged, phase: 'status', round: 6 })!.points[0]).toBe(destroyedPoints(damaged, 0) + half);
  });
});

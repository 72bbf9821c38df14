import { endCheck } from '../../game/game.advance.js';
import { objectivePoints } from '../../game/objective.rules.js';
import { attackS1, sandboxWith } from '../objective-attack.testkit.js';
import { standardGameWith } from '../objective.testkit.js';
import { precisionStrike } from './precision-strike.card.js';

/** s1-1 with one facedown card (Blinded Gunners: nothing happens when it turns faceup; it acts in its ship's attacks). */
const damaged = (objective: string | null) => sandboxWith(objective, { facedownDamage: 1 }, ['blinded-gunners']);

describe('objective precision-strike', () => {
  it('is played: concentrate-fire tokens, a hit spent to turn a card faceup, a victory token per faceup card, 15 points each', () => {
    expect(precisionStrike.enforcement).toBe('played');
    // The data has no German name: ours, and the card says so.
    expect(precisionStrike.name.de).toBe('Präzisionsschlag');
    expect(precisionStrike.assumptions!.map((a) => a.en).join(' ')).toMatch(/our translation/);
    expect(precisionStrike.effect!.map((r) => r.kind)).toEqual(['second-player-ships-gain-concentrate-fire', 'spend-hit-to-turn-damage-faceup', 'victory-token-per-faceup-damage', 'score-victory-tokens']);
    expect(precisionStrike.victoryTokenValue).toBe(15);
  });

  it("gives each of the second player's ships a concentrate-fire token once the fleets stand", () => {
    const { state, events } = standardGameWith(precisionStrike);
    expect(events.filter((e) => e.type === 'ObjectiveConcentrateFireGiven').map((e) => e.payload)).toEqual([{ objective: 'precision-strike', ships: ['s1-1'] }]);
    expect(state.ships.map((x) => [x.id, x.tokens]).sort()).toEqual([
      ['s0-1', []],
      ['s0-2', []],
      ['s1-1', ['concentrate-fire']],
    ]);
  });

  it('lets the attacker spend a hit to turn a facedown card faceup, and scores a victory token for it', () => {
    const run = attackS1(damaged('precision-strike'), ['hit', 'blank', 'accuracy'], (p) => {
      expect([p.seat, p.optional, p.choices.map((c) => c.params.die)]).toEqual([0, true, ['0']]);
      expect(p.question.de).toMatch(/^Präzisionsschlag:/);
      return { action: { type: 'ChooseOption', die: '0' } };
    });
    expect(run.types).toContain('ObjectiveDamageTurnedFaceup');
    const s11 = run.state.ships.find((x) => x.id === 's1-1')!;
    expect([s11.faceupDamage, s11.facedownDamage]).toEqual([['blinded-gunners'], []]);
    // The spent hit left the pool: the attack dealt no damage.
    expect(run.types).not.toContain('ShieldsLost');
    expect(run.types.slice(run.types.indexOf('AttackEnded'))).toContain('VictoryTokenGained');
    expect([run.state.victoryTokens, objectivePoints(run.state, 0)]).toEqual([[1, 0], 15]);
    expect(endCheck({ ...run.state, phase: 'status', round: 6 })!.points).toEqual([15, 0]);
  });

  it("lets a card turned faceup act once the attack is over, as one dealt faceup (Structural Damage deals a facedown card and turns itself down)", () => {
    const run = attackS1(sandboxWith('precision-strike', { facedownDamage: 1 }, ['structural-damage']), ['hit', 'blank', 'accuracy'], () => ({ action: { type: 'ChooseOption', die: '0' } }));
    const after = run.types.slice(run.types.indexOf('AttackEnded'));
    expect(after).toEqual(expect.arrayContaining(['VictoryTokenGained', 'FacedownDamageDealt', 'DamageCardFlipped']));
    expect(run.state.victoryTokens).toEqual([1, 0]);
  });

  it('turns nothing and scores nothing when the attacker passes, without a hit, or without the objective', () => {
    const passed = attackS1(damaged('precision-strike'), ['hit', 'blank', 'accuracy'], () => ({ action: { type: 'PassChoice' } }));
    expect([passed.state.ships.find((x) => x.id === 's1-1')!.faceupDamage, passed.state.victoryTokens]).toEqual([[], [0, 0]]);
    const never = () => {
      throw new Error('no question expected');
    };
    expect(attackS1(damaged('precision-strike'), ['blank', 'blank', 'accuracy'], never).state.victoryTokens).toEqual([0, 0]);
    expect(attackS1(damaged(null), ['hit', 'blank', 'accuracy'], never).state.victoryTokens).toEqual([0, 0]);
    // No facedown card on the defender: nothing to turn.
    expect(attackS1(sandboxWith('precision-strike'), ['hit', 'blank', 'accuracy'], never).types).not.toContain('ObjectiveDamageTurnedFaceup');
  });
});

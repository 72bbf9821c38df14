import { at, combatOf, confirm, drive, imperialAttack, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { targetTheStarDestroyers } from './target-the-star-destroyers.card.js';

const USE = { type: 'UseActionCard', card: 'target-the-star-destroyers' };
const BLACK_HIT_ON_SD = { type: 'AssignDamage', die: { colour: 'black', face: 'hit' }, target: { unit: 'star-destroyer', markers: 0, pending: 0 } };

/** The Empire's Star Destroyer attacks 3 X-wings at Naboo; Wedge stands where `wedge` says. */
const combat = (wedge: string) =>
  run(
    imperialAttack(
      {
        naboo: { units: { 'x-wing': 3 } },
        sullust: { units: { 'star-destroyer': 1 } },
        leaders: { 'wedge-antilles': wedge },
        hands: { rebel: { actions: ['target-the-star-destroyers'] } },
      },
      [['star-destroyer', 1]],
    ),
    confirm,
  ).state;

/** The Star Destroyer rolls blanks, the X-wings 3 black hits; up to the Rebel's damage assignment. */
const toAssign = (s: RebellionState, first: object) =>
  drive(s, [REBEL, first], ['blank', 'blank', 'blank', 'hit', 'hit', 'hit'], (x) => (at('assign')(x) && combatOf(x).turn === 'rebel') || at('retreat')(x));

describe('Target the Star Destroyers (target-the-star-destroyers)', () => {
  it('is a start-of-combat card: up to 2 black hits of the Rebel count as red in each space attack', () => {
    expect(targetTheStarDestroyers.effect).toEqual({
      window: 'start-of-combat',
      ability: { kind: 'for-this-combat', modifiers: [{ kind: 'recolour-hits', faction: 'rebel', theater: 'space', from: 'black', to: 'red', max: 2 }] },
    });
  });

  it('with Wedge in the combat, 2 of 3 black hits may be assigned to the Star Destroyer, not the third', () => {
    const s = combat('naboo');
    expect(legalActions(s, REBEL)).toContainEqual(USE);
    const first = toAssign(s, USE).state;
    expect(legalActions(first, REBEL)).toEqual([BLACK_HIT_ON_SD]);
    const second = run(first, [REBEL, BLACK_HIT_ON_SD]).state;
    expect(legalActions(second, REBEL)).toEqual([{ ...BLACK_HIT_ON_SD, target: { unit: 'star-destroyer', markers: 0, pending: 1 } }]);
    const third = run(second, [REBEL, legalActions(second, REBEL)[0], Array(10).fill('blank')]).state;
    expect(combatOf(third).wounds).toEqual([{ faction: 'empire', unit: 'star-destroyer', markers: 0, pending: 2, doomed: false }]);
    expect(combatOf(third).step).not.toBe('assign');
  });

  it('without it black hits have no target on a ship with red health', () => {
    const { state } = toAssign(combat('naboo'), { type: 'FinishCombatCards' });
    expect(combatOf(state).step).toBe('retreat');
    expect(combatOf(state).wounds).toEqual([]);
  });

  it('is not offered while Wedge is not in the combat', () => {
    expect(legalActions(combat('dantooine'), REBEL)).not.toContainEqual(USE);
  });
});

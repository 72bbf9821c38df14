import { at, confirm, drive, imperialAttack, payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { deathStarPlansIii } from './death-star-plans-iii.card.js';

/** The Empire brings a Death Star to Naboo, where 2 X-wings wait; the space battle step ends with nothing destroyed. */
const plans = (objectives: string[]) =>
  drive(imperialAttack({ naboo: { units: { 'x-wing': 2 } }, sullust: { units: { 'death-star': 1 } }, hands: { rebel: { objectives } } }, [['death-star', 1]]), confirm, Array(6).fill('blank'), at('death-star-plans')).state;

describe('Death Star Plans, tier III (death-star-plans-iii)', () => {
  it('is played in its own combat window', () => {
    expect(deathStarPlansIii.effect).toEqual({ window: 'death-star-plans' });
    expect(legalActions(plans(['death-star-plans-iii']), REBEL)).toEqual([{ type: 'PlayDeathStarPlans', card: 'death-star-plans-iii', target: 'death-star' }, { type: 'SkipDeathStarPlans' }]);
  });

  it('a direct hit among 3 dice destroys the Death Star and scores 2 reputation; without one the card goes back to the hand', () => {
    const hit = run(plans(['death-star-plans-iii']), [REBEL, { type: 'PlayDeathStarPlans', card: 'death-star-plans-iii', target: 'death-star' }, ['blank', 'direct-hit', 'hit']]);
    expect(payloads(hit.emitted, 'UnitsDestroyed')).toContainEqual({ faction: 'empire', at: 'naboo', units: { 'death-star': 1 } });
    expect(hit.state.objectivesPlayed).toEqual(['death-star-plans-iii']);
    const miss = run(plans(['death-star-plans-iii']), [REBEL, { type: 'PlayDeathStarPlans', card: 'death-star-plans-iii', target: 'death-star' }, ['hit', 'hit', 'special']]);
    expect(miss.state.hands.objectives).toEqual(['death-star-plans-iii']);
    expect(hit.state.reputation).toBe(miss.state.reputation - 2);
  });
});

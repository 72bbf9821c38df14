import { at, confirm, drive, imperialAttack, payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { unitHealth } from '../../../modifiers.rules.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { pointBlankAssault } from './point-blank-assault.card.js';

const USE = { type: 'UseActionCard', card: 'point-blank-assault' };

/** The Empire attacks Naboo's Mon Calamari cruisers and X-wing with a Star Destroyer; Madine stands where `madine` says. */
const combat = (madine: string) =>
  run(
    imperialAttack(
      {
        naboo: { units: { 'mon-calamari-cruiser': 2, 'x-wing': 1 } },
        sullust: { units: { 'star-destroyer': 1 } },
        leaders: { 'general-madine': madine },
        hands: { rebel: { actions: ['point-blank-assault'] } },
      },
      [['star-destroyer', 1]],
    ),
    confirm,
  ).state;


describe('Point-Blank Assault (point-blank-assault)', () => {
  it('is a start-of-combat card: 1 less health for every unit in the system, never below 1', () => {
    expect(pointBlankAssault.effect).toEqual({ window: 'start-of-combat', ability: { kind: 'for-this-combat', modifiers: [{ kind: 'health', delta: -1, min: 1 }] } });
  });

  it('with Madine in the combat, units there have 1 less health (a Star Destroyer 3), never below 1 (an X-wing keeps 1); elsewhere unchanged', () => {
    const s = combat('naboo');
    expect(legalActions(s, REBEL)).toContainEqual(USE);
    const used = run(s, [REBEL, USE, []]);
    expect(payloads(used.emitted, 'ModifierAdded')).toEqual([
      { modifier: { source: 'point-blank-assault', owner: 'rebel', until: 'combat', effect: { kind: 'health', system: 'naboo', delta: -1, min: 1 } } },
    ]);
    expect([unitHealth(used.state, 'naboo', 'star-destroyer'), unitHealth(used.state, 'naboo', 'x-wing'), unitHealth(used.state, 'sullust', 'star-destroyer')]).toEqual([3, 1, 4]);
  });

  it('3 damage on the Star Destroyer destroy it under the card, not without it', () => {
    // The Star Destroyer rolls 3 blanks; the cruisers' 4 red dice 3 hits, the black dice blanks.
    const three = ['blank', 'blank', 'blank', 'hit', 'hit', 'hit', 'blank'];
    const withCard = drive(combat('naboo'), [REBEL, USE], [...three, ...Array(10).fill('blank')], at('retreat'));
    expect(payloads(withCard.emitted, 'UnitsDestroyed')).toContainEqual({ faction: 'empire', at: 'naboo', units: { 'star-destroyer': 1 } });
    const without = drive(combat('naboo'), [REBEL, { type: 'FinishCombatCards' }], [...three, ...Array(10).fill('blank')], at('retreat'));
    expect(payloads(without.emitted, 'UnitsDestroyed')).toEqual([]);
  });

  it('is not offered while neither Ackbar nor Madine is in the combat', () => {
    expect(legalActions(combat('dantooine'), REBEL)).not.toContainEqual(USE);
  });
});

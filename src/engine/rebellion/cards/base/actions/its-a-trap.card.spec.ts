import { at, combatOf, confirm, drive, imperialAttack, payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { itsATrap } from './its-a-trap.card.js';

const USE = { type: 'UseActionCard', card: 'its-a-trap' };
const CRITICAL = { type: 'PlayTactic', card: 'space-critical-hit' };

/** The Empire attacks Naboo; General Tagge draws Critical Hit (space); Ackbar stands where `ackbar` says. */
const combat = (ackbar: string, top = 'space-critical-hit', ships = 'x-wing') =>
  run(
    imperialAttack(
      {
        naboo: { units: { [ships]: 2 } },
        sullust: { units: { 'star-destroyer': 1 } },
        leaders: { 'admiral-ackbar': ackbar, 'princess-leia': 'naboo' },
        hands: { rebel: { actions: ['its-a-trap'] } },
        decks: { tactics: { space: [top, 'space-concentrate-fire', 'space-concentrate-fire', 'space-outmaneuver'] } },
      },
      [['star-destroyer', 1]],
    ),
    confirm,
  ).state;

/** The Empire's combat actions, blank dice, until it is asked in a space battle. */
const empireActs = (s: RebellionState, first: object) =>
  drive(s, [REBEL, first], Array(40).fill('blank'), (x) => at('actions')(x) && combatOf(x).turn === 'empire');

describe("It's a Trap (its-a-trap)", () => {
  it('is a start-of-combat card: no Imperial space tactic card in round 1 of this combat', () => {
    expect(itsATrap.effect).toEqual({ window: 'start-of-combat', ability: { kind: 'for-this-combat', modifiers: [{ kind: 'no-tactics', faction: 'empire', theater: 'space', round: 1 }] } });
  });

  it('with Ackbar in the combat, the Empire cannot play Critical Hit in round 1, but may in round 2', () => {
    const s = combat('naboo');
    expect(legalActions(s, REBEL)).toContainEqual(USE);
    const { emitted, state } = empireActs(s, USE);
    expect(payloads(emitted, 'ModifierAdded')).toHaveLength(1);
    expect(combatOf(state).round).toBe(2);
    expect(state.hands.tactics.empire).toContain('space-critical-hit');
    expect(legalActions(state, EMPIRE)).toContainEqual(CRITICAL);
  });

  it('without it the Empire may play the card in round 1', () => {
    const { state } = empireActs(combat('naboo'), { type: 'FinishCombatCards' });
    expect(combatOf(state).round).toBe(1);
    expect(legalActions(state, EMPIRE)).toContainEqual(CRITICAL);
  });

  it('bars blocking cards too: the Empire is not asked to block in round 1', () => {
    // The Empire draws Defensive Formation; Leia's Y-wings roll a direct hit on the Star Destroyer.
    const { emitted } = drive(combat('naboo', 'space-defensive-formation', 'y-wing'), [REBEL, USE], ['blank', 'blank', 'blank', 'direct-hit', 'blank'], (x) => combatOf(x).round === 2);
    expect(payloads(emitted, 'CombatStepBegan')).not.toContainEqual({ step: 'block', turn: 'empire' });
    expect(payloads(emitted, 'DamageAssigned')).toContainEqual(expect.objectContaining({ faction: 'empire', target: { unit: 'star-destroyer', markers: 0, pending: 0 } }));
    const free = drive(combat('naboo', 'space-defensive-formation', 'y-wing'), [REBEL, { type: 'FinishCombatCards' }], ['blank', 'blank', 'blank', 'direct-hit', 'blank'], at('block'));
    expect(combatOf(free.state)).toMatchObject({ round: 1, step: 'block', turn: 'empire' });
  });

  it('is not offered while Ackbar is not in the combat', () => {
    expect(legalActions(combat('dantooine'), REBEL)).not.toContainEqual(USE);
  });
});

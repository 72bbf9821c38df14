import { at, combatOf, confirm, drive, imperialAttack, payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { keepThemFromEscaping } from './keep-them-from-escaping.card.js';

const USE = { type: 'UseActionCard', card: 'keep-them-from-escaping' };

/** The Empire attacks Naboo (Leia there with the Rebel ships); Piett stands where `piett` says. */
const combat = (piett: string, naboo: object = { 'x-wing': 2 }) =>
  run(
    imperialAttack(
      {
        naboo: { units: naboo },
        sullust: { units: { 'star-destroyer': 1 } },
        leaders: { 'admiral-piett': piett, 'princess-leia': 'naboo' },
        hands: { empire: { actions: ['keep-them-from-escaping'] } },
      },
      [['star-destroyer', 1]],
    ),
    confirm,
  ).state;

/** Plays `first`, then nothing optional with blank dice, until the Rebel may retreat or the second round begins. */
const toRebelRetreat = (s: RebellionState, first: object) =>
  drive(s, [EMPIRE, first], Array(20).fill('blank'), (x) => combatOf(x).round === 2 || (at('retreat')(x) && combatOf(x).turn === 'rebel'));

describe('Keep Them from Escaping (keep-them-from-escaping)', () => {
  it('is a start-of-combat card: no Rebel unit retreats for this combat', () => {
    expect(keepThemFromEscaping.effect).toEqual({ window: 'start-of-combat', ability: { kind: 'for-this-combat', modifiers: [{ kind: 'no-retreat', faction: 'rebel' }] } });
  });

  it('with Piett in the combat, the Rebel is never asked to retreat, and the modifier lasts into the next round', () => {
    const s = combat('naboo');
    expect(legalActions(s, EMPIRE)).toContainEqual(USE);
    const { emitted, state } = toRebelRetreat(s, USE);
    expect(payloads(emitted, 'ModifierAdded')).toEqual([{ modifier: { source: 'keep-them-from-escaping', owner: 'empire', until: 'combat', effect: { kind: 'no-retreat', faction: 'rebel' } } }]);
    expect(combatOf(state).round).toBe(2);
    expect(payloads(emitted, 'CombatStepBegan')).not.toContainEqual({ step: 'retreat', turn: 'rebel' });
    expect(state.modifiers).toHaveLength(1);
  });

  it('without it the Rebel may retreat with Leia', () => {
    const { state } = toRebelRetreat(combat('naboo'), { type: 'FinishCombatCards' });
    expect(legalActions(state, REBEL).some((a) => a.type === 'Retreat' && a.leader === 'princess-leia')).toBe(true);
  });

  it('"cannot" is absolute: lone transports that would have to retreat are destroyed; the modifier ends with the combat', () => {
    const { emitted, state } = drive(combat('naboo', { 'rebel-transport': 1 }), [EMPIRE, USE], Array(20).fill('blank'));
    expect(payloads(emitted, 'UnitsDestroyed')).toContainEqual({ faction: 'rebel', at: 'naboo', units: { 'rebel-transport': 1 } });
    expect(state.phase.kind).not.toBe('combat');
    expect(state.modifiers).toEqual([]);
  });

  it('is not offered while Piett is not in the combat', () => {
    expect(legalActions(combat('pool'), EMPIRE)).not.toContainEqual(USE);
  });
});

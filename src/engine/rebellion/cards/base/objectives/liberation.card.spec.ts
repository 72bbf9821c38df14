import { at, drive } from '../../../combat.testkit.js';
import { REBEL, types } from '../../../rebellion.testkit.js';
import { act } from '../../card.testkit.js';
import { playable, rebelCombat } from '../../combat-objective.testkit.js';
import { liberation } from './liberation.card.js';

const reached = (s: Parameters<typeof playable>[0]) => s.phase.kind === 'combat' && s.phase.step === 'objective';
// 3 Rebel Troopers roll 3 black dice, the Stormtrooper 1.
const WIN = ['hit', 'blank', 'blank'];
const MISS = ['blank'];

describe('Liberation (liberation)', () => {
  it('is due once the Rebels win the ground battle in a system subjugated when the combat began', () => {
    const start = rebelCombat({ loyalty: null, subjugated: true, units: { stormtrooper: 1, 'rebel-trooper': 3 } }, [liberation.id], WIN);
    const { state } = drive(start, [REBEL, { type: 'EndCombatActions' }], MISS, at('objective'));
    expect(playable(state)).toEqual([liberation.id]);
    const played = act(state, REBEL, { type: 'PlayObjective', card: liberation.id });
    expect(played.state.reputation).toBe(state.reputation - 1);
    expect(played.state.systems.naboo.subjugated).toBe(false);
  });

  it('a ground battle won in a system without a subjugation marker does not meet it', () => {
    const start = rebelCombat({ units: { stormtrooper: 1, 'rebel-trooper': 3 } }, [liberation.id], WIN);
    const fought = drive(start, [REBEL, { type: 'EndCombatActions' }], MISS, reached);
    expect(fought.state.units.naboo).toEqual({ 'rebel-trooper': 3 });
    expect(types(fought.emitted)).not.toContain('CombatObjectivesDue');
  });
});

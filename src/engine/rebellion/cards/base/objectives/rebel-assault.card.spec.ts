import { at, drive } from '../../../combat.testkit.js';
import { REBEL, types } from '../../../rebellion.testkit.js';
import { act } from '../../card.testkit.js';
import { playable, rebelCombat } from '../../combat-objective.testkit.js';
import { rebelAssault } from './rebel-assault.card.js';

const reached = (s: Parameters<typeof playable>[0]) => s.phase.kind === 'combat' && s.phase.step === 'objective';
const BLANKS = Array(12).fill('blank');

describe('Rebel Assault (rebel-assault)', () => {
  it('is due once a Star Destroyer is destroyed in a Rebel combat; played, 1 reputation', () => {
    const start = rebelCombat({ units: { 'star-destroyer': 1, 'mon-calamari-cruiser': 2 } }, [rebelAssault.id], ['hit', 'hit', 'direct-hit', 'hit', 'blank', 'blank'], 'jan-dodonna');
    const { state } = drive(start, [REBEL, { type: 'EndCombatActions' }], BLANKS, at('objective'));
    expect(playable(state)).toEqual([rebelAssault.id]);
    expect(act(state, REBEL, { type: 'PlayObjective', card: rebelAssault.id }).state.reputation).toBe(state.reputation - 1);
  });

  it('other ships destroyed do not meet it', () => {
    const start = rebelCombat({ units: { 'tie-fighter': 1, 'mon-calamari-cruiser': 1 } }, [rebelAssault.id], ['blank', 'blank', 'hit'], 'jan-dodonna');
    const fought = drive(start, [REBEL, { type: 'EndCombatActions' }], BLANKS, reached);
    expect(fought.state.units.naboo).toEqual({ 'mon-calamari-cruiser': 1 });
    expect(types(fought.emitted)).not.toContain('CombatObjectivesDue');
  });
});

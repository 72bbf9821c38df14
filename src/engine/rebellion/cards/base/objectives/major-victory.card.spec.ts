import { at, drive } from '../../../combat.testkit.js';
import { REBEL, types } from '../../../rebellion.testkit.js';
import { act } from '../../card.testkit.js';
import { playable, rebelCombat } from '../../combat-objective.testkit.js';
import { majorVictory } from './major-victory.card.js';

const reached = (s: Parameters<typeof playable>[0]) => s.phase.kind === 'combat' && s.phase.step === 'objective';
const BLANKS = Array(12).fill('blank');

describe('Major Victory (major-victory)', () => {
  it('is due once destroyed Imperial ships of a Rebel combat reach 3 printed health; one objective per combat', () => {
    // Two Mon Calamari cruisers roll 4 red and 2 black dice: 4 damage destroy the Star Destroyer (4 health).
    const start = rebelCombat({ units: { 'star-destroyer': 1, 'mon-calamari-cruiser': 2 } }, [majorVictory.id, 'rebel-assault'], ['hit', 'hit', 'direct-hit', 'hit', 'blank', 'blank'], 'jan-dodonna');
    const { state } = drive(start, [REBEL, { type: 'EndCombatActions' }], BLANKS, at('objective'));
    expect(playable(state)).toEqual(['rebel-assault', majorVictory.id]);
    const played = act(state, REBEL, { type: 'PlayObjective', card: majorVictory.id });
    expect(played.state.reputation).toBe(state.reputation - 1);
    expect(played.state.hands.objectives).toEqual(['rebel-assault']);
  });

  it('2 health of ships destroyed is not enough', () => {
    const start = rebelCombat({ units: { 'tie-fighter': 2, 'star-destroyer': 1, 'mon-calamari-cruiser': 2 } }, [majorVictory.id], ['blank', 'blank', 'blank', 'blank', 'hit', 'hit'], 'jan-dodonna');
    // The two black hits destroy both TIE fighters (2 health); then every die misses until the objective window could open.
    const fought = drive(start, [REBEL, { type: 'EndCombatActions' }], [...BLANKS, ...BLANKS], (s) => reached(s) || (s.phase.kind === 'combat' && s.phase.round > 1));
    expect(fought.state.units.naboo?.['tie-fighter'] ?? 0).toBe(0);
    expect(types(fought.emitted)).not.toContain('CombatObjectivesDue');
  });
});

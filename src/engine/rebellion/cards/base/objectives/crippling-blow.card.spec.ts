import { at, drive, run } from '../../../combat.testkit.js';
import { EMPIRE, given, REBEL, types } from '../../../rebellion.testkit.js';
import { act } from '../../card.testkit.js';
import { playable, rebelCombat } from '../../combat-objective.testkit.js';
import { cripplingBlow } from './crippling-blow.card.js';

const reached = (s: Parameters<typeof playable>[0]) => s.phase.kind === 'combat' && s.phase.step === 'objective';
// Rebel: 3 airspeeders roll 3 red, 3 black (KILL); the AT-AT (3 red health) then rolls 2 red, 1 black (MISS).
const KILL = ['hit', 'hit', 'hit', 'blank', 'blank', 'blank'];
const MISS = ['blank', 'blank', 'blank'];

describe('Crippling Blow (crippling-blow)', () => {
  it('is due in the moment destroyed Imperial ground units of a Rebel combat reach 3 printed health; played, it gives 1 reputation and the combat goes on', () => {
    const start = rebelCombat({ units: { 'at-at': 1, airspeeder: 3 } }, [cripplingBlow.id], KILL);
    const { state, emitted } = drive(start, [REBEL, { type: 'EndCombatActions' }], MISS, at('objective'));
    expect(reached(state)).toBe(true);
    expect(types(emitted)).toContain('CombatObjectivesDue');
    expect(playable(state)).toEqual([cripplingBlow.id]);
    const played = act(state, REBEL, { type: 'PlayObjective', card: cripplingBlow.id });
    expect(played.state.reputation).toBe(state.reputation - 1);
    expect(played.state.objectivesPlayed).toEqual([cripplingBlow.id]);
    expect(played.state.hands.objectives).toEqual([]);
    expect(played.state.phase.kind).not.toBe('combat');
  });

  it('less than 3 health destroyed, or a combat the Empire started: never due', () => {
    const small = drive(rebelCombat({ units: { 'at-st': 1, airspeeder: 3 } }, [cripplingBlow.id], KILL), [REBEL, { type: 'EndCombatActions' }], MISS.slice(0, 2), reached);
    expect(types(small.emitted)).not.toContain('CombatObjectivesDue');
    const imperial = run(
      given({ phase: 'command', turn: 'empire', passed: ['rebel'], rebelBase: { system: 'dantooine' }, leaders: { 'general-tagge': 'pool' }, systems: { naboo: { loyalty: 'rebel', units: { 'at-at': 1, airspeeder: 3 } } }, hands: { rebel: { objectives: [cripplingBlow.id] } } }),
      [EMPIRE, { type: 'ActivateSystem', leader: 'general-tagge', system: 'naboo' }],
    ).state;
    // The Empire (active) rolls first: 2 red, 1 black; then the airspeeders destroy the AT-AT.
    const fought = drive(imperial, [EMPIRE, { type: 'ConfirmMoves' }], ['blank', 'blank', 'blank', 'hit', 'hit', 'hit', 'blank', 'blank', 'blank'], reached);
    expect(fought.state.units.naboo).toEqual({ airspeeder: 3 });
    expect(types(fought.emitted)).not.toContain('CombatObjectivesDue');
  });

  it('declined in its moment, it is not offered again in that combat', () => {
    const start = rebelCombat({ units: { 'at-at': 1, airspeeder: 3 } }, [cripplingBlow.id], KILL);
    const { state } = drive(start, [REBEL, { type: 'EndCombatActions' }], MISS, at('objective'));
    const skipped = act(state, REBEL, { type: 'SkipObjective' });
    expect(types(skipped.emitted)).not.toContain('CombatObjectivesDue');
    expect(skipped.state.hands.objectives).toEqual([cripplingBlow.id]);
    expect(skipped.state.reputation).toBe(state.reputation);
  });
});

import { at, drive } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { act, no, payloads } from '../../card.testkit.js';
import { playable, rebelCombat } from '../../combat-objective.testkit.js';
import { promptLabel } from '../../prompt.decide.js';
import { returnOfTheJedi } from './return-of-the-jedi.card.js';

// 3 Rebel Troopers roll 3 black dice, the Stormtrooper 1.
const WIN = ['hit', 'blank', 'blank'];
const MISS = ['blank'];

/** Rieekan activates Naboo, where the Rebels win the ground battle; `leaders` stand there too. */
function won(leaders: Record<string, string>): RebellionState {
  const start = rebelCombat({ units: { stormtrooper: 1, 'rebel-trooper': 3 } }, [returnOfTheJedi.id], WIN, 'general-rieekan', {
    leaders: { 'general-rieekan': 'pool', ...leaders },
  });
  return drive(start, [REBEL, { type: 'EndCombatActions' }], MISS, at('objective')).state;
}

describe('Return of the Jedi (return-of-the-jedi)', () => {
  it('is due once the Rebels win a battle where Vader or the Emperor stands; +2 reputation', () => {
    const s = won({ 'darth-vader': 'naboo' });
    expect(playable(s)).toEqual([returnOfTheJedi.id]);
    const played = act(s, REBEL, { type: 'PlayObjective', card: returnOfTheJedi.id });
    expect(played.state.reputation).toBe(s.reputation - 2);
    // Without Luke (Jedi) in the system nobody is eliminated and the combat goes on.
    expect(played.state.prompt).toBeNull();
    expect(payloads(played.emitted, 'LeaderEliminated')).toEqual([]);
    expect(played.state.leaders['darth-vader']).toBeDefined();
    expect(payloads(played.emitted, 'CombatEnded')).toHaveLength(1);
  });

  it('with Luke Skywalker (Jedi) there the Rebel eliminates one Imperial leader of the system, chosen in a public leader prompt', () => {
    const s = won({ 'emperor-palpatine': 'naboo', 'darth-vader': 'naboo', 'luke-skywalker-jedi': 'naboo', 'general-tagge': 'coruscant' });
    const played = act(s, REBEL, { type: 'PlayObjective', card: returnOfTheJedi.id });
    expect(played.state.prompt!.prompt).toMatchObject({ kind: 'leader', secret: false, optional: false, source: 'return-of-the-jedi', rule: 'rebellion:zielkarten' });
    expect(legalActions(played.state, REBEL)).toEqual([
      { type: 'ChooseLeader', leader: 'emperor-palpatine' },
      { type: 'ChooseLeader', leader: 'darth-vader' },
    ]);
    expect(legalActions(played.state, EMPIRE)).toEqual([]);
    expect(promptLabel(played.state, { type: 'ChooseLeader', leader: 'darth-vader' })).toEqual({ de: 'Darth Vader (Naboo)', en: 'Darth Vader (Naboo)' });
    expect(no(played.state, REBEL, { type: 'ChooseLeader', leader: 'general-tagge' })).toMatchObject({ code: 'CHOICE_NOT_OFFERED', rule: 'rebellion:zielkarten' });
    const chosen = act(played.state, REBEL, { type: 'ChooseLeader', leader: 'emperor-palpatine' });
    expect(payloads(chosen.emitted, 'LeaderEliminated')).toEqual([{ leader: 'emperor-palpatine' }]);
    expect(chosen.state.eliminated).toContain('emperor-palpatine');
    expect(chosen.state.leaders['emperor-palpatine']).toBeUndefined();
    expect(chosen.state.prompt).toBeNull();
    // The combat goes on where the window opened (after the ground battle step): the Empire has no unit left, so it ends.
    expect(payloads(chosen.emitted, 'CombatEnded')).toHaveLength(1);
    expect(chosen.state.phase.kind).toBe('command');
  });

  it('a battle won where neither Vader nor the Emperor stood does not meet it', () => {
    const s = won({ 'luke-skywalker-jedi': 'naboo' });
    expect(s.phase.kind === 'combat' && s.phase.step === 'objective').toBe(false);
  });
});

import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, play, REBEL } from '../../../rebellion.testkit.js';
import { act, payloads, rebelTurn } from '../../card.testkit.js';
import { humanCyborgRelations } from './human-cyborg-relations.card.js';
import type { RebellionState } from '../../../rebellion.state.js';

describe('Human-Cyborg Relations (human-cyborg-relations), rebellion:zustandsringe: its ring window in missions', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(humanCyborgRelations.effect).not.toBeNull();
  });

  it('C-3PO (Human-Cyborg Relations): a failed Rebel diplomacy mission in the ringed leader’s system may succeed after all', () => {
    const ringed = rebelTurn({
      assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] },
      leaders: { 'darth-vader': 'pool' },
    });
    const s: RebellionState = { ...ringed, leaders: { ...ringed.leaders, 'mon-mothma': { ...ringed.leaders['mon-mothma']!, ring: 'human-cyborg-relations' } } };
    const revealed = play(s, [REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }]);
    const failed = act(revealed, EMPIRE, { type: 'OpposeMission', leader: 'darth-vader' }, ['blank', 'blank', 'blank', 'hit', 'blank']);
    expect(legalActions(failed.state, REBEL)).toEqual([{ type: 'UseRing' }, { type: 'DeclineRing' }]);
    const saved = act(failed.state, REBEL, { type: 'UseRing' });
    expect(payloads(saved.emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'build-alliance', success: true }]);
    expect(saved.state.systems.naboo.loyalty).toBe('rebel');
  });
});

import { legalActions } from '../../../rebellion.legal.js';
import { promptLabel } from '../../prompt.decide.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { act, no, payloads, rebelTurn } from '../../card.testkit.js';
import { misdirection } from './misdirection.card.js';

// Madine attempts Misdirection on Naboo (a Star Destroyer there); Han's Sabotage and Leia's Sabotage wait; the Empire has passed, Vader is in its pool.
const position = (): RebellionState =>
  rebelTurn({
    passed: ['empire'],
    systems: { naboo: { units: { 'star-destroyer': 1 } }, 'mon-calamari': {} },
    leaders: { 'darth-vader': 'pool' },
    assigned: {
      rebel: [
        { card: 'misdirection', leaders: ['general-madine'] },
        { card: 'sabotage', leaders: ['han-solo'] },
        { card: 'sabotage', leaders: ['princess-leia'] },
      ],
    },
  });

/** Misdirection revealed; the Empire declines with Vader; Madine's portrait and spec ops die win. */
function succeeded(): RebellionState {
  const revealed = act(position(), REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
  return act(revealed.state, EMPIRE, { type: 'DeclineOpposition' }).state;
}

describe('Misdirection (misdirection)', () => {
  it('is attempted in a system with an Imperial unit', () => {
    expect(misdirection.timing).toBe('attempt');
    expect(legalActions(position(), REBEL).filter((a) => a.type === 'RevealMission' && a.slot === 0)).toEqual([{ type: 'RevealMission', slot: 0, system: 'naboo' }]);
  });

  it('on success the Rebel picks one of its free leaders in a public leader prompt, labelled with name and place', () => {
    const s = succeeded();
    expect(s.prompt!.prompt).toMatchObject({ kind: 'leader', secret: false, optional: false, source: 'misdirection', rule: 'rebellion:missionen-aufdecken' });
    const offered = legalActions(s, REBEL);
    expect(offered).toEqual(expect.arrayContaining([{ type: 'ChooseLeader', leader: 'han-solo' }, { type: 'ChooseLeader', leader: 'general-madine' }]));
    expect(offered.every((a) => a.type === 'ChooseLeader')).toBe(true);
    expect(legalActions(s, EMPIRE)).toEqual([]);
    expect(promptLabel(s, { type: 'ChooseLeader', leader: 'general-madine' })).toEqual({ de: 'General Madine (Naboo)', en: 'General Madine (Naboo)' });
    expect(promptLabel(s, { type: 'ChooseLeader', leader: 'han-solo' }).en).toBe('Han Solo (on a mission card)');
    expect(no(s, REBEL, { type: 'ChooseLeader', leader: 'darth-vader' })).toMatchObject({ code: 'CHOICE_NOT_OFFERED', rule: 'rebellion:missionen-aufdecken' });
    expect(no(s, REBEL, { type: 'PassChoice' })).toMatchObject({ code: 'CHOICE_REQUIRED' });
    expect(no(s, REBEL, { type: 'ChooseLeader', leader: 'nobody' })).toMatchObject({ code: 'ACTION_MALFORMED' });
  });

  it('for the rest of the round the Empire sends nobody from its pool against that leader’s missions; others it may oppose', () => {
    const chosen = act(succeeded(), REBEL, { type: 'ChooseLeader', leader: 'han-solo' });
    expect(payloads(chosen.emitted, 'PromptAnswered')).toEqual([{ faction: 'rebel', choice: { leader: 'han-solo' } }]);
    expect(payloads(chosen.emitted, 'ModifierAdded')).toEqual([
      { modifier: { source: 'misdirection', owner: 'rebel', until: 'round', effect: { kind: 'unopposable-from-pool', leader: 'han-solo' } } },
    ]);
    const han = act(chosen.state, REBEL, { type: 'RevealMission', slot: 0, system: 'mon-calamari' });
    expect(payloads(han.emitted, 'MissionRevealed')).toMatchObject([{ card: 'sabotage', leaders: ['han-solo'], opposable: false }]);
    expect(legalActions(han.state, EMPIRE).filter((a) => a.type === 'OpposeMission')).toEqual([]);
    expect(payloads(han.emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'sabotage', success: true }]);
    const leia = act(han.state, REBEL, { type: 'RevealMission', slot: 0, system: 'mon-calamari' });
    expect(payloads(leia.emitted, 'MissionRevealed')).toMatchObject([{ leaders: ['princess-leia'], opposable: true }]);
    expect(legalActions(leia.state, EMPIRE)).toContainEqual({ type: 'OpposeMission', leader: 'darth-vader' });
  });
});

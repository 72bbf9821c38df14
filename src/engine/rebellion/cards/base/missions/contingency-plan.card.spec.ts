import { seatViewer } from '../../../../core/visibility.view.js';
import { missionSuccesses } from '../../../mission.flow.js';
import { twinDifferences } from '../../../rebellion.invariants.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import type { MissionProgress, RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL, received, types } from '../../../rebellion.testkit.js';
import { view } from '../../../rebellion.view.js';
import { act, no, payloads, rebelTurn } from '../../card.testkit.js';
import { contingencyPlan } from './contingency-plan.card.js';

const STARTING = ['sabotage', 'build-alliance', 'infiltration', 'rapid-mobilization'];

/** Contingency Plan face down under `leaders`; the Rebel holds three starting missions (one used this round, back in hand) and a non-starting card. */
const assigned = (leaders: string[], others: { card: string; leaders: string[] }[] = [], hand: string[] = [...STARTING, 'hit-and-run']) =>
  rebelTurn({ assigned: { rebel: [{ card: 'contingency-plan', leaders }, ...others] }, hands: { rebel: { missions: hand } } });

const revealed = (leaders: string[] = ['lando-calrissian']) => act(assigned(leaders), REBEL, { type: 'RevealMission', slot: 0 });

/** Every starting mission already face down under other leaders. */
const ALL_DOWN = STARTING.map((card, i) => ({ card, leaders: [['mon-mothma', 'princess-leia', 'jan-dodonna', 'general-rieekan'][i]] }));

describe('Contingency Plan (contingency-plan)', () => {
  it('has no system target: it is revealed by its slot alone, never in a system', () => {
    expect(contingencyPlan.effect).not.toBeNull();
    const s = assigned(['lando-calrissian']);
    expect(legalActions(s, REBEL).filter((a) => a.type === 'RevealMission')).toEqual([{ type: 'RevealMission', slot: 0 }]);
    expect(no(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' })).toMatchObject({ code: 'MISSION_TARGET_INVALID', rule: 'rebellion:missionen-aufdecken' });
  });

  it('is resolved at once (no opposition, no dice): the Rebel chooses, in secret, one of the starting missions in hand', () => {
    const { emitted, state } = revealed();
    expect(types(emitted)).toEqual(['MissionRevealedOntoCards', 'PromptOpened']);
    expect(state.prompt?.prompt).toMatchObject({ kind: 'card', secret: true, optional: false });
    expect(legalActions(state, REBEL)).toEqual(STARTING.map((card) => ({ type: 'ChooseCard', card })));
    expect(legalActions(state, EMPIRE)).toEqual([]);
    expect(no(state, REBEL, { type: 'ChooseCard', card: 'hit-and-run' })).toMatchObject({ code: 'CHOICE_NOT_OFFERED' });
  });

  it('moves the leaders onto the chosen starting mission, face down, revealable later this round; the card is discarded and the turn passes', () => {
    const { emitted, state } = act(revealed().state, REBEL, { type: 'ChooseCard', card: 'build-alliance' });
    expect(state.assigned.rebel).toEqual([{ card: 'build-alliance', leaders: ['lando-calrissian'] }]);
    expect(state.leaders['lando-calrissian']?.location).toEqual({ kind: 'mission', slot: 0 });
    expect(state.hands.missions.rebel).toEqual(['sabotage', 'infiltration', 'rapid-mobilization', 'hit-and-run']);
    expect(state.discards.missions.rebel).toEqual(['contingency-plan']);
    expect(payloads(emitted, 'LeadersMovedToStartingMission')).toEqual([{ faction: 'rebel', slot: 0, card: 'build-alliance' }]);
    expect(state.phase).toMatchObject({ kind: 'command', turn: 'empire' });
    // Later this round: Build Alliance under Lando (diplomacy 1) is offered again, in a populous system.
    const back = { ...state, phase: { ...state.phase, turn: 'rebel' } } as RebellionState;
    expect(legalActions(back, REBEL).some((a) => a.type === 'RevealMission' && a.slot === 0 && a.system === 'naboo')).toBe(true);
  });

  it('never tells the Empire which starting mission the leaders went onto (events, view, legal actions, twins)', () => {
    const first = revealed();
    const second = act(first.state, REBEL, { type: 'ChooseCard', card: 'infiltration' });
    for (const step of [first, second]) {
      const seen = JSON.stringify(received(step.emitted, step.state, seatViewer(EMPIRE)));
      expect(seen).not.toMatch(/"(infiltration|sabotage|build-alliance|rapid-mobilization)"/);
      expect(twinDifferences(step.state, 'contingency plan')).toEqual([]);
    }
    expect(view(second.state, seatViewer(EMPIRE)).assigned).toMatchObject({ rebel: { count: 1 } });
  });

  it('gives Lando Calrissian 2 bonus successes in the missions he attempts this round; nobody else', () => {
    const { emitted, state } = act(revealed().state, REBEL, { type: 'ChooseCard', card: 'sabotage' });
    expect(payloads(emitted, 'ModifierAdded')).toEqual([
      { modifier: { source: 'contingency-plan', owner: 'rebel', until: 'round', effect: { kind: 'bonus-successes', leader: 'lando-calrissian', successes: 2 } } },
    ]);
    const m = { card: 'sabotage', leaders: ['lando-calrissian'], rolls: { own: [{ colour: 'red', face: 'hit' }], opposing: [] } } as unknown as MissionProgress;
    expect(missionSuccesses(m, state)).toBe(3);
    expect(missionSuccesses({ ...m, leaders: ['general-rieekan'] }, state)).toBe(1);
    const han = act(revealed(['general-rieekan']).state, REBEL, { type: 'ChooseCard', card: 'sabotage' });
    expect(types(han.emitted)).not.toContain('ModifierAdded');
  });

  it('with no starting mission in hand, the leaders go back to the leader pool', () => {
    const { state } = act(assigned(['lando-calrissian'], ALL_DOWN, ['hit-and-run']), REBEL, { type: 'RevealMission', slot: 0 });
    expect(legalActions(state, REBEL)).toEqual([{ type: 'PassChoice' }]);
    const passed = act(state, REBEL, { type: 'PassChoice' });
    expect(passed.state.assigned.rebel).toEqual(ALL_DOWN);
    expect(passed.state.leaders['mon-mothma']?.location).toEqual({ kind: 'mission', slot: 0 });
    expect(passed.state.leaders['lando-calrissian']?.location).toEqual({ kind: 'pool' });
    expect(passed.state.discards.missions.rebel).toEqual(['contingency-plan']);
  });
});

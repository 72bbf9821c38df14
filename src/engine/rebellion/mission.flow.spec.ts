import { accepted, refused, when } from '../core/decider.testkit.js';
import { PUBLIC } from '../core/visibility.view.js';
import { missionEffect } from './cards/card.index.js';
import { MISSIONS } from './data/missions.data.js';
import { missionSuccesses } from './mission.flow.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { MissionProgress, RebellionState } from './rebellion.state.js';
import { EMPIRE, given, play, REBEL, types } from './rebellion.testkit.js';

const act = (s: RebellionState, seat: number, action: object, dice: string[] = []) => accepted(when<RebellionState>(game, s, seat, action, dice));
const no = (s: RebellionState, seat: number, action: object) => refused(when(game, s, seat, action));
const payloads = (emitted: { event: { type: string; payload: unknown } }[], type: string) => emitted.filter((e) => e.event.type === type).map((e) => e.event.payload);

/** The Rebel's command phase turn with missions assigned; the Empire's leaders in its pool. */
const rebelTurn = (position: object) => given({ phase: 'command', rebelBase: { system: 'dantooine' }, ...position });
const imperialTurn = (position: object) => given({ phase: 'command', turn: 'empire', passed: ['rebel'], rebelBase: { system: 'dantooine' }, ...position });

describe('rebellion:missionskarten', () => {
  it('reveals only a mission whose assigned leaders have enough matching skill icons, and only where its text allows', () => {
    const s = rebelTurn({
      assigned: { rebel: [{ card: 'sabotage', leaders: ['mon-mothma'] }, { card: 'build-alliance', leaders: ['jan-dodonna'] }] },
      hands: { rebel: { missions: ['infiltration', 'rapid-mobilization'] } },
    });
    expect(no(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' })).toMatchObject({ code: 'NOT_ENOUGH_SKILL_ICONS', rule: 'rebellion:missionskarten' });
    expect(no(s, REBEL, { type: 'RevealMission', slot: 1, system: 'hoth' })).toMatchObject({ code: 'MISSION_TARGET_INVALID', rule: 'rebellion:missionen-aufdecken' });
    expect(no(s, REBEL, { type: 'RevealMission', slot: 2, system: 'naboo' }).code).toBe('NO_SUCH_ASSIGNED_MISSION');
    const reveals = legalActions(s, REBEL).filter((a) => a.type === 'RevealMission');
    expect(reveals.every((a) => a.type === 'RevealMission' && a.slot === 1)).toBe(true);
    expect(reveals).toHaveLength(24);
  });

  it('every base mission has its text played, so none is left a bluff only (MISSION_TEXT_NOT_AVAILABLE waits for a later set’s unplayed cards)', () => {
    expect(MISSIONS.filter((m) => missionEffect(m.id) === null).map((m) => m.id)).toEqual([]);
  });
});

describe('rebellion:missionen-aufdecken', () => {
  const sabotage = { assigned: { rebel: [{ card: 'sabotage', leaders: ['princess-leia'] }] } };

  it('turns the card up, puts its leaders into the chosen system and asks the opponent whether to send a leader', () => {
    const { emitted, state } = act(rebelTurn(sabotage), REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect(emitted).toEqual([
      {
        event: {
          type: 'MissionRevealed',
          payload: { faction: 'rebel', slot: 0, card: 'sabotage', leaders: ['princess-leia'], system: 'naboo', target: null, opposable: true },
        },
        visibility: PUBLIC,
      },
    ]);
    expect(state.leaders['princess-leia']!.location).toEqual({ kind: 'system', system: 'naboo' });
    expect(state.assigned.rebel).toEqual([]);
    expect(pending(state)).toEqual([expect.objectContaining({ seat: EMPIRE, decision: 'mission-oppose' })]);
    expect(legalActions(state, EMPIRE)).toEqual([
      { type: 'OpposeMission', leader: 'emperor-palpatine' },
      { type: 'OpposeMission', leader: 'darth-vader' },
      { type: 'OpposeMission', leader: 'grand-moff-tarkin' },
      { type: 'OpposeMission', leader: 'general-tagge' },
      { type: 'DeclineOpposition' },
    ]);
  });

  it('succeeds without dice when the opponent has no leader there; a starting mission goes back to the hand; the turn passes', () => {
    const s = play(rebelTurn(sabotage), [REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }]);
    const { emitted, state } = act(s, EMPIRE, { type: 'DeclineOpposition' });
    expect(types(emitted)).toEqual(['OppositionDeclined', 'MissionResolved', 'SabotageMarkerPlaced', 'MissionCardReturned', 'TurnBegan']);
    expect(state.systems.naboo.sabotaged).toBe(true);
    expect(state.hands.missions.rebel).toContain('sabotage');
    expect(state.phase).toMatchObject({ kind: 'command', turn: 'empire' });
  });

  it('rolls when opposed, the attempting side first: each hit and direct hit is 1 success, a special 2; more successes than the opponent win', () => {
    const s = play(rebelTurn(sabotage), [REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }]);
    // Leia: 1 spec-ops icon. Darth Vader: 3.
    const lost = act(s, EMPIRE, { type: 'OpposeMission', leader: 'darth-vader' }, ['special', 'hit', 'hit', 'blank']);
    expect(payloads(lost.emitted, 'MissionDiceRolled')).toEqual([
      { faction: 'rebel', dice: [{ colour: 'red', face: 'special' }] },
      { faction: 'empire', dice: [{ colour: 'red', face: 'hit' }, { colour: 'red', face: 'hit' }, { colour: 'red', face: 'blank' }] },
    ]);
    expect(payloads(lost.emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'sabotage', success: false }]);
    expect(lost.state.systems.naboo.sabotaged).toBe(false);
    const won = act(s, EMPIRE, { type: 'OpposeMission', leader: 'darth-vader' }, ['special', 'hit', 'blank', 'blank']);
    expect(payloads(won.emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'sabotage', success: true }]);
  });

  it('makes the attempting side roll even against leaders without matching icons, needing at least 1 success', () => {
    const s = play(rebelTurn({ ...sabotage, leaders: { 'mon-mothma': 'pool', 'grand-moff-tarkin': 'naboo', 'darth-vader': 'pool' } }), [
      REBEL,
      { type: 'RevealMission', slot: 0, system: 'naboo' },
    ]);
    const { emitted } = act(s, EMPIRE, { type: 'DeclineOpposition' }, ['blank']);
    expect(payloads(emitted, 'MissionDiceRolled')).toEqual([
      { faction: 'rebel', dice: [{ colour: 'red', face: 'blank' }] },
      { faction: 'empire', dice: [] },
    ]);
    expect(payloads(emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'sabotage', success: false }]);
  });

  it('counts every own leader in the system, adds card bonus dice, and rolls at most 10 dice, red first', () => {
    const s = rebelTurn({
      assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma', 'princess-leia'] }] },
      leaders: { 'admiral-ackbar': 'naboo', 'jan-dodonna': 'naboo', 'general-rieekan': 'naboo', 'darth-vader': 'pool' },
      systems: { naboo: { units: { 'rebel-trooper': 1 } } },
    });
    const opposed = play(s, [REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }]);
    const { emitted } = act(opposed, EMPIRE, { type: 'OpposeMission', leader: 'darth-vader' });
    const [own, theirs] = payloads(emitted, 'MissionDiceRolled') as { dice: { colour: string }[] }[];
    expect(own.dice.map((d) => d.colour)).toEqual([...Array(5).fill('red'), ...Array(5).fill('black')]);
    expect(theirs.dice).toHaveLength(2);
  });

  it('does not let a captured leader take part, and lets a side that passed still oppose', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'rule-by-fear', leaders: ['emperor-palpatine'] }] },
      systems: { naboo: { subjugated: true, units: { stormtrooper: 1 } } },
      leaders: { 'princess-leia': { at: 'naboo', ring: 'captured' }, 'mon-mothma': 'pool', 'darth-vader': 'pool' },
    });
    const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect(pending(revealed.state)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'mission-oppose' })]);
    expect(types(act(revealed.state, REBEL, { type: 'DeclineOpposition' }).emitted)).not.toContain('MissionDiceRolled');
  });

  it('„abhandeln“ missions cannot be opposed: no leader is asked for', () => {
    const s = imperialTurn({ assigned: { empire: [{ card: 'research-and-development', leaders: ['grand-moff-tarkin'] }] }, systems: { corellia: { loyalty: 'empire' } }, decks: { projects: ['construct-factory', 'oversee-project'] } });
    const { emitted } = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'corellia' });
    expect(emitted[0].event.payload).toMatchObject({ opposable: false });
    expect(types(emitted)).toEqual(['MissionRevealed', 'MissionResolved', 'ResearchChosen', 'ProjectsDrawn']);
  });

  it('gives the mission’s owner 2 bonus successes for the leader shown in its portrait', () => {
    const m = { card: 'interrogation-droid', leaders: ['colonel-yularen'], rolls: { own: [{ colour: 'red', face: 'hit' }], opposing: [] } } as unknown as MissionProgress;
    expect(missionSuccesses(m, rebelTurn({}))).toBe(3);
    expect(missionSuccesses({ ...m, leaders: ['darth-vader'] }, rebelTurn({}))).toBe(1);
  });
});

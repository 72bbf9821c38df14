import { accepted, refused, when } from '../core/decider.testkit.js';
import { redactFor } from '../core/event.redact.js';
import { onlySeats, PUBLIC, seatViewer, SPECTATOR } from '../core/visibility.view.js';
import { missionSuccesses } from './mission.flow.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { MissionProgress, RebellionState } from './rebellion.state.js';
import { EMPIRE, given, play, REBEL, received, types } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';

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

  it('keeps a mission whose card text is not implemented yet face down: it can be assigned as a bluff, not revealed', () => {
    const s = rebelTurn({
      assigned: { rebel: [{ card: 'hidden-fleet', leaders: ['general-rieekan', 'princess-leia'] }] },
      hands: { rebel: { missions: ['build-alliance', 'infiltration', 'rapid-mobilization', 'sabotage'] } },
    });
    expect(no(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' })).toMatchObject({ code: 'MISSION_TEXT_NOT_AVAILABLE', rule: 'rebellion:missionskarten' });
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
    expect(missionSuccesses(m)).toBe(3);
    expect(missionSuccesses({ ...m, leaders: ['darth-vader'] })).toBe(1);
  });
});

describe('the starting missions', () => {
  it('Capture Rebel Operative: against a Rebel leader in a system with an Imperial unit; that leader takes part; success attaches the captured ring', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'capture-rebel-operative', leaders: ['darth-vader'] }] },
      systems: { naboo: { loyalty: 'empire', units: { 'star-destroyer': 1 } } },
      leaders: { 'princess-leia': 'naboo', 'mon-mothma': 'hoth', 'jan-dodonna': 'pool' },
    });
    expect(legalActions(s, EMPIRE).filter((a) => a.type === 'RevealMission')).toEqual([{ type: 'RevealMission', slot: 0, leader: 'princess-leia' }]);
    const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' });
    expect(revealed.emitted[0].event.payload).toMatchObject({ system: 'naboo', target: 'princess-leia' });
    // Vader 3 spec-ops dice against Leia's 1.
    const { emitted, state } = act(revealed.state, REBEL, { type: 'DeclineOpposition' }, ['hit', 'hit', 'blank', 'blank']);
    expect(payloads(emitted, 'MissionDiceRolled')).toHaveLength(2);
    expect(types(emitted)).toContain('LeaderCaptured');
    expect(state.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'naboo' }, ring: 'captured' });
    expect(state.hands.missions.empire).toContain('capture-rebel-operative');
  });

  it('Capture Rebel Operative: a second capture rescues the first captive to the Rebel Base space', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'capture-rebel-operative', leaders: ['darth-vader'] }] },
      systems: { naboo: { loyalty: 'empire', units: { 'star-destroyer': 1 } }, hoth: { units: { 'tie-fighter': 1 } } },
      leaders: { 'princess-leia': 'naboo', 'mon-mothma': { at: 'hoth', ring: 'captured' } },
    });
    // No Rebel leader is left in reserve: nobody is asked to oppose, Leia alone rolls against Vader.
    const { state } = act(s, EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' }, ['hit', 'hit', 'hit', 'blank']);
    expect(state.leaders['mon-mothma']).toEqual({ location: { kind: 'rebel-base' }, ring: null });
    expect(state.leaders['princess-leia']!.ring).toBe('captured');
  });

  it('Gather Intel: 1 probe card per 4 Rebel units on the Rebel Base space, at least 1, seen by the Empire alone', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'gather-intel', leaders: ['emperor-palpatine'] }] },
      systems: { naboo: { loyalty: 'rebel' } },
      rebelBase: { system: 'dantooine', units: { 'rebel-trooper': 6, 'x-wing': 3 } },
      leaders: {},
      decks: { probe: ['yavin', 'endor', 'hoth'] },
    });
    const { emitted, state } = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' });
    const probes = emitted.find((e) => e.event.type === 'ProbeCardsDrawn')!;
    expect(probes.event.payload).toEqual({ cards: ['yavin', 'endor'] });
    expect(probes.visibility).toEqual(onlySeats(EMPIRE));
    expect(redactFor(probes, seatViewer(REBEL)).payload).toEqual({ count: 2 });
    expect(view(state, seatViewer(REBEL)).hands.probes).toEqual({ count: 2 });
  });

  it('Gather Intel, the seed’s example: with the base revealed, the Rebel units in the base’s system count', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'gather-intel', leaders: ['emperor-palpatine'] }] },
      systems: { naboo: { loyalty: 'rebel' }, dantooine: { units: { 'rebel-trooper': 8, 'x-wing': 4 } } },
      rebelBase: { system: 'dantooine', revealed: true },
      leaders: {},
    });
    const { emitted } = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect((emitted.find((e) => e.event.type === 'ProbeCardsDrawn')!.event.payload as { cards: string[] }).cards).toHaveLength(3);
  });

  it('Research and Development: draws 2 projects, keeps 1 in hand and puts the other under the project deck, all unseen by the Rebel', () => {
    const s = imperialTurn({ assigned: { empire: [{ card: 'research-and-development', leaders: ['grand-moff-tarkin'] }] }, systems: { corellia: { loyalty: 'empire' } }, decks: { projects: ['construct-factory', 'oversee-project'] } });
    const drawn = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'corellia' });
    expect(legalActions(drawn.state, EMPIRE)).toEqual([
      { type: 'KeepProject', card: 'construct-factory' },
      { type: 'KeepProject', card: 'oversee-project' },
    ]);
    expect(JSON.stringify(view(drawn.state, seatViewer(REBEL)))).not.toContain('construct-factory');
    const kept = act(drawn.state, EMPIRE, { type: 'KeepProject', card: 'oversee-project' });
    expect(kept.state.hands.missions.empire).toContain('oversee-project');
    expect(kept.state.decks.projects.at(-1)).toBe('construct-factory');
    expect(JSON.stringify(kept.emitted.map((e) => redactFor(e, seatViewer(REBEL))))).not.toContain('oversee-project');
  });

  it('Research and Development: where a sabotage marker lies, the Empire may instead remove it and draw 1 project', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'research-and-development', leaders: ['grand-moff-tarkin'] }] },
      systems: { corellia: { loyalty: 'empire', sabotaged: true } },
      decks: { projects: ['construct-factory'] },
    });
    const offered = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'corellia' });
    expect(legalActions(offered.state, EMPIRE)).toEqual([
      { type: 'ChooseResearch', option: 'projects' },
      { type: 'ChooseResearch', option: 'sabotage' },
    ]);
    const { state } = act(offered.state, EMPIRE, { type: 'ChooseResearch', option: 'sabotage' });
    expect(state.systems.corellia.sabotaged).toBe(false);
    expect(state.hands.missions.empire).toContain('construct-factory');
  });

  it('rebellion:loyalitaet, rebellion:unterwerfung: Rule by Fear gives the Empire 1 loyalty: a Rebel marker goes, a neutral system turns Imperial, a subjugation marker is turned over', () => {
    const rule = (system: object) =>
      act(
        imperialTurn({ assigned: { empire: [{ card: 'rule-by-fear', leaders: ['emperor-palpatine'] }] }, systems: { naboo: { units: { 'star-destroyer': 1 }, ...system } } }),
        EMPIRE,
        { type: 'RevealMission', slot: 0, system: 'naboo' },
      );
    const neutral = rule({});
    expect(pending(neutral.state)[0]).toMatchObject({ seat: REBEL });
    expect(act(neutral.state, REBEL, { type: 'DeclineOpposition' }).state.systems.naboo).toMatchObject({ loyalty: 'empire', subjugated: false });
    const rebel = rule({ loyalty: 'rebel', subjugated: true, units: { 'star-destroyer': 1, stormtrooper: 1 } });
    expect(act(rebel.state, REBEL, { type: 'DeclineOpposition' }).state.systems.naboo).toMatchObject({ loyalty: null, subjugated: true });
    const subjugated = rule({ subjugated: true, units: { stormtrooper: 1 } });
    expect(act(subjugated.state, REBEL, { type: 'DeclineOpposition' }).state.systems.naboo).toMatchObject({ loyalty: 'empire', subjugated: false });
  });

  it('Build Alliance: +2 dice where Rebel units stand; success puts a Rebel marker, under a subjugation marker if there is one', () => {
    const s = rebelTurn({
      assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] },
      systems: { naboo: { subjugated: true, units: { stormtrooper: 1, 'rebel-trooper': 1 } } },
      leaders: { 'darth-vader': 'pool' },
    });
    const revealed = play(s, [REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }]);
    const { emitted, state } = act(revealed, EMPIRE, { type: 'OpposeMission', leader: 'darth-vader' }, ['hit', 'hit', 'hit', 'blank', 'blank', 'hit', 'blank']);
    expect((payloads(emitted, 'MissionDiceRolled')[0] as { dice: unknown[] }).dice).toHaveLength(5);
    expect(state.systems.naboo).toMatchObject({ loyalty: 'rebel', subjugated: true });
  });

  it('Infiltration: the Rebel alone sees the top 2 objectives and puts one back on top, the other at the bottom', () => {
    const s = rebelTurn({
      assigned: { rebel: [{ card: 'infiltration', leaders: ['jan-dodonna'] }] },
      systems: { naboo: { loyalty: 'empire', units: { 'tie-fighter': 1 } } },
      leaders: {},
      decks: { objectives: ['popular-support', 'liberation', 'crippling-blow'] },
    });
    const looked = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect(legalActions(looked.state, REBEL)).toEqual([
      { type: 'ArrangeObjectives', top: 'popular-support' },
      { type: 'ArrangeObjectives', top: 'liberation' },
    ]);
    for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) expect(JSON.stringify(received(looked.emitted, looked.state, viewer))).not.toContain('liberation');
    const { state } = act(looked.state, REBEL, { type: 'ArrangeObjectives', top: 'liberation' });
    expect(state.decks.objectives[0]).toBe('liberation');
    expect(state.decks.objectives[1]).toBe('crippling-blow');
    expect(state.decks.objectives.at(-1)).toBe('popular-support');
  });

  it('Sabotage: populous systems only (FAQ errata)', () => {
    const s = rebelTurn({ assigned: { rebel: [{ card: 'sabotage', leaders: ['princess-leia'] }] } });
    expect(no(s, REBEL, { type: 'RevealMission', slot: 0, system: 'hoth' }).code).toBe('MISSION_TARGET_INVALID');
  });
});

describe('rebellion:errichtung-eines-neuen-stuetzpunktes: Rapid Mobilization', () => {
  const mobilized = (position: object = {}) => {
    const s = rebelTurn({ assigned: { rebel: [{ card: 'rapid-mobilization', leaders: ['mon-mothma'] }] }, passed: ['empire'], ...position });
    const resolved = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'rebel-base' });
    expect(types(resolved.emitted)).toEqual(['MissionRevealed', 'MissionResolved', 'RapidMobilizationReady', 'MissionCardReturned', 'TurnBegan']);
    expect(resolved.state.leaders['mon-mothma']!.location).toEqual({ kind: 'rebel-base' });
    return act(resolved.state, REBEL, { type: 'Pass' });
  };

  it('is resolved at the end of the command phase, before the refresh phase', () => {
    const { emitted, state } = mobilized();
    expect(types(emitted)).toEqual(['Passed', 'MobilizationBegan']);
    expect(legalActions(state, REBEL).map((a) => a.type === 'ChooseMobilization' && a.option)).toEqual(['new-base', 'none']);
  });

  it('moves up to 5 units of one system onto the Rebel Base space while the base is hidden', () => {
    const { state } = mobilized({ systems: { naboo: { units: { 'rebel-transport': 1, 'rebel-trooper': 4, 'x-wing': 2 } }, utapau: { units: { 'y-wing': 1 } } } });
    const moving = play(state, [REBEL, { type: 'ChooseMobilization', option: 'units' }], [REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'rebel-transport', count: 1 }]);
    expect(no(moving, REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'y-wing', count: 1 }).code).toBe('NOT_AN_ADJACENT_SYSTEM');
    expect(no(moving, REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'rebel-trooper', count: 5 }).code).toBe('NOT_ENOUGH_UNITS');
    const four = play(moving, [REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'rebel-trooper', count: 4 }]);
    expect(legalActions(four, REBEL).filter((a) => a.type === 'MoveUnits')).toEqual([]);
    const { state: after } = act(four, REBEL, { type: 'ConfirmMoves' });
    expect(after.units['rebel-base']).toEqual({ 'rebel-transport': 1, 'rebel-trooper': 4 });
    expect(after.phase.kind).not.toBe('rapid-mobilization');
  });

  it('draws the top 4 probe cards for the Rebel alone; a new base hides again, the old card goes to the Empire with the space’s units in its system', () => {
    const { state } = mobilized({ rebelBase: { system: 'dantooine', units: { 'x-wing': 2 } }, systems: { naboo: { loyalty: 'empire' } }, decks: { probe: ['naboo', 'yavin', 'hoth', 'endor', 'ilum'] } });
    const drawn = act(state, REBEL, { type: 'ChooseMobilization', option: 'new-base' });
    expect(drawn.emitted[1].visibility).toEqual(onlySeats(REBEL));
    expect(legalActions(drawn.state, REBEL)).toEqual([
      { type: 'ChooseNewBase', system: 'endor' },
      { type: 'ChooseNewBase', system: 'hoth' },
      { type: 'ChooseNewBase', system: 'yavin' },
      { type: 'KeepBase' },
    ]);
    expect(redactFor(drawn.emitted[1], seatViewer(EMPIRE)).payload).toEqual({ count: 4 });
    expect(view(drawn.state, seatViewer(EMPIRE)).phase).toMatchObject({ drawn: ['hidden', 'hidden', 'hidden', 'hidden'] });
    const moved = act(drawn.state, REBEL, { type: 'ChooseNewBase', system: 'yavin' });
    expect(moved.state.base).toEqual({ system: 'yavin', revealed: false });
    expect(moved.state.units.dantooine).toEqual({ 'x-wing': 2 });
    expect(moved.state.units['rebel-base']).toEqual({});
    expect(moved.state.hands.probes).toContain('dantooine');
    expect([...moved.state.decks.probe.slice(-3)].sort()).toEqual(['endor', 'hoth', 'naboo']);
    for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) {
      expect(view(moved.state, viewer).rebelBase).toMatchObject({ system: null, revealed: false });
      expect(moved.emitted.map((e) => redactFor(e, viewer)).filter((e) => JSON.stringify(e.payload).includes('yavin'))).toEqual([]);
    }
  });
});

describe('rebellion:zustandsringe: ring windows in missions', () => {
  it('R2-D2 (Resourceful Astromech): after the Empire rolled in the ringed leader’s system, the ring turns one Imperial die blank', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'rule-by-fear', leaders: ['emperor-palpatine'] }] },
      systems: { naboo: { units: { 'star-destroyer': 1 } } },
      leaders: { 'princess-leia': { at: 'naboo', ring: 'resourceful-astromech' }, 'mon-mothma': 'pool' },
    });
    const revealed = play(s, [EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' }]);
    const window = act(revealed, REBEL, { type: 'DeclineOpposition' }, ['hit', 'blank', 'special', 'hit', 'hit']);
    expect(types(window.emitted).at(-1)).toBe('RingWindowOpened');
    expect(legalActions(window.state, REBEL)).toEqual([
      { type: 'UseRing', die: { colour: 'red', face: 'hit' } },
      { type: 'UseRing', die: { colour: 'red', face: 'special' } },
      { type: 'DeclineRing' },
    ]);
    const used = act(window.state, REBEL, { type: 'UseRing', die: { colour: 'red', face: 'special' } });
    expect(used.emitted[0].event.payload).toEqual({ leader: 'princess-leia', ring: 'resourceful-astromech', blanked: 2 });
    // Palpatine's 3 successes become 1, against Leia's 2: the mission fails.
    expect(payloads(used.emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'rule-by-fear', success: false }]);
    expect(used.state.leaders['princess-leia']!.ring).toBeNull();
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

describe('rebellion:aktionskarten: „Zuweisung“ starting cards', () => {
  const withCards = (faction: 'empire' | 'rebel', actions: string[], position: object = {}) =>
    given({ phase: 'assignment', turn: faction, hands: { [faction]: { actions } }, rebelBase: { system: 'dantooine' }, ...position });

  it('Brilliant Administrator: Tarkin into an Imperial system, its units onto the build queue; the card is revealed and gone', () => {
    const s = withCards('empire', ['brilliant-administrator'], { systems: { corellia: { loyalty: 'empire' } } });
    const { emitted, state } = act(s, EMPIRE, { type: 'UseActionCard', card: 'brilliant-administrator', system: 'corellia' });
    expect(types(emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'UnitsBuilt']);
    expect(state.leaders['grand-moff-tarkin']!.location).toEqual({ kind: 'system', system: 'corellia' });
    expect(state.buildQueue.empire).toEqual([
      { unit: 'tie-fighter', space: 3 },
      { unit: 'star-destroyer', space: 3 },
    ]);
    expect(state.hands.actions.empire).toEqual([]);
    expect(no(s, EMPIRE, { type: 'UseActionCard', card: 'brilliant-administrator', system: 'naboo' })).toMatchObject({
      code: 'ACTION_CARD_CANNOT_BE_USED_SO',
      rule: 'rebellion:aktionskarten',
    });
  });

  it('Temporary Alliance: Mon Mothma into a neutral system; the Rebel picks the unit for each icon offering several', () => {
    const s = withCards('rebel', ['temporary-alliance']);
    const uses = legalActions(s, REBEL).filter((a) => a.type === 'UseActionCard' && a.system === 'mygeeto');
    expect(uses).toEqual(
      ['x-wing', 'y-wing', 'rebel-transport'].flatMap((a) => ['shield-generator', 'ion-cannon'].map((b) => ({ type: 'UseActionCard', card: 'temporary-alliance', system: 'mygeeto', picks: [a, b] }))),
    );
    const { state } = act(s, REBEL, { type: 'UseActionCard', card: 'temporary-alliance', system: 'mygeeto', picks: ['y-wing', 'ion-cannon'] });
    expect(state.buildQueue.rebel).toEqual([
      { unit: 'y-wing', space: 2 },
      { unit: 'ion-cannon', space: 2 },
    ]);
  });

  it('Rebel Planning: Dodonna onto the Rebel Base space, and an objective drawn', () => {
    const s = withCards('rebel', ['rebel-planning']);
    const { state } = act(s, REBEL, { type: 'UseActionCard', card: 'rebel-planning' });
    expect(state.leaders['jan-dodonna']!.location).toEqual({ kind: 'rebel-base' });
    expect(state.hands.objectives).toHaveLength(1);
  });

  it('Our Most Desperate Hour: Leia onto a card searched from the mission deck, unseen by the Empire; the deck is shuffled', () => {
    const s = withCards('rebel', ['our-most-desperate-hour']);
    const { emitted, state } = act(s, REBEL, { type: 'UseActionCard', card: 'our-most-desperate-hour', mission: 'hidden-fleet' });
    expect(state.assigned.rebel).toEqual([{ card: 'hidden-fleet', leaders: ['princess-leia'] }]);
    const copies = (deck: readonly string[]) => deck.filter((m) => m === 'hidden-fleet').length;
    expect(copies(state.decks.missions.rebel)).toBe(copies(s.decks.missions.rebel) - 1);
    expect(JSON.stringify(emitted.map((e) => redactFor(e, seatViewer(EMPIRE))))).not.toContain('hidden-fleet');
    expect(types(emitted)).toEqual(['ActionCardUsed', 'MissionSearchedAndAssigned', 'MissionDeckShuffled']);
  });

  it('Start the Evacuation: Rieekan into a system without Imperial units, then units from the Rebel Base space into it as though adjacent', () => {
    const s = withCards('rebel', ['start-the-evacuation'], { rebelBase: { system: 'dantooine', units: { 'rebel-transport': 1, 'rebel-trooper': 3 } } });
    const begun = act(s, REBEL, { type: 'UseActionCard', card: 'start-the-evacuation', system: 'naboo' });
    expect(types(begun.emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'EvacuationBegan']);
    const moved = play(begun.state, [REBEL, { type: 'MoveUnits', from: 'rebel-base', unit: 'rebel-transport', count: 1 }], [REBEL, { type: 'MoveUnits', from: 'rebel-base', unit: 'rebel-trooper', count: 3 }]);
    const { state } = act(moved, REBEL, { type: 'ConfirmMoves' });
    expect(state.units.naboo).toEqual({ 'rebel-transport': 1, 'rebel-trooper': 3 });
    expect(state.phase).toEqual({ kind: 'assignment', turn: 'rebel', steps: [] });
  });

  it('needs the leader shown in the pool', () => {
    const s = withCards('rebel', ['rebel-planning'], { leaders: { 'jan-dodonna': 'hoth', 'mon-mothma': 'pool' } });
    expect(no(s, REBEL, { type: 'UseActionCard', card: 'rebel-planning' }).code).toBe('ACTION_CARD_CANNOT_BE_USED_SO');
  });
});

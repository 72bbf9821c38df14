import { PUBLIC } from '../core/visibility.view.js';
import { SYSTEM_IDS, type SystemId } from './data/systems.data.js';
import { unitType } from './data/units.data.js';
import { legalActions } from './rebellion.legal.js';
import { isImperialSystem, isNeutralSystem, isRebelSystem, type RebellionState } from './rebellion.state.js';
import { accepted, refused, when } from '../core/decider.testkit.js';
import { rebellionGame as game } from './rebellion.game.js';
import { afterSetup, last, playTo } from './rebellion.testkit.js';

const EMPIRE = 0;
const REBEL = 1;
const given = () => ({ state: last(afterSetup('placement', { imperialSeat: EMPIRE }).states) });
const imperial = (s: RebellionState) => SYSTEM_IDS.filter((id) => isImperialSystem(s, id));
const notImperial = (s: RebellionState) => SYSTEM_IDS.filter((id) => !isImperialSystem(s, id));

/** Places every Imperial unit (random legal choices), then confirms. */
function afterImperialPlacement(): RebellionState {
  return last(playTo('placement', (s) => s.phase.kind === 'placement' && s.phase.faction === 'rebel').states);
}

describe('rebellion:anhang-vollstaendiger-spielaufbau step 8-II: Imperial placement', () => {
  it('given the loyalty set up, when the Empire places a Star Destroyer in an Imperial system, then it stands there in public', () => {
    const { state } = given();
    const at = imperial(state)[0];
    const { emitted, state: after } = accepted(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'star-destroyer', at }));
    expect(emitted).toEqual([{ event: { type: 'UnitPlaced', payload: { faction: 'empire', unit: 'star-destroyer', at } }, visibility: PUBLIC }]);
    expect(after.units[at]).toEqual({ 'star-destroyer': 1 });
    expect(after.phase).toMatchObject({ remaining: { 'star-destroyer': 2 } });
  });

  it('rebellion:imperiale-systeme: Coruscant counts as an Imperial system', () => {
    const { state } = given();
    expect(imperial(state)).toContain('coruscant');
    expect(imperial(state)).toHaveLength(6);
    accepted(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'stormtrooper', at: 'coruscant' }));
  });

  it('when the Empire places a unit outside Imperial systems, then IMPERIAL_UNITS_ONLY_IN_IMPERIAL_SYSTEMS', () => {
    const { state } = given();
    for (const at of [notImperial(state)[0], 'rebel-base'] as const) {
      const v = refused(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'tie-fighter', at }));
      expect(v).toMatchObject({ code: 'IMPERIAL_UNITS_ONLY_IN_IMPERIAL_SYSTEMS', rule: 'rebellion:imperiale-systeme', kind: 'rule' });
    }
  });

  it('when the Empire places a unit it does not have (left), then UNIT_NOT_IN_STARTING_FORCE', () => {
    const { state } = given();
    const at = imperial(state)[0];
    expect(refused(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'x-wing', at })).code).toBe('UNIT_NOT_IN_STARTING_FORCE');
    expect(refused(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'super-star-destroyer', at })).code).toBe('UNIT_NOT_IN_STARTING_FORCE');
    let s = state;
    s = accepted(when(game, s, EMPIRE, { type: 'PlaceUnit', unit: 'death-star', at })).state;
    expect(refused(when(game, s, EMPIRE, { type: 'PlaceUnit', unit: 'death-star', at })).code).toBe('UNIT_NOT_IN_STARTING_FORCE');
  });

  it('given as few ground units left as Imperial systems without one, when one goes where there is one already, then EACH_IMPERIAL_SYSTEM_NEEDS_A_GROUND_UNIT', () => {
    let { state } = given();
    const [first, ...others] = imperial(state);
    // 18 ground units for 6 systems: put 13 into the first, leaving 5 for the 5 others.
    for (let i = 0; i < 12; i++) state = accepted(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'stormtrooper', at: first })).state;
    state = accepted(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'at-at', at: first })).state;
    const v = refused(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'at-st', at: first }));
    expect(v).toMatchObject({ code: 'EACH_IMPERIAL_SYSTEM_NEEDS_A_GROUND_UNIT', rule: 'rebellion:anhang-vollstaendiger-spielaufbau' });
    accepted(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'at-st', at: others[0] }));
    accepted(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'tie-fighter', at: first }));
    const groundTargets = legalActions(state, EMPIRE).filter((a) => a.type === 'PlaceUnit' && unitType(a.unit).theater === 'ground');
    expect(new Set(groundTargets.map((a) => (a.type === 'PlaceUnit' ? a.at : null)))).toEqual(new Set(others));
  });

  it('when the Empire confirms with units left, then STARTING_UNITS_NOT_ALL_PLACED', () => {
    const { state } = given();
    expect(refused(when(game, state, EMPIRE, { type: 'ConfirmPlacement' })).code).toBe('STARTING_UNITS_NOT_ALL_PLACED');
    expect(legalActions(state, EMPIRE)).not.toContainEqual({ type: 'ConfirmPlacement' });
  });

  it('when the Empire undoes, then the last unit placed goes back; with nothing placed, NOTHING_PLACED_TO_UNDO', () => {
    const { state } = given();
    expect(refused(when(game, state, EMPIRE, { type: 'UndoPlacement' })).code).toBe('NOTHING_PLACED_TO_UNDO');
    const [a, b] = imperial(state);
    let s = accepted(when(game, state, EMPIRE, { type: 'PlaceUnit', unit: 'tie-fighter', at: a })).state;
    s = accepted(when(game, s, EMPIRE, { type: 'PlaceUnit', unit: 'star-destroyer', at: b })).state;
    const undone = accepted(when(game, s, EMPIRE, { type: 'UndoPlacement' }));
    expect(undone.emitted.map((e) => e.event)).toEqual([{ type: 'PlacementUndone', payload: { faction: 'empire', unit: 'star-destroyer', at: b } }]);
    expect(undone.state.units[b]).toEqual({});
    expect(undone.state.units[a]).toEqual({ 'tie-fighter': 1 });
    expect(undone.state.phase).toMatchObject({ remaining: { 'star-destroyer': 3, 'tie-fighter': 11 } });
  });

  it('while the Empire places, the Rebel has nothing to decide: NOT_YOUR_DECISION', () => {
    const { state } = given();
    expect(legalActions(state, REBEL)).toEqual([]);
    expect(refused(when(game, state, REBEL, { type: 'PlaceUnit', unit: 'x-wing', at: 'rebel-base' })).code).toBe('NOT_YOUR_DECISION');
  });

  it('when everything is placed and confirmed, every Imperial system holds a ground unit and the Rebel placement begins', () => {
    const s = afterImperialPlacement();
    for (const id of imperial(s))
      expect(Object.keys(s.units[id]).some((u) => unitType(u as Parameters<typeof unitType>[0]).theater === 'ground')).toBe(true);
    expect(s.phase).toMatchObject({ kind: 'placement', faction: 'rebel' });
    expect(refused(when(game, s, EMPIRE, { type: 'UndoPlacement' })).code).toBe('NOT_YOUR_DECISION');
  });
});

describe('rebellion:anhang-vollstaendiger-spielaufbau step 8-III: Rebel placement', () => {
  const rebelOrNeutral = (s: RebellionState) => SYSTEM_IDS.filter((id) => isRebelSystem(s, id) || isNeutralSystem(s, id));

  it('rebellion:rebellenstuetzpunkt: the Rebel may place any unit on the "Rebel Base" space', () => {
    const s = afterImperialPlacement();
    accepted(when(game, s, REBEL, { type: 'PlaceUnit', unit: 'rebel-trooper', at: 'rebel-base' }));
  });

  it('rebellion:neutrale-systeme: into a Rebel, a neutral or a remote system, not an Imperial one', () => {
    const s = afterImperialPlacement();
    const rebelSystem = SYSTEM_IDS.find((id) => isRebelSystem(s, id))!;
    for (const at of [rebelSystem, 'hoth' as SystemId]) accepted(when(game, s, REBEL, { type: 'PlaceUnit', unit: 'x-wing', at }));
    const v = refused(when(game, s, REBEL, { type: 'PlaceUnit', unit: 'x-wing', at: imperial(s)[0] }));
    expect(v).toMatchObject({ code: 'REBEL_UNITS_ONLY_IN_REBEL_OR_NEUTRAL_SYSTEM', rule: 'rebellion:neutrale-systeme' });
  });

  it('given a unit in one system, when another goes into a second system, then REBEL_UNITS_IN_ONE_SYSTEM_ONLY', () => {
    let s = afterImperialPlacement();
    const [one, two] = rebelOrNeutral(s);
    s = accepted(when(game, s, REBEL, { type: 'PlaceUnit', unit: 'y-wing', at: one })).state;
    expect(refused(when(game, s, REBEL, { type: 'PlaceUnit', unit: 'y-wing', at: two })).code).toBe('REBEL_UNITS_IN_ONE_SYSTEM_ONLY');
    accepted(when(game, s, REBEL, { type: 'PlaceUnit', unit: 'y-wing', at: one }));
    accepted(when(game, s, REBEL, { type: 'PlaceUnit', unit: 'y-wing', at: 'rebel-base' }));
    const targets = new Set(legalActions(s, REBEL).flatMap((a) => (a.type === 'PlaceUnit' ? [a.at] : [])));
    expect(targets).toEqual(new Set(['rebel-base', one]));
  });

  it('given the unit in that system taken back, any Rebel or neutral system is open again', () => {
    let s = afterImperialPlacement();
    const [one, two] = rebelOrNeutral(s);
    s = accepted(when(game, s, REBEL, { type: 'PlaceUnit', unit: 'y-wing', at: one })).state;
    s = accepted(when(game, s, REBEL, { type: 'UndoPlacement' })).state;
    accepted(when(game, s, REBEL, { type: 'PlaceUnit', unit: 'y-wing', at: two }));
  });

  it('lists only actions it accepts', () => {
    const s = afterImperialPlacement();
    for (const action of legalActions(s, REBEL)) accepted(when(game, s, REBEL, action));
    expect(legalActions(s, EMPIRE)).toEqual([]);
  });
});

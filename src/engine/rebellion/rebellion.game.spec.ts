import { isViolation } from '../core/rule-violation.error.js';
import { rebellionGame } from './rebellion.game.js';

describe('rebellion game definition', () => {
  it('rebellion:teamspiel: refuses anything but two players for now', () => {
    expect(rebellionGame.parseOptions({}, 3)).toMatchObject({ code: 'TWO_PLAYERS_ONLY', rule: 'rebellion:teamspiel' });
    expect(rebellionGame.parseOptions(undefined, 2)).toEqual({ imperialSeat: null });
    expect(rebellionGame.parseOptions({ imperialSeat: 1 }, 2)).toEqual({ imperialSeat: 1 });
  });

  it('refuses malformed options and actions as malformed, not as rule violations', () => {
    expect(rebellionGame.parseOptions({ imperialSeat: 2 }, 2)).toMatchObject({ kind: 'malformed', code: 'IMPERIAL_SEAT_INVALID' });
    expect(rebellionGame.parseOptions({ colour: 'red' }, 2)).toMatchObject({ kind: 'malformed', code: 'UNKNOWN_OPTION' });
    for (const raw of [null, 'PlaceUnit', { type: 'Fly' }, { type: 'PlaceUnit', unit: 'tie-fighter', at: 'kamino' }, { type: 'ChooseBase', system: 'rebel-base' }])
      expect(rebellionGame.parseAction(raw)).toMatchObject({ kind: 'malformed', code: 'ACTION_MALFORMED' });
    expect(rebellionGame.parseAction({ type: 'PlaceUnit', unit: 'tie-fighter', at: 'rebel-base', extra: 1 })).toEqual({
      type: 'PlaceUnit',
      unit: 'tie-fighter',
      at: 'rebel-base',
    });
  });

  it('labels actions in German and English, German names where the seeds give them', () => {
    const state = rebellionGame.initialState();
    expect(rebellionGame.label(state, { type: 'PlaceUnit', unit: 'tie-fighter', at: 'rebel-base' })).toEqual({
      de: 'TIE-Jäger auf das Feld „Rebellenstützpunkt“ setzen',
      en: 'Place TIE Fighter on the "Rebel Base" space',
    });
    expect(rebellionGame.label(state, { type: 'AttachRing', card: 'resourceful-astromech', leader: 'princess-leia' })).toEqual({
      de: 'Resourceful Astromech: Ring an Princess Leia anlegen',
      en: 'Resourceful Astromech: attach the ring to Princess Leia',
    });
  });

  it('labels the round actions', () => {
    const state = rebellionGame.initialState();
    expect(rebellionGame.label(state, { type: 'AssignMission', mission: 'gather-intel', leader: 'darth-vader' })).toEqual({
      de: 'Spionage verdeckt auslegen, Darth Vader zuweisen',
      en: 'Lay Gather Intel face down, assign Darth Vader',
    });
    expect(rebellionGame.label(state, { type: 'Pass' })).toEqual({ de: 'Passen', en: 'Pass' });
    expect(rebellionGame.parseAction({ type: 'AddLeaderToMission', slot: -1, leader: 'darth-vader' })).toMatchObject({ kind: 'malformed' });
  });

  it('builds sandbox positions, and has no outcome before the end', () => {
    const opts = rebellionGame.parseOptions({}, 2);
    expect(isViolation(opts)).toBe(false);
    expect(isViolation(rebellionGame.sandbox({}, opts as never, 2))).toBe(false);
    expect(rebellionGame.sandbox({ colour: 'red' }, opts as never, 2)).toMatchObject({ code: 'INVALID_SANDBOX_POSITION' });
    expect(rebellionGame.outcome(rebellionGame.initialState())).toBeNull();
  });
});

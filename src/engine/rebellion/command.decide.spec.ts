import { accepted, refused, when } from '../core/decider.testkit.js';
import { PUBLIC, seatViewer, SPECTATOR } from '../core/visibility.view.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { RebellionState } from './rebellion.state.js';
import { EMPIRE, given, play, REBEL, received, types } from './rebellion.testkit.js';

const act = (s: RebellionState, seat: number, action: object) => accepted(when<RebellionState>(game, s, seat, action));
const no = (s: RebellionState, seat: number, action: object) => refused(when(game, s, seat, action));
const moves = (s: RebellionState, seat: number) => legalActions(s, seat).filter((a) => a.type === 'MoveUnits');

/** The Empire's turn in the command phase, the base hidden in Hoth. */
const imperialTurn = (position: object = {}) => given({ phase: 'command', turn: 'empire', rebelBase: { system: 'hoth' }, ...position });

describe('rebellion:kommandophase', () => {
  it('gives the side on turn a choice of activating, revealing the base (Rebel) or passing, and the other side nothing', () => {
    const s = given({ phase: 'command' });
    expect(pending(s)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'command' })]);
    const actions = legalActions(s, REBEL);
    expect(actions[0]).toEqual({ type: 'RevealBase' });
    expect(actions.at(-1)).toEqual({ type: 'Pass' });
    expect(legalActions(s, EMPIRE)).toEqual([]);
    expect(no(s, EMPIRE, { type: 'Pass' })).toMatchObject({ code: 'NOT_YOUR_DECISION', rule: 'rebellion:kommandophase' });
  });

  it('lets the side on turn act again when the other has passed', () => {
    const s = given({ phase: 'command', turn: 'empire', passed: ['rebel'], systems: { hoth: { units: { 'star-destroyer': 1 } }, endor: {} } });
    const after = play(s, [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'endor' }], [EMPIRE, { type: 'ConfirmMoves' }]);
    expect(after.phase).toEqual({ kind: 'command', turn: 'empire', passed: { empire: false, rebel: true } });
  });
});

describe('rebellion:systeme-aktivieren, rebellion:einheiten-bewegen, rebellion:transportkapazitaet', () => {
  const board = {
    systems: {
      mustafar: { loyalty: 'empire', units: { 'star-destroyer': 1, 'tie-fighter': 4, stormtrooper: 5, 'at-st': 1 } },
      bespin: { units: { 'assault-carrier': 1, 'tie-fighter': 1 } },
      sullust: { subjugated: true, units: { stormtrooper: 2 } },
      dagobah: { units: { 'death-star-under-construction': 1, 'star-destroyer': 1 } },
    },
  };

  it('puts a leader with tactic values from the pool into any system; a leader without tactic values cannot activate', () => {
    const s = imperialTurn(board);
    const { emitted, state } = act(s, EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'hoth' });
    expect(emitted).toEqual([{ event: { type: 'SystemActivated', payload: { faction: 'empire', leader: 'darth-vader', system: 'hoth' } }, visibility: PUBLIC }]);
    expect(state.leaders['darth-vader']!.location).toEqual({ kind: 'system', system: 'hoth' });
    const rebel = given({ phase: 'command' });
    expect(no(rebel, REBEL, { type: 'ActivateSystem', leader: 'mon-mothma', system: 'hoth' })).toMatchObject({
      code: 'LEADER_WITHOUT_TACTIC_VALUES',
      rule: 'rebellion:einheiten-bewegen',
    });
    expect(legalActions(rebel, REBEL).some((a) => a.type === 'ActivateSystem' && a.leader === 'mon-mothma')).toBe(false);
    expect(no(rebel, REBEL, { type: 'ActivateSystem', leader: 'darth-vader', system: 'hoth' }).code).toBe('LEADER_NOT_IN_LEADER_POOL');
  });

  it('moves ships from adjacent systems, and ground units and TIE fighters only within the transport capacity of ships moving from the same system', () => {
    const s = play(imperialTurn({ ...board, rebelBase: { system: 'yavin' } }), [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'hoth' }]);
    expect(moves(s, EMPIRE).filter((a) => a.type === 'MoveUnits' && a.from === 'mustafar')).toEqual([{ type: 'MoveUnits', from: 'mustafar', unit: 'star-destroyer', count: 1 }]);
    expect(no(s, EMPIRE, { type: 'MoveUnits', from: 'mustafar', unit: 'stormtrooper', count: 1 })).toMatchObject({
      code: 'TRANSPORT_CAPACITY_EXCEEDED',
      rule: 'rebellion:transportkapazitaet',
    });
    expect(no(s, EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'stormtrooper', count: 1 })).toMatchObject({
      code: 'NOT_AN_ADJACENT_SYSTEM',
      rule: 'rebellion:einheiten-bewegen',
    });
    const sd = play(s, [EMPIRE, { type: 'MoveUnits', from: 'mustafar', unit: 'star-destroyer', count: 1 }]);
    // A Star Destroyer carries 6: every count up to 4 TIE fighters, 5 stormtroopers, 1 AT-ST is on offer.
    expect(moves(sd, EMPIRE).filter((a) => a.type === 'MoveUnits' && a.from === 'mustafar').map((a) => a.type === 'MoveUnits' && `${a.unit}×${a.count}`)).toEqual([
      'tie-fighter×1',
      'tie-fighter×2',
      'tie-fighter×3',
      'tie-fighter×4',
      'stormtrooper×1',
      'stormtrooper×2',
      'stormtrooper×3',
      'stormtrooper×4',
      'stormtrooper×5',
      'at-st×1',
    ]);
    const loaded = play(sd, [EMPIRE, { type: 'MoveUnits', from: 'mustafar', unit: 'stormtrooper', count: 5 }], [EMPIRE, { type: 'MoveUnits', from: 'mustafar', unit: 'at-st', count: 1 }]);
    expect(no(loaded, EMPIRE, { type: 'MoveUnits', from: 'mustafar', unit: 'tie-fighter', count: 1 }).code).toBe('TRANSPORT_CAPACITY_EXCEEDED');
    const twoSystems = play(loaded, [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'assault-carrier', count: 1 }], [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'tie-fighter', count: 1 }]);
    const { emitted, state } = act(twoSystems, EMPIRE, { type: 'ConfirmMoves' });
    // Hoth is remote: no subjugation there; the base is elsewhere, and the Rebel says so.
    expect(types(emitted)).toEqual(['MovesConfirmed', 'BaseNotInSystem', 'TurnBegan']);
    expect(state.units.hoth).toEqual({ 'star-destroyer': 1, stormtrooper: 5, 'at-st': 1, 'assault-carrier': 1, 'tie-fighter': 1 });
    expect(state.units.mustafar).toEqual({ 'tie-fighter': 4 });
    expect(state.units.bespin).toEqual({});
  });

  it('takes back the last group; never moves immobile units', () => {
    const s = play(imperialTurn(board), [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'mustafar' }]);
    expect(no(s, EMPIRE, { type: 'UndoMove' }).code).toBe('NOTHING_MOVED_TO_UNDO');
    expect(no(s, EMPIRE, { type: 'MoveUnits', from: 'dagobah', unit: 'death-star-under-construction', count: 1 })).toMatchObject({
      code: 'UNIT_IS_IMMOBILE',
      rule: 'rebellion:einheiten-bewegen',
    });
    const moved = play(s, [EMPIRE, { type: 'MoveUnits', from: 'dagobah', unit: 'star-destroyer', count: 1 }]);
    expect(play(moved, [EMPIRE, { type: 'UndoMove' }]).phase).toMatchObject({ kind: 'activation', steps: [] });
  });

  it('UNITS_CANNOT_LEAVE_SYSTEM_WITH_OWN_LEADER: a leader of their side pins units, even one without tactic values; the activated system may already hold leaders', () => {
    const pinned = imperialTurn({ ...board, leaders: { 'darth-vader': 'pool', 'general-tagge': 'pool', 'emperor-palpatine': 'bespin', 'grand-moff-tarkin': 'mustafar' } });
    const s = play(pinned, [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'hoth' }]);
    expect(no(s, EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'assault-carrier', count: 1 })).toMatchObject({
      code: 'UNITS_CANNOT_LEAVE_SYSTEM_WITH_OWN_LEADER',
      rule: 'rebellion:einheiten-bewegen',
    });
    expect(moves(s, EMPIRE)).toEqual([]);
    const rebel = given({ phase: 'command', systems: { hoth: { units: { 'x-wing': 1 } } }, leaders: { 'mon-mothma': 'hoth', 'princess-leia': 'pool' } });
    const r = play(rebel, [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'endor' }]);
    expect(no(r, REBEL, { type: 'MoveUnits', from: 'hoth', unit: 'x-wing', count: 1 }).code).toBe('UNITS_CANNOT_LEAVE_SYSTEM_WITH_OWN_LEADER');
    const again = given({ phase: 'command', turn: 'empire', leaders: { 'darth-vader': 'pool', 'emperor-palpatine': 'hoth' } });
    accepted(when(game, again, EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'hoth' }));
  });
});

describe('rebellion:bewegungen-in-und-aus-dem-rebellenstuetzpunkt', () => {
  const rebelTurn = (position: object = {}) =>
    given({ phase: 'command', rebelBase: { system: 'hoth', units: { 'x-wing': 2, 'rebel-trooper': 2, 'rebel-transport': 1 } }, systems: { bespin: { units: { 'y-wing': 1 } } }, ...position });

  it('moves units from the hidden base’s space into its system or a neighbour, and onto the space from there', () => {
    const s = play(rebelTurn(), [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'endor' }]);
    expect(moves(s, REBEL).filter((a) => a.type === 'MoveUnits' && a.from === 'rebel-base').length).toBeGreaterThan(0);
    const far = play(rebelTurn(), [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'yavin' }]);
    expect(no(far, REBEL, { type: 'MoveUnits', from: 'rebel-base', unit: 'x-wing', count: 1 }).code).toBe('NOT_AN_ADJACENT_SYSTEM');
    const space = play(rebelTurn(), [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'rebel-base' }], [REBEL, { type: 'MoveUnits', from: 'bespin', unit: 'y-wing', count: 1 }]);
    const { state } = act(space, REBEL, { type: 'ConfirmMoves' });
    expect(state.units['rebel-base']).toEqual({ 'x-wing': 2, 'rebel-trooper': 2, 'rebel-transport': 1, 'y-wing': 1 });
    expect(state.leaders['princess-leia']!.location).toEqual({ kind: 'rebel-base' });
  });

  it('a leader on the space pins the space’s units but not those in the base’s system', () => {
    const s = rebelTurn({ leaders: { 'mon-mothma': 'rebel-base', 'princess-leia': 'pool' }, systems: { hoth: { units: { 'y-wing': 1 } } } });
    const a = play(s, [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'bespin' }]);
    expect(no(a, REBEL, { type: 'MoveUnits', from: 'rebel-base', unit: 'x-wing', count: 1 }).code).toBe('UNITS_CANNOT_LEAVE_SYSTEM_WITH_OWN_LEADER');
    accepted(when(game, a, REBEL, { type: 'MoveUnits', from: 'hoth', unit: 'y-wing', count: 1 }));
  });

  it('the Empire cannot activate the space; nobody moves onto it once the base is revealed', () => {
    expect(no(imperialTurn(), EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'rebel-base' })).toMatchObject({
      code: 'REBEL_BASE_SPACE_NOT_ACTIVATABLE',
      rule: 'rebellion:bewegungen-in-und-aus-dem-rebellenstuetzpunkt',
    });
    const revealed = given({ phase: 'command', rebelBase: { system: 'hoth', revealed: true } });
    expect(no(revealed, REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'rebel-base' }).code).toBe('REBEL_BASE_SPACE_NOT_ACTIVATABLE');
  });
});

describe('rebellion:aufdecken-des-rebellenstuetzpunktes', () => {
  const toHoth = (position: object, units: [string, string, number][]) =>
    units.reduce(
      (s, [from, unit, count]) => play(s, [EMPIRE, { type: 'MoveUnits', from, unit, count }]),
      play(imperialTurn(position), [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'hoth' }]),
    );
  const fleet = { systems: { bespin: { subjugated: true, units: { 'star-destroyer': 1, stormtrooper: 2 } } }, rebelBase: { system: 'hoth', units: { 'x-wing': 1 } } };

  it('reveals the base when Imperial ground units move into its system, after the move: units and leaders on the space move into the system', () => {
    const s = toHoth({ ...fleet, leaders: { 'darth-vader': 'pool', 'mon-mothma': 'rebel-base' } }, [['bespin', 'star-destroyer', 1], ['bespin', 'stormtrooper', 1]]);
    const { emitted, state } = act(s, EMPIRE, { type: 'ConfirmMoves' });
    expect(emitted[1]).toEqual({ event: { type: 'BaseRevealed', payload: { system: 'hoth' } }, visibility: PUBLIC });
    expect(state.base).toEqual({ system: 'hoth', revealed: true });
    expect(state.units['rebel-base']).toEqual({});
    expect(state.units.hoth).toEqual({ 'star-destroyer': 1, stormtrooper: 1, 'x-wing': 1 });
    expect(state.leaders['mon-mothma']!.location).toEqual({ kind: 'system', system: 'hoth' });
  });

  it('tells the Empire only that the base is not here when its ground units arrive elsewhere, and nothing when only ships arrive', () => {
    const elsewhere = toHoth({ ...fleet, rebelBase: { system: 'yavin' } }, [['bespin', 'star-destroyer', 1], ['bespin', 'stormtrooper', 1]]);
    expect(act(elsewhere, EMPIRE, { type: 'ConfirmMoves' }).emitted[1]).toEqual({ event: { type: 'BaseNotInSystem', payload: { system: 'hoth' } }, visibility: PUBLIC });
    const ships = toHoth(fleet, [['bespin', 'star-destroyer', 1]]);
    expect(types(act(ships, EMPIRE, { type: 'ConfirmMoves' }).emitted)).toEqual(['MovesConfirmed', 'TurnBegan']);
  });

  it('lets the Rebel reveal it of his own accord in his turn, and the turn goes on', () => {
    const s = given({ phase: 'command', rebelBase: { system: 'hoth' } });
    const { emitted, state } = act(s, REBEL, { type: 'RevealBase' });
    expect(types(emitted)).toEqual(['BaseRevealed']);
    expect(state.phase).toMatchObject({ kind: 'command', turn: 'rebel' });
    expect(legalActions(state, REBEL)).not.toContainEqual({ type: 'RevealBase' });
    expect(no(given({ phase: 'command', turn: 'empire' }), EMPIRE, { type: 'RevealBase' })).toMatchObject({
      code: 'BASE_CANNOT_BE_REVEALED_NOW',
      rule: 'rebellion:aufdecken-des-rebellenstuetzpunktes',
    });
  });

  it('reveals it whenever the Empire gains loyalty there', () => {
    const s = given({ phase: 'command', rebelBase: { system: 'hoth' } });
    const { emitted } = act({ ...s, systems: { ...s.systems, bespin: { ...s.systems.bespin, loyalty: 'empire' } } }, REBEL, { type: 'Pass' });
    expect(types(emitted)).not.toContain('BaseRevealed');
    const base = given({ phase: 'command', rebelBase: { system: 'bespin' } });
    const gained = act({ ...base, systems: { ...base.systems, bespin: { ...base.systems.bespin, loyalty: 'empire' } } }, REBEL, { type: 'Pass' });
    expect(types(gained.emitted)).toEqual(['Passed', 'BaseRevealed']);
  });

  it('gives the Empire and spectators identical answers wherever the hidden base is, while it stays hidden', () => {
    const play1 = (system: string) => {
      const s = toHoth({ ...fleet, rebelBase: { system } }, [['bespin', 'star-destroyer', 1]]);
      const d = act(s, EMPIRE, { type: 'ConfirmMoves' });
      return { emitted: d.emitted, state: d.state };
    };
    const [one, two] = [play1('hoth'), play1('yavin')];
    for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) expect(received(one.emitted, one.state, viewer)).toEqual(received(two.emitted, two.state, viewer));
  });
});

describe('rebellion:unterwerfung', () => {
  it('lays a subjugation marker where Imperial ground units arrive without Imperial loyalty, over a Rebel loyalty marker', () => {
    const s = imperialTurn({ systems: { sullust: { loyalty: 'empire', units: { 'star-destroyer': 1, stormtrooper: 2 } }, bespin: { loyalty: 'rebel' } } });
    const moved = play(
      s,
      [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'bespin' }],
      [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 }],
      [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'stormtrooper', count: 2 }],
    );
    const { emitted, state } = act(moved, EMPIRE, { type: 'ConfirmMoves' });
    expect(types(emitted)).toEqual(['MovesConfirmed', 'BaseNotInSystem', 'SystemSubjugated', 'TurnBegan']);
    expect(state.systems.bespin).toMatchObject({ loyalty: 'rebel', subjugated: true });
  });

  it('removes the marker at once when no Imperial ground unit is left there', () => {
    const s = imperialTurn({ systems: { sullust: { loyalty: 'empire' }, bespin: { loyalty: 'rebel', subjugated: true, units: { 'star-destroyer': 1, stormtrooper: 2 } } } });
    const away = play(
      s,
      [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'sullust' }],
      [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'star-destroyer', count: 1 }],
      [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'stormtrooper', count: 2 }],
    );
    const { emitted, state } = act(away, EMPIRE, { type: 'ConfirmMoves' });
    expect(emitted.at(-1)).toEqual({ event: { type: 'SubjugationRemoved', payload: { system: 'bespin' } }, visibility: PUBLIC });
    expect(state.systems.bespin).toMatchObject({ loyalty: 'rebel', subjugated: false });
  });

  it('never subjugates a remote system or one with an Imperial loyalty marker', () => {
    const s = imperialTurn({ systems: { bespin: { subjugated: true, units: { 'star-destroyer': 1, stormtrooper: 2 } } } });
    const endor = play(
      s,
      [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'endor' }],
      [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'star-destroyer', count: 1 }],
      [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'stormtrooper', count: 2 }],
      [EMPIRE, { type: 'ConfirmMoves' }],
    );
    expect(endor.systems.endor.subjugated).toBe(false);
  });
});

describe('rebellion:gefangene-anfuehrer, rebellion:gefangene-anfuehrer-retten', () => {
  const captive = {
    systems: { bespin: { subjugated: true, units: { 'star-destroyer': 1, stormtrooper: 1, 'x-wing': 1 } } },
    rebelBase: { system: 'yavin' },
    leaders: { 'darth-vader': 'pool', 'general-rieekan': 'pool', 'princess-leia': { at: 'bespin', ring: 'captured' } },
  };

  it('lets the Empire move a captive like a ground unit that takes no capacity; it does not pin Rebel units', () => {
    const s = play(imperialTurn(captive), [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'hoth' }]);
    expect(no(s, EMPIRE, { type: 'MoveCaptive', leader: 'princess-leia' })).toMatchObject({ code: 'CAPTIVE_CANNOT_MOVE', rule: 'rebellion:gefangene-anfuehrer' });
    const carried = play(s, [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'star-destroyer', count: 1 }], [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'stormtrooper', count: 1 }]);
    const { state } = act(play(carried, [EMPIRE, { type: 'MoveCaptive', leader: 'princess-leia' }]), EMPIRE, { type: 'ConfirmMoves' });
    expect(state.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'hoth' }, ring: 'captured' });
    const rebel = play(given({ phase: 'command', ...captive }), [REBEL, { type: 'ActivateSystem', leader: 'general-rieekan', system: 'hoth' }]);
    accepted(when(game, rebel, REBEL, { type: 'MoveUnits', from: 'bespin', unit: 'x-wing', count: 1 }));
  });

  it('rescues a captive at once when no Imperial unit is left in its system: the ring goes, the leader to the Rebel Base space', () => {
    const s = play(imperialTurn(captive), [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'hoth' }], [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'star-destroyer', count: 1 }], [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'stormtrooper', count: 1 }]);
    const { emitted, state } = act(s, EMPIRE, { type: 'ConfirmMoves' });
    expect(emitted.at(-1)).toEqual({ event: { type: 'LeaderRescued', payload: { leader: 'princess-leia', to: 'rebel-base' } }, visibility: PUBLIC });
    expect(state.leaders['princess-leia']).toEqual({ location: { kind: 'rebel-base' }, ring: null });
  });
});

describe('rebellion:siegbedingungen: the Empire', () => {
  it('wins at once when Imperial units stand in the revealed base’s system and no Rebel unit does', () => {
    const s = imperialTurn({ rebelBase: { system: 'hoth' }, systems: { bespin: { subjugated: true, units: { 'star-destroyer': 1, stormtrooper: 1 } } } });
    const moved = play(s, [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'hoth' }], [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'star-destroyer', count: 1 }], [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'stormtrooper', count: 1 }]);
    const { emitted, state } = act(moved, EMPIRE, { type: 'ConfirmMoves' });
    expect(emitted.at(-1)).toEqual({ event: { type: 'GameEnded', payload: { winner: 'empire', reason: 'base-occupied' } }, visibility: PUBLIC });
    expect(game.outcome(state)).toMatchObject({ winners: [EMPIRE] });
    expect(pending(state)).toEqual([]);
  });

  it('cannot win while the base is hidden, whatever stands in its system', () => {
    const s = imperialTurn({ rebelBase: { system: 'hoth' }, systems: { bespin: { units: { 'star-destroyer': 1 } } } });
    const moved = play(s, [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'hoth' }], [EMPIRE, { type: 'MoveUnits', from: 'bespin', unit: 'star-destroyer', count: 1 }]);
    expect(act(moved, EMPIRE, { type: 'ConfirmMoves' }).state.ended).toBeNull();
  });
});

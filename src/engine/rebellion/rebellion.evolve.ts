import { EngineInvariantError } from '../core/rule-violation.error.js';
import { missionData, tacticCardData } from './data/cards.data.js';
import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import type { SystemId } from './data/systems.data.js';
import { STARTING_UNITS } from './data/setup.data.js';
import { TIME_TRACK } from './data/time-track.data.js';
import { unitType, type UnitTypeId } from './data/units.data.js';
import { FACTIONS } from './data/model.types.js';
import type { RebellionEvent } from './rebellion.events.js';
import type { Modifier, ModifierExpiry } from './modifiers.effects.js';
import { unitHealth } from './modifiers.rules.js';
import { leaderSide, type CombatState, type LeaderLocation, type Place, type RebellionState, type RingId, type Wound } from './rebellion.state.js';

/** The state with every `readonly` lifted: evolve works on a private copy. */
type Draft<T> = T extends readonly (infer U)[] ? Draft<U>[] : T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;

function fail(event: RebellionEvent, why: string): never {
  throw new EngineInvariantError(`${event.type}: ${why}`);
}

/** Takes `cards` off the top of `deck`; the event must name exactly the cards on top. */
function drawTop<T>(event: RebellionEvent, deck: T[], cards: readonly T[]): void {
  const top = deck.slice(0, cards.length);
  if (top.length !== cards.length || top.some((c, i) => c !== cards[i])) fail(event, 'drawn cards are not the top of the deck');
  deck.splice(0, cards.length);
}

function removeOne<T>(event: RebellionEvent, list: T[], item: T): void {
  const i = list.indexOf(item);
  if (i < 0) fail(event, `${String(item)} is not there`);
  list.splice(i, 1);
}

/** Counts as sorted entries, so two equal multisets compare equal. */
const sortedCounts = (c: Partial<Record<string, number>>) => Object.entries(c).filter(([, n]) => (n ?? 0) > 0).sort(([a], [b]) => a.localeCompare(b));

function isPermutation<T>(a: readonly T[], b: readonly T[]): boolean {
  const key = (xs: readonly T[]) => JSON.stringify(xs.map(String).sort());
  return a.length === b.length && key(a) === key(b);
}

function addUnits(s: Draft<RebellionState>, at: Place, unit: UnitTypeId, delta: number, event: RebellionEvent): void {
  const next = (s.units[at][unit] ?? 0) + delta;
  if (next < 0) fail(event, `no ${unit} at ${at}`);
  if (next === 0) delete s.units[at][unit];
  else s.units[at][unit] = next;
}

/** Every leader standing in the system, captives too. */
const leadersIn = (s: Draft<RebellionState>, system: SystemId): LeaderId[] =>
  LEADER_IDS.filter((l) => {
    const location = s.leaders[l]?.location;
    return location?.kind === 'system' && location.system === system;
  });
/** A unit onto the board; a finished Death Star takes the place of the one under construction there (RR TODESSTERN BAUEN: „ersetzt“). */
function deployUnit(s: Draft<RebellionState>, at: Place, unit: UnitTypeId, event: RebellionEvent): void {
  if (unit === 'death-star' && (s.units[at]['death-star-under-construction'] ?? 0) > 0) addUnits(s, at, 'death-star-under-construction', -1, event);
  addUnits(s, at, unit, 1, event);
}

/** Lasting effects end by themselves at the moment their expiry names (modifiers.effects.ts). */
function expire(s: Draft<RebellionState>, until: ModifierExpiry): void {
  s.modifiers = s.modifiers.filter((m) => m.until !== until);
}

/** The combat in progress, which the event must belong to. */
function combat(s: Draft<RebellionState>, event: RebellionEvent): Draft<CombatState> {
  if (s.phase.kind !== 'combat') fail(event, 'no combat');
  return s.phase;
}

/** Units leaving the combat take their damage with them: the damaged ones first, the doomed before all. */
function dropWounds(wounds: Draft<Wound>[], faction: string, unit: UnitTypeId, n: number): void {
  for (let k = 0; k < n; k++) {
    const candidates = wounds.filter((w) => w.faction === faction && w.unit === unit);
    const pick = candidates.find((w) => w.doomed) ?? candidates[0];
    if (pick === undefined) return;
    wounds.splice(wounds.indexOf(pick), 1);
  }
}

function moveLeader(s: Draft<RebellionState>, leader: LeaderId, location: LeaderLocation, event: RebellionEvent): void {
  const state = s.leaders[leader];
  if (state === undefined) fail(event, `${leader} is not in play`);
  state.location = location;
}

/** A deep copy of plain data (the state is JSON): many times faster than `structuredClone`, which replays run per event. */
function copy<T>(value: T): Draft<T> {
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out as Draft<T>;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
    return out as Draft<T>;
  }
  return value as Draft<T>;
}

/**
 * A record whose entries are copied deeply the first time they are touched;
 * `target` is the plain copy the result keeps.
 */
function lazyRecord(source: Record<string, unknown>): { proxy: Record<string, unknown>; target: Record<string, unknown> } {
  const target = { ...source };
  const copied = new Set<string | symbol>();
  const proxy = new Proxy(target, {
    get(t, key) {
      if (typeof key === 'string' && !copied.has(key)) {
        copied.add(key);
        t[key] = copy(t[key]);
      }
      return t[key as string];
    },
    set(t, key, value) {
      copied.add(key);
      t[key as string] = value;
      return true;
    },
  });
  return { proxy, target };
}

/** Parts of the state that are records (by system, place, leader, side, deck): copied entry by entry. */
const BY_ENTRY = new Set(['systems', 'units', 'leaders', 'hands', 'decks', 'discards', 'assigned', 'buildQueue']);

/**
 * A copy of the state whose parts are copied the first time they are
 * touched (the big records entry by entry); parts an event does not touch
 * are shared with `state`.
 */
function draft(state: RebellionState): { s: Draft<RebellionState>; result: RebellionState } {
  const result = { ...state } as Record<string, unknown>;
  const touched = new Map<string | symbol, unknown>();
  const s = new Proxy(result, {
    get(target, key) {
      if (typeof key !== 'string') return target[key as never];
      if (!touched.has(key)) {
        if (BY_ENTRY.has(key)) {
          const lazy = lazyRecord(target[key] as Record<string, unknown>);
          target[key] = lazy.target;
          touched.set(key, lazy.proxy);
        } else {
          target[key] = copy(target[key]);
          touched.set(key, target[key]);
        }
      }
      return touched.get(key);
    },
    set(target, key, value) {
      touched.set(key, value);
      target[key as string] = value;
      return true;
    },
  });
  return { s: s as Draft<RebellionState>, result: result as unknown as RebellionState };
}

/** Folds one event into the state. Pure: it copies what it changes, never draws randomness, and trusts only the event. */
export function evolve(state: RebellionState, event: RebellionEvent): RebellionState {
  const { s, result } = draft(state);
  switch (event.type) {
    case 'FactionsAssigned':
      s.seats = { empire: event.payload.empire, rebel: event.payload.rebel };
      break;
    case 'StartingLeadersPlaced':
      for (const id of event.payload.leaders) s.leaders[id] = { location: { kind: 'pool' }, ring: null };
      break;
    case 'TimeTrackPrepared':
      s.time = event.payload.time;
      s.reputation = event.payload.reputation;
      break;
    case 'ObjectiveDeckBuilt':
      s.decks.objectives = [...event.payload.order];
      break;
    case 'ObjectivesDrawn':
      drawTop(event, s.decks.objectives, event.payload.cards);
      s.hands.objectives.push(...event.payload.cards);
      break;
    case 'ActionDeckShuffled':
      s.decks.actions[event.payload.faction] = [...event.payload.order];
      break;
    case 'TacticDeckShuffled':
      s.decks.tactics[event.payload.theater] = [...event.payload.order];
      break;
    case 'ProjectDeckShuffled':
      s.decks.projects = [...event.payload.order];
      break;
    case 'MissionDeckShuffled':
      s.decks.missions[event.payload.faction] = [...event.payload.order];
      break;
    case 'StartingActionCardsShuffled':
      s.decks.startingActions[event.payload.faction] = [...event.payload.order];
      break;
    case 'ProbeDeckShuffled':
      // The first shuffle fills the deck; every later one reorders the cards it holds.
      if (s.decks.probe.length > 0 && !isPermutation(s.decks.probe, event.payload.order)) fail(event, 'not a reordering of the probe deck');
      s.decks.probe = [...event.payload.order];
      break;
    case 'LoyaltySetUp':
      for (const id of event.payload.rebel) s.systems[id].loyalty = 'rebel';
      for (const id of event.payload.subjugated) s.systems[id].subjugated = true;
      for (const id of event.payload.imperial) s.systems[id].loyalty = 'empire';
      for (const id of [...event.payload.subjugated, ...event.payload.imperial]) {
        removeOne(event, s.decks.probe, id);
        s.probesInBox.push(id);
      }
      break;
    case 'SetupStepBegan':
      switch (event.payload.step) {
        case 'imperial-placement':
          s.phase = { kind: 'placement', faction: 'empire', remaining: { ...STARTING_UNITS.empire }, placed: [] };
          break;
        case 'rebel-placement':
          s.phase = { kind: 'placement', faction: 'rebel', remaining: { ...STARTING_UNITS.rebel }, placed: [] };
          break;
        case 'base-choice':
          s.phase = { kind: 'base-choice' };
          break;
      }
      break;
    case 'UnitPlaced':
    case 'PlacementUndone': {
      if (s.phase.kind !== 'placement') fail(event, 'not placing units');
      const { unit, at } = event.payload;
      const delta = event.type === 'UnitPlaced' ? 1 : -1;
      if (delta > 0) s.phase.placed.push({ unit, at });
      else {
        const last = s.phase.placed.pop();
        if (last?.unit !== unit || last.at !== at) fail(event, 'not the last placement');
      }
      const left = (s.phase.remaining[unit] ?? 0) - delta;
      if (left < 0) fail(event, `no ${unit} left to place`);
      if (left === 0) delete s.phase.remaining[unit];
      else s.phase.remaining[unit] = left;
      addUnits(s, at, unit, delta, event);
      break;
    }
    case 'PlacementConfirmed':
      if (s.phase.kind !== 'placement' || Object.keys(s.phase.remaining).length > 0) fail(event, 'units left to place');
      break;
    case 'StartingActionCardsDealt': {
      const { faction, cards } = event.payload;
      drawTop(event, s.decks.startingActions[faction], cards);
      s.hands.actions[faction].push(...cards);
      // RR AKTIONSKARTEN: the starting cards not dealt go back to the box unseen.
      s.decks.startingActions[faction] = [];
      break;
    }
    case 'ImmediateActionCardsBegan':
      s.phase = { kind: 'immediate-action-cards', pending: { empire: [], rebel: [] }, resume: event.payload.resume };
      break;
    case 'ImmediateActionCardRevealed':
      if (s.phase.kind !== 'immediate-action-cards') fail(event, 'not resolving immediate cards');
      removeOne(event, s.hands.actions[event.payload.faction], event.payload.card);
      s.phase.pending[event.payload.faction].push(event.payload.card);
      break;
    case 'RingAttached': {
      if (s.phase.kind !== 'immediate-action-cards') fail(event, 'not resolving immediate cards');
      removeOne(event, s.phase.pending[event.payload.faction], event.payload.card);
      const leader = s.leaders[event.payload.leader];
      if (!leader || leaderSide(s, event.payload.leader) !== event.payload.faction) fail(event, 'leader not in play');
      // RR ZUSTANDSRINGE: a second ring replaces the first.
      leader.ring = event.payload.card;
      break;
    }
    case 'BaseChosen':
      removeOne(event, s.decks.probe, event.payload.system);
      s.base = { system: event.payload.system, revealed: false };
      break;
    case 'BaseRevealed': {
      const { system } = event.payload;
      if (s.base.system !== system || s.base.revealed) fail(event, 'not the hidden base');
      s.base.revealed = true;
      for (const [unit, n] of Object.entries(s.units['rebel-base']) as [UnitTypeId, number][]) addUnits(s, system, unit, n, event);
      s.units['rebel-base'] = {};
      for (const leader of Object.values(s.leaders)) if (leader?.location.kind === 'rebel-base') leader.location = { kind: 'system', system };
      break;
    }
    case 'SandboxBoardSet': {
      const b = event.payload;
      Object.assign(s, { round: b.round, time: b.time, reputation: b.reputation, systems: copy(b.systems), units: copy(b.units) });
      s.leaders = copy(b.leaders);
      for (const [id, ring] of Object.entries(b.reserve) as [LeaderId, RingId | null][]) s.leaders[id] = { location: { kind: 'pool' }, ring };
      s.eliminated = [...b.eliminated];
      // A position shows a turned leader by its ring: it plays for the Empire.
      s.sides = Object.fromEntries(LEADER_IDS.filter((l) => s.leaders[l]?.ring === 'lure-of-the-dark-side').map((l) => [l, 'empire']));
      s.buildQueue = copy(b.buildQueue);
      s.probesInBox = [...b.probesInBox];
      s.objectivesPlayed = [...b.objectivesPlayed];
      break;
    }
    case 'SandboxHandsDealt': {
      const { faction, missions, actions, objectives, probes } = event.payload;
      s.hands.missions[faction] = [...missions];
      s.hands.actions[faction] = [...actions];
      if (faction === 'rebel') s.hands.objectives = [...objectives];
      else s.hands.probes = [...probes];
      break;
    }
    case 'SandboxMissionsAssigned': {
      const { faction, assigned } = event.payload;
      s.assigned[faction] = copy(assigned);
      assigned.forEach((m, slot) => {
        for (const leader of m.leaders) moveLeader(s, leader, { kind: 'mission', slot }, event);
      });
      break;
    }
    case 'SandboxPhaseSet': {
      const { phase, turn, passed } = event.payload;
      s.phase =
        phase === 'assignment'
          ? { kind: 'assignment', turn, steps: [] }
          : { kind: 'command', turn, passed: { empire: passed.includes('empire'), rebel: passed.includes('rebel') } };
      break;
    }
    case 'StartingMissionsTaken':
      s.hands.missions[event.payload.faction].push(...event.payload.cards);
      break;
    case 'MissionsDrawn':
      drawTop(event, s.decks.missions[event.payload.faction], event.payload.cards);
      s.hands.missions[event.payload.faction].push(...event.payload.cards);
      break;
    case 'RoundBegan':
      expire(s, 'round');
      s.round = event.payload.round;
      s.phase = { kind: 'assignment', turn: 'rebel', steps: [] };
      break;
    case 'MissionAssigned': {
      const { faction, slot, mission, leader } = event.payload;
      if (s.phase.kind !== 'assignment' || slot !== s.assigned[faction].length) fail(event, 'not the next mission slot');
      removeOne(event, s.hands.missions[faction], mission);
      s.assigned[faction].push({ card: mission, leaders: [leader] });
      moveLeader(s, leader, { kind: 'mission', slot }, event);
      s.phase.steps.push({ slot, leader, opened: true });
      break;
    }
    case 'LeaderAddedToMission': {
      const { faction, slot, leader } = event.payload;
      const mission = s.assigned[faction][slot];
      if (s.phase.kind !== 'assignment' || mission?.leaders.length !== 1) fail(event, 'no mission with room for a leader');
      mission.leaders.push(leader);
      moveLeader(s, leader, { kind: 'mission', slot }, event);
      s.phase.steps.push({ slot, leader, opened: false });
      break;
    }
    case 'AssignmentUndone': {
      const { faction } = event.payload;
      const step = s.phase.kind === 'assignment' ? s.phase.steps.pop() : undefined;
      if (step === undefined) fail(event, 'nothing to undo');
      moveLeader(s, step.leader, { kind: 'pool' }, event);
      if (step.opened) {
        const [mission] = s.assigned[faction].splice(step.slot, 1);
        s.hands.missions[faction].push(mission.card);
      } else removeOne(event, s.assigned[faction][step.slot].leaders, step.leader);
      break;
    }
    case 'ActionCardUsed':
      removeOne(event, s.hands.actions[event.payload.faction], event.payload.card);
      if (s.phase.kind === 'assignment') s.phase.steps = [];
      break;
    case 'LeaderPlaced': {
      const { leader, at } = event.payload;
      if (s.leaders[leader]?.location.kind !== 'pool') fail(event, 'leader not in the pool');
      moveLeader(s, leader, at === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system: at }, event);
      break;
    }
    case 'MissionSearchedAndAssigned': {
      const { faction, mission, leader } = event.payload;
      removeOne(event, s.decks.missions[faction], mission);
      s.assigned[faction].push({ card: mission, leaders: [leader] });
      moveLeader(s, leader, { kind: 'mission', slot: s.assigned[faction].length - 1 }, event);
      break;
    }
    case 'CardSearched': {
      const { faction, deck, card, leader } = event.payload;
      removeOne(event, deck === 'projects' ? s.decks.projects : s.decks.missions[faction], card);
      if (leader === null) s.hands.missions[faction].push(card);
      else {
        s.assigned[faction].push({ card, leaders: [leader] });
        moveLeader(s, leader, { kind: 'mission', slot: s.assigned[faction].length - 1 }, event);
      }
      break;
    }
    case 'EvacuationBegan':
      // Events written before other cards moved this way name no card: Start the Evacuation.
      s.phase = { kind: 'evacuation', card: event.payload.card ?? 'start-the-evacuation', system: event.payload.system, steps: [] };
      break;
    case 'AssignmentResumed':
      s.phase = { kind: 'assignment', turn: event.payload.faction, steps: [] };
      break;
    case 'AssignmentFinished':
      if (s.phase.kind !== 'assignment' || s.phase.turn !== event.payload.faction) fail(event, 'not assigning');
      if (event.payload.missions !== s.assigned[event.payload.faction].length) fail(event, 'wrong mission count');
      // RR ZUWEISUNGSPHASE: „Zuerst weist der Rebellenspieler … Sobald er fertig ist, weist der imperiale Spieler“.
      if (event.payload.faction === 'rebel') s.phase = { kind: 'assignment', turn: 'empire', steps: [] };
      break;
    case 'CommandPhaseBegan':
      s.phase = { kind: 'command', turn: 'rebel', passed: { empire: false, rebel: false } };
      break;
    case 'Passed': {
      if (s.phase.kind !== 'command') fail(event, 'not in the command phase');
      const other = event.payload.faction === 'empire' ? 'rebel' : 'empire';
      s.phase.passed[event.payload.faction] = true;
      s.phase.turn = s.phase.passed[other] ? event.payload.faction : other;
      break;
    }
    case 'TurnBegan': {
      const phase = s.phase;
      const passed =
        phase.kind === 'command'
          ? phase.passed
          : phase.kind === 'activation' || phase.kind === 'mission' || phase.kind === 'combat'
            ? phase.command.passed
            : fail(event, 'not in the command phase');
      if (passed[event.payload.faction]) fail(event, 'that side has passed');
      s.phase = { kind: 'command', turn: event.payload.faction, passed: { ...passed } };
      break;
    }
    case 'SystemActivated': {
      const { faction, leader, system } = event.payload;
      if (s.phase.kind !== 'command' || s.phase.turn !== faction) fail(event, 'not this side’s turn');
      moveLeader(s, leader, system === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system }, event);
      s.phase = { kind: 'activation', command: { turn: faction, passed: { ...s.phase.passed } }, leader, system, steps: [], moved: null };
      break;
    }
    case 'UnitsMoving': {
      if (s.phase.kind !== 'activation' && s.phase.kind !== 'rapid-mobilization' && s.phase.kind !== 'evacuation') fail(event, 'no move being built');
      const { from, unit, count } = event.payload;
      s.phase.steps.push({ kind: 'units', from, unit, count });
      break;
    }
    case 'CaptiveMoving':
      if (s.phase.kind !== 'activation') fail(event, 'no move being built');
      s.phase.steps.push({ kind: 'captive', from: event.payload.from, leader: event.payload.leader });
      break;
    case 'MoveUndone':
      if ((s.phase.kind !== 'activation' && s.phase.kind !== 'rapid-mobilization' && s.phase.kind !== 'evacuation') || s.phase.steps.pop() === undefined)
        fail(event, 'nothing to undo');
      break;
    case 'MovesConfirmed': {
      if ((s.phase.kind !== 'activation' && s.phase.kind !== 'rapid-mobilization' && s.phase.kind !== 'evacuation') || s.phase.system !== event.payload.system)
        fail(event, 'no move being built');
      const to = event.payload.system;
      if (s.phase.kind === 'activation')
        s.phase.moved = {
          from: [...new Set(s.phase.steps.flatMap((step) => (step.from === 'rebel-base' ? [] : [step.from])))],
          groundArrived: s.phase.steps.some((step) => step.kind === 'units' && unitType(step.unit).theater === 'ground'),
        };
      for (const step of s.phase.steps) {
        if (step.kind === 'units') {
          addUnits(s, step.from, step.unit, -step.count, event);
          addUnits(s, to, step.unit, step.count, event);
        } else moveLeader(s, step.leader, to === 'rebel-base' ? fail(event, 'captive onto the base space') : { kind: 'system', system: to }, event);
      }
      s.phase.steps = [];
      break;
    }
    case 'BaseNotInSystem':
      if (s.base.system === event.payload.system && !s.base.revealed) fail(event, 'the base is there');
      break;
    case 'SystemSubjugated':
      s.systems[event.payload.system].subjugated = true;
      break;
    case 'SubjugationRemoved':
      s.systems[event.payload.system].subjugated = false;
      break;
    case 'MissionRevealed': {
      const { faction, slot, card, leaders, system, target, opposable } = event.payload;
      if (s.phase.kind !== 'command' || s.phase.turn !== faction) fail(event, 'not this side’s turn');
      const [mission] = s.assigned[faction].splice(slot, 1);
      if (mission?.card !== card) fail(event, 'not the face-down card');
      for (const leader of Object.values(s.leaders))
        if (leader?.location.kind === 'mission' && leader.location.slot > slot) leader.location = { kind: 'mission', slot: leader.location.slot - 1 };
      for (const leader of leaders) moveLeader(s, leader, system === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system }, event);
      s.phase = {
        kind: 'mission',
        command: { turn: faction, passed: { ...s.phase.passed } },
        faction,
        card,
        leaders: [...leaders],
        system,
        target,
        stage: opposable ? 'oppose' : 'resolving',
        rolls: null,
        success: null,
        ring: null,
        ringsOffered: [],
        reactions: [],
        saved: false,
        objectives: [],
        projects: [],
        movedFrom: [],
      };
      break;
    }
    case 'MissionRevealedOntoCards': {
      const { faction, slot, card } = event.payload;
      if (s.phase.kind !== 'command' || s.phase.turn !== faction) fail(event, 'not this side’s turn');
      // The slot stays: its leaders wait on the face-up card until its ability moves them.
      if (s.assigned[faction][slot]?.card !== card) fail(event, 'not the face-down card');
      break;
    }
    case 'LeadersMovedToStartingMission': {
      const { faction, slot, card } = event.payload;
      const mission = s.assigned[faction][slot];
      if (mission === undefined) fail(event, 'no mission in that slot');
      if (card !== null) {
        removeOne(event, s.hands.missions[faction], card);
        mission.card = card;
        break;
      }
      s.assigned[faction].splice(slot, 1);
      for (const leader of mission.leaders) moveLeader(s, leader, { kind: 'pool' }, event);
      for (const leader of Object.values(s.leaders))
        if (leader?.location.kind === 'mission' && leader.location.slot > slot) leader.location = { kind: 'mission', slot: leader.location.slot - 1 };
      break;
    }
    case 'LeaderSentToOppose':
    case 'OppositionDeclined':
    case 'OppositionBarred': {
      if (s.phase.kind !== 'mission' || s.phase.stage !== 'oppose') fail(event, 'no opposition asked for');
      const system = s.phase.system;
      if (event.type === 'LeaderSentToOppose') moveLeader(s, event.payload.leader, system === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system }, event);
      s.phase.stage = 'resolving';
      break;
    }
    case 'MissionDiceRolled': {
      if (s.phase.kind !== 'mission') fail(event, 'no mission');
      s.phase.rolls ??= { own: [], opposing: [] };
      s.phase.rolls[event.payload.faction === s.phase.faction ? 'own' : 'opposing'] = [...event.payload.dice];
      break;
    }
    case 'DiceSetDown':
      if (s.phase.kind !== 'mission' || s.phase.rolls !== null) fail(event, 'no dice to be rolled');
      s.phase.setDown = { faction: event.payload.faction, dice: [...event.payload.dice] };
      break;
    case 'ReactionWindowOpened':
      if (s.phase.kind === 'mission') s.phase.reactions.push(event.payload.moment);
      break;
    case 'LeaderEliminated': {
      const { leader } = event.payload;
      if (s.leaders[leader] === undefined) fail(event, 'leader not in play');
      delete s.leaders[leader];
      s.eliminated.push(leader);
      break;
    }
    case 'ReputationGained':
      // RR SYMPATHIE: the marker moves towards the time marker and stops on it.
      s.reputation = Math.max(s.time, s.reputation - event.payload.amount);
      break;
    case 'LeaderMoved': {
      const { leader, to } = event.payload;
      const at = s.leaders[leader]?.location.kind;
      if (at !== 'system' && at !== 'rebel-base') fail(event, 'leader not on the board');
      moveLeader(s, leader, to === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system: to }, event);
      break;
    }
    case 'RingWindowOpened':
      if (s.phase.kind !== 'mission') fail(event, 'no mission');
      s.phase.stage = 'ring';
      s.phase.ring = event.payload.ring;
      s.phase.ringsOffered.push(event.payload.ring);
      break;
    case 'RingUsed':
    case 'RingDeclined': {
      if (s.phase.kind !== 'mission' || s.phase.ring !== event.payload.ring) fail(event, 'no such ring window');
      if (event.type === 'RingUsed') {
        const { leader, blanked } = event.payload;
        if (s.leaders[leader]?.ring !== event.payload.ring) fail(event, 'leader does not wear the ring');
        s.leaders[leader]!.ring = null;
        if (blanked === null) s.phase.saved = true;
        else {
          const dice = s.phase.rolls?.[s.phase.faction === 'empire' ? 'own' : 'opposing'];
          if (dice?.[blanked] === undefined) fail(event, 'no such die');
          dice[blanked] = { colour: dice[blanked].colour, face: 'blank' };
        }
      }
      s.phase.stage = 'resolving';
      s.phase.ring = null;
      break;
    }
    case 'MissionDieRerolled': {
      if (s.phase.kind !== 'mission' || s.phase.ring !== 'seek-yoda') fail(event, 'no Master Yoda window');
      const dice = s.phase.rolls?.[s.phase.faction === event.payload.faction ? 'own' : 'opposing'];
      if (dice?.[event.payload.index] === undefined) fail(event, 'no such die');
      dice[event.payload.index] = { colour: dice[event.payload.index].colour, face: event.payload.face };
      s.phase.stage = 'resolving';
      s.phase.ring = null;
      break;
    }
    case 'LeaderFigureSwapped': {
      const { from, to } = event.payload;
      const leader = s.leaders[from];
      if (leader === undefined || s.leaders[to] !== undefined) fail(event, 'no figure to swap');
      s.leaders[to] = leader;
      delete s.leaders[from];
      if (s.sides[from] !== undefined) s.sides[to] = s.sides[from];
      delete s.sides[from];
      if (s.phase.kind === 'mission') s.phase.leaders = s.phase.leaders.map((l) => (l === from ? to : l));
      break;
    }
    case 'YodaRingAttached': {
      const leader = s.leaders[event.payload.leader];
      if (leader === undefined) fail(event, 'leader not in play');
      // RR ZUSTANDSRINGE: a second ring replaces the first.
      leader.ring = 'seek-yoda';
      break;
    }
    case 'MissionResolved':
      if (s.phase.kind !== 'mission' || s.phase.card !== event.payload.card) fail(event, 'not this mission');
      s.phase.success = event.payload.success;
      break;
    case 'LoyaltyChanged': {
      const { system, loyalty, subjugated } = event.payload;
      s.systems[system].loyalty = loyalty;
      s.systems[system].subjugated = subjugated;
      break;
    }
    case 'SabotageMarkerPlaced':
    case 'SabotageMarkerRemoved':
      s.systems[event.payload.system].sabotaged = event.type === 'SabotageMarkerPlaced';
      break;
    case 'LeaderCaptured': {
      const leader = s.leaders[event.payload.leader];
      if (leader === undefined || leaderSide(s, event.payload.leader) !== 'rebel') fail(event, 'not a Rebel leader in play');
      leader.ring = 'captured';
      // Being captured ends a detention (FAQ).
      delete leader.detained;
      break;
    }
    case 'LeadersMoved':
      for (const leader of event.payload.leaders) {
        const kind = s.leaders[leader]?.location.kind;
        if (kind !== 'system' && kind !== 'rebel-base') fail(event, `${leader} is not on the board`);
        moveLeader(s, leader, event.payload.to === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system: event.payload.to }, event);
      }
      break;
    case 'LeaderFrozen': {
      const leader = s.leaders[event.payload.leader];
      if (leader?.ring !== 'captured') fail(event, 'not wearing the captured ring');
      leader.ring = 'carbonite';
      s.reputation = Math.min(TIME_TRACK.length, s.reputation + event.payload.reputation);
      break;
    }
    case 'LeaderTurned': {
      const leader = s.leaders[event.payload.leader];
      if (leader?.ring !== 'captured' && leader?.ring !== 'carbonite') fail(event, 'not a captured leader');
      // The captured ring is free again: a turned leader is no captive (FAQ).
      leader.ring = 'lure-of-the-dark-side';
      s.sides[event.payload.leader] = event.payload.side;
      s.reputation = Math.min(TIME_TRACK.length, s.reputation + event.payload.reputation);
      break;
    }
    case 'LeaderDetained': {
      const leader = s.leaders[event.payload.leader];
      if (leader === undefined || leader.ring === 'captured') fail(event, 'not a free leader in play');
      leader.detained = true;
      break;
    }
    case 'ObjectivesLookedAt':
      if (s.phase.kind !== 'mission') fail(event, 'no mission');
      if (s.decks.objectives.slice(0, event.payload.cards.length).join() !== event.payload.cards.join()) fail(event, 'not the top of the deck');
      s.phase.objectives = [...event.payload.cards];
      s.phase.stage = 'arrange';
      break;
    case 'ObjectivesShown':
      if (s.phase.kind !== 'mission') fail(event, 'no mission');
      break;
    case 'ObjectiveToDeckBottom':
      removeOne(event, s.hands.objectives, event.payload.card);
      s.decks.objectives.push(event.payload.card);
      break;
    case 'ObjectivesArranged': {
      const { top, bottom } = event.payload;
      if (s.phase.kind !== 'mission' || !isPermutation([top, ...bottom], s.phase.objectives)) fail(event, 'not the cards looked at');
      s.decks.objectives.splice(0, s.phase.objectives.length);
      s.decks.objectives.unshift(top);
      s.decks.objectives.push(...bottom);
      s.phase.objectives = [];
      s.phase.stage = 'resolving';
      break;
    }
    case 'ResearchOffered':
      if (s.phase.kind !== 'mission') fail(event, 'no mission');
      s.phase.stage = 'research';
      break;
    case 'ResearchChosen':
      if (s.phase.kind !== 'mission') fail(event, 'no mission');
      s.phase.stage = 'resolving';
      break;
    case 'ProjectsDrawn':
      if (s.phase.kind !== 'mission') fail(event, 'no mission');
      drawTop(event, s.decks.projects, event.payload.cards);
      s.phase.projects = [...event.payload.cards];
      s.phase.stage = 'keep-project';
      break;
    case 'ProjectKept': {
      const { card, bottom } = event.payload;
      if (s.phase.kind !== 'mission' || !isPermutation([card, ...bottom], s.phase.projects)) fail(event, 'not the projects drawn');
      s.hands.missions.empire.push(card);
      s.decks.projects.push(...bottom);
      s.phase.projects = [];
      s.phase.stage = 'resolving';
      break;
    }
    case 'ProjectDiscardsReshuffled':
      if (!isPermutation(s.discards.projects, event.payload.order)) fail(event, 'not the discard pile');
      s.decks.projects = [...s.decks.projects, ...event.payload.order];
      s.discards.projects = [];
      break;
    case 'RapidMobilizationReady':
      s.rapidMobilization = { leaders: event.payload.leaders };
      break;
    case 'CardsPutBack': {
      const { top, bottom } = event.payload;
      if (event.payload.deck === 'objectives') {
        const n = top.length + bottom.length;
        if (!isPermutation([...top, ...bottom], s.decks.objectives.slice(0, n))) fail(event, 'not the top of the objective deck');
        s.decks.objectives.splice(0, n);
        s.decks.objectives.unshift(...event.payload.top);
        s.decks.objectives.push(...event.payload.bottom);
      } else {
        for (const card of [...event.payload.top, ...event.payload.bottom]) removeOne(event, s.hands.probes, card);
        s.decks.probe.unshift(...event.payload.top);
        s.decks.probe.push(...event.payload.bottom);
      }
      break;
    }
    case 'BaseQuestionAnswered':
    case 'BaseSystemsNamed':
      // Told, not changed: the answer lives in the event log of the seats that heard it.
      break;
    case 'PromptOpened':
      if (s.prompt !== null) fail(event, 'a prompt is already open');
      s.prompt = event.payload as Draft<RebellionState>["prompt"];
      break;
    case 'PromptAnswered':
      if (s.prompt === null || s.prompt.faction !== event.payload.faction) fail(event, 'no prompt open for this side');
      s.prompt = null;
      break;
    case 'MobilizationBegan':
      s.phase = { kind: 'rapid-mobilization', leaders: event.payload.leaders, stage: 'choose', system: 'rebel-base', steps: [], drawn: [] };
      s.rapidMobilization = null;
      break;
    case 'MobilizationChosen':
      if (s.phase.kind !== 'rapid-mobilization') fail(event, 'not mobilizing');
      s.phase.stage = event.payload.option === 'units' ? 'move' : event.payload.option === 'new-base' ? 'new-base' : 'choose';
      break;
    case 'NewBaseCardsDrawn':
      if (s.phase.kind !== 'rapid-mobilization') fail(event, 'not mobilizing');
      drawTop(event, s.decks.probe, event.payload.cards);
      s.phase.drawn = [...event.payload.cards];
      break;
    case 'OldBaseGivenUp': {
      const { system } = event.payload;
      if (s.base.system !== system) fail(event, 'not the base');
      for (const [unit, n] of Object.entries(s.units['rebel-base']) as [UnitTypeId, number][]) addUnits(s, system, unit, n, event);
      s.units['rebel-base'] = {};
      for (const leader of Object.values(s.leaders)) if (leader?.location.kind === 'rebel-base') leader.location = { kind: 'system', system };
      s.hands.probes.push(system);
      s.base = { system: null, revealed: false };
      break;
    }
    case 'NewBaseChosen':
      if (s.phase.kind !== 'rapid-mobilization') fail(event, 'not mobilizing');
      removeOne(event, s.phase.drawn, event.payload.system);
      s.base = { system: event.payload.system, revealed: false };
      break;
    case 'ProbeCardsReturned':
      if (s.phase.kind !== 'rapid-mobilization' || !isPermutation(s.phase.drawn, event.payload.order)) fail(event, 'not the cards drawn');
      s.decks.probe.push(...event.payload.order);
      s.phase.drawn = [];
      break;
    case 'MissionCardReturned':
      s.hands.missions[event.payload.faction].push(event.payload.card);
      break;
    case 'MissionCardDiscarded':
      if (missionData(event.payload.card).kind === 'project') s.discards.projects.push(event.payload.card);
      else s.discards.missions[event.payload.faction].push(event.payload.card);
      break;
    case 'CombatBegan': {
      const { system, active, from, present } = event.payload;
      // RR SYSTEME AKTIVIEREN step 4, a mission's card once its steps are done, or a „Zuweisung“ card's move.
      if (s.phase.kind !== 'activation' && s.phase.kind !== 'mission' && s.phase.kind !== 'evacuation') fail(event, 'no activation, mission or card move');
      // In the assignment phase no command turn runs: the combat returns to assigning, its command turn is never read.
      const command = s.phase.kind === 'evacuation' ? { turn: active, passed: { empire: false, rebel: false } } : s.phase.command;
      s.phase = {
        kind: 'combat',
        afterwards: s.phase.kind === 'evacuation' ? 'assignment' : 'turn',
        command: { turn: command.turn, passed: { ...command.passed } },
        system,
        active,
        from: [...from],
        round: 0,
        step: 'add-leader',
        turn: active,
        attack: null,
        wounds: [],
        noBlock: [],
        noRetreat: [],
        escape: [],
        retreated: [],
        retreat: null,
        rebelDiceReduced: false,
        rolled: { space: { empire: 0, rebel: 0 }, ground: { empire: 0, rebel: 0 } },
        plansTried: false,
        objectivePlayed: false,
        present: { space: [...present.space], ground: [...present.ground] },
        won: {},
        destroyed: { empire: {}, rebel: {} },
        subjugated: s.systems[system].subjugated,
        leaders: leadersIn(s, system),
        objectivesOffered: [],
        objectiveWindow: null,
      };
      break;
    }
    case 'CombatLeaderAdded': {
      const c = combat(s, event);
      moveLeader(s, event.payload.leader, { kind: 'system', system: c.system }, event);
      c.leaders.push(event.payload.leader);
      break;
    }
    case 'CombatLeaderDeclined':
    case 'CombatCardsDone':
    case 'CombatActionsEnded':
    case 'BlockingEnded':
    case 'RetreatDeclined':
    case 'DeathStarPlansSkipped':
      combat(s, event);
      break;
    case 'CombatStepBegan': {
      const c = combat(s, event);
      c.step = event.payload.step;
      c.turn = event.payload.turn;
      break;
    }
    case 'ModifierAdded':
      s.modifiers.push(event.payload.modifier as Draft<Modifier>);
      break;
    case 'RebelDiceReduced':
      combat(s, event).rebelDiceReduced = true;
      break;
    case 'TacticCardsDrawn': {
      const { faction, theater, cards } = event.payload;
      drawTop(event, s.decks.tactics[theater], cards);
      s.hands.tactics[faction].push(...cards);
      break;
    }
    case 'TacticDiscardsReshuffled': {
      const { theater, order } = event.payload;
      if (!isPermutation([...s.decks.tactics[theater], ...s.discards.tactics[theater]], order)) fail(event, 'not the deck and its discards');
      s.decks.tactics[theater] = [...order];
      s.discards.tactics[theater] = [];
      break;
    }
    case 'CombatRoundBegan': {
      const c = combat(s, event);
      c.round = event.payload.round;
      c.noRetreat = [];
      c.escape = [];
      c.plansTried = false;
      c.rolled = { space: { empire: 0, rebel: 0 }, ground: { empire: 0, rebel: 0 } };
      break;
    }
    case 'AttackDiceRolled': {
      const c = combat(s, event);
      const { attacker, theater, dice } = event.payload;
      c.attack = { attacker, theater, dice: dice.map((d) => ({ ...d, used: false })), free: 0, recoloured: 0 };
      c.rolled[theater][attacker] += dice.length;
      break;
    }
    case 'DieSpent': {
      const die = combat(s, event).attack?.dice[event.payload.index];
      if (die === undefined || die.used) fail(event, 'no such unused die');
      die.used = true;
      break;
    }
    case 'TacticCardPlayed': {
      const { faction, card, discarded } = event.payload;
      for (const c of [card, ...discarded]) {
        removeOne(event, s.hands.tactics[faction], c);
        s.discards.tactics[tacticCardData(c).deck].push(c);
      }
      break;
    }
    case 'DiceRerolled': {
      const dice = combat(s, event).attack?.dice;
      event.payload.indices.forEach((i, k) => {
        if (dice?.[i] === undefined) fail(event, 'no such die');
        dice[i].face = event.payload.faces[k];
      });
      break;
    }
    case 'DamageAssigned': {
      const c = combat(s, event);
      const { faction, target, amount, source } = event.payload;
      const wound = c.wounds.find((w) => w.faction === faction && !w.doomed && w.unit === target.unit && w.markers === target.markers && w.pending === target.pending);
      if (wound !== undefined) wound.pending += amount;
      else if (target.markers === 0 && target.pending === 0) c.wounds.push({ faction, unit: target.unit, markers: 0, pending: amount, doomed: false });
      else fail(event, 'no such unit');
      if (typeof source === 'number') {
        const die = c.attack?.dice[source];
        if (die === undefined || die.used) fail(event, 'no such unused die');
        die.used = true;
        if (die.face === 'hit' && unitType(target.unit).healthColour !== die.colour) c.attack!.recoloured += 1;
      } else if (source === 'free') {
        if (c.attack === null || c.attack.free < amount) fail(event, 'no card damage left');
        c.attack.free -= amount;
      }
      break;
    }
    case 'FreeDamageAdded': {
      const attack = combat(s, event).attack;
      if (attack === null) fail(event, 'no attack');
      attack.free += event.payload.amount;
      break;
    }
    case 'DamageBlocked': {
      const c = combat(s, event);
      const { faction, target } = event.payload;
      const i = c.wounds.findIndex((w) => w.faction === faction && !w.doomed && w.unit === target.unit && w.markers === target.markers && w.pending === target.pending);
      if (i < 0 || c.wounds[i].pending === 0) fail(event, 'no damage to block there');
      c.wounds[i].pending -= 1;
      if (c.wounds[i].pending === 0 && c.wounds[i].markers === 0) c.wounds.splice(i, 1);
      break;
    }
    case 'BlockingForbidden':
      combat(s, event).noBlock.push(event.payload.faction);
      break;
    case 'RetreatForbidden':
      combat(s, event).noRetreat.push(event.payload.faction);
      break;
    case 'EscapePlanned':
      combat(s, event).escape.push(event.payload.faction);
      break;
    case 'AttackResolved': {
      const c = combat(s, event);
      for (const w of c.wounds) {
        if (w.faction === event.payload.attacker || w.pending === 0) continue;
        w.markers += w.pending;
        w.pending = 0;
        w.doomed = w.markers >= (unitHealth(s as RebellionState, c.system, w.unit) ?? Infinity);
      }
      c.attack = null;
      break;
    }
    case 'UnitsDestroyed': {
      const { faction, at, units } = event.payload;
      for (const [unit, n] of Object.entries(units) as [UnitTypeId, number][]) {
        addUnits(s, at, unit, -n, event);
        if (s.phase.kind === 'combat' && s.phase.system === at) {
          dropWounds(s.phase.wounds, faction, unit, n);
          s.phase.destroyed[faction][unit] = (s.phase.destroyed[faction][unit] ?? 0) + n;
        }
      }
      break;
    }
    case 'UnitsGained': {
      const { at, units } = event.payload;
      for (const [unit, n] of Object.entries(units) as [UnitTypeId, number][]) addUnits(s, at, unit, n, event);
      break;
    }
    case 'UnitsMoved': {
      const { from, to, units } = event.payload;
      for (const [unit, n] of Object.entries(units) as [UnitTypeId, number][]) {
        addUnits(s, from, unit, -n, event);
        addUnits(s, to, unit, n, event);
      }
      // RR GEFECHT: the opponent cannot retreat where the units of a mission's combat came from.
      if (s.phase.kind === 'mission' && from !== 'rebel-base' && !s.phase.movedFrom.includes(from)) s.phase.movedFrom.push(from);
      break;
    }
    case 'BattleStepEnded':
      combat(s, event).noBlock = [];
      break;
    case 'QueuedUnitAdvanced': {
      const { faction, unit, from } = event.payload;
      const queue = s.buildQueue[faction];
      const i = queue.findIndex((q) => q.unit === unit && q.space === from);
      if (i < 0 || from < 2) fail(event, 'not on that space of the queue');
      queue[i] = { unit, space: from - 1 };
      break;
    }
    case 'QueuedUnitDestroyed': {
      const queue = s.buildQueue[event.payload.faction];
      const i = queue.findIndex((q) => q.unit === event.payload.unit);
      if (i < 0) fail(event, 'not on the queue');
      queue.splice(i, 1);
      break;
    }
    case 'BattleDecided':
      combat(s, event).won[event.payload.theater] = event.payload.winner;
      break;
    case 'DeathStarPlansRevealed':
      combat(s, event).plansTried = true;
      break;
    case 'RetreatBegan': {
      const { faction, leader, to } = event.payload;
      combat(s, event).retreat = { faction, leader, to, steps: [] };
      break;
    }
    case 'RetreatUnitsAdded': {
      const c = combat(s, event);
      if (c.retreat === null) fail(event, 'no retreat');
      c.retreat.steps.push({ kind: 'units', from: c.system, unit: event.payload.unit, count: event.payload.count });
      break;
    }
    case 'Retreated': {
      const c = combat(s, event);
      const r = c.retreat;
      if (r === null || r.faction !== event.payload.faction) fail(event, 'no retreat');
      const moving: [UnitTypeId, number][] = (Object.entries(s.units[c.system]) as [UnitTypeId, number][]).filter(
        ([u]) => unitType(u).faction === r.faction && unitType(u).theater === 'space' && !unitType(u).immobile && !unitType(u).needsTransport,
      );
      for (const step of r.steps) if (step.kind === 'units') moving.push([step.unit, step.count]);
      for (const [unit, n] of moving) {
        addUnits(s, c.system, unit, -n, event);
        addUnits(s, r.to, unit, n, event);
        dropWounds(c.wounds, r.faction, unit, n);
      }
      moveLeader(s, r.leader, { kind: 'system', system: r.to }, event);
      c.retreated.push(r.faction);
      c.retreat = null;
      break;
    }
    case 'CombatEnded': {
      const c = combat(s, event);
      for (const faction of FACTIONS) {
        for (const card of s.hands.tactics[faction]) s.discards.tactics[tacticCardData(card).deck].push(card);
        s.hands.tactics[faction] = [];
      }
      c.wounds = [];
      c.attack = null;
      c.step = 'ended';
      expire(s, 'combat');
      break;
    }
    case 'TacticDecksReshuffled': {
      const { space, ground } = event.payload;
      for (const [theater, order] of [['space', space], ['ground', ground]] as const) {
        if (!isPermutation([...s.decks.tactics[theater], ...s.discards.tactics[theater]], order)) fail(event, 'not the deck and its discards');
        s.decks.tactics[theater] = [...order];
        s.discards.tactics[theater] = [];
      }
      break;
    }
    case 'LeaderRescued': {
      const { leader, to } = event.payload;
      const state = s.leaders[leader];
      // The Carbonite ring is discarded on a rescue like the captured ring; the reputation lost stays lost.
      if (state?.ring !== 'captured' && state?.ring !== 'carbonite') fail(event, 'not captured');
      state.ring = null;
      state.location = to === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system: to };
      if (s.phase.kind === 'mission') s.phase.rescued = true;
      break;
    }
    case 'FaceDownMissionsReturned': {
      const { faction, missions, leaders } = event.payload;
      const cards = s.assigned[faction].map((m) => m.card);
      if (JSON.stringify(cards) !== JSON.stringify(missions)) fail(event, 'not the face-down missions');
      s.hands.missions[faction].push(...missions);
      for (const leader of leaders) moveLeader(s, leader, { kind: 'pool' }, event);
      s.assigned[faction] = [];
      break;
    }
    case 'RefreshPhaseBegan':
      expire(s, 'command-phase');
      s.phase = { kind: 'refresh' };
      break;
    case 'LeadersRetrieved':
      for (const leader of event.payload.leaders) moveLeader(s, leader, { kind: 'pool' }, event);
      // A detained leader skipped this retrieval: its detention is over, it returns at the next one.
      for (const id of LEADER_IDS) delete s.leaders[id]?.detained;
      break;
    case 'MissionDiscardsReshuffled': {
      const { faction, order } = event.payload;
      if (!isPermutation(s.discards.missions[faction], order)) fail(event, 'not the discard pile');
      s.decks.missions[faction] = [...order];
      s.discards.missions[faction] = [];
      break;
    }
    case 'HandLimitApplied':
      s.phase = { kind: 'hand-limit', excess: { ...event.payload.excess } };
      break;
    case 'MissionDiscarded': {
      const { faction, mission } = event.payload;
      if (s.phase.kind !== 'hand-limit' || s.phase.excess[faction] === 0) fail(event, 'nothing to discard');
      removeOne(event, s.hands.missions[faction], mission);
      // RR PROJEKTE: a project goes onto the project deck's discard pile.
      if (missionData(mission).kind === 'project') s.discards.projects.push(mission);
      else s.discards.missions[faction].push(mission);
      s.phase.excess[faction] -= 1;
      break;
    }
    case 'ProbeCardsLookedAt':
      if (s.decks.probe.slice(0, event.payload.cards.length).join() !== event.payload.cards.join()) fail(event, 'not the top of the deck');
      break;
    case 'ProbeCardsDrawn':
      drawTop(event, s.decks.probe, event.payload.cards);
      s.hands.probes.push(...event.payload.cards);
      break;
    case 'ObjectiveWindowOpened':
      s.phase = { kind: 'objective-window' };
      break;
    case 'ObjectivePlayed': {
      const { card, reputation, returnsToHand } = event.payload;
      if (!s.hands.objectives.includes(card)) fail(event, 'objective not in hand');
      if (!returnsToHand) {
        removeOne(event, s.hands.objectives, card);
        s.objectivesPlayed.push(card);
      }
      // RR SYMPATHIE: the marker moves towards the time marker, space by space, and stops on it.
      s.reputation = Math.max(s.time, s.reputation - reputation);
      if (s.phase.kind === 'objective-window') s.phase = { kind: 'refresh' };
      if (s.phase.kind === 'combat') {
        s.phase.objectivePlayed = true;
        s.phase.objectiveWindow = null;
      }
      break;
    }
    case 'ObjectiveSkipped':
      if (s.phase.kind === 'combat') s.phase.objectiveWindow = null;
      else s.phase = { kind: 'refresh' };
      break;
    case 'CombatObjectivesDue': {
      const c = combat(s, event);
      c.step = 'objective';
      c.turn = 'rebel';
      c.objectivesOffered.push(...event.payload.cards);
      c.objectiveWindow = { cards: [...event.payload.cards], resume: event.payload.resume };
      break;
    }
    case 'TimeAdvanced':
      s.time = event.payload.time;
      break;
    case 'RecruitBegan':
      s.phase = { kind: 'recruit', offered: { empire: [], rebel: [] }, chosen: { empire: null, rebel: null }, turn: null };
      break;
    case 'RecruitCardsDrawn': {
      const { faction, cards } = event.payload;
      if (s.phase.kind !== 'recruit') fail(event, 'not recruiting');
      drawTop(event, s.decks.actions[faction], cards);
      s.phase.offered[faction].push(...cards);
      break;
    }
    case 'RecruitCardChosen': {
      const { faction, card, returned } = event.payload;
      if (s.phase.kind !== 'recruit' || s.phase.chosen[faction] !== null) fail(event, 'no card to choose');
      if (!isPermutation([card, ...returned], s.phase.offered[faction])) fail(event, 'not the cards offered');
      s.hands.actions[faction].push(card);
      // RR REKRUTIEREN: the other cards go under the action deck without being revealed.
      s.decks.actions[faction].push(...returned);
      s.phase.offered[faction] = [];
      s.phase.chosen[faction] = card;
      if (FACTIONS.every((f) => s.phase.kind === 'recruit' && s.phase.offered[f].length === 0)) s.phase.turn = 'rebel';
      break;
    }
    case 'LeaderRecruited':
    case 'RecruitForgone': {
      const { faction } = event.payload;
      if (s.phase.kind !== 'recruit' || s.phase.turn !== faction) fail(event, 'not this side’s recruit');
      if (event.type === 'LeaderRecruited') {
        const { leader } = event.payload;
        if (s.leaders[leader] !== undefined || s.eliminated.includes(leader)) fail(event, `${leader} cannot be recruited`);
        s.leaders[leader] = { location: { kind: 'pool' }, ring: null };
      }
      s.phase.turn = faction === 'rebel' ? 'empire' : null;
      break;
    }
    case 'BuildBegan':
      s.phase = { kind: 'build', stage: 'release', done: { empire: false, rebel: false }, releasing: { empire: false, rebel: false } };
      break;
    case 'ReleaseOpened':
      if (s.phase.kind !== 'build' || s.phase.stage !== 'release') fail(event, 'not releasing');
      s.phase.releasing[event.payload.faction] = true;
      break;
    case 'UnitReleased': {
      const { faction, at, unit } = event.payload;
      if (s.phase.kind !== 'build' || s.phase.stage !== 'release' || !s.phase.releasing[faction]) fail(event, 'not releasing');
      if (unitType(unit).faction !== faction) fail(event, 'not an own unit');
      addUnits(s, at, unit, -1, event);
      s.phase.releasing[faction] = false;
      break;
    }
    case 'ReleasingFinished':
      if (s.phase.kind !== 'build' || s.phase.stage !== 'release') fail(event, 'not releasing');
      s.phase.done[event.payload.faction] = true;
      s.phase.releasing[event.payload.faction] = false;
      break;
    case 'BuildChoicesBegan':
      s.phase = { kind: 'build', stage: 'choose', choices: [...event.payload.choices], picked: [] };
      break;
    case 'BuildUnitPicked': {
      if (s.phase.kind !== 'build' || s.phase.stage !== 'choose') fail(event, 'no choice open');
      const slot = s.phase.choices.shift();
      if (slot === undefined || unitType(event.payload.unit).buildIcon !== slot.icon) fail(event, 'unit does not fit the icon');
      s.phase.picked.push({ unit: event.payload.unit, space: slot.space });
      break;
    }
    case 'BuildChoiceLapsed':
      if (s.phase.kind !== 'build' || s.phase.stage !== 'choose' || s.phase.choices.shift() === undefined) fail(event, 'no choice open');
      break;
    case 'UnitsBuilt':
      s.buildQueue[event.payload.faction].push(...event.payload.units);
      break;
    case 'BuildQueueAdvanced': {
      const { faction, ready } = event.payload;
      const queue = s.buildQueue[faction];
      const slid: Partial<Record<UnitTypeId, number>> = {};
      for (const q of queue) if (q.space === 1) slid[q.unit] = (slid[q.unit] ?? 0) + 1;
      if (JSON.stringify(sortedCounts(slid)) !== JSON.stringify(sortedCounts(ready))) fail(event, 'not the units on space 1');
      s.buildQueue[faction] = queue.filter((q) => q.space > 1).map((q) => ({ unit: q.unit, space: q.space - 1 }));
      s.phase = { kind: 'deploy', faction, ready: { ...ready }, deployed: {} };
      break;
    }
    case 'UnitDeployed': {
      const { faction, unit, at } = event.payload;
      if (s.phase.kind !== 'deploy' || s.phase.faction !== faction || (s.phase.ready[unit] ?? 0) === 0) fail(event, 'unit not ready');
      s.phase.ready[unit] = s.phase.ready[unit]! - 1;
      if (s.phase.ready[unit] === 0) delete s.phase.ready[unit];
      s.phase.deployed[at] = (s.phase.deployed[at] ?? 0) + 1;
      deployUnit(s, at, unit, event);
      break;
    }
    case 'QueuedUnitDeployed': {
      const { faction, unit, space, at } = event.payload;
      const queue = s.buildQueue[faction];
      const i = queue.findIndex((q) => q.unit === unit && q.space === space);
      if (i < 0) fail(event, 'not on that space of the queue');
      queue.splice(i, 1);
      deployUnit(s, at, unit, event);
      break;
    }
    case 'LeaderJoined': {
      const { leader, at } = event.payload;
      if (s.leaders[leader] !== undefined || s.eliminated.includes(leader)) fail(event, `${leader} cannot be recruited`);
      s.leaders[leader] = { location: { kind: 'system', system: at }, ring: null };
      break;
    }
    case 'SystemDestroyed': {
      const system = s.systems[event.payload.system];
      if (system.destroyed) fail(event, 'already destroyed');
      Object.assign(system, { destroyed: true, loyalty: null, subjugated: false, sabotaged: false });
      break;
    }
    case 'DeployFinished': {
      const { faction, returned } = event.payload;
      if (s.phase.kind !== 'deploy' || JSON.stringify(sortedCounts(s.phase.ready)) !== JSON.stringify(sortedCounts(returned))) fail(event, 'not the units left');
      for (const [unit, n] of Object.entries(returned) as [UnitTypeId, number][])
        for (let i = 0; i < n; i++) s.buildQueue[faction].push({ unit, space: 1 });
      s.phase = { kind: 'refresh' };
      break;
    }
    case 'GameEnded':
      s.ended = { winner: event.payload.winner, reason: event.payload.reason };
      s.phase = { kind: 'game-over' };
      break;
    default:
      return fail(event satisfies never, 'unknown event');
  }
  return result;
}

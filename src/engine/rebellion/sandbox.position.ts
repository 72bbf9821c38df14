import type { DeckSpec, Emitted } from '../core/game.contract.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { ACTION_CARDS } from './data/action-cards.data.js';
import { isActionCardId, isMissionId, isObjectiveId, isTacticCardId } from './data/cards.data.js';
import { isLeaderId, isStartingLeader, LEADER_IDS, LEADERS, leaderData, type LeaderId } from './data/leaders.data.js';
import { MISSIONS, type MissionId } from './data/missions.data.js';
import { FACTIONS, THEATERS, type Faction } from './data/model.types.js';
import { REPUTATION_MARKER_START, TIME_MARKER_START } from './data/time-track.data.js';
import { isSystemId, SYSTEM_IDS, systemData, type SystemId } from './data/systems.data.js';
import { type TacticCardId } from './data/tactic-cards.data.js';
import { isUnitTypeId, UNIT_TYPE_IDS, unitType, type UnitTypeId } from './data/units.data.js';
import type { RebellionEvent, SandboxBoard } from './rebellion.events.js';
import type { RebellionOptions } from './rebellion.options.js';
import { Out } from './rebellion.out.js';
import { rebellionDeck } from './sandbox.decks.js';
import { initialState, type AssignedMission, type LeaderState, type Place, type QueuedUnit, type RingId, type SystemState, type UnitCounts } from './rebellion.state.js';
import { RULES } from './rules.cite.js';

/**
 * `sandbox(position)`: a game put straight into a position, for specs and
 * rules questions. Everything the position leaves out has a default: the
 * board empty but Coruscant loyal to the Empire, the starting leaders in
 * their pools, the starting missions in hand, every deck holding the cards
 * not used elsewhere in catalogue order (a sandbox has no chance at setup),
 * the Empire in seat 0 unless `imperialSeat` says otherwise, round 1 at its
 * assignment phase. Secrets travel in events only their owner sees.
 */

class Invalid extends Error {
  constructor(
    readonly de: string,
    readonly en: string,
    /** A deck order that does not fit its deck has a code and rule of its own. */
    readonly deckRule?: string,
  ) {
    super(en);
  }
}

const fail = (de: string, en: string): never => {
  throw new Invalid(de, en);
};

type Raw = Record<string, unknown>;

function object(value: unknown, field: string): Raw {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${field} muss ein Objekt sein`, `${field} must be an object`);
  return value as Raw;
}

function only(raw: Raw, field: string, keys: readonly string[]): void {
  const unknown = Object.keys(raw).filter((k) => !keys.includes(k));
  if (unknown.length > 0) fail(`unbekanntes Feld ${field}.${unknown[0]}`, `unknown field ${field}.${unknown[0]}`);
}

function list<T>(value: unknown, field: string, is: (v: unknown) => v is T): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(is)) fail(`${field} enthält eine unbekannte Kennung`, `${field} holds an unknown id`);
  return value as T[];
}

function whole(value: unknown, field: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) fail(`${field} muss zwischen ${min} und ${max} liegen`, `${field} must be between ${min} and ${max}`);
  return value as number;
}

const isFaction = (v: unknown): v is Faction => v === 'empire' || v === 'rebel';
const isPlace = (v: unknown): v is Place => v === 'rebel-base' || isSystemId(v);

function units(value: unknown, field: string): UnitCounts {
  const raw = object(value, field);
  const out: Partial<Record<UnitTypeId, number>> = {};
  for (const [unit, n] of Object.entries(raw)) {
    if (!isUnitTypeId(unit)) fail(`${field}: unbekannte Einheit ${unit}`, `${field}: unknown unit ${unit}`);
    const count = whole(n, `${field}.${unit}`, 0, 0, 99);
    if (count > 0) out[unit as UnitTypeId] = count;
  }
  return out;
}

/** Cards of one kind used in several places may not exceed their copies. */
function checkCopies(used: readonly string[], all: readonly string[], what: string): void {
  const left = new Map<string, number>();
  for (const c of all) left.set(c, (left.get(c) ?? 0) + 1);
  for (const c of used) {
    const n = left.get(c) ?? 0;
    if (n === 0) fail(`${what}: ${c} öfter verwendet, als es Karten gibt`, `${what}: ${c} used more often than there are cards`);
    left.set(c, n - 1);
  }
}

const failDeck = (spec: DeckSpec, de: string, en: string): never => {
  throw new Invalid(`decks.${spec.id}: ${de}`, `decks.${spec.id}: ${en}`, spec.rule);
};

/**
 * A deck: the given order on top (the whole deck when it names every card
 * left for it), then the cards used nowhere else, in catalogue order. Every
 * card of the deck is in the game exactly as often as it has copies: in the
 * deck, in a hand, on a mission or anywhere else the position puts it.
 */
function deck<T extends string>(spec: DeckSpec, top: readonly T[], usedElsewhere: readonly T[]): T[] {
  const copies = (c: string) => spec.cards.filter((x) => x === c).length;
  for (const c of top) if (copies(c) === 0) failDeck(spec, `${c} ist keine Karte dieses Stapels`, `${c} is not a card of this deck`);
  const rest: string[] = [...spec.cards];
  for (const c of [...usedElsewhere, ...top]) {
    const at = rest.indexOf(c);
    if (at < 0) {
      const where = usedElsewhere.filter((x) => x === c).length;
      failDeck(
        spec,
        `${c} gibt es ${copies(c)}-mal; die Stellung verwendet die Karte ${where}-mal außerhalb des Stapels und ${top.filter((x) => x === c).length}-mal im Stapel`,
        `there are ${copies(c)} ${c}; the position uses it ${where} time(s) outside the deck and ${top.filter((x) => x === c).length} time(s) in it`,
      );
    }
    rest.splice(at, 1);
  }
  return [...top, ...(rest as T[])];
}

/** The rings a mission card attaches („Verlockung der Dunklen Seite“, „Seek Yoda“). */
const isMissionRing = (ring: unknown): ring is 'lure-of-the-dark-side' | 'seek-yoda' => ring === 'lure-of-the-dark-side' || ring === 'seek-yoda';

function leaderState(id: LeaderId, value: unknown): LeaderState {
  const raw = typeof value === 'string' ? { at: value } : object(value, `leaders.${id}`);
  only(raw, `leaders.${id}`, ['at', 'ring']);
  const at = raw.at;
  if (at !== 'pool' && !isPlace(at)) fail(`leaders.${id}.at muss pool, ein System oder rebel-base sein`, `leaders.${id}.at must be pool, a system or rebel-base`);
  const ring = raw.ring ?? null;
  if (ring !== null && !isMissionRing(ring) && ring !== 'captured' && ring !== 'carbonite' && !isActionCardId(ring)) fail(`leaders.${id}.ring ist kein Zustandsring`, `leaders.${id}.ring is not a condition ring`);
  if (ring === 'lure-of-the-dark-side' && leaderData(id).faction !== 'rebel')
    fail('nur ein Rebellenanführer kann der Dunklen Seite verfallen', 'only a Rebel leader can be lured to the Dark Side');
  // A lured leader plays for the Empire (SandboxBoardSet reads the ring).
  const side = ring === 'lure-of-the-dark-side' ? 'empire' : leaderData(id).faction;
  if (at === 'rebel-base' && side !== 'rebel') fail(`${id} kann nicht auf dem Feld „Rebellenstützpunkt“ stehen`, `${id} cannot stand on the Rebel Base space`);
  if ((ring === 'captured' || ring === 'carbonite') && (side !== 'rebel' || !isSystemId(at)))
    fail('nur ein Rebellenanführer in einem System kann gefangen sein', 'only a Rebel leader standing in a system can be captured');
  const location: LeaderState['location'] =
    at === 'pool' ? { kind: 'pool' } : at === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system: at as SystemId };
  return { location, ring: ring as RingId | null };
}

function parse(position: unknown, options: RebellionOptions): RebellionEvent[] {
  const p = object(position, 'position');
  only(p, 'position', ['round', 'time', 'reputation', 'systems', 'rebelBase', 'leaders', 'eliminated', 'hands', 'assigned', 'buildQueue', 'decks', 'probesInBox', 'objectivesPlayed', 'phase', 'turn', 'passed']);
  const empireSeat = options.imperialSeat ?? 0;
  const time = whole(p.time, 'time', TIME_MARKER_START, 1, 16);
  const reputation = whole(p.reputation, 'reputation', REPUTATION_MARKER_START, time + 1, 16);

  const systems = Object.fromEntries(
    SYSTEM_IDS.map((id): [SystemId, SystemState] => [id, { loyalty: id === 'coruscant' ? 'empire' : null, subjugated: false, sabotaged: false, destroyed: false }]),
  ) as Record<SystemId, SystemState>;
  const board = Object.fromEntries([...SYSTEM_IDS, 'rebel-base'].map((place) => [place, {}])) as Record<Place, UnitCounts>;
  for (const [id, value] of Object.entries(object(p.systems, 'systems'))) {
    if (!isSystemId(id)) fail(`systems: unbekanntes System ${id}`, `systems: unknown system ${id}`);
    const raw = object(value, `systems.${id}`);
    only(raw, `systems.${id}`, ['loyalty', 'subjugated', 'sabotaged', 'destroyed', 'units']);
    const loyalty = raw.loyalty ?? systems[id as SystemId].loyalty;
    if (loyalty !== null && !isFaction(loyalty)) fail(`systems.${id}.loyalty muss empire, rebel oder null sein`, `systems.${id}.loyalty must be empire, rebel or null`);
    const state: SystemState = { loyalty: loyalty as Faction | null, subjugated: raw.subjugated === true, sabotaged: raw.sabotaged === true, destroyed: raw.destroyed === true };
    const data = systemData(id as SystemId);
    if (data.coruscant && state.loyalty !== 'empire') fail('Coruscant ist immer imperial', 'Coruscant is always Imperial');
    if ((!data.populous || state.destroyed) && (state.loyalty !== null || state.subjugated))
      fail(`${id} kann weder Loyalität noch Unterwerfung haben`, `${id} can hold neither loyalty nor subjugation`);
    if (state.subjugated && state.loyalty === 'empire') fail(`${id}: imperial loyal und unterworfen zugleich`, `${id}: Imperial loyalty and subjugated at once`);
    systems[id as SystemId] = state;
    board[id as SystemId] = units(raw.units, `systems.${id}.units`);
  }

  const baseRaw = object(p.rebelBase, 'rebelBase');
  only(baseRaw, 'rebelBase', ['system', 'revealed', 'units']);
  const baseSystem = baseRaw.system ?? 'dantooine';
  if (!isSystemId(baseSystem) || systemData(baseSystem).coruscant) fail('rebelBase.system muss ein System mit Suchdroidenkarte sein', 'rebelBase.system must be a system with a probe card');
  const revealed = baseRaw.revealed === true;
  board['rebel-base'] = units(baseRaw.units, 'rebelBase.units');
  if (revealed && Object.keys(board['rebel-base']).length > 0) fail('ein aufgedeckter Stützpunkt hat keine Einheiten auf dem Feld', 'a revealed base has no units on its space');
  for (const unit of Object.keys(board['rebel-base']) as UnitTypeId[])
    if (unitType(unit).faction !== 'rebel') fail('auf dem Feld „Rebellenstützpunkt“ stehen nur Rebelleneinheiten', 'only Rebel units stand on the Rebel Base space');

  const queue = object(p.buildQueue, 'buildQueue');
  only(queue, 'buildQueue', FACTIONS);
  const buildQueue = Object.fromEntries(
    FACTIONS.map((f) => {
      const raw = queue[f] ?? [];
      if (!Array.isArray(raw)) fail(`buildQueue.${f} muss eine Liste sein`, `buildQueue.${f} must be a list`);
      return [
        f,
        (raw as unknown[]).map((q, i): QueuedUnit => {
          const entry = object(q, `buildQueue.${f}[${i}]`);
          if (!isUnitTypeId(entry.unit) || unitType(entry.unit).faction !== f) fail(`buildQueue.${f}[${i}].unit`, `buildQueue.${f}[${i}].unit`);
          return { unit: entry.unit as UnitTypeId, space: whole(entry.space, `buildQueue.${f}[${i}].space`, 1, 1, 5) };
        }),
      ];
    }),
  ) as Record<Faction, QueuedUnit[]>;
  for (const unit of UNIT_TYPE_IDS) {
    const used = Object.values(board).reduce((n, c) => n + (c[unit] ?? 0), 0) + buildQueue[unitType(unit).faction].filter((q) => q.unit === unit).length;
    if (used > unitType(unit).supply) fail(`mehr ${unit} als Miniaturen im Spiel`, `more ${unit} than there are miniatures`);
  }

  const assignedRaw = object(p.assigned, 'assigned');
  only(assignedRaw, 'assigned', FACTIONS);
  const assigned = Object.fromEntries(
    FACTIONS.map((f) => {
      const raw = assignedRaw[f] ?? [];
      if (!Array.isArray(raw)) fail(`assigned.${f} muss eine Liste sein`, `assigned.${f} must be a list`);
      return [
        f,
        (raw as unknown[]).map((m, i): AssignedMission => {
          const entry = object(m, `assigned.${f}[${i}]`);
          const leaders = list(entry.leaders, `assigned.${f}[${i}].leaders`, isLeaderId);
          if (!isMissionId(entry.card) || MISSIONS.find((x) => x.id === entry.card)!.faction !== f) fail(`assigned.${f}[${i}].card`, `assigned.${f}[${i}].card`);
          if (leaders.length < 1 || leaders.length > 2 || leaders.some((l) => leaderData(l).faction !== f))
            fail(`assigned.${f}[${i}]: 1 oder 2 eigene Anführer`, `assigned.${f}[${i}]: 1 or 2 own leaders`);
          return { card: entry.card as MissionId, leaders };
        }),
      ];
    }),
  ) as Record<Faction, AssignedMission[]>;
  const onMissions = FACTIONS.flatMap((f) => assigned[f].flatMap((m) => m.leaders));

  const leadersRaw = p.leaders === undefined ? null : object(p.leaders, 'leaders');
  const leaders: Partial<Record<LeaderId, LeaderState>> = {};
  if (leadersRaw === null) for (const l of LEADERS.filter(isStartingLeader)) if (!onMissions.includes(l.id)) leaders[l.id] = { location: { kind: 'pool' }, ring: null };
  for (const [id, value] of Object.entries(leadersRaw ?? {})) {
    if (!isLeaderId(id)) fail(`leaders: unbekannter Anführer ${id}`, `leaders: unknown leader ${id}`);
    if (onMissions.includes(id as LeaderId)) fail(`${id} steht schon auf einer Mission`, `${id} already stands on a mission`);
    leaders[id as LeaderId] = leaderState(id as LeaderId, value);
  }
  if (new Set(onMissions).size !== onMissions.length) fail('ein Anführer steht auf zwei Missionen', 'a leader stands on two missions');
  const eliminated = list(p.eliminated, 'eliminated', isLeaderId);
  if (eliminated.some((l) => leaders[l] !== undefined || onMissions.includes(l))) fail('ein eliminierter Anführer ist im Spiel', 'an eliminated leader is in play');
  if (LEADER_IDS.filter((l) => leaders[l]?.ring === 'captured').length > 1) fail('es gibt nur einen Ring „Gefangener Anführer“', 'there is only one captured ring');
  const inPlay = (l: LeaderId) => leaders[l] !== undefined || onMissions.includes(l);
  for (const l of LEADER_IDS) {
    const replaced = leaderData(l).replaces;
    if (replaced !== undefined && inPlay(l) && inPlay(replaced)) fail(`${l} ersetzt ${replaced}: nicht beide im Spiel`, `${l} replaces ${replaced}: not both in play`);
  }

  const hands = object(p.hands, 'hands');
  only(hands, 'hands', FACTIONS);
  const hand = (f: Faction) => {
    const raw = object(hands[f], `hands.${f}`);
    only(raw, `hands.${f}`, f === 'rebel' ? ['missions', 'actions', 'objectives'] : ['missions', 'actions', 'probes']);
    const starting = MISSIONS.filter((m) => m.faction === f && m.starting).map((m) => m.id);
    const missions =
      raw.missions === undefined ? starting.filter((m) => !assigned[f].some((a) => a.card === m)) : list(raw.missions, `hands.${f}.missions`, isMissionId);
    if (missions.some((m) => MISSIONS.find((x) => x.id === m)!.faction !== f)) fail(`hands.${f}.missions: fremde Karte`, `hands.${f}.missions: a card of the other side`);
    for (const m of starting)
      if (!missions.includes(m) && !assigned[f].some((a) => a.card === m)) fail(`Startmission ${m} fehlt in Hand und Zuweisung`, `starting mission ${m} is neither in hand nor assigned`);
    const actions = list(raw.actions, `hands.${f}.actions`, isActionCardId);
    if (actions.some((a) => ACTION_CARDS.find((x) => x.id === a)!.faction !== f)) fail(`hands.${f}.actions: fremde Karte`, `hands.${f}.actions: a card of the other side`);
    return { missions, actions, objectives: list(raw.objectives, 'hands.rebel.objectives', isObjectiveId), probes: list(raw.probes, 'hands.empire.probes', isSystemId) };
  };
  const dealt = { empire: hand('empire'), rebel: hand('rebel') };

  const decksRaw = object(p.decks, 'decks');
  only(decksRaw, 'decks', ['probe', 'objectives', 'projects', 'missions', 'actions', 'tactics']);
  const perFaction = (field: 'missions' | 'actions') => {
    const raw = object(decksRaw[field], `decks.${field}`);
    only(raw, `decks.${field}`, FACTIONS);
    return raw;
  };
  const probesInBox = list(p.probesInBox, 'probesInBox', isSystemId);
  const objectivesPlayed = list(p.objectivesPlayed, 'objectivesPlayed', isObjectiveId);
  const used = (f: Faction) => [...dealt[f].missions, ...assigned[f].map((a) => a.card)];
  const missionDeck = (f: Faction) =>
    deck(
      rebellionDeck(`missions.${f}`),
      list(perFaction('missions')[f], `decks.missions.${f}`, isMissionId),
      used(f).filter((m) => MISSIONS.find((x) => x.id === m)!.deck === `${f}-missions` && !MISSIONS.find((x) => x.id === m)!.starting),
    );
  const projects = deck(
    rebellionDeck('projects'),
    list(decksRaw.projects, 'decks.projects', isMissionId),
    used('empire').filter((m) => MISSIONS.find((x) => x.id === m)!.deck === 'projects'),
  );
  const rings = LEADER_IDS.flatMap((l) => {
    const r = leaders[l]?.ring;
    return r && r !== 'captured' && r !== 'carbonite' && !isMissionRing(r) ? [r] : [];
  });
  const actionDeck = (f: Faction) =>
    deck(
      rebellionDeck(`actions.${f}`),
      list(perFaction('actions')[f], `decks.actions.${f}`, isActionCardId),
      // A condition ring is an action card out of the deck (RR ZUSTANDSRINGE) just like one in hand.
      [...dealt[f].actions, ...rings].filter((a) => ACTION_CARDS.find((x) => x.id === a)!.faction === f && !ACTION_CARDS.find((x) => x.id === a)!.starting),
    );
  checkCopies([...dealt.empire.actions, ...dealt.rebel.actions, ...rings], ACTION_CARDS.map((a) => a.id), 'actions');
  const objectives = deck(rebellionDeck('objectives'), list(decksRaw.objectives, 'decks.objectives', isObjectiveId), [...dealt.rebel.objectives, ...objectivesPlayed]);
  const probe = deck(rebellionDeck('probe'), list(decksRaw.probe, 'decks.probe', isSystemId), [baseSystem as SystemId, ...dealt.empire.probes, ...probesInBox]);
  const tacticsRaw = object(decksRaw.tactics, 'decks.tactics');
  only(tacticsRaw, 'decks.tactics', THEATERS);

  const phase = p.phase ?? 'assignment';
  if (phase !== 'assignment' && phase !== 'command') return fail('phase muss assignment oder command sein', 'phase must be assignment or command');
  const turn = p.turn ?? 'rebel';
  if (!isFaction(turn)) fail('turn muss empire oder rebel sein', 'turn must be empire or rebel');
  const passed = list(p.passed, 'passed', isFaction);
  if (phase === 'assignment' && passed.length > 0) fail('in der Zuweisungsphase passt niemand', 'nobody passes in the assignment phase');
  if (passed.length === 2 || passed.includes(turn as Faction)) fail('wer am Zug ist, hat nicht gepasst', 'the side on turn has not passed');

  const boardLeaders: Partial<Record<LeaderId, LeaderState>> = {};
  // In catalogue order, so the list does not tell which of them sit on missions.
  const reserve: Partial<Record<LeaderId, RingId | null>> = {};
  for (const id of LEADER_IDS) {
    const l = leaders[id];
    if (onMissions.includes(id)) reserve[id] = null;
    else if (l?.location.kind === 'pool') reserve[id] = l.ring;
    else if (l !== undefined) boardLeaders[id] = l;
  }
  const open: SandboxBoard = {
    round: whole(p.round, 'round', 1, 1, 16),
    time,
    reputation,
    systems,
    units: board,
    leaders: boardLeaders,
    reserve,
    eliminated,
    buildQueue,
    probesInBox,
    objectivesPlayed,
  };

  return [
    { type: 'FactionsAssigned', payload: { empire: empireSeat, rebel: 1 - empireSeat } },
    { type: 'SandboxBoardSet', payload: open },
    { type: 'ObjectiveDeckBuilt', payload: { order: objectives } },
    ...FACTIONS.map((faction): RebellionEvent => ({ type: 'ActionDeckShuffled', payload: { faction, order: actionDeck(faction) } })),
    ...THEATERS.map(
      (theater): RebellionEvent => ({
        type: 'TacticDeckShuffled',
        payload: {
          theater,
          order: deck(rebellionDeck(`tactics.${theater}`), list(tacticsRaw[theater], `decks.tactics.${theater}`, isTacticCardId), []) as TacticCardId[],
        },
      }),
    ),
    { type: 'ProjectDeckShuffled', payload: { order: projects } },
    ...FACTIONS.map((faction): RebellionEvent => ({ type: 'MissionDeckShuffled', payload: { faction, order: missionDeck(faction) } })),
    { type: 'ProbeDeckShuffled', payload: { order: [baseSystem as SystemId, ...probe] } },
    { type: 'BaseChosen', payload: { system: baseSystem as SystemId } },
    ...(revealed ? [{ type: 'BaseRevealed', payload: { system: baseSystem as SystemId } } as RebellionEvent] : []),
    ...FACTIONS.map((faction): RebellionEvent => ({ type: 'SandboxHandsDealt', payload: { faction, ...dealt[faction] } })),
    ...FACTIONS.filter((f) => assigned[f].length > 0).map((faction): RebellionEvent => ({ type: 'SandboxMissionsAssigned', payload: { faction, assigned: assigned[faction] } })),
    { type: 'SandboxPhaseSet', payload: { phase, turn: turn as Faction, passed } },
  ];
}

export function sandbox(position: unknown, options: RebellionOptions): Emitted<RebellionEvent>[] | RuleViolation {
  let events: RebellionEvent[];
  try {
    events = parse(position, options);
  } catch (e) {
    if (!(e instanceof Invalid)) throw e;
    if (e.deckRule !== undefined) return ruleViolation('INVALID_SANDBOX_DECK', text(`Ungültiger Stapel: ${e.de}`, `Invalid deck: ${e.en}`), e.deckRule);
    return ruleViolation('INVALID_SANDBOX_POSITION', text(`Ungültige Stellung: ${e.de}`, `Invalid position: ${e.en}`), RULES.setup);
  }
  const out = new Out(initialState());
  // Each event as in a game that reached the position by play (events.visibility.ts).
  for (const event of events) out.emit(event);
  return out.events;
}


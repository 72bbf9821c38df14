import { missionData } from '../data/cards.data.js';
import { LEADER_IDS } from '../data/leaders.data.js';
import { unitType, type UnitTypeId } from '../data/units.data.js';
import { FACTIONS } from '../data/model.types.js';
import type { RebellionEvent } from '../rebellion.events.js';
import type { Place, RebellionState } from '../rebellion.state.js';
import type { Draft } from './evolve.draft.js';
import { fail, drawTop, removeOne, isPermutation, addUnits, expire, moveLeader, type EvolveHandlers, type EventOf } from './evolve.kit.js';

/** Counts as sorted entries, so two equal multisets compare equal. */
const sortedCounts = (c: Partial<Record<string, number>>) => Object.entries(c).filter(([, n]) => (n ?? 0) > 0).sort(([a], [b]) => a.localeCompare(b));

/** A unit onto the board; a finished Death Star takes the place of the one under construction there (RR TODESSTERN BAUEN: „ersetzt“). */
function deployUnit(s: Draft<RebellionState>, at: Place, unit: UnitTypeId, event: RebellionEvent): void {
  if (unit === 'death-star' && (s.units[at]['death-star-under-construction'] ?? 0) > 0) addUnits(s, at, 'death-star-under-construction', -1, event);
  addUnits(s, at, unit, 1, event);
}

/** A side recruits its leader or forgoes it; the Empire recruits after the Rebel. */
function recruitTaken(s: Draft<RebellionState>, event: EventOf<'LeaderRecruited' | 'RecruitForgone'>): void {
  const { faction } = event.payload;
  if (s.phase.kind !== 'recruit' || s.phase.turn !== faction) fail(event, 'not this side’s recruit');
  if (event.type === 'LeaderRecruited') {
    const { leader } = event.payload;
    if (s.leaders[leader] !== undefined || s.eliminated.includes(leader)) fail(event, `${leader} cannot be recruited`);
    s.leaders[leader] = { location: { kind: 'pool' }, ring: null };
  }
  s.phase.turn = faction === 'rebel' ? 'empire' : null;
}

/** The refresh phase (RR AUFFRISCHPHASE): retrieval, hand limit, objectives, recruiting, building, deploying, the end of the game. */
export const refreshEvolve = {
  RefreshPhaseBegan: (s) => {
    expire(s, 'command-phase');
    s.phase = { kind: 'refresh' };
  },
  LeadersRetrieved: (s, event) => {
    for (const leader of event.payload.leaders) moveLeader(s, leader, { kind: 'pool' }, event);
    // A detained leader skipped this retrieval: its detention is over, it returns at the next one.
    for (const id of LEADER_IDS) delete s.leaders[id]?.detained;
  },
  MissionDiscardsReshuffled: (s, event) => {
    const { faction, order } = event.payload;
    if (!isPermutation(s.discards.missions[faction], order)) fail(event, 'not the discard pile');
    s.decks.missions[faction] = [...order];
    s.discards.missions[faction] = [];
  },
  HandLimitApplied: (s, event) => {
    s.phase = { kind: 'hand-limit', excess: { ...event.payload.excess } };
  },
  MissionDiscarded: (s, event) => {
    const { faction, mission } = event.payload;
    if (s.phase.kind !== 'hand-limit' || s.phase.excess[faction] === 0) fail(event, 'nothing to discard');
    removeOne(event, s.hands.missions[faction], mission);
    // RR PROJEKTE: a project goes onto the project deck's discard pile.
    if (missionData(mission).kind === 'project') s.discards.projects.push(mission);
    else s.discards.missions[faction].push(mission);
    s.phase.excess[faction] -= 1;
  },
  ObjectiveWindowOpened: (s) => {
    s.phase = { kind: 'objective-window' };
  },
  ObjectivePlayed: (s, event) => {
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
  },
  ObjectiveSkipped: (s) => {
    if (s.phase.kind === 'combat') s.phase.objectiveWindow = null;
    else s.phase = { kind: 'refresh' };
  },
  RecruitBegan: (s) => {
    s.phase = { kind: 'recruit', offered: { empire: [], rebel: [] }, chosen: { empire: null, rebel: null }, turn: null };
  },
  RecruitCardsDrawn: (s, event) => {
    const { faction, cards } = event.payload;
    if (s.phase.kind !== 'recruit') fail(event, 'not recruiting');
    drawTop(event, s.decks.actions[faction], cards);
    s.phase.offered[faction].push(...cards);
  },
  RecruitCardChosen: (s, event) => {
    const { faction, card, returned } = event.payload;
    if (s.phase.kind !== 'recruit' || s.phase.chosen[faction] !== null) fail(event, 'no card to choose');
    if (!isPermutation([card, ...returned], s.phase.offered[faction])) fail(event, 'not the cards offered');
    s.hands.actions[faction].push(card);
    // RR REKRUTIEREN: the other cards go under the action deck without being revealed.
    s.decks.actions[faction].push(...returned);
    s.phase.offered[faction] = [];
    s.phase.chosen[faction] = card;
    if (FACTIONS.every((f) => s.phase.kind === 'recruit' && s.phase.offered[f].length === 0)) s.phase.turn = 'rebel';
  },
  LeaderRecruited: recruitTaken,
  RecruitForgone: recruitTaken,
  BuildBegan: (s) => {
    s.phase = { kind: 'build', stage: 'release', done: { empire: false, rebel: false }, releasing: { empire: false, rebel: false } };
  },
  ReleaseOpened: (s, event) => {
    if (s.phase.kind !== 'build' || s.phase.stage !== 'release') fail(event, 'not releasing');
    s.phase.releasing[event.payload.faction] = true;
  },
  UnitReleased: (s, event) => {
    const { faction, at, unit } = event.payload;
    if (s.phase.kind !== 'build' || s.phase.stage !== 'release' || !s.phase.releasing[faction]) fail(event, 'not releasing');
    if (unitType(unit).faction !== faction) fail(event, 'not an own unit');
    addUnits(s, at, unit, -1, event);
    s.phase.releasing[faction] = false;
  },
  ReleasingFinished: (s, event) => {
    if (s.phase.kind !== 'build' || s.phase.stage !== 'release') fail(event, 'not releasing');
    s.phase.done[event.payload.faction] = true;
    s.phase.releasing[event.payload.faction] = false;
  },
  BuildChoicesBegan: (s, event) => {
    s.phase = { kind: 'build', stage: 'choose', choices: [...event.payload.choices], picked: [] };
  },
  BuildUnitPicked: (s, event) => {
    if (s.phase.kind !== 'build' || s.phase.stage !== 'choose') fail(event, 'no choice open');
    const slot = s.phase.choices.shift();
    if (slot === undefined || unitType(event.payload.unit).buildIcon !== slot.icon) fail(event, 'unit does not fit the icon');
    s.phase.picked.push({ unit: event.payload.unit, space: slot.space });
  },
  BuildChoiceLapsed: (s, event) => {
    if (s.phase.kind !== 'build' || s.phase.stage !== 'choose' || s.phase.choices.shift() === undefined) fail(event, 'no choice open');
  },
  UnitsBuilt: (s, event) => {
    s.buildQueue[event.payload.faction].push(...event.payload.units);
  },
  BuildQueueAdvanced: (s, event) => {
    const { faction, ready } = event.payload;
    const queue = s.buildQueue[faction];
    const slid: Partial<Record<UnitTypeId, number>> = {};
    for (const q of queue) if (q.space === 1) slid[q.unit] = (slid[q.unit] ?? 0) + 1;
    if (JSON.stringify(sortedCounts(slid)) !== JSON.stringify(sortedCounts(ready))) fail(event, 'not the units on space 1');
    s.buildQueue[faction] = queue.filter((q) => q.space > 1).map((q) => ({ unit: q.unit, space: q.space - 1 }));
    s.phase = { kind: 'deploy', faction, ready: { ...ready }, deployed: {} };
  },
  UnitDeployed: (s, event) => {
    const { faction, unit, at } = event.payload;
    if (s.phase.kind !== 'deploy' || s.phase.faction !== faction || (s.phase.ready[unit] ?? 0) === 0) fail(event, 'unit not ready');
    s.phase.ready[unit] = s.phase.ready[unit]! - 1;
    if (s.phase.ready[unit] === 0) delete s.phase.ready[unit];
    s.phase.deployed[at] = (s.phase.deployed[at] ?? 0) + 1;
    deployUnit(s, at, unit, event);
  },
  QueuedUnitDeployed: (s, event) => {
    const { faction, unit, space, at } = event.payload;
    const queue = s.buildQueue[faction];
    const i = queue.findIndex((q) => q.unit === unit && q.space === space);
    if (i < 0) fail(event, 'not on that space of the queue');
    queue.splice(i, 1);
    deployUnit(s, at, unit, event);
  },
  DeployFinished: (s, event) => {
    const { faction, returned } = event.payload;
    if (s.phase.kind !== 'deploy' || JSON.stringify(sortedCounts(s.phase.ready)) !== JSON.stringify(sortedCounts(returned))) fail(event, 'not the units left');
    for (const [unit, n] of Object.entries(returned) as [UnitTypeId, number][])
      for (let i = 0; i < n; i++) s.buildQueue[faction].push({ unit, space: 1 });
    s.phase = { kind: 'refresh' };
  },
  GameEnded: (s, event) => {
    s.ended = { winner: event.payload.winner, reason: event.payload.reason };
    s.phase = { kind: 'game-over' };
  },
} satisfies EvolveHandlers;

import { missionData } from '../data/cards.data.js';
import type { RebellionState } from '../rebellion.state.js';
import type { Draft } from './evolve.draft.js';
import { fail, drawTop, removeOne, isPermutation, moveLeader, type EvolveHandlers, type EventOf } from './evolve.kit.js';

/** The opposition step is over, by a leader sent, declined or barred. */
function oppositionSettled(s: Draft<RebellionState>, event: EventOf<'LeaderSentToOppose' | 'OppositionDeclined' | 'OppositionBarred'>): void {
  if (s.phase.kind !== 'mission' || s.phase.stage !== 'oppose') fail(event, 'no opposition asked for');
  const system = s.phase.system;
  if (event.type === 'LeaderSentToOppose') moveLeader(s, event.payload.leader, system === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system }, event);
  s.phase.stage = 'resolving';
}

/** The ring window closes, the ring used or not. */
function ringWindowClosed(s: Draft<RebellionState>, event: EventOf<'RingUsed' | 'RingDeclined'>): void {
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
}

/** A mission revealed and resolved (RR MISSIONEN AUFDECKEN), with its windows and its cards. */
export const missionEvolve = {
  MissionRevealed: (s, event) => {
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
  },
  MissionRevealedOntoCards: (s, event) => {
    const { faction, slot, card } = event.payload;
    if (s.phase.kind !== 'command' || s.phase.turn !== faction) fail(event, 'not this side’s turn');
    // The slot stays: its leaders wait on the face-up card until its ability moves them.
    if (s.assigned[faction][slot]?.card !== card) fail(event, 'not the face-down card');
  },
  LeadersMovedToStartingMission: (s, event) => {
    const { faction, slot, card } = event.payload;
    const mission = s.assigned[faction][slot];
    if (mission === undefined) fail(event, 'no mission in that slot');
    if (card !== null) {
      removeOne(event, s.hands.missions[faction], card);
      mission.card = card;
      return;
    }
    s.assigned[faction].splice(slot, 1);
    for (const leader of mission.leaders) moveLeader(s, leader, { kind: 'pool' }, event);
    for (const leader of Object.values(s.leaders))
      if (leader?.location.kind === 'mission' && leader.location.slot > slot) leader.location = { kind: 'mission', slot: leader.location.slot - 1 };
  },
  LeaderSentToOppose: oppositionSettled,
  OppositionDeclined: oppositionSettled,
  OppositionBarred: oppositionSettled,
  MissionDiceRolled: (s, event) => {
    if (s.phase.kind !== 'mission') fail(event, 'no mission');
    s.phase.rolls ??= { own: [], opposing: [] };
    s.phase.rolls[event.payload.faction === s.phase.faction ? 'own' : 'opposing'] = [...event.payload.dice];
  },
  DiceSetDown: (s, event) => {
    // In a combat: for the attack or Death Star Plans' roll that follows (combat.evolve.ts forgets them once rolled).
    if (s.phase.kind !== 'combat' && (s.phase.kind !== 'mission' || s.phase.rolls !== null)) fail(event, 'no dice to be rolled');
    s.phase.setDown = { faction: event.payload.faction, dice: [...event.payload.dice] };
  },
  ReactionWindowOpened: (s, event) => {
    if (s.phase.kind === 'mission') s.phase.reactions.push(event.payload.moment);
  },
  RingWindowOpened: (s, event) => {
    if (s.phase.kind !== 'mission') fail(event, 'no mission');
    s.phase.stage = 'ring';
    s.phase.ring = event.payload.ring;
    s.phase.ringsOffered.push(event.payload.ring);
  },
  RingUsed: ringWindowClosed,
  RingDeclined: ringWindowClosed,
  MissionDieRerolled: (s, event) => {
    if (s.phase.kind !== 'mission' || s.phase.ring !== 'seek-yoda') fail(event, 'no Master Yoda window');
    const dice = s.phase.rolls?.[s.phase.faction === event.payload.faction ? 'own' : 'opposing'];
    if (dice?.[event.payload.index] === undefined) fail(event, 'no such die');
    dice[event.payload.index] = { colour: dice[event.payload.index].colour, face: event.payload.face };
    s.phase.stage = 'resolving';
    s.phase.ring = null;
  },
  MissionResolved: (s, event) => {
    if (s.phase.kind !== 'mission' || s.phase.card !== event.payload.card) fail(event, 'not this mission');
    s.phase.success = event.payload.success;
  },
  ObjectivesLookedAt: (s, event) => {
    if (s.phase.kind !== 'mission') fail(event, 'no mission');
    if (s.decks.objectives.slice(0, event.payload.cards.length).join() !== event.payload.cards.join()) fail(event, 'not the top of the deck');
    s.phase.objectives = [...event.payload.cards];
    s.phase.stage = 'arrange';
  },
  ObjectivesShown: (s, event) => {
    if (s.phase.kind !== 'mission') fail(event, 'no mission');
  },
  ObjectivesArranged: (s, event) => {
    const { top, bottom } = event.payload;
    if (s.phase.kind !== 'mission' || !isPermutation([top, ...bottom], s.phase.objectives)) fail(event, 'not the cards looked at');
    s.decks.objectives.splice(0, s.phase.objectives.length);
    s.decks.objectives.unshift(top);
    s.decks.objectives.push(...bottom);
    s.phase.objectives = [];
    s.phase.stage = 'resolving';
  },
  ResearchOffered: (s, event) => {
    if (s.phase.kind !== 'mission') fail(event, 'no mission');
    s.phase.stage = 'research';
  },
  ResearchChosen: (s, event) => {
    if (s.phase.kind !== 'mission') fail(event, 'no mission');
    s.phase.stage = 'resolving';
  },
  ProjectsDrawn: (s, event) => {
    if (s.phase.kind !== 'mission') fail(event, 'no mission');
    drawTop(event, s.decks.projects, event.payload.cards);
    s.phase.projects = [...event.payload.cards];
    s.phase.stage = 'keep-project';
  },
  ProjectKept: (s, event) => {
    const { card, bottom } = event.payload;
    if (s.phase.kind !== 'mission' || !isPermutation([card, ...bottom], s.phase.projects)) fail(event, 'not the projects drawn');
    s.hands.missions.empire.push(card);
    s.decks.projects.push(...bottom);
    s.phase.projects = [];
    s.phase.stage = 'resolving';
  },
  MissionCardReturned: (s, event) => {
    s.hands.missions[event.payload.faction].push(event.payload.card);
  },
  MissionCardDiscarded: (s, event) => {
    if (missionData(event.payload.card).kind === 'project') s.discards.projects.push(event.payload.card);
    else s.discards.missions[event.payload.faction].push(event.payload.card);
  },
  FaceDownMissionsReturned: (s, event) => {
    const { faction, missions, leaders } = event.payload;
    const cards = s.assigned[faction].map((m) => m.card);
    if (JSON.stringify(cards) !== JSON.stringify(missions)) fail(event, 'not the face-down missions');
    s.hands.missions[faction].push(...missions);
    for (const leader of leaders) moveLeader(s, leader, { kind: 'pool' }, event);
    s.assigned[faction] = [];
  },
} satisfies EvolveHandlers;

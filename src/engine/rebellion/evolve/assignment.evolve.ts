import { fail, removeOne, expire, moveLeader, type EvolveHandlers } from './evolve.kit.js';

/** The assignment phase (RR ZUWEISUNGSPHASE) and the assignment-time action cards. */
export const assignmentEvolve = {
  RoundBegan: (s, event) => {
    expire(s, 'round');
    s.round = event.payload.round;
    s.phase = { kind: 'assignment', turn: 'rebel', steps: [] };
  },
  MissionAssigned: (s, event) => {
    const { faction, slot, mission, leader } = event.payload;
    if (s.phase.kind !== 'assignment' || slot !== s.assigned[faction].length) fail(event, 'not the next mission slot');
    removeOne(event, s.hands.missions[faction], mission);
    s.assigned[faction].push({ card: mission, leaders: [leader] });
    moveLeader(s, leader, { kind: 'mission', slot }, event);
    s.phase.steps.push({ slot, leader, opened: true });
  },
  LeaderAddedToMission: (s, event) => {
    const { faction, slot, leader } = event.payload;
    const mission = s.assigned[faction][slot];
    if (s.phase.kind !== 'assignment' || mission?.leaders.length !== 1) fail(event, 'no mission with room for a leader');
    mission.leaders.push(leader);
    moveLeader(s, leader, { kind: 'mission', slot }, event);
    s.phase.steps.push({ slot, leader, opened: false });
  },
  AssignmentUndone: (s, event) => {
    const { faction } = event.payload;
    const step = s.phase.kind === 'assignment' ? s.phase.steps.pop() : undefined;
    if (step === undefined) fail(event, 'nothing to undo');
    moveLeader(s, step.leader, { kind: 'pool' }, event);
    if (step.opened) {
      const [mission] = s.assigned[faction].splice(step.slot, 1);
      s.hands.missions[faction].push(mission.card);
    } else removeOne(event, s.assigned[faction][step.slot].leaders, step.leader);
  },
  ActionCardUsed: (s, event) => {
    removeOne(event, s.hands.actions[event.payload.faction], event.payload.card);
    if (s.phase.kind === 'assignment') s.phase.steps = [];
  },
  LeaderPlaced: (s, event) => {
    const { leader, at } = event.payload;
    if (s.leaders[leader]?.location.kind !== 'pool') fail(event, 'leader not in the pool');
    moveLeader(s, leader, at === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system: at }, event);
  },
  MissionSearchedAndAssigned: (s, event) => {
    const { faction, mission, leader } = event.payload;
    removeOne(event, s.decks.missions[faction], mission);
    s.assigned[faction].push({ card: mission, leaders: [leader] });
    moveLeader(s, leader, { kind: 'mission', slot: s.assigned[faction].length - 1 }, event);
  },
  CardSearched: (s, event) => {
    const { faction, deck, card, leader } = event.payload;
    removeOne(event, deck === 'projects' ? s.decks.projects : s.decks.missions[faction], card);
    if (leader === null) s.hands.missions[faction].push(card);
    else {
      s.assigned[faction].push({ card, leaders: [leader] });
      moveLeader(s, leader, { kind: 'mission', slot: s.assigned[faction].length - 1 }, event);
    }
  },
  EvacuationBegan: (s, event) => {
    // Events written before other cards moved this way name no card: Start the Evacuation.
    s.phase = { kind: 'evacuation', card: event.payload.card ?? 'start-the-evacuation', system: event.payload.system, steps: [] };
  },
  AssignmentResumed: (s, event) => {
    s.phase = { kind: 'assignment', turn: event.payload.faction, steps: [] };
  },
  AssignmentFinished: (s, event) => {
    if (s.phase.kind !== 'assignment' || s.phase.turn !== event.payload.faction) fail(event, 'not assigning');
    if (event.payload.missions !== s.assigned[event.payload.faction].length) fail(event, 'wrong mission count');
    // RR ZUWEISUNGSPHASE: „Zuerst weist der Rebellenspieler … Sobald er fertig ist, weist der imperiale Spieler“.
    if (event.payload.faction === 'rebel') s.phase = { kind: 'assignment', turn: 'empire', steps: [] };
  },
} satisfies EvolveHandlers;

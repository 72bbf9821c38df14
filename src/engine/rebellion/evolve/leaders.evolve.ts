import { TIME_TRACK } from '../data/time-track.data.js';
import { leaderSide } from '../rebellion.state.js';
import { fail, moveLeader, type EvolveHandlers } from './evolve.kit.js';

/** Leaders changed by cards and rules in any phase: moved, captured, turned, eliminated, rescued. */
export const leadersEvolve = {
  LeaderEliminated: (s, event) => {
    const { leader } = event.payload;
    if (s.leaders[leader] === undefined) fail(event, 'leader not in play');
    delete s.leaders[leader];
    s.eliminated.push(leader);
  },
  LeaderMoved: (s, event) => {
    const { leader, to } = event.payload;
    const at = s.leaders[leader]?.location.kind;
    if (at !== 'system' && at !== 'rebel-base') fail(event, 'leader not on the board');
    moveLeader(s, leader, to === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system: to }, event);
  },
  LeaderFigureSwapped: (s, event) => {
    const { from, to } = event.payload;
    const leader = s.leaders[from];
    if (leader === undefined || s.leaders[to] !== undefined) fail(event, 'no figure to swap');
    s.leaders[to] = leader;
    delete s.leaders[from];
    if (s.sides[from] !== undefined) s.sides[to] = s.sides[from];
    delete s.sides[from];
    if (s.phase.kind === 'mission') s.phase.leaders = s.phase.leaders.map((l) => (l === from ? to : l));
  },
  YodaRingAttached: (s, event) => {
    const leader = s.leaders[event.payload.leader];
    if (leader === undefined) fail(event, 'leader not in play');
    // RR ZUSTANDSRINGE: a second ring replaces the first.
    leader.ring = 'seek-yoda';
  },
  LeaderCaptured: (s, event) => {
    const leader = s.leaders[event.payload.leader];
    if (leader === undefined || leaderSide(s, event.payload.leader) !== 'rebel') fail(event, 'not a Rebel leader in play');
    leader.ring = 'captured';
    // Being captured ends a detention (FAQ).
    delete leader.detained;
  },
  LeadersMoved: (s, event) => {
    for (const leader of event.payload.leaders) {
      const kind = s.leaders[leader]?.location.kind;
      if (kind !== 'system' && kind !== 'rebel-base') fail(event, `${leader} is not on the board`);
      moveLeader(s, leader, event.payload.to === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system: event.payload.to }, event);
    }
  },
  LeaderFrozen: (s, event) => {
    const leader = s.leaders[event.payload.leader];
    if (leader?.ring !== 'captured') fail(event, 'not wearing the captured ring');
    leader.ring = 'carbonite';
    s.reputation = Math.min(TIME_TRACK.length, s.reputation + event.payload.reputation);
  },
  LeaderTurned: (s, event) => {
    const leader = s.leaders[event.payload.leader];
    if (leader?.ring !== 'captured' && leader?.ring !== 'carbonite') fail(event, 'not a captured leader');
    // The captured ring is free again: a turned leader is no captive (FAQ).
    leader.ring = 'lure-of-the-dark-side';
    s.sides[event.payload.leader] = event.payload.side;
    s.reputation = Math.min(TIME_TRACK.length, s.reputation + event.payload.reputation);
  },
  LeaderDetained: (s, event) => {
    const leader = s.leaders[event.payload.leader];
    if (leader === undefined || leader.ring === 'captured') fail(event, 'not a free leader in play');
    leader.detained = true;
  },
  LeaderRescued: (s, event) => {
    const { leader, to } = event.payload;
    const state = s.leaders[leader];
    // The Carbonite ring is discarded on a rescue like the captured ring; the reputation lost stays lost.
    if (state?.ring !== 'captured' && state?.ring !== 'carbonite') fail(event, 'not captured');
    state.ring = null;
    state.location = to === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system: to };
    if (s.phase.kind === 'mission') s.phase.rescued = true;
  },
  LeaderJoined: (s, event) => {
    const { leader, at } = event.payload;
    if (s.leaders[leader] !== undefined || s.eliminated.includes(leader)) fail(event, `${leader} cannot be recruited`);
    s.leaders[leader] = { location: { kind: 'system', system: at }, ring: null };
  },
} satisfies EvolveHandlers;

import { LEADER_IDS, type LeaderId } from '../data/leaders.data.js';
import type { RingId } from '../rebellion.state.js';
import { copy } from './evolve.draft.js';
import { moveLeader, type EvolveHandlers } from './evolve.kit.js';

/** A sandbox position laid out in one go (sandbox.position.ts). */
export const sandboxEvolve = {
  SandboxBoardSet: (s, event) => {
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
  },
  SandboxHandsDealt: (s, event) => {
    const { faction, missions, actions, objectives, probes } = event.payload;
    s.hands.missions[faction] = [...missions];
    s.hands.actions[faction] = [...actions];
    if (faction === 'rebel') s.hands.objectives = [...objectives];
    else s.hands.probes = [...probes];
  },
  SandboxMissionsAssigned: (s, event) => {
    const { faction, assigned } = event.payload;
    s.assigned[faction] = copy(assigned);
    assigned.forEach((m, slot) => {
      for (const leader of m.leaders) moveLeader(s, leader, { kind: 'mission', slot }, event);
    });
  },
  SandboxPhaseSet: (s, event) => {
    const { phase, turn, passed } = event.payload;
    s.phase =
      phase === 'assignment'
        ? { kind: 'assignment', turn, steps: [] }
        : { kind: 'command', turn, passed: { empire: passed.includes('empire'), rebel: passed.includes('rebel') } };
  },
} satisfies EvolveHandlers;

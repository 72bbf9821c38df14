import { redactFor } from '../core/event.redact.js';
import type { Emitted } from '../core/game.contract.js';
import { fold } from '../core/decider.testkit.js';
import { randomPlayout } from '../core/playout.testkit.js';
import { seatViewer, SPECTATOR, type Viewer } from '../core/visibility.view.js';
import { ACTION_CARDS } from './data/action-cards.data.js';
import { withCopies } from './data/cards.data.js';
import { LEADER_IDS } from './data/leaders.data.js';
import { MISSIONS } from './data/missions.data.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import { OBJECTIVES } from './data/objectives.data.js';
import { PROBE_CARDS } from './data/probe-cards.data.js';
import { SYSTEM_IDS, systemData } from './data/systems.data.js';
import { TACTIC_CARDS } from './data/tactic-cards.data.js';
import { UNIT_TYPE_IDS, unitType } from './data/units.data.js';
import { hasUnits, isGround } from './board.query.js';
import { rebellionGame as game } from './rebellion.game.js';
import type { RebellionState } from './rebellion.state.js';

/**
 * The checks the random-game specs run: invariants of every reachable state,
 * secrets in the event log, and answers that must not depend on the other
 * side's secrets. Shared by the two halves of the 500-game property test,
 * which jest runs in parallel.
 */

const sorted = (xs: readonly string[]) => [...xs].sort();
const isProject = (m: string) => MISSIONS.find((x) => x.id === m)!.deck === 'projects';

/** What must hold in every state a legal game can reach between decisions. */
export function invariants(s: RebellionState): string[] {
  const broken: string[] = [];
  for (const unit of UNIT_TYPE_IDS) {
    const used = Object.values(s.units).reduce((n, c) => n + (c[unit] ?? 0), 0) + s.buildQueue[unitType(unit).faction].filter((q) => q.unit === unit).length;
    if (used > unitType(unit).supply) broken.push(`more ${unit} than miniatures`);
  }
  for (const id of SYSTEM_IDS) {
    const sys = s.systems[id];
    if ((!systemData(id).populous || sys.destroyed) && (sys.loyalty !== null || sys.subjugated)) broken.push(`${id}: loyalty on a remote system`);
    if (sys.subjugated && sys.loyalty === 'empire') broken.push(`${id}: subjugated and Imperial`);
    if (s.round > 0 && sys.subjugated && !hasUnits(s, id, 'empire', isGround)) broken.push(`${id}: subjugated without Imperial ground units`);
  }
  if (s.systems.coruscant.loyalty !== 'empire') broken.push('Coruscant not Imperial');
  const base = s.base.system;
  if (base !== null && !s.base.revealed && (s.systems[base].loyalty === 'empire' || hasUnits(s, base, 'empire', isGround))) broken.push('hidden base under Imperial control');
  if (s.base.revealed && Object.keys(s.units['rebel-base']).length > 0) broken.push('units on a revealed base’s space');
  if (LEADER_IDS.filter((l) => s.leaders[l]?.ring === 'captured').length > 1) broken.push('two captives');
  if (s.eliminated.some((l) => s.leaders[l] !== undefined)) broken.push('eliminated leader in play');
  // Every card is somewhere, once.
  for (const faction of FACTIONS) {
    const playing = s.phase.kind === 'mission' && s.phase.faction === faction ? [s.phase.card] : [];
    const missions = [...s.decks.missions[faction], ...s.hands.missions[faction], ...s.assigned[faction].map((a) => a.card), ...s.discards.missions[faction], ...playing].filter(
      (m) => !isProject(m),
    );
    const all = withCopies(MISSIONS.filter((m) => m.faction === faction && m.deck !== 'projects'));
    if (s.round > 0 && JSON.stringify(sorted(missions)) !== JSON.stringify(sorted(all))) broken.push(`${faction} missions lost or doubled`);
  }
  if (s.round > 0) {
    const playing = s.phase.kind === 'mission' ? [s.phase.card, ...s.phase.projects] : [];
    const projects = [...s.decks.projects, ...s.discards.projects, ...s.hands.missions.empire, ...s.assigned.empire.map((a) => a.card), ...playing].filter(isProject);
    if (JSON.stringify(sorted(projects)) !== JSON.stringify(sorted(withCopies(MISSIONS.filter((m) => m.deck === 'projects'))))) broken.push('projects lost or doubled');
  }
  for (const theater of ['space', 'ground'] as const) {
    const cards = [...s.decks.tactics[theater], ...s.discards.tactics[theater], ...FACTIONS.flatMap((f) => s.hands.tactics[f].filter((t) => t.startsWith(theater)))];
    if (JSON.stringify(sorted(cards)) !== JSON.stringify(sorted(withCopies(TACTIC_CARDS.filter((t) => t.deck === theater))))) broken.push(`${theater} tactic cards lost or doubled`);
  }
  const objectives = [...s.decks.objectives, ...s.hands.objectives, ...s.objectivesPlayed];
  if (s.round > 0 && JSON.stringify(sorted(objectives)) !== JSON.stringify(sorted(OBJECTIVES.map((o) => o.id)))) broken.push('objectives lost or doubled');
  const probes = [...s.decks.probe, ...s.hands.probes, ...s.probesInBox, ...(base !== null ? [base] : []), ...(s.phase.kind === 'rapid-mobilization' ? s.phase.drawn : [])];
  if (s.round > 0 && JSON.stringify(sorted(probes)) !== JSON.stringify(sorted(PROBE_CARDS.map((p) => p.system)))) broken.push('probe cards lost or doubled');
  const actions = FACTIONS.flatMap((f) => [...s.decks.actions[f], ...s.hands.actions[f]]);
  if (new Set(actions).size !== actions.length || actions.some((a) => !ACTION_CARDS.some((c) => c.id === a))) broken.push('action cards doubled');
  return broken;
}

/** Events whose payload is a side's secret: the other side and spectators must get the stand-in. */
const SECRET: Readonly<Record<string, (payload: Record<string, unknown>) => Faction>> = {
  ObjectivesDrawn: () => 'rebel',
  BaseChosen: () => 'rebel',
  NewBaseChosen: () => 'rebel',
  NewBaseCardsDrawn: () => 'rebel',
  ObjectivesLookedAt: () => 'rebel',
  ObjectivesArranged: () => 'rebel',
  ProbeCardsDrawn: () => 'empire',
  ProjectsDrawn: () => 'empire',
  ProjectKept: () => 'empire',
  MissionsDrawn: (p) => p.faction as Faction,
  StartingActionCardsDealt: (p) => p.faction as Faction,
  RecruitCardsDrawn: (p) => p.faction as Faction,
  RecruitCardChosen: (p) => p.faction as Faction,
  MissionAssigned: (p) => p.faction as Faction,
  LeaderAddedToMission: (p) => p.faction as Faction,
  AssignmentUndone: (p) => p.faction as Faction,
  FaceDownMissionsReturned: (p) => p.faction as Faction,
  TacticCardsDrawn: (p) => p.faction as Faction,
  MissionSearchedAndAssigned: (p) => p.faction as Faction,
};

/** Every secret event reaches the other side and spectators as its stand-in, and deck orders reach nobody. */
export function logLeaks(emitted: readonly Emitted[], seats: Readonly<Record<Faction, number>>): string[] {
  const leaks: string[] = [];
  for (const e of emitted) {
    const owner = SECRET[e.event.type]?.(e.event.payload as Record<string, unknown>);
    const viewers: Viewer[] = owner === undefined ? [] : [seatViewer(seats[owner === 'empire' ? 'rebel' : 'empire']), SPECTATOR];
    if (e.visibility.kind === 'server') viewers.push(seatViewer(seats.empire), seatViewer(seats.rebel));
    for (const viewer of viewers) if (!redactFor(e, viewer).redacted) leaks.push(`${e.event.type} shown to ${JSON.stringify(viewer)}`);
  }
  return leaks;
}

/** The same state with the hidden base in another hidden system and the other side's hands swapped for the same number of other cards. */
export function twin(s: RebellionState, secretsOf: Faction): RebellionState | null {
  if (secretsOf === 'rebel') {
    const base = s.base.system;
    if (base === null || s.base.revealed) return null;
    const other = s.decks.probe.find((p) => !hasUnits(s, p, 'empire', isGround) && s.systems[p].loyalty !== 'empire');
    if (other === undefined) return null;
    const deckMissions = s.decks.missions.rebel;
    const swapped = s.hands.missions.rebel.map((m, i) => (MISSIONS.find((x) => x.id === m)!.starting ? m : (deckMissions[i] ?? m)));
    return {
      ...s,
      base: { system: other, revealed: false },
      decks: { ...s.decks, probe: s.decks.probe.map((p) => (p === other ? base : p)) },
      hands: { ...s.hands, missions: { ...s.hands.missions, rebel: swapped }, objectives: [...s.decks.objectives.slice(0, s.hands.objectives.length)] },
    };
  }
  const probes = s.decks.probe.slice(0, s.hands.probes.length);
  if (probes.length < s.hands.probes.length) return null;
  return { ...s, hands: { ...s.hands, probes } };
}

export const answers = (s: RebellionState, viewer: Viewer) => ({
  view: game.view(s, viewer),
  legal: viewer.kind === 'seat' ? game.legalActions(s, viewer.seat) : [],
  pending: game.pending(s),
});

/** Plays the seeded games `from` to `to` (exclusive) and checks each: a victory, replay, invariants (every state of the first `deep`). */
export function checkGames(prefix: string, from: number, to: number, deep: number): { winners: Record<Faction, number>; broken: string[]; steps: number } {
  const winners = { empire: 0, rebel: 0 };
  const broken: string[] = [];
  let steps = 0;
  for (let g = from; g < to; g++) {
    const run = randomPlayout<RebellionState>(game, 2, `${prefix}-${g}`, 20_000, {});
    const final = run.states[run.states.length - 1];
    const winner = final.ended?.winner;
    if (winner === undefined || JSON.stringify(game.outcome(final)?.winners) !== JSON.stringify([final.seats![winner]])) broken.push(`game ${g}: no clear winner`);
    else winners[winner]++;
    const replayed = fold<RebellionState>(game, g % 25 === 0 ? JSON.parse(JSON.stringify(run.emitted)) : run.emitted);
    if (JSON.stringify(replayed) !== JSON.stringify(final)) broken.push(`game ${g}: replay differs`);
    const checked = g - from < deep ? run.states.slice(1) : [final];
    for (const s of checked) broken.push(...invariants(s).map((b) => `game ${g}, round ${s.round}, ${s.phase.kind}: ${b}`));
    broken.push(...logLeaks(run.emitted, final.seats!).map((l) => `game ${g}: ${l}`));
    steps += run.steps;
  }
  return { winners, broken, steps };
}

/** For the states of the given games: the Empire and spectators get the same answers for a twin with the Rebel's secrets changed, and the Rebel likewise. */
export function differences(prefix: string, games: number): string[] {
  const found: string[] = [];
  for (let g = 0; g < games; g++) {
    const run = randomPlayout<RebellionState>(game, 2, `${prefix}-${g}`, 20_000, {});
    for (const s of run.states.slice(1)) {
      for (const [secretsOf, viewers] of [
        ['rebel', [seatViewer(s.seats!.empire), SPECTATOR]],
        ['empire', [seatViewer(s.seats!.rebel), SPECTATOR]],
      ] as const) {
        const other = twin(s, secretsOf);
        if (other === null) continue;
        for (const viewer of viewers)
          if (JSON.stringify(answers(s, viewer)) !== JSON.stringify(answers(other, viewer)))
            found.push(`game ${g}, round ${s.round}, ${s.phase.kind}: ${secretsOf} secrets visible to ${JSON.stringify(viewer)}`);
      }
    }
  }
  return found;
}

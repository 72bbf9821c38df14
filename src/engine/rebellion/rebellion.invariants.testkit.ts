import { redactFor } from '../core/event.redact.js';
import type { Emitted } from '../core/game.contract.js';
import type { PlayoutChecks } from '../core/playout.check.js';
import { SeededRng } from '../core/rng.random.js';
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
import { rebellionTwin } from './rebellion.twin.testkit.js';
import type { Modifier } from './modifiers.effects.js';
import { tacticsOpen } from './modifiers.rules.js';
import type { RebellionState } from './rebellion.state.js';

/**
 * The checks the random-game specs run: invariants of every reachable state,
 * secrets in the event log, and answers that must not depend on the other
 * side's secrets. Shared by the two halves of the 500-game property test,
 * which jest runs in parallel.
 */

const sorted = (xs: readonly string[]) => [...xs].sort();

/**
 * `cards` is `all` exactly; once the game is over one card may be missing:
 * a victory in the middle of a mission (a card moving units onto the
 * revealed base) leaves the revealed card on the table, in no pile.
 */
function sameCards(cards: readonly string[], all: readonly string[], over: boolean): boolean {
  const left = [...all];
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return left.length === 0 || (over && left.length === 1);
}
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
    if (s.round > 0 && !sameCards(missions, all, s.phase.kind === 'game-over')) broken.push(`${faction} missions lost or doubled`);
  }
  if (s.round > 0) {
    const playing = s.phase.kind === 'mission' ? [s.phase.card, ...s.phase.projects] : [];
    const projects = [...s.decks.projects, ...s.discards.projects, ...s.hands.missions.empire, ...s.assigned.empire.map((a) => a.card), ...playing].filter(isProject);
    // As for missions: a project revealed when the game ends (Superlaser Online destroying the base's system) stays on the table.
    if (!sameCards(projects, withCopies(MISSIONS.filter((m) => m.deck === 'projects')), s.phase.kind === 'game-over')) broken.push('projects lost or doubled');
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
  ProbeCardsLookedAt: () => 'rebel',
  CardsPutBack: () => 'rebel',
  ObjectivesArranged: () => 'rebel',
  ObjectivesShown: () => 'empire',
  ObjectiveToDeckBottom: () => 'empire',
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
  CardSearched: (p) => p.faction as Faction,
};

/** Every secret event reaches the other side and spectators as its stand-in, and deck orders reach nobody. */
export function logLeaks(emitted: readonly Emitted[], seats: Readonly<Record<Faction, number>>): string[] {
  const leaks: string[] = [];
  // Tactic cards a card keeps face up for the rest of the combat (an `open-tactics` modifier) are nobody's secret.
  const open = new Set<Faction>();
  for (const e of emitted) {
    const payload = e.event.payload as Record<string, unknown>;
    if (e.event.type === 'ModifierAdded') {
      const effect = (payload.modifier as Modifier).effect;
      if (effect.kind === 'open-tactics') open.add(effect.faction);
    }
    if (e.event.type === 'CombatEnded') open.clear();
    if (e.event.type === 'TacticCardsDrawn' && open.has(payload.faction as Faction)) continue;
    const owner = SECRET[e.event.type]?.(payload);
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
    // Swapped, not drawn afresh: late in a game the objective deck may hold fewer cards than the hand.
    const objectives = swapWithDeck(s.hands.objectives, s.decks.objectives);
    return {
      ...s,
      base: { system: other, revealed: false },
      decks: { ...s.decks, probe: s.decks.probe.map((p) => (p === other ? base : p)), objectives: objectives.deck },
      hands: { ...s.hands, missions: { ...s.hands.missions, rebel: swapped }, objectives: objectives.hand },
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

/** Rebellion's checks of a random game, for the specs and `npm run playouts`. */
export const REBELLION_CHECKS: PlayoutChecks<RebellionState> = {
  state: invariants,
  final: (s) => {
    const winner = s.ended?.winner;
    return winner === undefined || JSON.stringify(game.outcome(s)?.winners) !== JSON.stringify([s.seats![winner]]) ? ['no clear winner'] : [];
  },
  log: (emitted, final) => logLeaks(emitted, final.seats!),
  twins: twinDifferences,
};

/** `hand` with each card (but those `keep` says) swapped for the deck card at the same place: the same counts, other cards. */
function swapWithDeck<T>(hand: readonly T[], deck: readonly T[], keep: (card: T) => boolean = () => false): { hand: T[]; deck: T[] } {
  const newDeck = [...deck];
  const newHand = hand.map((card, i) => {
    if (keep(card) || i >= newDeck.length) return card;
    const other = newDeck[i];
    newDeck[i] = card;
    return other;
  });
  return { hand: newHand, deck: newDeck };
}

/** Swaps each card for the first card of `pile(card)` that differs from it, in place in the piles. */
function swapEach<T>(cards: readonly T[], pile: (card: T) => T[]): T[] {
  return cards.map((card) => {
    const from = pile(card);
    const i = from.findIndex((x) => x !== card);
    if (i < 0) return card;
    const other = from[i];
    from[i] = card;
    return other;
  });
}

const reversed = <T>(xs: readonly T[]): T[] => [...xs].reverse();

export interface Twin {
  readonly secret: string;
  /** Who may know the secret; null: nobody (a deck's order). */
  readonly owner: Faction | null;
  readonly state: RebellionState;
}

/**
 * Twins of a state that differ only in one kind of hidden fact. A side's
 * hand cards are swapped for cards of its decks, face-down missions for other
 * missions, the base moved, every deck reversed.
 */
export function twins(s: RebellionState): Twin[] {
  const out: Twin[] = [];
  const base = twin(s, 'rebel');
  if (base !== null) out.push({ secret: 'rebel base, missions in hand, objectives', owner: 'rebel', state: base });
  const probes = twin(s, 'empire');
  if (probes !== null) out.push({ secret: 'probe cards in hand', owner: 'empire', state: probes });
  for (const f of FACTIONS) {
    const missions = swapWithDeck(s.hands.missions[f], s.decks.missions[f], (m) => MISSIONS.find((x) => x.id === m)!.starting || isProject(m));
    const actions = swapWithDeck(s.hands.actions[f], s.decks.actions[f]);
    out.push({
      secret: `${f} missions and action cards in hand`,
      owner: f,
      state: {
        ...s,
        hands: { ...s.hands, missions: { ...s.hands.missions, [f]: missions.hand }, actions: { ...s.hands.actions, [f]: actions.hand } },
        decks: { ...s.decks, missions: { ...s.decks.missions, [f]: missions.deck }, actions: { ...s.decks.actions, [f]: actions.deck } },
      },
    });
    if (s.assigned[f].length > 0) {
      const deck = [...s.decks.missions[f]];
      const cards = swapEach(
        s.assigned[f].map((a) => a.card),
        () => deck,
      );
      const assigned = s.assigned[f].map((a, i) => ({ ...a, card: cards[i] }));
      out.push({ secret: `${f} face-down missions`, owner: f, state: { ...s, assigned: { ...s.assigned, [f]: assigned }, decks: { ...s.decks, missions: { ...s.decks.missions, [f]: deck } } } });
    }
    // A face-down starting mission and another in the hand trade places („Contingency Plan“ puts leaders onto one in secret).
    const starting = (m: string) => MISSIONS.find((x) => x.id === m)!.starting;
    const down = s.assigned[f].findIndex((a) => starting(a.card));
    const held = down < 0 ? -1 : s.hands.missions[f].findIndex((m) => starting(m) && m !== s.assigned[f][down].card);
    if (held >= 0) {
      const hand = [...s.hands.missions[f]];
      const assigned = s.assigned[f].map((a, i) => (i === down ? { ...a, card: hand[held] } : a));
      hand[held] = s.assigned[f][down].card;
      out.push({ secret: `${f} face-down starting mission or one in hand`, owner: f, state: { ...s, assigned: { ...s.assigned, [f]: assigned }, hands: { ...s.hands, missions: { ...s.hands.missions, [f]: hand } } } });
    }
    // A hand a card keeps face up (an `open-tactics` modifier, Good Intel) is nobody's secret.
    if (s.hands.tactics[f].length > 0 && !tacticsOpen(s, f)) {
      const tactics = { space: [...s.decks.tactics.space], ground: [...s.decks.tactics.ground] };
      const hand = swapEach(s.hands.tactics[f], (t) => tactics[t.startsWith('space') ? 'space' : 'ground']);
      out.push({ secret: `${f} tactic cards in hand`, owner: f, state: { ...s, hands: { ...s.hands, tactics: { ...s.hands.tactics, [f]: hand } }, decks: { ...s.decks, tactics } } });
    }
  }
  // The twin-state property's maker (docs/security.md): everything one side cannot see dealt again at once.
  if (s.seats !== null)
    for (const f of FACTIONS)
      out.push({
        secret: `all the ${f === 'empire' ? 'rebel' : 'empire'} side's secrets dealt again`,
        owner: f === 'empire' ? 'rebel' : 'empire',
        state: rebellionTwin(s, s.seats[f], new SeededRng(`twin:${s.round}:${f}:${s.decks.probe.join()}`)),
      });
  const d = s.decks;
  out.push({
    secret: 'every deck order',
    owner: null,
    state: {
      ...s,
      decks: {
        probe: reversed(d.probe),
        objectives: reversed(d.objectives),
        projects: reversed(d.projects),
        missions: { empire: reversed(d.missions.empire), rebel: reversed(d.missions.rebel) },
        actions: { empire: reversed(d.actions.empire), rebel: reversed(d.actions.rebel) },
        startingActions: { empire: reversed(d.startingActions.empire), rebel: reversed(d.startingActions.rebel) },
        tactics: { space: reversed(d.tactics.space), ground: reversed(d.tactics.ground) },
      },
    },
  });
  return out;
}

/**
 * Views, legal actions and pending lists of twins that differ only in one
 * secret must be equal for everybody the secret is hidden from: the other
 * side and spectators, or, for deck orders, everybody.
 */
export function twinDifferences(s: RebellionState, where: string): string[] {
  const found: string[] = [];
  const seats = s.seats!;
  const empire = seatViewer(seats.empire);
  const rebel = seatViewer(seats.rebel);
  const seen = new Map<Viewer, string>([empire, rebel, SPECTATOR].map((v) => [v, JSON.stringify(answers(s, v))]));
  for (const { secret, owner, state } of twins(s)) {
    const viewers = owner === null ? [empire, rebel, SPECTATOR] : [owner === 'empire' ? rebel : empire, SPECTATOR];
    for (const viewer of viewers) if (seen.get(viewer) !== JSON.stringify(answers(state, viewer))) found.push(`${where}: ${secret} visible to ${JSON.stringify(viewer)}`);
  }
  return found;
}

import type { Rng } from '../core/rng.random.js';
import { actionCardData } from './data/cards.data.js';
import { LEADER_IDS, leaderData, type LeaderId } from './data/leaders.data.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import { TIME_TRACK } from './data/time-track.data.js';
import type { ActionCardId } from './data/action-cards.data.js';
import type { UnitTypeId } from './data/units.data.js';
import { buildSlots, deployPlaces, hasUnits, inSupply, isCaptured, unitsForIcon } from './board.query.js';
import { SYSTEM_IDS } from './data/systems.data.js';
import type { Out } from './rebellion.out.js';
import type { BuildSlot, Place, QueuedUnit, RebellionState, UnitCounts } from './rebellion.state.js';

/**
 * RR AUFFRISCHPHASE, run step by step: each function does the automatic work
 * of its step and either stops at a decision or calls the next step. The
 * decisions' handlers call back into the step that follows them.
 */

/** Step 2. */
export const MISSIONS_DRAWN_PER_ROUND = 2;
export const HAND_LIMIT = 10;
/** Step 3. */
export const PROBES_DRAWN_PER_ROUND = 2;
/** Step 4. */
export const OBJECTIVES_DRAWN_PER_ROUND = 1;
/** RR REKRUTIEREN: action cards drawn to choose from. */
export const RECRUIT_DRAW = 2;
/** RR EINHEITEN STATIONIEREN: per side, system and refresh phase. */
export const DEPLOY_LIMIT_PER_PLACE = 2;

/** The refresh phase begins: with an objective window if the Rebel holds any objective (their number is public). */
export function beginRefresh(out: Out, rng: Rng): void {
  out.emit({ type: 'RefreshPhaseBegan', payload: {} });
  if (out.state.hands.objectives.length > 0) out.emit({ type: 'ObjectiveWindowOpened', payload: {} });
  else retrieveAndDraw(out, rng);
}

/** Steps 1 and 2: leaders return (captured ones stay, RR GEFANGENE ANFÜHRER), each side draws 2 missions, then the hand limit. */
export function retrieveAndDraw(out: Out, rng: Rng): void {
  const onBoard = LEADER_IDS.filter((l) => {
    const kind = out.state.leaders[l]?.location.kind;
    return (kind === 'system' || kind === 'rebel-base') && !isCaptured(out.state, l) && out.state.leaders[l]?.detained !== true;
  });
  const detained = LEADER_IDS.some((l) => out.state.leaders[l]?.detained === true);
  if (onBoard.length > 0 || detained) out.emit({ type: 'LeadersRetrieved', payload: { leaders: onBoard } });
  for (const faction of FACTIONS) drawMissions(out, faction, MISSIONS_DRAWN_PER_ROUND, rng);
  const excess = Object.fromEntries(FACTIONS.map((f) => [f, Math.max(0, out.state.hands.missions[f].length - HAND_LIMIT)])) as Record<Faction, number>;
  if (FACTIONS.some((f) => excess[f] > 0)) out.emit({ type: 'HandLimitApplied', payload: { excess } });
  else afterHandLimit(out);
}

/** Draws from the top; an empty deck is replaced by its shuffled discard pile (RR ABLEGEN). */
function drawMissions(out: Out, faction: Faction, n: number, rng: Rng): void {
  let wanted = n;
  while (wanted > 0) {
    if (out.state.decks.missions[faction].length === 0) {
      const pile = out.state.discards.missions[faction];
      if (pile.length === 0) return;
      out.emit({ type: 'MissionDiscardsReshuffled', payload: { faction, order: rng.shuffle(pile) } });
    }
    const cards = out.state.decks.missions[faction].slice(0, wanted);
    out.emit({ type: 'MissionsDrawn', payload: { faction, cards } });
    wanted -= cards.length;
  }
}

/** Steps 3 to 5: probe cards, an objective, then time; on reaching the reputation marker the Rebel wins (RR SIEGBEDINGUNGEN). */
export function afterHandLimit(out: Out): void {
  const probes = out.state.decks.probe.slice(0, PROBES_DRAWN_PER_ROUND);
  if (probes.length > 0) out.emit({ type: 'ProbeCardsDrawn', payload: { cards: probes } });
  const objectives = out.state.decks.objectives.slice(0, OBJECTIVES_DRAWN_PER_ROUND);
  if (objectives.length > 0) out.emit({ type: 'ObjectivesDrawn', payload: { cards: objectives } });
  const time = out.state.time + 1;
  out.emit({ type: 'TimeAdvanced', payload: { time } });
  if (time >= out.state.reputation) {
    out.emit({ type: 'GameEnded', payload: { winner: 'rebel', reason: 'reputation-met-time' } });
    return;
  }
  if (TIME_TRACK[time - 1]?.recruit) beginRecruit(out);
  else afterRecruit(out);
}

/**
 * A leader shown on the card that is not in play and not eliminated (RR
 * REKRUTIEREN); for action cards Luke Skywalker (Jedi) counts as Luke
 * Skywalker (RR ANFÜHRER), so a card cannot bring Luke back beside him.
 */
export function recruitable(state: RebellionState, card: ActionCardId): LeaderId[] {
  const taken = (l: LeaderId) => state.leaders[l] !== undefined || state.eliminated.includes(l);
  return actionCardData(card).leaders.filter((l) => !taken(l) && !LEADER_IDS.some((other) => leaderData(other).replaces === l && taken(other)));
}

/**
 * RR REKRUTIEREN: each side draws 2 action cards; while none shows a leader
 * that can still be recruited it draws one more (the seed allows it, and it
 * can only widen the choice, so the engine always does).
 */
function beginRecruit(out: Out): void {
  out.emit({ type: 'RecruitBegan', payload: {} });
  for (const faction of FACTIONS) {
    const deck = out.state.decks.actions[faction];
    let n = Math.min(RECRUIT_DRAW, deck.length);
    while (n < deck.length && deck.slice(0, n).every((c) => recruitable(out.state, c).length === 0)) n++;
    if (n > 0) out.emit({ type: 'RecruitCardsDrawn', payload: { faction, cards: deck.slice(0, n) } });
  }
  continueRecruit(out);
}

/** After each recruit decision: leaders are named in turn (Rebel first); a card without a recruitable leader is kept without one. */
export function continueRecruit(out: Out): void {
  for (;;) {
    const phase = out.state.phase;
    if (phase.kind !== 'recruit') return;
    if (phase.turn === null) {
      if (FACTIONS.some((f) => phase.offered[f].length > 0)) return;
      afterRecruitLeaders(out);
      return;
    }
    const card = phase.chosen[phase.turn];
    if (card !== null && recruitable(out.state, card).length > 0) return;
    out.emit({ type: 'RecruitForgone', payload: { faction: phase.turn } });
  }
}

/** „Sofort“ cards chosen while recruiting are revealed and resolved at once (RR AKTIONSKARTEN). */
function afterRecruitLeaders(out: Out): void {
  const phase = out.state.phase;
  if (phase.kind !== 'recruit') return;
  const immediate = FACTIONS.flatMap((faction) => {
    const card = phase.chosen[faction];
    return card !== null && actionCardData(card).timing === 'immediate' ? [{ faction, card }] : [];
  });
  if (immediate.length === 0) {
    afterRecruit(out);
    return;
  }
  out.emit({ type: 'ImmediateActionCardsBegan', payload: { resume: 'build' } });
  for (const { faction, card } of immediate) out.emit({ type: 'ImmediateActionCardRevealed', payload: { faction, card } });
}

/** Step 5, build icon, or straight to step 6. */
export function afterRecruit(out: Out): void {
  if (TIME_TRACK[out.state.time - 1]?.build) out.emit({ type: 'BuildBegan', payload: {} });
  else beginDeploy(out, 'rebel');
}

/** The Rebel's icons that offer more than one unit with miniatures left; the Empire has none in the base game. */
export function buildChoices(state: RebellionState): BuildSlot[] {
  return buildSlots(state, 'rebel').filter((slot) => unitsForIcon('rebel', slot.icon).length > 1);
}

/** Both sides are done destroying: the Rebel picks his units, or everything is built at once. */
export function afterReleasing(out: Out): void {
  const choices = buildChoices(out.state);
  if (choices.length > 0) out.emit({ type: 'BuildChoicesBegan', payload: { choices } });
  else finishBuild(out, []);
}

/**
 * RR EINHEITEN BAUEN: both sides build at once, one unit per icon onto the
 * queue space printed with it; a type with no miniature left is not built
 * (RR MATERIALBESCHRÄNKUNG). `picked` are the Rebel's choices.
 */
export function finishBuild(out: Out, picked: readonly QueuedUnit[]): void {
  for (const faction of FACTIONS) {
    const left = new Map<UnitTypeId, number>();
    const take = (unit: UnitTypeId) => {
      const n = left.get(unit) ?? inSupply(out.state, unit);
      left.set(unit, n - 1);
      return n > 0;
    };
    const units: QueuedUnit[] = [];
    for (const slot of buildSlots(out.state, faction)) {
      const options = unitsForIcon(faction, slot.icon);
      if (options.length === 1 && take(options[0])) units.push({ unit: options[0], space: slot.space });
    }
    if (faction === 'rebel') units.push(...picked.filter((p) => take(p.unit)));
    if (units.length > 0) out.emit({ type: 'UnitsBuilt', payload: { faction, units } });
  }
  beginDeploy(out, 'rebel');
}

/** Step 6 for one side (the Rebel first): the queue slides; what leaves space 1 is deployed or goes back. */
export function beginDeploy(out: Out, faction: Faction): void {
  const ready: Partial<Record<UnitTypeId, number>> = {};
  for (const q of out.state.buildQueue[faction]) if (q.space === 1) ready[q.unit] = (ready[q.unit] ?? 0) + 1;
  if (out.state.buildQueue[faction].length > 0) out.emit({ type: 'BuildQueueAdvanced', payload: { faction, ready } });
  if (Object.keys(ready).length === 0 || deployOptions(out.state, faction, ready, {}).length === 0) {
    if (Object.keys(ready).length > 0) out.emit({ type: 'DeployFinished', payload: { faction, returned: ready } });
    afterDeploy(out, faction);
  }
}

/** Where each ready unit may go now: two per place; a Death Star only into the system of the Death Star under construction (RR TODESSTERN BAUEN). */
export function deployOptions(
  state: RebellionState,
  faction: Faction,
  ready: UnitCounts,
  deployed: Readonly<Partial<Record<string, number>>>,
): { unit: UnitTypeId; at: ReturnType<typeof deployPlaces>[number] }[] {
  const open = (at: Place) => (deployed[at] ?? 0) < DEPLOY_LIMIT_PER_PLACE;
  const places = deployPlaces(state, faction).filter(open);
  // The station under construction stands in a remote system, which has no loyalty: its system takes the Death Star all the same.
  const station = SYSTEM_IDS.filter(
    (id) => (state.units[id]['death-star-under-construction'] ?? 0) > 0 && !state.systems[id].sabotaged && !hasUnits(state, id, 'rebel') && open(id),
  );
  return (Object.keys(ready) as UnitTypeId[]).flatMap((unit) => (unit === 'death-star' ? station : places).map((at) => ({ unit, at })));
}

/** After a side's deployment: the Empire's, then the next round. */
export function afterDeploy(out: Out, faction: Faction): void {
  if (faction === 'rebel') beginDeploy(out, 'empire');
  else out.emit({ type: 'RoundBegan', payload: { round: out.state.round + 1 } });
}

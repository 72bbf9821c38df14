import type { Rng } from '../core/rng.random.js';
import { DICE, type DieColour } from './data/dice.data.js';
import { THEATERS, type Faction, type Theater } from './data/model.types.js';
import type { SystemId } from './data/systems.data.js';
import { unitType, type UnitTypeId } from './data/units.data.js';
import { countAt, hasUnits, isGround, isShip, other, typesAt } from './board.query.js';
import {
  attackDice,
  battlesDecided,
  canRetreat,
  hasTacticLeader,
  inTheater,
  SHIELD_GENERATOR_DRAW,
  tacticValue,
  theatersFought,
} from './combat.rules.js';
import { assignableSources, playableTactics } from './combat.legal.js';
import { onLoan } from './modifiers.rules.js';
import { excessDuty, settleExcess } from './destroyed-system.rules.js';
import { finishActivation } from './command.decide.js';
import { hasReserve } from './mission.legal.js';
import type { Out } from './rebellion.out.js';
import type { CombatState, ObjectiveResume, RebellionState, UnitCounts } from './rebellion.state.js';
import { combatObjectivesDue } from './objectives.effects.js';
import { openReaction } from './reactions.flow.js';

/**
 * RR GEFECHT, run step by step: each function does the automatic work of
 * its step and either stops at a decision (`CombatStepBegan`) or calls the
 * next step. Decision handlers call back into the step that follows them.
 * Whenever a side is asked depends only on public facts (a leader in
 * reserve, the number of cards in a hand), so being asked tells nothing.
 */

const current = (out: Out): CombatState => out.state.phase as CombatState;

/** RR SYSTEME AKTIVIEREN step 4: units of both sides in the same theater; `active` is the side whose turn it is. */
export function beginCombat(out: Out, active: Faction, system: SystemId, from: readonly SystemId[], rng: Rng): void {
  const s = out.state;
  // RR ZERSTÖRTE SYSTEME: no ground battle there, so none to win (RR SCHLACHTEN GEWINNEN).
  const fought = (t: Theater) => t === 'space' || !s.systems[system].destroyed;
  const present = Object.fromEntries(
    THEATERS.map((t) => [t, (['empire', 'rebel'] as const).filter((f) => fought(t) && hasUnits(s, system, f, inTheater(t)))]),
  ) as Record<Theater, Faction[]>;
  out.emit({ type: 'CombatBegan', payload: { system, active, from, present } });
  askLeader(out, active, rng);
}

/** Step 1: a side without a leader with tactic values there may add one from its pool. */
function askLeader(out: Out, faction: Faction, rng: Rng): void {
  const c = current(out);
  if (!hasTacticLeader(out.state, c.system, faction) && hasReserve(out.state, faction))
    out.emit({ type: 'CombatStepBegan', payload: { step: 'add-leader', turn: faction } });
  else afterLeader(out, faction, rng);
}

export function afterLeader(out: Out, faction: Faction, rng: Rng): void {
  if (faction === current(out).active) askLeader(out, other(faction), rng);
  else askCards(out, current(out).active, rng);
}

/** Then „Gefechtsbeginn“ action cards, the active side first; asked whenever the side holds any action card. */
function askCards(out: Out, faction: Faction, rng: Rng): void {
  if (out.state.hands.actions[faction].length > 0) out.emit({ type: 'CombatStepBegan', payload: { step: 'start-cards', turn: faction } });
  else afterCards(out, faction, rng);
}

export function afterCards(out: Out, faction: Faction, rng: Rng): void {
  const c = current(out);
  if (faction === c.active) askCards(out, other(faction), rng);
  else {
    drawOpeningTactics(out, rng);
    beginRound(out, rng);
  }
}

/** Draws tactic cards, reshuffling the discard pile into an empty deck (RR ABLEGEN). */
export function drawTactics(out: Out, faction: Faction, theater: Theater, n: number, rng: Rng): void {
  let wanted = n;
  while (wanted > 0) {
    if (out.state.decks.tactics[theater].length === 0) {
      const pile = out.state.discards.tactics[theater];
      if (pile.length === 0) return;
      out.emit({ type: 'TacticDiscardsReshuffled', payload: { theater, order: rng.shuffle(pile) } });
    }
    const cards = out.state.decks.tactics[theater].slice(0, wanted);
    out.emit({ type: 'TacticCardsDrawn', payload: { faction, theater, cards } });
    wanted -= cards.length;
  }
}

/** Step 2: tactic values per theater where both sides have units, the active side first. */
function drawOpeningTactics(out: Out, rng: Rng): void {
  const c = current(out);
  for (const theater of theatersFought(out.state, c.system))
    for (const faction of [c.active, other(c.active)]) drawTactics(out, faction, theater, tacticValue(out.state, c.system, faction, theater), rng);
}

/** Step 3: a combat round: space battle, ground battle, retreat. */
function beginRound(out: Out, rng: Rng): void {
  out.emit({ type: 'CombatRoundBegan', payload: { round: current(out).round + 1 } });
  battleStep(out, 'space', rng);
}

function battleStep(out: Out, theater: Theater, rng: Rng): void {
  const c = current(out);
  if (!theatersFought(out.state, c.system).includes(theater)) {
    if (theater === 'space') battleStep(out, 'ground', rng);
    else askRetreat(out, c.active, rng);
    return;
  }
  if (theater === 'ground') {
    const generators = out.state.units[c.system]['shield-generator'] ?? 0;
    if (generators > 0) drawTactics(out, 'rebel', 'ground', SHIELD_GENERATOR_DRAW * generators, rng);
  }
  attack(out, c.active, theater, rng);
}

/**
 * RR ANGRIFFE ABHANDELN step 1. Before the roll a card may set dice down
 * instead („One in a Million“, card_effects.json: „when rolling for a
 * combat“): a reaction window, opened on public facts only (the dice about
 * to be rolled, the card's leader in the system, a card in hand).
 */
function attack(out: Out, attacker: Faction, theater: Theater, rng: Rng): void {
  const counts = attackDice(out.state, current(out), attacker, theater);
  const context = { roller: attacker, theater, dice: counts.red + counts.black, red: counts.red, black: counts.black };
  if (openReaction(out, 'dice-rolling', 'combat-attack', context)) return;
  rollAttack(out, attacker, theater, rng);
}

/** The attack's dice, those set down first within their colour; then the attacker's combat actions. */
export function rollAttack(out: Out, attacker: Faction, theater: Theater, rng: Rng): void {
  const c = current(out);
  const counts = attackDice(out.state, c, attacker, theater);
  const set = c.setDown?.faction === attacker ? c.setDown.dice : [];
  const dice = (['red', 'black'] as DieColour[]).flatMap((colour) => {
    const fixed = set.filter((d) => d.colour === colour);
    return Array.from({ length: counts[colour] }, (_, i) => fixed[i] ?? { colour, face: rng.roll(DICE[colour]) });
  });
  out.emit({ type: 'AttackDiceRolled', payload: { attacker, theater, dice } });
  askActions(out, rng);
}

/** Waits for `turn` in `step`, unless the combat already does (a decision that leaves the step open). */
function waitFor(out: Out, step: CombatState['step'], turn: Faction): void {
  const c = current(out);
  if (c.step !== step || c.turn !== turn) out.emit({ type: 'CombatStepBegan', payload: { step, turn } });
}

/** Asked while the attacker holds a tactic card of the theater or an unspent special die. */
export function askActions(out: Out, rng: Rng): void {
  const c = current(out);
  const attack = c.attack!;
  const cards = playableTactics(out.state, c, attack.attacker, attack.theater).length > 0;
  const special = attack.dice.some((d) => !d.used && d.face === 'special');
  if (cards || special) {
    waitFor(out, 'actions', attack.attacker);
  } else toAssign(out, rng);
}

/** Step 3: every die and card damage that has a target must be assigned. */
export function toAssign(out: Out, rng: Rng): void {
  const c = current(out);
  const attack = c.attack!;
  if (assignableSources(out.state, c).length > 0) {
    waitFor(out, 'assign', attack.attacker);
  } else toBlock(out, rng);
}

/** Step 4: the defender may block with tactic cards of the theater. */
export function toBlock(out: Out, rng: Rng): void {
  const c = current(out);
  const attack = c.attack!;
  const defender = other(attack.attacker);
  const pending = c.wounds.some((w) => w.faction === defender && w.pending > 0);
  const cards = playableTactics(out.state, c, defender, attack.theater).length > 0;
  if (pending && cards && !c.noBlock.includes(defender)) {
    waitFor(out, 'block', defender);
  } else resolveAttack(out, rng);
}

/** Step 5: damage becomes markers; then the other side attacks, or the battle step ends. */
export function resolveAttack(out: Out, rng: Rng): void {
  const c = current(out);
  const { attacker, theater } = c.attack!;
  out.emit({ type: 'AttackResolved', payload: { attacker } });
  if (attacker === c.active) attack(out, other(attacker), theater, rng);
  else endBattleStep(out, theater, rng);
}

/** Units on the faction sheets are destroyed at the end of the battle step; after space, the Death Star Plans may be tried. */
function endBattleStep(out: Out, theater: Theater, rng: Rng): void {
  const c = current(out);
  for (const faction of [c.active, other(c.active)]) {
    const doomed: Partial<Record<UnitTypeId, number>> = {};
    for (const w of current(out).wounds) if (w.faction === faction && w.doomed) doomed[w.unit] = (doomed[w.unit] ?? 0) + 1;
    if (Object.keys(doomed).length > 0) out.emit({ type: 'UnitsDestroyed', payload: { faction, at: c.system, units: doomed } });
  }
  decideBattles(out);
  out.emit({ type: 'BattleStepEnded', payload: { theater } });
  if (theater === 'space') afterSpaceStep(out, rng);
  else if (!objectiveWindow(out, 'ground')) afterSpace(out, theater, rng);
}

/**
 * RR ZIELKARTEN „Gefecht“: once units are destroyed or a battle is decided,
 * the Rebel may play an objective whose requirement was just met, at most 1
 * per combat, only while he holds an objective. Returns whether the combat
 * waits for him.
 */
function objectiveWindow(out: Out, resume: ObjectiveResume): boolean {
  const c = current(out);
  if (c.objectivePlayed || out.state.hands.objectives.length === 0) return false;
  const cards = combatObjectivesDue(out.state, c);
  if (cards.length === 0) return false;
  out.emit({ type: 'CombatObjectivesDue', payload: { cards, resume } });
  return true;
}

/** The combat goes on where its objective window opened. */
export function afterObjectiveWindow(out: Out, resume: ObjectiveResume, rng: Rng): void {
  if (resume === 'space') afterSpaceObjectives(out, rng);
  else if (resume === 'ground') afterSpace(out, 'ground', rng);
  else nextRound(out, rng);
}

/**
 * After the space battle step (and after the Death Star Plans): ships lost in
 * a destroyed system may leave units beyond their capacity, destroyed before
 * anything else, their owner choosing which (RR ZERSTÖRTE SYSTEME); then the
 * plans may be tried, then the ground battle step.
 */
export function afterSpaceStep(out: Out, rng: Rng): void {
  if (settleExcess(out)) {
    out.emit({ type: 'CombatStepBegan', payload: { step: 'excess', turn: excessDuty(out.state)!.faction } });
    return;
  }
  decideBattles(out);
  if (!objectiveWindow(out, 'space')) afterSpaceObjectives(out, rng);
}

function afterSpaceObjectives(out: Out, rng: Rng): void {
  if (plansWindow(out.state)) out.emit({ type: 'CombatStepBegan', payload: { step: 'death-star-plans', turn: 'rebel' } });
  else afterSpace(out, 'space', rng);
}

export function afterSpace(out: Out, theater: Theater, rng: Rng): void {
  if (theater === 'space') battleStep(out, 'ground', rng);
  else askRetreat(out, current(out).active, rng);
}

/**
 * RR TODESSTERN ZERSTÖREN: a Death Star (under construction) there, a Rebel
 * fighter there, an objective in hand, not tried this round, and no objective
 * played in this combat yet (RR ZIELKARTEN: at most 1 per combat).
 */
function plansWindow(state: RebellionState): boolean {
  const c = state.phase.kind === 'combat' ? state.phase : null;
  if (c === null || c.plansTried || c.objectivePlayed || state.hands.objectives.length === 0) return false;
  const units = state.units[c.system];
  const station = (units['death-star'] ?? 0) + (units['death-star-under-construction'] ?? 0) > 0;
  return station && countAt(units, 'rebel', (u) => unitType(u).kind === 'fighter') > 0;
}

export function decideBattles(out: Out): void {
  for (const { theater, winner } of battlesDecided(out.state, current(out))) out.emit({ type: 'BattleDecided', payload: { theater, winner } });
}

/**
 * The retreat step, the active side first. The Rebel must retreat when his
 * only ships are transports facing Imperial ships (RR GEFECHT step 5), or
 * when his ships face only a Death Star that rolled no dice, with no ground
 * battle and no plans tried (the English guide's stall case): otherwise
 * those ships are destroyed.
 */
export function askRetreat(out: Out, faction: Faction, rng: Rng): void {
  const c = current(out);
  if (canRetreat(out.state, c, faction)) out.emit({ type: 'CombatStepBegan', payload: { step: 'retreat', turn: faction } });
  else afterRetreat(out, faction, false, rng);
}

/** Ships that must retreat or be destroyed. */
function stranded(state: RebellionState, c: CombatState, faction: Faction): UnitCounts {
  if (faction !== 'rebel') return {};
  const units = state.units[c.system];
  const rebelShips = typesAt(units, 'rebel', isShip);
  const imperialShips = typesAt(units, 'empire', isShip);
  if (rebelShips.length === 0 || imperialShips.length === 0) return {};
  const loneTransports = rebelShips.every((u) => u === 'rebel-transport');
  const stall =
    imperialShips.every((u) => u === 'death-star') && c.rolled.space.empire === 0 && !hasUnits(state, c.system, 'empire', isGround) && !c.plansTried;
  if (!loneTransports && !stall) return {};
  return Object.fromEntries(rebelShips.map((u) => [u, units[u]]));
}

/** After a side's retreat decision (`retreated`: it left). */
export function afterRetreat(out: Out, faction: Faction, retreated: boolean, rng: Rng): void {
  const c = current(out);
  if (!retreated) {
    const lost = stranded(out.state, c, faction);
    if (Object.keys(lost).length > 0) out.emit({ type: 'UnitsDestroyed', payload: { faction, at: c.system, units: lost } });
  }
  // Ships gone from a destroyed system take every unit needing transport left there with them: nothing to choose.
  settleExcess(out);
  decideBattles(out);
  if (faction === c.active) askRetreat(out, other(faction), rng);
  else endRound(out, rng);
}

/** Step IV: lone structures and a lone Death Star under construction are destroyed; another round while both sides share a theater. */
function endRound(out: Out, rng: Rng): void {
  const c = current(out);
  const units = out.state.units[c.system];
  const rebelGround = typesAt(units, 'rebel', isGround);
  if (rebelGround.length > 0 && rebelGround.every((u) => unitType(u).immobile) && hasUnits(out.state, c.system, 'empire', isGround))
    out.emit({ type: 'UnitsDestroyed', payload: { faction: 'rebel', at: c.system, units: Object.fromEntries(rebelGround.map((u) => [u, units[u]])) } });
  const imperialShips = typesAt(units, 'empire', isShip);
  if (imperialShips.length === 1 && imperialShips[0] === 'death-star-under-construction' && hasUnits(out.state, c.system, 'rebel', isShip))
    destroyStation(out, 'death-star-under-construction');
  decideBattles(out);
  if (!objectiveWindow(out, 'round')) nextRound(out, rng);
}

function nextRound(out: Out, rng: Rng): void {
  if (theatersFought(out.state, current(out).system).length > 0) beginRound(out, rng);
  else endCombat(out, rng);
}

/** RR TODESSTERN BAUEN: destroying the station under construction destroys the Death Star on the build queue too. */
export function destroyStation(out: Out, unit: 'death-star' | 'death-star-under-construction'): void {
  const c = current(out);
  out.emit({ type: 'UnitsDestroyed', payload: { faction: 'empire', at: c.system, units: { [unit]: 1 } } });
  if (unit === 'death-star-under-construction' && out.state.buildQueue.empire.some((q) => q.unit === 'death-star'))
    out.emit({ type: 'QueuedUnitDestroyed', payload: { faction: 'empire', unit: 'death-star' } });
}

/**
 * RR GEFECHTSENDE: leaders a card lent to the combat go back to their pool;
 * damage removed, tactic cards discarded and shuffled back into their decks,
 * the combat's modifiers end; then the activation goes on.
 */
function endCombat(out: Out, rng: Rng): void {
  const lent = onLoan(out.state).filter((l) => out.state.leaders[l]?.location.kind === 'system');
  if (lent.length > 0) out.emit({ type: 'LeadersRetrieved', payload: { leaders: lent } });
  out.emit({ type: 'CombatEnded', payload: {} });
  const order = (t: Theater) => rng.shuffle([...out.state.decks.tactics[t], ...out.state.discards.tactics[t]]);
  const space = order('space');
  const ground = order('ground');
  out.emit({ type: 'TacticDecksReshuffled', payload: { space, ground } });
  const c = current(out);
  // A „Zuweisung“ card's combat: assigning goes on (subjugation follows at once, RR UNTERWERFUNG).
  if (c.afterwards === 'assignment') out.emit({ type: 'AssignmentResumed', payload: { faction: c.active } });
  else finishActivation(out, c.system);
}

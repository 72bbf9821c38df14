import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { actionCardData, missionData } from './data/cards.data.js';
import { BLACK_DIE, MAX_DICE_PER_COLOUR, RED_DIE } from './data/dice.data.js';
import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import type { ActionCardId } from './data/action-cards.data.js';
import { SKILLS, type Faction } from './data/model.types.js';
import type { ObjectiveId } from './data/objectives.data.js';
import type { MissionId } from './data/missions.data.js';
import { countAt, hasGroundUnits, isCaptured, leaderPlace, other } from './board.query.js';
import { endTurn } from './command.decide.js';
import { afterLoyaltyGain } from './loyalty.rules.js';
import {
  empireDice,
  hasReserve,
  isOpposed,
  opposeViolation,
  participants,
  revealMissionViolation,
  rebelDice,
  ringBearer,
  skillIcons,
  successes,
  useRingViolation,
  type MissionTargetChoice,
} from './mission.legal.js';
import { missionEffect } from './cards/card.index.js';
import { combatAfterMission, runMissionProgram } from './cards/mission.program.js';
import { beginCombat } from './combat.flow.js';
import { cardProgram, missionSucceededCards, rescuedInMissionCards, succeededRings } from './cards/card.index.js';
import { startCardProgram } from './cards/prompt.decide.js';
import type { Out } from './rebellion.out.js';
import { leaderSide, type DieRoll, type MissionProgress, type RebellionState } from './rebellion.state.js';
import { captureLeader, openReaction } from './reactions.flow.js';
import { RULES } from './rules.cite.js';
import { bonusSuccesses, poolOppositionBarred } from './modifiers.rules.js';
import { yodaBearer } from './yoda-ring.rules.js';
import type { DecideHandlers } from './rebellion.handlers.js';

/**
 * RR MISSIONEN AUFDECKEN, steps 1 to 7, one interpreter for the abilities of
 * `missions.effects.ts`. Each function runs on until a decision is needed.
 */

/** RR MISSIONEN AUFDECKEN step 5: at most 10 dice, red first (the colour does not matter in a mission, RR WÜRFEL). */
export const MAX_MISSION_DICE = 10;
/** Portrait of an assigned leader: 2 bonus successes. */
export const PORTRAIT_BONUS = 2;

const mission = (out: Out): MissionProgress | null => (out.state.phase.kind === 'mission' ? out.state.phase : null);

export function decideRevealMission(out: Out, faction: Faction, slot: number, target: MissionTargetChoice, rng: Rng): RuleViolation | void {
  const refused = revealMissionViolation(out.state, faction, slot, target);
  if (refused) return refused;
  const { card, leaders } = out.state.assigned[faction][slot];
  if ('none' in target) return revealOntoCards(out, faction, slot, rng);
  const base = out.state.base;
  const system =
    'leader' in target
      ? (out.state.leaders[target.leader]!.location as { system: Exclude<MissionProgress['system'], 'rebel-base'> }).system
      : target.system === 'rebel-base' && base.revealed
        ? base.system!
        : target.system;
  const attempt = missionData(card).resolution === 'attempt';
  out.emit({
    type: 'MissionRevealed',
    payload: { faction, slot, card, leaders, system, target: 'leader' in target ? target.leader : null, opposable: attempt && hasReserve(out.state, other(faction)) && !poolOppositionBarred(out.state, leaders) },
  });
  if (openReaction(out, 'mission-revealed', 'resume-mission')) return;
  continueMission(out, rng);
}

/**
 * A card with no system target („Contingency Plan“, a mission to resolve: no
 * opposition, no dice, RR MISSIONEN AUFDECKEN step 3): turned up, its
 * program run at once; the program discards the card, then the turn ends.
 */
function revealOntoCards(out: Out, faction: Faction, slot: number, rng: Rng): void {
  const { card, leaders } = out.state.assigned[faction][slot];
  out.emit({ type: 'MissionRevealedOntoCards', payload: { faction, slot, card, leaders } });
  const ability = missionEffect(card)!.onSuccess;
  startCardProgram(out, rng, faction, card, ability.kind === 'program' ? ability.steps : [], 'end-turn');
}

/** After a card with no system: the command turn passes on as after any mission (RR KOMMANDOPHASE), from within the command phase itself. */
export function endCardTurn(out: Out): void {
  const phase = out.state.phase;
  if (phase.kind !== 'command') return;
  out.emit({ type: 'TurnBegan', payload: { faction: phase.passed[other(phase.turn)] ? phase.turn : other(phase.turn) } });
}

export function decideOppose(out: Out, faction: Faction, leader: LeaderId | null, rng: Rng): RuleViolation | void {
  if (leader !== null) {
    const refused = opposeViolation(out.state, faction, leader);
    if (refused) return refused;
    out.emit({ type: 'LeaderSentToOppose', payload: { faction, leader } });
  } else out.emit({ type: 'OppositionDeclined', payload: { faction } });
  continueMission(out, rng);
}

export function decideRing(out: Out, use: boolean, die: DieRoll | undefined, rng: Rng): RuleViolation | void {
  const m = mission(out)!;
  const ring = m.ring!;
  if (use) {
    const refused = useRingViolation(m, die);
    if (refused) return refused;
    if (ring === 'seek-yoda') {
      const leader = ringBearer(out.state, m, ring)!;
      const index = rebelDice(m).findIndex((d) => d.colour === die!.colour && d.face === die!.face);
      const face = rng.roll(die!.colour === 'red' ? RED_DIE : BLACK_DIE);
      out.emit({ type: 'MissionDieRerolled', payload: { leader, faction: 'rebel', index, face } });
      // „Einmal pro Spielrunde“: spent until the round ends.
      out.emit({ type: 'ModifierAdded', payload: { modifier: { source: 'seek-yoda', owner: 'rebel', until: 'round', effect: { kind: 'ring-spent', leader } } } });
      continueMission(out, rng);
      return;
    }
    const blanked = die === undefined ? null : empireDice(m).findIndex((d) => d.colour === die.colour && d.face === die.face);
    out.emit({ type: 'RingUsed', payload: { leader: ringBearer(out.state, m, ring)!, ring, blanked } });
  } else out.emit({ type: 'RingDeclined', payload: { ring } });
  // A ring offered after the mission succeeded runs its program, then the mission's step 6 goes on.
  if (m.success !== true) return continueMission(out, rng);
  const steps = cardProgram(ring);
  if (use && steps !== undefined) startCardProgram(out, rng, m.faction, ring, steps, 'finish-mission');
  else finishMission(out, rng);
}

/** A side's dice: those a card set down first (red), the rest rolled. */
function roll(n: number, rng: Rng, setDown: readonly DieRoll[] = []): DieRoll[] {
  return Array.from({ length: Math.min(n, MAX_MISSION_DICE) }, (_, i) => {
    if (i < setDown.length) return setDown[i];
    const die = i < MAX_DICE_PER_COLOUR ? RED_DIE : BLACK_DIE;
    return { colour: i < MAX_DICE_PER_COLOUR ? 'red' : 'black', face: rng.roll(die) };
  });
}

/** After a reaction window: on with the dice, or, if a card decided the mission, its end. */
export function resumeMission(out: Out, rng: Rng): void {
  if (mission(out)?.success === false) finishMission(out, rng);
  else continueMission(out, rng);
}

/**
 * Steps 5 and 6 once the opposition is settled: a reaction window before
 * the dice of an attempted mission, the dice, ring windows, the outcome, the
 * ability.
 */
function continueMission(out: Out, rng: Rng): void {
  const m = mission(out);
  if (m === null || m.stage !== 'resolving' || m.success !== null) return;
  if (m.rolls === null && openReaction(out, 'mission-attempted', 'resume-mission')) return;
  const opposed = isOpposed(out.state, m);
  if (opposed && m.rolls === null) {
    const data = missionData(m.card);
    const effect = missionEffect(m.card)!;
    const own = participants(out.state, m, m.faction);
    const bonus = countAt(out.state.units[m.system], m.faction) > 0 ? (effect.bonusDiceWithOwnUnits ?? 0) : 0;
    const icons = (leaders: readonly LeaderId[]) => (effect.allSkillsRoll === true ? SKILLS.reduce((n, s) => n + skillIcons(leaders, s), 0) : skillIcons(leaders, data.skill));
    const dice = { [m.faction]: icons(own) + bonus, [other(m.faction)]: icons(participants(out.state, m, other(m.faction))) } as Record<Faction, number>;
    // A card may set dice down instead of rolling them (the number each side rolls is public).
    for (const roller of [m.faction, other(m.faction)])
      if (openReaction(out, 'dice-rolling', 'resume-mission', { roller, dice: Math.min(dice[roller], MAX_MISSION_DICE) })) return;
    const setDown = (f: Faction) => (m.setDown?.faction === f ? m.setDown.dice : []);
    out.emit({ type: 'MissionDiceRolled', payload: { faction: m.faction, dice: roll(dice[m.faction], rng, setDown(m.faction)) } });
    out.emit({ type: 'MissionDiceRolled', payload: { faction: other(m.faction), dice: roll(dice[other(m.faction)], rng, setDown(other(m.faction))) } });
  }
  const now = mission(out)!;
  // The Master Yoda ring may reroll after both sides rolled (FAQ); its leader must stand in the mission's system.
  if (opposed && !now.ringsOffered.includes('seek-yoda') && rebelDice(now).length > 0 && yodaBearer(out.state, now.system, 'rebel') !== undefined) {
    out.emit({ type: 'RingWindowOpened', payload: { ring: 'seek-yoda' } });
    return;
  }
  if (opensRing(out, now, 'resourceful-astromech', opposed && empireDice(now).some((d) => d.face !== 'blank'))) return;
  const success = !opposed || now.saved || missionSuccesses(now, out.state) > successes(now.rolls!.opposing);
  const diplomacy = missionData(now.card).skill === 'diplomacy' && now.faction === 'rebel';
  if (!success && opensRing(out, now, 'human-cyborg-relations', diplomacy)) return;
  out.emit({ type: 'MissionResolved', payload: { faction: now.faction, card: now.card, success: success || now.saved } });
  if (success || now.saved) applyAbility(out, rng);
  else finishMission(out, rng);
}

/** RR ZUSTANDSRINGE: a ring's window opens once per mission, for a ring worn in the mission's system. */
function opensRing(out: Out, m: MissionProgress, ring: ActionCardId, when: boolean): boolean {
  if (!when || m.ringsOffered.includes(ring) || ringBearer(out.state, m, ring) === undefined) return false;
  out.emit({ type: 'RingWindowOpened', payload: { ring } });
  return true;
}

/** The attempting side's successes, with the portrait bonus and the bonus successes a card gave its leaders this round. */
export function missionSuccesses(m: Pick<MissionProgress, 'card' | 'leaders' | 'rolls'>, state: RebellionState): number {
  const portrait = missionData(m.card).leaderPortrait;
  return successes(m.rolls!.own) + (portrait !== null && m.leaders.includes(portrait) ? PORTRAIT_BONUS : 0) + bonusSuccesses(state, m.leaders);
}

function applyAbility(out: Out, rng: Rng): void {
  const m = mission(out)!;
  const ability = missionEffect(m.card)!.onSuccess;
  const system = m.system === 'rebel-base' ? null : m.system;
  switch (ability.kind) {
    case 'gain-loyalty': {
      const after = system === null ? null : afterLoyaltyGain(out.state, m.faction, system, ability.amount);
      if (after !== null) out.emit({ type: 'LoyaltyChanged', payload: { system: system!, ...after } });
      break;
    }
    case 'place-sabotage':
      if (system !== null && !out.state.systems[system].sabotaged) out.emit({ type: 'SabotageMarkerPlaced', payload: { system } });
      break;
    case 'capture-target':
      if (captureLeader(out, m.target!, 'finish-mission')) return;
      break;
    case 'draw-probes': {
      const base = out.state.base;
      const where = base.revealed ? base.system! : 'rebel-base';
      const n = Math.max(ability.atLeast, Math.floor(countAt(out.state.units[where], 'rebel') / ability.per));
      const cards = out.state.decks.probe.slice(0, n);
      if (cards.length > 0) out.emit({ type: 'ProbeCardsDrawn', payload: { cards } });
      break;
    }
    case 'arrange-objectives': {
      const cards = out.state.decks.objectives.slice(0, ability.look);
      if (cards.length === 0) break;
      out.emit({ type: 'ObjectivesLookedAt', payload: { cards } });
      if (cards.length > 1) return;
      out.emit({ type: 'ObjectivesArranged', payload: { top: cards[0], bottom: [] } });
      if (ability.keep === true) out.emit({ type: 'ObjectivesDrawn', payload: { cards: [cards[0]] } });
      break;
    }
    case 'research-and-development':
      if (system !== null && out.state.systems[system].sabotaged) return openResearch(out);
      out.emit({ type: 'ResearchChosen', payload: { option: 'projects' } });
      if (drawProjects(out, 2, rng)) return;
      break;
    case 'rapid-mobilization':
      out.emit({ type: 'RapidMobilizationReady', payload: { leaders: m.leaders.length } });
      break;
    case 'program':
      if (runMissionProgram({ out, rng, drawProjects }, ability.steps, { card: m.card, step: 0, vars: {}, then: 'finish-mission' })) return;
      // A card may end the game (RR SIEGBEDINGUNGEN): then nothing goes on.
      if (out.state.ended !== null) return;
      break;
  }
  finishMission(out, rng);
}

/** The Empire chooses which of the card's two abilities (the second only where a sabotage marker lies). */
function openResearch(out: Out): void {
  out.emit({ type: 'ResearchOffered', payload: {} });
}

/**
 * Draws projects into the Empire's sight; with more than one it waits for the
 * choice of the card kept. Returns whether it waits.
 */
export function drawProjects(out: Out, n: number, rng: Rng): boolean {
  if (out.state.decks.projects.length < n && out.state.discards.projects.length > 0) {
    // The shuffled discards go under what is left of the deck (a search may have left it short but not empty).
    const order = rng.shuffle(out.state.discards.projects);
    out.emit({ type: 'ProjectDiscardsReshuffled', payload: { order } });
  }
  const cards = out.state.decks.projects.slice(0, n);
  if (cards.length === 0) return false;
  out.emit({ type: 'ProjectsDrawn', payload: { cards } });
  if (cards.length > 1) return true;
  out.emit({ type: 'ProjectKept', payload: { card: cards[0], bottom: [] } });
  return false;
}

export function decideChooseResearch(out: Out, option: 'projects' | 'sabotage', rng: Rng): void {
  const m = mission(out)!;
  out.emit({ type: 'ResearchChosen', payload: { option } });
  if (option === 'sabotage' && m.system !== 'rebel-base') {
    out.emit({ type: 'SabotageMarkerRemoved', payload: { system: m.system } });
    drawProjects(out, 1, rng);
  } else if (drawProjects(out, 2, rng)) return;
  finishMission(out, rng);
}

const notSeen = ruleViolation(
  'CARD_NOT_SEEN',
  text('Gewählt wird eine der eben angesehenen Karten.', 'Choose one of the cards just looked at.'),
  RULES.missions,
);

export function decideKeepProject(out: Out, card: MissionId, rng: Rng): RuleViolation | void {
  const m = mission(out)!;
  if (!m.projects.includes(card)) return notSeen;
  const bottom = [...m.projects];
  bottom.splice(bottom.indexOf(card), 1);
  out.emit({ type: 'ProjectKept', payload: { card, bottom } });
  finishMission(out, rng);
}

export function decideArrangeObjectives(out: Out, top: ObjectiveId, rng: Rng): RuleViolation | void {
  const m = mission(out)!;
  if (!m.objectives.includes(top)) return notSeen;
  const bottom = [...m.objectives];
  bottom.splice(bottom.indexOf(top), 1);
  out.emit({ type: 'ObjectivesArranged', payload: { top, bottom } });
  const ability = missionEffect(m.card)!.onSuccess;
  if (ability.kind === 'arrange-objectives' && ability.keep === true) out.emit({ type: 'ObjectivesDrawn', payload: { cards: [top] } });
  finishMission(out, rng);
}

/**
 * Step 6, after any „Spezial“ window a successful mission opens: a card such
 * as „Son of Skywalker“ whose leader stands in the mission's system.
 */
export function finishMission(out: Out, rng: Rng): void {
  if (opensSucceededRing(out)) return;
  if (opensRescueWindow(out, rng)) return;
  afterRescueWindow(out, rng);
}

/** After the other side's window on a rescue („It Is Your Destiny“): the mission side's own window, then the card goes away. */
export function afterRescueWindow(out: Out, rng: Rng): void {
  if (opensSuccessWindow(out, rng)) return;
  closeMission(out, rng);
}

/**
 * The other side's window after a leader was rescued during the mission in
 * the system of a leader shown on the card, while a leader of the mission is
 * still in play, and the side holds an action card: public facts only, as for
 * the reaction windows (reactions.flow.ts), never which cards it holds (a
 * starting card not dealt lies in the box unseen).
 */
function opensRescueWindow(out: Out, rng: Rng): boolean {
  const m = mission(out)!;
  if (!m.rescued || m.system === 'rebel-base' || !m.leaders.some((l) => out.state.leaders[l] !== undefined)) return false;
  const faction = other(m.faction);
  for (const { card, steps } of rescuedInMissionCards()) {
    if (card.faction !== faction) continue;
    const holds = out.state.hands.actions[faction].length > 0;
    // A leader lured to the Dark Side uses no card of its printed side (FAQ).
    const here = actionCardData(card.id).leaders.some((l) => leaderSide(out.state, l) === faction && leaderPlace(out.state, l) === m.system && !isCaptured(out.state, l));
    if (holds && here) {
      startCardProgram(out, rng, faction, card.id, steps, 'after-rescue-window', m.system);
      return true;
    }
  }
  return false;
}

/**
 * A ring that acts after its side's mission succeeds („The Millennium
 * Falcon“: a captive to rescue in the bearer's system), once per mission; it
 * opens on the board alone (the ring, its bearer, a captive there).
 */
function opensSucceededRing(out: Out): boolean {
  const m = mission(out)!;
  if (m.success !== true) return false;
  const captive = LEADER_IDS.some((l) => isCaptured(out.state, l) && leaderPlace(out.state, l) === m.system);
  for (const { card } of succeededRings())
    if (card.faction === m.faction && captive && opensRing(out, m, card.id, true)) return true;
  return false;
}

/**
 * The window opens on what both sides see (the mission's side, its success,
 * the card's leader in the system, the card not used yet: in the hand or the
 * deck), never on the hand alone, so the other side learns nothing from it;
 * without the card in hand the side can only pass.
 */
function opensSuccessWindow(out: Out, rng: Rng): boolean {
  const m = mission(out)!;
  if (m.success !== true) return false;
  for (const { card, steps } of missionSucceededCards()) {
    if (card.faction !== m.faction) continue;
    const unused = [...out.state.hands.actions[m.faction], ...out.state.decks.actions[m.faction]].includes(card.id);
    const here = actionCardData(card.id).leaders.some((l) => {
      const at = out.state.leaders[l];
      return at !== undefined && at.ring !== 'captured' && leaderSide(out.state, l) === m.faction && (at.location.kind === 'rebel-base' ? m.system === 'rebel-base' : at.location.kind === 'system' && at.location.system === m.system);
    });
    if (unused && here) {
      startCardProgram(out, rng, m.faction, card.id, steps, 'close-mission');
      return true;
    }
  }
  return false;
}

/**
 * Step 6: a starting mission back to the hand, any other card onto its
 * discard pile; then the combat the card calls for, if any (after all the
 * mission's steps, card_effects.json FAQ), or the next turn. Imperial ground
 * units brought into the hidden base's system reveal it before the combat,
 * as in an activation (RR AUFDECKEN DES REBELLENSTÜTZPUNKTES).
 */
export function closeMission(out: Out, rng: Rng): void {
  const m = mission(out)!;
  if (missionData(m.card).starting) out.emit({ type: 'MissionCardReturned', payload: { faction: m.faction, card: m.card } });
  else out.emit({ type: 'MissionCardDiscarded', payload: { faction: m.faction, card: m.card } });
  const system = combatAfterMission(out.state, m);
  if (system === null) return endTurn(out);
  const base = out.state.base;
  if (base.system === system && !base.revealed && hasGroundUnits(out.state, system, 'empire')) out.emit({ type: 'BaseRevealed', payload: { system } });
  beginCombat(out, m.faction, system, m.movedFrom, rng);
}

/** RR MISSIONEN AUFDECKEN: the decisions while a mission resolves. */
export const missionDecisions = {
  OpposeMission: (out, faction, action, rng) => decideOppose(out, faction, action.leader, rng),
  DeclineOpposition: (out, faction, _action, rng) => decideOppose(out, faction, null, rng),
  UseRing: (out, _faction, action, rng) => decideRing(out, true, action.die, rng),
  DeclineRing: (out, _faction, _action, rng) => decideRing(out, false, undefined, rng),
  ArrangeObjectives: (out, _faction, action, rng) => decideArrangeObjectives(out, action.top, rng),
  ChooseResearch: (out, _faction, action, rng) => decideChooseResearch(out, action.option, rng),
  KeepProject: (out, _faction, action, rng) => decideKeepProject(out, action.card, rng),
} satisfies DecideHandlers;

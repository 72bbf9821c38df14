import type { Rng } from '../core/rng.random.js';
import { isViolation, ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { ActionCardId } from './data/action-cards.data.js';
import { actionCardData } from './data/cards.data.js';
import type { LeaderId } from './data/leaders.data.js';
import { MISSIONS } from './data/missions.data.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import { STARTING_ACTION_CARDS, STARTING_MISSION_DRAW } from './data/setup.data.js';
import type { SystemId } from './data/systems.data.js';
import type { UnitTypeId } from './data/units.data.js';
import { confirmPlacementViolation, lastPlacement, placeUnitViolation } from './placement.legal.js';
import type { Out } from './rebellion.out.js';
import { leaderSide, type Place } from './rebellion.state.js';
import { afterRecruit } from './refresh.flow.js';
import { ringCandidates } from './rings.rules.js';
import { RULES } from './rules.cite.js';
import type { DecideHandlers } from './rebellion.handlers.js';

export function decidePlaceUnit(out: Out, faction: Faction, unit: UnitTypeId, at: Place): RuleViolation | void {
  const refused = placeUnitViolation(out.state, faction, unit, at);
  if (refused) return refused;
  out.emit({ type: 'UnitPlaced', payload: { faction, unit, at } });
}

export function decideUndoPlacement(out: Out, faction: Faction): RuleViolation | void {
  const last = lastPlacement(out.state);
  if (isViolation(last)) return last;
  out.emit({ type: 'PlacementUndone', payload: { faction, ...last } });
}

/**
 * The Empire's confirmation hands over to the Rebel placement (8-III); the
 * Rebel's deals the starting action cards (8-IV) and reveals the „Sofort“
 * ones, which must be resolved at once; then the base is chosen (9).
 */
export function decideConfirmPlacement(out: Out, faction: Faction): RuleViolation | void {
  const refused = confirmPlacementViolation(out.state);
  if (refused) return refused;
  out.emit({ type: 'PlacementConfirmed', payload: { faction } });
  if (faction === 'empire') {
    out.emit({ type: 'SetupStepBegan', payload: { step: 'rebel-placement' } });
    return;
  }
  for (const f of FACTIONS) {
    const cards = out.state.decks.startingActions[f].slice(0, STARTING_ACTION_CARDS);
    out.emit({ type: 'StartingActionCardsDealt', payload: { faction: f, cards } });
  }
  const immediate = FACTIONS.flatMap((f) => out.state.hands.actions[f].filter((c) => actionCardData(c).timing === 'immediate').map((card) => ({ faction: f, card })));
  if (immediate.length === 0) {
    out.emit({ type: 'SetupStepBegan', payload: { step: 'base-choice' } });
    return;
  }
  out.emit({ type: 'ImmediateActionCardsBegan', payload: { resume: 'base-choice' } });
  for (const { faction: f, card } of immediate) out.emit({ type: 'ImmediateActionCardRevealed', payload: { faction: f, card } });
}

/**
 * RR AKTIONSKARTEN „Sofort“ and ZUSTANDSRINGE: the revealed card's ring goes
 * onto one of the owner's leaders in play; then setup or the refresh phase goes on.
 */
export function decideAttachRing(out: Out, faction: Faction, card: ActionCardId, leader: LeaderId): RuleViolation | void {
  const state = out.state;
  if (state.phase.kind !== 'immediate-action-cards' || !state.phase.pending[faction].includes(card))
    return ruleViolation(
      'CARD_NOT_WAITING_TO_BE_RESOLVED',
      text('Diese Aktionskarte wartet nicht darauf, abgehandelt zu werden.', 'This action card is not waiting to be resolved.'),
      RULES.actionCards,
    );
  if (state.leaders[leader] === undefined || leaderSide(state, leader) !== faction)
    return ruleViolation(
      'RING_NEEDS_OWN_LEADER_IN_PLAY',
      text('Der Ring kann nur an einen eigenen Anführer im Spiel angelegt werden.', 'The ring can only go onto one of your own leaders in play.'),
      RULES.rings,
    );
  if (!ringCandidates(state, faction, card).includes(leader))
    return ruleViolation(
      'RING_NEEDS_PICTURED_LEADER',
      text(
        'Dieser Ring kommt an einen der auf der Karte abgebildeten Anführer, der keinen imperialen Ring trägt.',
        'This ring goes onto one of the leaders pictured on the card who wears no Imperial ring.',
      ),
      RULES.rings,
    );
  out.emit({ type: 'RingAttached', payload: { faction, card, leader } });
  const phase = out.state.phase;
  if (phase.kind !== 'immediate-action-cards' || FACTIONS.some((f) => phase.pending[f].length > 0)) return;
  if (phase.resume === 'base-choice') out.emit({ type: 'SetupStepBegan', payload: { step: 'base-choice' } });
  else afterRecruit(out);
}

/**
 * Setup step 9 and 10: the Rebel secretly picks a card from the probe deck,
 * the deck is shuffled, and each side takes its starting missions and draws
 * two more. Then round 1 begins.
 */
export function decideChooseBase(out: Out, system: SystemId, rng: Rng): RuleViolation | void {
  if (!out.state.decks.probe.includes(system))
    return ruleViolation(
      'BASE_MUST_BE_A_PROBE_CARD',
      text(
        'Der Standort des Stützpunktes muss eine Karte aus dem Suchdroidenstapel sein.',
        'The base location must be a card from the probe deck.',
      ),
      RULES.setup,
    );
  out.emit({ type: 'BaseChosen', payload: { system } });
  const order = rng.shuffle(out.state.decks.probe);
  out.emit({ type: 'ProbeDeckShuffled', payload: { order } });
  for (const faction of FACTIONS) {
    const cards = MISSIONS.filter((m) => m.faction === faction && m.starting).map((m) => m.id);
    out.emit({ type: 'StartingMissionsTaken', payload: { faction, cards } });
  }
  for (const faction of FACTIONS) {
    const cards = out.state.decks.missions[faction].slice(0, STARTING_MISSION_DRAW);
    out.emit({ type: 'MissionsDrawn', payload: { faction, cards } });
  }
  out.emit({ type: 'RoundBegan', payload: { round: 1 } });
}

/** RR AUFBAU steps 6 and 7: placing the starting units. */
export const placementDecisions = {
  PlaceUnit: (out, faction, action) => decidePlaceUnit(out, faction, action.unit, action.at),
  UndoPlacement: (out, faction) => decideUndoPlacement(out, faction),
  ConfirmPlacement: (out, faction) => decideConfirmPlacement(out, faction),
} satisfies DecideHandlers;

/** „Sofort“ action cards dealt at the start: their rings go onto leaders. */
export const immediateCardDecisions = {
  AttachRing: (out, faction, action) => decideAttachRing(out, faction, action.card, action.leader),
} satisfies DecideHandlers;

/** RR AUFBAU step 8: the Rebel chooses the base. */
export const baseChoiceDecisions = {
  ChooseBase: (out, _faction, action, rng) => decideChooseBase(out, action.system, rng),
} satisfies DecideHandlers;

import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { FACTIONS } from './data/model.types.js';
import { SYSTEM_IDS, type SystemId } from './data/systems.data.js';
import type { UnitTypeId } from './data/units.data.js';
import { hasUnits } from './board.query.js';
import { moveActions, movableCount, moveUnitsViolation } from './movement.legal.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { Out } from './rebellion.out.js';
import { seatOf, type MoveStep, type Place, type RebellionState } from './rebellion.state.js';
import type { PromptAnswer } from '../core/prompts/prompt.types.js';
import { beginRefresh } from './refresh.flow.js';
import { RULES } from './rules.cite.js';
import type { DecideHandlers } from './rebellion.handlers.js';
import { decideUndoMove } from './command.decide.js';
import type { PhaseLegal } from './rebellion.handlers.js';
import { waitFor } from './rebellion.pending.js';

/**
 * The end of the command phase: „Schnelle Mobilisierung“, if resolved, is
 * carried out now (RR ERRICHTUNG EINES NEUEN STÜTZPUNKTES: all its choices
 * wait until here); then unrevealed missions return to the hand, their
 * leaders to the pool, and the refresh phase begins.
 */

/** Probe cards looked at for a new base (RR); the card (reference) doubles them when two leaders resolved it. */
export const NEW_BASE_DRAW = 4;
/** The card's other option: up to 5 units of one system onto the Rebel Base space (reference). */
export const MOBILIZED_UNITS = 5;

export function endCommandPhase(out: Out, rng: Rng): void {
  const mobilization = out.state.rapidMobilization;
  if (mobilization === null) return finishCommandPhase(out, rng);
  // Resolved twice with different leader counts: the Rebels choose the order (card_effects.json, Contingency Plan FAQ).
  if (mobilization.next !== undefined && mobilization.next !== mobilization.leaders) return askOrder(out, [mobilization.leaders, mobilization.next]);
  out.emit({ type: 'MobilizationBegan', payload: { leaders: mobilization.leaders } });
}

/** The frame of the question which use of a twice-resolved Rapid Mobilization comes first (answered in cards/prompt.decide.ts). */
export const MOBILIZATION_ORDER_FRAME = 'rapid-mobilization-order';

/** A public question (both uses and their leaders are on the table): the use with more leaders draws 8 probe cards. */
function askOrder(out: Out, uses: readonly number[]): void {
  const choices = [...uses]
    .sort((a, b) => b - a)
    .map((leaders) => {
      const cards = NEW_BASE_DRAW * (leaders >= 2 ? 2 : 1);
      return { params: { leaders: String(leaders) }, label: text(`Zuerst die mit ${leaders} Anführer(n) (${cards} Suchdroidenkarten)`, `First the one with ${leaders} leader(s) (${cards} probe cards)`) };
    });
  const prompt = {
    kind: 'option',
    seat: seatOf(out.state, 'rebel'),
    question: text('„Schnelle Mobilisierung“ wird zweimal ausgeführt: welche zuerst?', 'Rapid Mobilization is carried out twice: which one first?'),
    rule: RULES.newBase,
    source: 'rapid-mobilization',
    choices,
    optional: false,
    secret: false,
  } as const;
  out.emit({ type: 'PromptOpened', payload: { prompt, faction: 'rebel', frame: { card: MOBILIZATION_ORDER_FRAME, step: 0, vars: {}, then: 'mobilization' } } });
}

/** The use chosen comes first; the other follows once it is done. */
export function answerMobilizationOrder(out: Out, answer: PromptAnswer): void {
  if (answer.kind === 'choice') out.emit({ type: 'MobilizationBegan', payload: { leaders: Number(answer.params.leaders) } });
}

function finishCommandPhase(out: Out, rng: Rng): void {
  // A second use of Rapid Mobilization follows the first (FAQ).
  const again = out.state.rapidMobilization;
  if (again !== null) return void out.emit({ type: 'MobilizationBegan', payload: { leaders: again.leaders } });
  for (const faction of FACTIONS) {
    const assigned = out.state.assigned[faction];
    if (assigned.length === 0) continue;
    const missions = assigned.map((m) => m.card);
    const leaders = assigned.flatMap((m) => m.leaders);
    out.emit({ type: 'FaceDownMissionsReturned', payload: { faction, missions, leaders } });
  }
  beginRefresh(out, rng);
}

function mobilizing(state: RebellionState) {
  return state.phase.kind === 'rapid-mobilization' ? state.phase : null;
}

const moved = (steps: readonly MoveStep[]) => steps.reduce((n, s) => n + (s.kind === 'units' ? s.count : 0), 0);

/** Any one system while nothing is chosen yet, then only that system. */
function origins(steps: readonly MoveStep[]): Place[] {
  return steps.length === 0 ? [...SYSTEM_IDS] : [steps[0].from];
}

function mobilizationMoves(state: RebellionState, steps: readonly MoveStep[]): RebellionAction[] {
  const left = MOBILIZED_UNITS - moved(steps);
  return moveActions(state, 'rebel', origins(steps), steps).filter((a) => a.type !== 'MoveUnits' || a.count <= left);
}

/** A system the Rebel may make his new base: no Imperial loyalty, no Imperial units, not destroyed. */
export function newBaseAllowed(state: RebellionState, system: SystemId): boolean {
  const s = state.systems[system];
  return s.loyalty !== 'empire' && !s.destroyed && !hasUnits(state, system, 'empire');
}

export function mobilizationActions(state: RebellionState): RebellionAction[] {
  const phase = mobilizing(state);
  if (phase === null) return [];
  switch (phase.stage) {
    case 'choose':
      return [
        ...(!state.base.revealed && mobilizationMoves(state, []).length > 0 ? [{ type: 'ChooseMobilization', option: 'units' } as const] : []),
        ...(state.decks.probe.length > 0 ? [{ type: 'ChooseMobilization', option: 'new-base' } as const] : []),
        { type: 'ChooseMobilization', option: 'none' },
      ];
    case 'move':
      return [...mobilizationMoves(state, phase.steps), { type: 'ConfirmMoves' }];
    case 'new-base':
      return [
        ...[...phase.drawn].sort().filter((system) => newBaseAllowed(state, system)).map((system): RebellionAction => ({ type: 'ChooseNewBase', system })),
        { type: 'KeepBase' },
      ];
  }
}

const notOnOffer = ruleViolation(
  'MOBILIZATION_OPTION_NOT_AVAILABLE',
  text(
    '„Schnelle Mobilisierung“ bietet das jetzt nicht: Einheiten nur solange der Stützpunkt geheim ist, ein neuer Stützpunkt nur in einem System ohne imperiale Loyalität, Einheiten oder Zerstörung.',
    'Rapid Mobilization does not offer that now: units only while the base is hidden, a new base only in a system without Imperial loyalty, units or destruction.',
  ),
  RULES.newBase,
);

export function decideChooseMobilization(out: Out, option: 'units' | 'new-base' | 'none', rng: Rng): RuleViolation | void {
  if (!mobilizationActions(out.state).some((a) => a.type === 'ChooseMobilization' && a.option === option)) return notOnOffer;
  out.emit({ type: 'MobilizationChosen', payload: { option } });
  if (option === 'none') finishCommandPhase(out, rng);
  else if (option === 'new-base') {
    const n = NEW_BASE_DRAW * (mobilizing(out.state)!.leaders >= 2 ? 2 : 1);
    const cards = out.state.decks.probe.slice(0, n);
    out.emit({ type: 'NewBaseCardsDrawn', payload: { cards } });
  }
}

export function decideMobilizeUnits(out: Out, from: Place, unit: UnitTypeId, count: number): RuleViolation | void {
  const steps = mobilizing(out.state)!.steps;
  const refused = moveUnitsViolation(out.state, 'rebel', origins(steps), steps, from, unit, count);
  if (refused) return refused;
  if (count > Math.min(MOBILIZED_UNITS - moved(steps), movableCount(out.state, 'rebel', origins(steps), steps, from, unit))) return notOnOffer;
  out.emit({ type: 'UnitsMoving', payload: { faction: 'rebel', from, unit, count } });
}

export function decideConfirmMobilization(out: Out, rng: Rng): void {
  out.emit({ type: 'MovesConfirmed', payload: { faction: 'rebel', system: 'rebel-base' } });
  finishCommandPhase(out, rng);
}

/** RR ERRICHTUNG EINES NEUEN STÜTZPUNKTES: the old card to the Empire, the new one hidden, the others shuffled under the deck. */
export function decideNewBase(out: Out, system: SystemId | null, rng: Rng): RuleViolation | void {
  const phase = mobilizing(out.state)!;
  if (system !== null) {
    if (!phase.drawn.includes(system) || !newBaseAllowed(out.state, system)) return notOnOffer;
    out.emit({ type: 'OldBaseGivenUp', payload: { system: out.state.base.system! } });
    out.emit({ type: 'NewBaseChosen', payload: { system } });
  }
  const rest = mobilizing(out.state)!.drawn;
  if (rest.length > 0) out.emit({ type: 'ProbeCardsReturned', payload: { order: rng.shuffle(rest) } });
  finishCommandPhase(out, rng);
}

/** RR NEUER STÜTZPUNKT: Rapid Mobilization's choice, its move and its new base. */
export const mobilizationDecisions = {
  ChooseMobilization: (out, _faction, action, rng) => decideChooseMobilization(out, action.option, rng),
  MoveUnits: (out, _faction, action) => decideMobilizeUnits(out, action.from, action.unit, action.count),
  UndoMove: (out, faction) => decideUndoMove(out, faction),
  ConfirmMoves: (out, _faction, _action, rng) => decideConfirmMobilization(out, rng),
  ChooseNewBase: (out, _faction, action, rng) => decideNewBase(out, action.system, rng),
  KeepBase: (out, _faction, _action, rng) => decideNewBase(out, null, rng),
} satisfies DecideHandlers;

/** RR NEUER STÜTZPUNKT: the Rebel's Rapid Mobilization. */
export const mobilizationLegal = {
  rule: RULES.newBase,
  expected: (_state, phase, faction) =>
    faction !== 'rebel'
      ? []
      : phase.stage === 'choose'
        ? ['ChooseMobilization']
        : phase.stage === 'move'
          ? ['MoveUnits', 'UndoMove', 'ConfirmMoves']
          : ['ChooseNewBase', 'KeepBase'],
  actions: (state) => mobilizationActions(state),
  pending: (state) => waitFor(state, ['rebel'], 'mobilization'),
} satisfies PhaseLegal<'rapid-mobilization'>;

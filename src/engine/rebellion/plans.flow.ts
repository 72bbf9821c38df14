import type { EffectFrame } from '../core/cards/effect.run.js';
import type { PromptAnswer, PromptChoice } from '../core/prompts/prompt.types.js';
import type { Rng } from '../core/rng.random.js';
import { text } from '../core/text.js';
import { RED_DIE } from './data/dice.data.js';
import type { ObjectiveId } from './data/objectives.data.js';
import { afterSpaceStep, destroyStation } from './combat.flow.js';
import { PLANS_DICE } from './combat.rules.js';
import { FACE_NAMES, openReaction } from './reactions.flow.js';
import type { Out } from './rebellion.out.js';
import { seatOf, type CombatState, type DieRoll } from './rebellion.state.js';
import { RULES } from './rules.cite.js';
import { yodaBearer } from './yoda-ring.rules.js';

/**
 * RR TODESSTERN ZERSTÖREN: the Rebel reveals the Death Star Plans and rolls
 * 3 dice; one direct hit destroys the station. Two cards act on these dice
 * (card_effects.json): „One in a Million“ sets up to 2 of them down before
 * the roll (SEED000 TODESSTERN ZERSTÖREN), and the Master Yoda ring
 * („Seek Yoda“, FAQ via GUIDE) rerolls one after it, before they are judged.
 */

export type PlansTarget = 'death-star' | 'death-star-under-construction';

/** The frame of the Master Yoda ring's question on the plans' dice (answered in cards/prompt.decide.ts). */
export const PLANS_RING_FRAME = 'death-star-plans-ring';

const current = (out: Out): CombatState => out.state.phase as CombatState;

/** The plans are revealed: first the window for a card that sets dice down (public facts only), then the roll. */
export function playPlans(out: Out, card: ObjectiveId, target: PlansTarget, rng: Rng): void {
  if (openReaction(out, 'dice-rolling', 'death-star-plans', { roller: 'rebel', dice: PLANS_DICE, red: PLANS_DICE, black: 0, plans: card, target })) return;
  rollPlans(out, card, target, rng);
}

/** The plans' 3 red dice, those set down first; the Master Yoda ring may then reroll one that missed. */
export function rollPlans(out: Out, card: ObjectiveId, target: PlansTarget, rng: Rng): void {
  const c = current(out);
  const set = c.setDown?.faction === 'rebel' ? c.setDown.dice : [];
  const dice: DieRoll[] = Array.from({ length: PLANS_DICE }, (_, i) => set[i] ?? { colour: 'red', face: rng.roll(RED_DIE) });
  out.emit({ type: 'DeathStarPlansRevealed', payload: { card, target, dice } });
  // A reroll only matters while no die shows a direct hit; the ring's leader must stand in the combat's system, unspent this round.
  if (!destroys(dice) && yodaBearer(out.state, c.system, 'rebel') !== undefined) return askRing(out, card, target, dice);
  judgePlans(out, card, target, dice, rng);
}

const destroys = (dice: readonly DieRoll[]) => dice.some((d) => d.face === 'direct-hit');

/** A public question (the ring and the dice are on the table): which die to reroll, one per face shown, or none. */
function askRing(out: Out, card: ObjectiveId, target: PlansTarget, dice: readonly DieRoll[]): void {
  const choices: PromptChoice[] = dice.flatMap((d, i) => {
    if (dice.findIndex((e) => e.face === d.face) !== i) return [];
    const face = FACE_NAMES[d.face];
    return [{ params: { die: String(i) }, label: text(`Würfel ${i + 1} (${face.de}) neu werfen`, `Reroll die ${i + 1} (${face.en})`) }];
  });
  const prompt = {
    kind: 'option',
    seat: seatOf(out.state, 'rebel'),
    question: text(
      'Meister-Yoda-Ring („Yoda suchen“): einen Würfel der Todessternpläne neu werfen (einmal pro Spielrunde)?',
      'Master Yoda ring (Seek Yoda): reroll a die of the Death Star Plans (once per game round)?',
    ),
    rule: RULES.rings,
    source: 'seek-yoda',
    choices,
    optional: true,
    passLabel: text('Keinen Würfel neu werfen', 'Reroll no die'),
    secret: false,
  } as const;
  const frame: EffectFrame = { card: PLANS_RING_FRAME, step: 0, vars: { plans: card, target, dice }, then: 'death-star-plans-judged' };
  out.emit({ type: 'PromptOpened', payload: { prompt, faction: 'rebel', frame } });
}

/** The ring's answer: the die rerolled and the ring spent for the round (`yoda-ring.rules.ts`), or not; then the plans are judged. */
export function answerPlansRing(out: Out, answer: PromptAnswer, frame: EffectFrame, rng: Rng): void {
  const card = frame.vars.plans as ObjectiveId;
  const target = frame.vars.target as PlansTarget;
  const dice = [...(frame.vars.dice as readonly DieRoll[])];
  if (answer.kind === 'choice') {
    const leader = yodaBearer(out.state, current(out).system, 'rebel')!;
    const index = Number(answer.params.die);
    const face = rng.roll(RED_DIE);
    out.emit({ type: 'PlansDieRerolled', payload: { leader, index, face } });
    out.emit({ type: 'ModifierAdded', payload: { modifier: { source: 'seek-yoda', owner: 'rebel', until: 'round', effect: { kind: 'ring-spent', leader } } } });
    dice[index] = { colour: dice[index].colour, face };
  }
  judgePlans(out, card, target, dice, rng);
}

/** A direct hit destroys the station and the card is played for 2 reputation (a win at once if it meets the time marker); else it stays in hand. */
function judgePlans(out: Out, card: ObjectiveId, target: PlansTarget, dice: readonly DieRoll[], rng: Rng): void {
  if (destroys(dice)) {
    destroyStation(out, target);
    out.emit({ type: 'ObjectivePlayed', payload: { card, reputation: 2, returnsToHand: false } });
    if (out.state.reputation <= out.state.time) {
      out.emit({ type: 'GameEnded', payload: { winner: 'rebel', reason: 'reputation-met-time' } });
      return;
    }
  }
  afterSpaceStep(out, rng);
}

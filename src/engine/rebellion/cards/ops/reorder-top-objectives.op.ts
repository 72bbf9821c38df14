import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import { text } from '../../../core/text.js';
import { objectiveData } from '../../data/cards.data.js';
import type { ObjectiveId } from '../../data/objectives.data.js';
import type { MissionOp } from '../../missions.effects.js';
import { textOf } from '../../rebellion.label.js';
import type { Out } from '../../rebellion.out.js';
import { ask, skipped } from './op.kit.js';

type Op = Extract<MissionOp, { op: 'reorder-top-objectives' }>;

/**
 * „Stolen Plans“: the Rebel looks at the top objectives and puts all of them
 * back on top in an order of his choice, chosen one card at a time from the
 * top down (an order prompt). The prompt is secret: the Empire learns that
 * the Rebel looked at and reordered that many cards, never which or how
 * (the cards and the order chosen so far wait in the frame, which only the
 * engine holds).
 */
function next(out: Out, frame: EffectFrame, cards: readonly ObjectiveId[], placed: readonly ObjectiveId[]): StepResult<EffectFrame> {
  const left = cards.filter((c) => !placed.includes(c));
  // The last card has no choice left: it goes under the others.
  if (left.length <= 1) {
    out.emit({ type: 'CardsPutBack', payload: { deck: 'objectives', top: [...placed, ...left], bottom: [] } });
    return { kind: 'next' };
  }
  return ask(out, 'rebel', { ...frame, vars: { ...frame.vars, cards, placed } }, {
    kind: 'order',
    question: text(
      `${cards.length} angesehene Zielkarten zurück auf den Stapel: welche liegt als nächste oben? (Karte ${placed.length + 1} von ${cards.length})`,
      `${cards.length} objective cards looked at go back on top: which comes next from the top? (card ${placed.length + 1} of ${cards.length})`,
    ),
    choices: left.map((card) => ({ params: { card }, label: textOf(objectiveData(card).name) })),
    optional: false,
    secret: true,
  });
}

export const reorderTopObjectives: StepHandler<{ readonly out: Out }, Op, EffectFrame> = {
  run({ out }, op, frame) {
    if (skipped(op, frame)) return { kind: 'next' };
    const cards = out.state.decks.objectives.slice(0, op.count);
    if (cards.length === 0) return { kind: 'next' };
    return next(out, frame, cards, []);
  },
  answer({ out }, _op, frame, answer) {
    const cards = frame.vars.cards as ObjectiveId[];
    const placed = [...(frame.vars.placed as ObjectiveId[]), ...(answer.kind === 'choice' ? [answer.params.card as ObjectiveId] : [])];
    return next(out, frame, cards, placed);
  },
};

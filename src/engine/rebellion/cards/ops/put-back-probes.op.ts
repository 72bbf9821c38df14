import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import type { Rng } from '../../../core/rng.random.js';
import { text } from '../../../core/text.js';
import { systemData, type SystemId } from '../../data/systems.data.js';
import type { MissionOp } from '../../missions.effects.js';
import { textOf } from '../../rebellion.label.js';
import type { Out } from '../../rebellion.out.js';
import { ask, skipped } from './op.kit.js';

type Op = Extract<MissionOp, { op: 'put-back-probes' }>;
type Placed = { readonly card: SystemId; readonly end: 'top' | 'bottom' };

/**
 * „Plant False Lead“: probe cards taken at random from the Empire's hand, put
 * back unseen by the Rebel one at a time, each onto the top of the probe deck
 * or under it (an order prompt answered with the card and its `end`; not
 * `to`, which names a place to the action groups). The prompt is secret; the
 * Empire learns how many went to the top and how many to the bottom, and
 * sees in its hand which cards were taken once they are back in the deck.
 */
function next(out: Out, frame: EffectFrame, cards: readonly SystemId[], placed: readonly Placed[]): StepResult<EffectFrame> {
  const left = cards.filter((c) => !placed.some((p) => p.card === c));
  if (left.length === 0) {
    // Each card laid on top covers the ones laid there before; each laid under goes below those.
    const top = placed.filter((p) => p.end === 'top').map((p) => p.card).reverse();
    const bottom = placed.filter((p) => p.end === 'bottom').map((p) => p.card);
    out.emit({ type: 'CardsPutBack', payload: { deck: 'probe', top, bottom } });
    return { kind: 'next' };
  }
  return ask(out, 'rebel', { ...frame, vars: { ...frame.vars, cards, placed } }, {
    kind: 'order',
    question: text(
      `${cards.length} Suchdroidenkarten des Imperiums verdeckt zurück: welche Karte als nächste, oben auf den Stapel oder darunter? (Karte ${placed.length + 1} von ${cards.length})`,
      `${cards.length} of the Empire's probe cards go back unseen: which card next, onto the top of the deck or under it? (card ${placed.length + 1} of ${cards.length})`,
    ),
    choices: left.flatMap((card) =>
      (['top', 'bottom'] as const).map((end) => ({
        params: { card, end },
        label: text(`${textOf(systemData(card).name).de} ${end === 'top' ? 'oben auf' : 'unter'} den Stapel`, `${textOf(systemData(card).name).en} ${end === 'top' ? 'onto the top of' : 'under'} the deck`),
        group: textOf(systemData(card).name),
      })),
    ),
    optional: false,
    secret: true,
  });
}

export const putBackProbes: StepHandler<{ readonly out: Out; readonly rng: Rng }, Op, EffectFrame> = {
  run({ out, rng }, op, frame) {
    if (skipped(op, frame)) return { kind: 'next' };
    // RR SUCHDROIDENKARTEN: the Empire's hand is hidden, so the cards are taken at random.
    const cards = rng.shuffle(out.state.hands.probes).slice(0, op.count);
    if (cards.length === 0) return { kind: 'next' };
    return next(out, frame, cards, []);
  },
  answer({ out }, _op, frame, answer) {
    const placed = [...(frame.vars.placed as Placed[]), ...(answer.kind === 'choice' ? [{ card: answer.params.card as SystemId, end: answer.params.end as Placed['end'] }] : [])];
    return next(out, frame, frame.vars.cards as SystemId[], placed);
  },
};

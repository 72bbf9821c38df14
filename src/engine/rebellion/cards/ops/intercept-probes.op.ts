import type { EffectFrame, StepHandler } from '../../../core/cards/effect.run.js';
import type { Rng } from '../../../core/rng.random.js';
import { hasUnits } from '../../board.query.js';
import type { MissionOp } from '../../missions.effects.js';
import type { Out } from '../../rebellion.out.js';
import { skipped } from './op.kit.js';

type Op = Extract<MissionOp, { op: 'intercept-probes' }>;

/**
 * „Intercept Transmissions“: the Rebel draws the top probe cards and looks at
 * them, hands the Empire every one whose system holds an Imperial unit, and
 * shuffles the rest back into the deck. Nothing is chosen (the board decides
 * which cards go), so the engine sorts: the deck is shuffled with the cards
 * handed over on top, and the Empire draws those.
 */
export const interceptProbes: StepHandler<{ readonly out: Out; readonly rng: Rng }, Op, EffectFrame> = {
  run({ out, rng }, op, frame) {
    if (skipped(op, frame)) return { kind: 'next' };
    const deck = out.state.decks.probe;
    const drawn = deck.slice(0, op.count);
    if (drawn.length === 0) return { kind: 'next' };
    out.emit({ type: 'ProbeCardsLookedAt', payload: { cards: drawn } });
    const handed = drawn.filter((system) => hasUnits(out.state, system, 'empire'));
    const rest = [...deck];
    for (const card of handed) rest.splice(rest.indexOf(card), 1);
    const order = [...handed, ...rng.shuffle(rest)];
    out.emit({ type: 'ProbeDeckShuffled', payload: { order } });
    if (handed.length > 0) out.emit({ type: 'ProbeCardsDrawn', payload: { cards: handed } });
    return { kind: 'next' };
  },
};

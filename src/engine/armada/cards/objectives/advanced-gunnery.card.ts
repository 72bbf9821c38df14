import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: objective ships named after deployment, attacks from one hull zone, a destroyed objective ship scored twice. */
export const advancedGunnery = defineObjective(
  'advanced-gunnery',
  [{ kind: 'each-player-names-own-objective-ship' }, { kind: 'objective-ship-attacks-from-one-zone' }, { kind: 'destroyed-objective-ship-scores-double' }],
  text(
    'Nach der Aufstellung benennt jeder Spieler ein eigenes Zielschiff (der erste zuerst); es darf mehrmals aus derselben Hüllensektion angreifen, das des ersten Spielers nicht zweimal dieselbe Hüllensektion oder Staffel pro Runde; ein zerstörtes Zielschiff zählt seine Schiffskosten doppelt.',
    'After deployment each player names one of his ships as objective ship (the first player first); it may attack more than once from one hull zone, the first player’s not twice at the same hull zone or squadron in a round; a destroyed objective ship scores its ship cost twice.',
  ),
);

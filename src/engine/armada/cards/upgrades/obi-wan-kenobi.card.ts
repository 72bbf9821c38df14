import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Commander: a friendly ship that spent a readied redirect token in an attack has the total damage lowered by 1 before suffering it. */
export const obiWanKenobi = defineUpgradeCard(
  'obi-wan-kenobi',
  [{ when: 'before-damage', scope: { kind: 'fleet' }, exhaust: false, steps: [{ op: 'reduce-damage', amount: 1, condition: 'ready-redirect-spent', optional: false }] }],
  text(
    'Commander: Hat ein verteidigendes befreundetes Schiff einen spielbereiten Umleiten-Marker ausgegeben, sinkt der Gesamtschaden vor dem Erleiden um 1 (immer genommen).',
    'Commander: when a defending friendly ship spent a readied redirect token, the total damage drops by 1 before it is suffered (always taken).',
  ),
  {
    assumptions: [
      text('„Darf“: immer genommen, denn es schadet nie; nach dem Halbieren durch Stabilisieren.', '"May": always taken, as it never hurts; after brace halves the total.'),
    ],
  },
);

import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** At the start of each ship phase: the owner may discard 1 command token from this card; every enemy ship gains a raid token of that type. Starts with 3 tokens of at least 2 types. */
export const countDooku = defineUpgradeCard(
  'count-dooku',
  [{ when: 'ship-phase-start', scope: { kind: 'fleet' }, exhaust: false, steps: [{ op: 'raid-enemies-from-card-token' }] }],
  text(
    'Zu Beginn jeder Schiffsphase: darf einen Kommandomarker von der Karte ablegen; jedes feindliche Schiff erhält einen Überfallmarker dieses Typs. Beginnt mit 3 Markern von mindestens 2 Typen.',
    'At the start of each ship phase: may discard a command token from the card; every enemy ship gains a raid token of that type. Starts with 3 tokens of at least 2 types.',
  ),
  {
    minStartingTokenTypes: 2,
    assumptions: [
      text(
        'Die Startmarker wählt der Besitzer einzeln; sobald die übrigen Plätze für den zweiten Typ gebraucht werden, wird nur noch ein neuer Typ angeboten. Ein feindliches Schiff, das diesen Überfallmarker schon hat, erhält keinen zweiten.',
        'The owner picks the starting tokens one by one; once the remaining places are needed for the second type, only a new type is offered. An enemy ship that already has that raid token gains no second one.',
      ),
    ],
  },
);

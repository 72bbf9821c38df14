import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const goodIntel = actionCard('good-intel', {
  text: text(
    'In diesem Gefecht liegen die Taktikkarten der Rebellen offen: das Imperium sieht jede Karte, die sie ziehen.',
    'For this combat the Rebel player keeps his tactic cards face up: the Empire sees every card he draws.',
  ),
  effect: { window: 'start-of-combat', ability: { kind: 'for-this-combat', modifiers: [{ kind: 'open-tactics', faction: 'rebel' }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Offen heißt offen auf dem Tisch: auch Zuschauer sehen die Karten; gezogen werden sie erst nach den Gefechtsbeginn-Karten, also liegen alle offen.',
      'Face up means face up on the table: spectators see them too; they are drawn only after the start-of-combat cards, so all of them lie face up.',
    ),
  ],
});

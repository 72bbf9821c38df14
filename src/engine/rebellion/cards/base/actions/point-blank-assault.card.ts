import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const pointBlankAssault = actionCard('point-blank-assault', {
  text: text(
    'In diesem Gefecht hat jede Einheit im System (beider Seiten) 1 Ausdauer weniger, aber nie weniger als 1.',
    'For this combat every unit in the system (both sides) has 1 less health, but never less than 1.',
  ),
  effect: { window: 'start-of-combat', ability: { kind: 'for-this-combat', modifiers: [{ kind: 'health', delta: -1, min: 1 }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Ausdauer zählt, wo Einheiten auf den Fraktionsbogen kommen; Ziele, die Ausdauer zählen, nehmen die aufgedruckte (FAQ). Der Todesstern hat keine Ausdauer.',
      'Health counts where units go onto the faction sheet; objectives counting health use the printed value (FAQ). The Death Star has no health.',
    ),
  ],
});

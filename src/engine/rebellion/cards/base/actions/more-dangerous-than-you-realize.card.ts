import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const moreDangerousThanYouRealize = actionCard('more-dangerous-than-you-realize', {
  text: text('3 Weltraum- oder 3 Bodentaktikkarten ziehen (das Imperium wählt).', 'Draw 3 space tactic cards or 3 ground tactic cards (Imperial choice).'),
  effect: { window: 'start-of-combat', ability: { kind: 'draw-tactics', cards: 3 } },
  sources: ['JC', 'LL'],
});

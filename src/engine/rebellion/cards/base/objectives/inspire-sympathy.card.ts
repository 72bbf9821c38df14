import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const inspireSympathy = objectiveCard('inspire-sympathy', {
  text: text('Lohn: +1 Ansehen je Marker „Zerstörtes System“ auf dem Spielplan (ohne einen ist die Karte nicht spielbar).', 'Reward: +1 reputation per destroyed-system marker on the board (nothing if there is none).'),
  effect: { window: 'start-of-refresh', requirement: { kind: 'systems', all: ['destroyed'], atLeast: 1 }, reputation: { perSystem: 'destroyed' } },
  sources: ['JC', 'LL'],
  assumptions: [text('Ohne zerstörtes System bringt die Karte nichts und ist nicht spielbar (sie würde nur verschenkt).', 'Worth nothing without a destroyed system, so it is not playable then (it would only be given away).')],
});

import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const fullyOperational = actionCard('fully-operational', {
  text: text('Ist ein Todesstern oder ein Todesstern im Bau in diesem System, 1 Rebellenschiff dort nach Wahl des Imperiums zerstören.', 'If a Death Star or a Death Star Under Construction is in this system, destroy 1 Rebel ship of the Empire\'s choice there.'),
  effect: { window: 'start-of-combat', ability: { kind: 'destroy-rebel-unit', of: 'ship', ifImperial: ['death-star', 'death-star-under-construction'] } },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const startTheEvacuation = actionCard('start-the-evacuation', {
  text: text('Rieekan in dieses System stellen; dann beliebig viele Rebelleneinheiten vom Feld „Rebellenstützpunkt“ dorthin bewegen, als wäre es benachbart.', 'Put Rieekan in that system, then move any Rebel units from the \'Rebel Base\' space into it as though adjacent.'),
  effect: { window: 'assignment', leader: 'general-rieekan', target: 'system-without-imperial-units', ability: 'move', move: { from: 'rebel-base' } },
  sources: ['JC', 'LL'],
});

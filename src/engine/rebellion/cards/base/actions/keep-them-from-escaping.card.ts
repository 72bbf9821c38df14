import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const keepThemFromEscaping = actionCard('keep-them-from-escaping', {
  text: pendingText('For the rest of this combat no Rebel unit may retreat.'),
  effect: null,
  sources: ['JC', 'LL'],
});

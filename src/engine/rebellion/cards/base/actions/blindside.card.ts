import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const blindside = actionCard('blindside', {
  text: pendingText('Play before revealing that leader\'s mission: the Rebel player may not send a leader from his leader pool to oppose it (Rebel leaders already in the system still oppose).'),
  effect: null,
  sources: ['JC', 'LL'],
});

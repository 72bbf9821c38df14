import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const wookieeGuardian = actionCard('wookiee-guardian', {
  text: pendingText('When the Empire attempts a spec ops mission, before rolling, that mission fails automatically.'),
  effect: null,
  sources: ['JC', 'LL'],
});

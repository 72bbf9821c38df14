import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const independentOperation = actionCard('independent-operation', {
  text: pendingText('Put Lando in a subjugated system; the Empire must move all its ground units out of it to one Imperial system of its choice, ignoring adjacency and transport capacity (the system then loses its subjugation marker).'),
  effect: null,
  sources: ['JC', 'LL'],
});

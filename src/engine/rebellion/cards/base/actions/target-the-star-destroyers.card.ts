import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const targetTheStarDestroyers = actionCard('target-the-star-destroyers', {
  text: pendingText('In the space battle of every round of this combat, up to 2 of the Rebel black-die hit results may be treated as red hits (so they can damage red-health ships).'),
  effect: null,
  sources: ['JC', 'LL'],
});

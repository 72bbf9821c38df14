import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const majorVictory = objectiveCard('major-victory', {
  text: text(
    'Gefecht. Bedingung: in einem von den Rebellen begonnenen Gefecht wurden imperiale Schiffe mit zusammen mindestens 3 aufgedruckter Gesundheit zerstört. Lohn: +1 Ansehen.',
    'Combat. Requirement: in a combat started by the Rebels, destroyed Imperial ships add up to 3 or more printed health. Reward: +1 reputation.',
  ),
  effect: { window: 'combat', requirement: { kind: 'destroyed-health', theater: 'space', atLeast: 3 } },
  sources: ['JC', 'LL'],
  assumptions: [text('Der Todesstern hat keine Gesundheit und zählt nicht.', 'The Death Star has no health and adds nothing.')],
});

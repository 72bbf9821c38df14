import { objectiveCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const returnOfTheJedi = objectiveCard('return-of-the-jedi', {
  text: pendingText('Requirement: the Rebels have just won a battle (space or ground) in a system where Darth Vader or Emperor Palpatine is. Reward: +2 reputation; in addition, when Luke Skywalker (Jedi) is present in that system, the Rebels eliminate one Imperial leader of their choice from that system.'),
  effect: null,
  sources: ['JC', 'LL'],
});

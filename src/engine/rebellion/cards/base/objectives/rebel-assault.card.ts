import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const rebelAssault = objectiveCard('rebel-assault', {
  text: text(
    'Gefecht. Bedingung: in einem von den Rebellen begonnenen Gefecht wurde mindestens ein Sternzerstörer oder Supersternzerstörer zerstört. Lohn: +1 Ansehen.',
    'Combat. Requirement: in a combat started by the Rebels, at least one Star Destroyer or Super Star Destroyer was destroyed. Reward: +1 reputation.',
  ),
  effect: { window: 'combat', requirement: { kind: 'destroyed-unit', units: ['star-destroyer', 'super-star-destroyer'] } },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const heartOfTheEmpire = objectiveCard('heart-of-the-empire', {
  text: text('Bedingung: auf Coruscant mindestens eine Rebelleneinheit und keine imperiale. Lohn: +2 Ansehen; danach geht die Karte zurück auf die Hand statt abgelegt zu werden.', 'Requirement: Coruscant holds at least one Rebel unit and no Imperial unit. Reward: +2 reputation; afterwards the card goes back to the Rebel hand instead of being discarded, so it can score again in a later Refresh Phase while the condition holds.'),
  effect: { window: 'start-of-refresh', requirement: { kind: 'systems', all: ['rebel-units', 'no-imperial-units'], atLeast: 1, among: ['coruscant'] }, reputation: 'printed', returnsToHand: true },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const deathStarPlansIi = objectiveCard('death-star-plans-ii', {
  text: text('Im Weltraumschlachtschritt, nachdem beide Seiten angegriffen haben: Steht ein Todesstern (auch im Bau) im System und haben die Rebellen dort mindestens 1 Jäger, dürfen sie diese Karte aufdecken und 3 Würfel werfen. Zeigt einer einen Volltreffer, ist der Todesstern zerstört, die Karte gespielt und die Rebellen erhalten 2 Ansehen; sonst geht sie ohne Ansehen zurück auf die Hand.', 'In the space battle step of a combat round, after both sides attacked and units were destroyed, if a Death Star (or Death Star Under Construction) is in the system and the Rebels have at least 1 fighter there, the Rebel player may reveal this card and roll 3 dice. If at least one die shows a direct hit, the Death Star is destroyed, the card is played (discarded) and the Rebels gain 2 reputation; otherwise the card goes back to hand with no reputation and may be tried again in a later round.'),
  effect: { window: 'death-star-plans' },
  sources: ['JC', 'LL'],
});

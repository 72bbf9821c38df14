import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

/**
 * „Contingency Plan“ (card_effects.json, JC/LL): a mission to resolve with no
 * system target; its leaders go onto a starting mission in hand, secretly,
 * and Lando Calrissian, if among them, gets 2 bonus successes this round.
 */
export const contingencyPlan = missionCard('contingency-plan', {
  text: text(
    'Abhandeln (ohne System): Bewege die Anführer dieser Karte auf eine deiner Startmissionen auf der Hand (auch eine, die in dieser Runde schon verwendet wurde); diese kann später in dieser Runde aufgedeckt werden. War Lando Calrissian auf dieser Karte, erhält er in dieser Runde 2 Bonuserfolge bei einer Mission, die er versucht.',
    'Resolve (no system): move the leader(s) of this card onto one of your starting mission cards in hand (even one already used this round); that starting mission can then be revealed later this round. If Lando Calrissian was on this card, he gets 2 bonus successes on a mission he attempts later this round.',
  ),
  effect: {
    target: { kind: 'none' },
    onSuccess: { kind: 'program', steps: [{ op: 'move-to-starting-mission', bonus: { leader: 'lando-calrissian', successes: 2 } }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Ohne System öffnet die Karte kein Reaktionsfenster („Mission aufgedeckt“, „Mission versucht“): sie wird nicht versucht, und kein System ist betroffen.',
      'With no system the card opens no reaction window ("mission revealed", "mission attempted"): it is not attempted and no system is involved.',
    ),
    text(
      'Ohne Startmission auf der Hand kehren die Anführer ins Führungszentrum zurück (die Karte wird abgelegt).',
      'With no starting mission in hand the leaders go back to the leader pool (the card is discarded).',
    ),
    text(
      'Landos 2 Bonuserfolge gelten für jede Mission, die er in dieser Runde noch versucht (ein Modifikator bis Rundenende); aufgedeckt werden kann nur die eine Startmission.',
      "Lando's 2 bonus successes apply to each mission he still attempts this round (a modifier until the end of the round); only the one starting mission can be revealed.",
    ),
  ],
});

import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const blindside = actionCard('blindside', {
  text: text(
    'Spezial: Beim Aufdecken einer Mission von Boba Fett oder Janus Greejatus spielen: Die Rebellen dürfen keinen Anführer aus ihrem Anführerpool schicken, um zu intervenieren (Rebellenanführer, die schon im System sind, intervenieren weiterhin).',
    'Special: play when revealing a mission of Boba Fett or Janus Greejatus: the Rebel player may not send a leader from his leader pool to oppose it (Rebel leaders already in the system still oppose).',
  ),
  effect: { window: 'reaction', moment: 'mission-revealed', leader: 'on-mission', ability: { kind: 'no-opposition-from-pool' } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Das Fenster öffnet sich nach dem Aufdecken einer „versuchen“-Mission, der Boba Fett oder Janus Greejatus zugewiesen ist, bevor die Rebellen gefragt werden, ob sie intervenieren, sofern sie Anführer in Reserve haben und das Imperium mindestens eine Aktionskarte hält (beides öffentlich), auch ohne diese Karte auf der Hand: so verrät die Pause nichts. Das gleicht dem Ausspielen vor dem Aufdecken, weil vorher nichts geschieht.',
      'The window opens after an "attempt" mission assigned to Boba Fett or Janus Greejatus is revealed, before the Rebels are asked to oppose, when they have leaders in reserve and the Empire holds at least one action card (both public), even without this card in hand, so the pause tells nothing. This equals playing it before the reveal, as nothing happens in between.',
    ),
  ],
});

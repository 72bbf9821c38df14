import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const theMillenniumFalcon = actionCard('the-millennium-falcon', {
  text: text(
    'Den Millennium-Falke-Ring an Han Solo oder Chewbacca hängen. Nachdem eine Rebellenmission im System des Ringträgers erfolgreich war, darf der Ring abgelegt werden, um 1 gefangenen Anführer in diesem System zu befreien.',
    'Attach the Millennium Falcon ring to one of the pictured leaders. After the Rebels succeed at a mission in the ring\'s system, they may discard the ring to rescue 1 captured leader in that system.',
  ),
  effect: { window: 'ring', bearers: ['han-solo', 'chewbacca'], succeeded: [{ op: 'rescue-captive', escort: true }] },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Das Fenster des Rings öffnet sich nach einer erfolgreichen Rebellenmission, wenn der Ringträger frei im System der Mission steht und dort ein gefangener Anführer ist, nach der Fähigkeit der Mission und vor einem Gefecht, das sie auslöst (card_effects.json FAQ). Der Befreite kommt auf das Feld „Rebellenstützpunkt“ (nach dessen Aufdeckung in sein System); die zugewiesenen Anführer der Mission dürfen mitgehen, der Ringträger nur, wenn er der Mission zugewiesen war. Der Ring kommt nicht an einen Anführer mit imperialem Ring (gefangen, Karbonit); kann weder Han noch Chewbacca ihn tragen, nimmt ihn ein anderer eigener Anführer, damit das Spiel nicht stehen bleibt.',
      'The ring\'s window opens after a successful Rebel mission when the bearer stands free in the mission\'s system and a captured leader is there, after the mission\'s ability and before any combat it causes (card_effects.json FAQ). The rescued leader goes onto the \'Rebel Base\' space (its system once revealed); the mission\'s assigned leaders may go along, the bearer only if it was assigned. The ring goes onto no leader wearing an Imperial ring (captured, carbonite); should neither Han nor Chewbacca be able to wear it, another own leader takes it, so the game never stalls.',
    ),
  ],
});

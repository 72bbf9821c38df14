import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const readyForAction = actionCard('ready-for-action', {
  text: text(
    'Bringe diesen Anführer (Piett oder Veers) aus deinem Führungszentrum in das System des Gefechts. Er kann sich nicht zurückziehen und kehrt am Ende des Gefechts ins Führungszentrum zurück.',
    'Move this leader (Piett or Veers) from your leader pool into the combat’s system. It cannot retreat and returns to your leader pool when the combat ends.',
  ),
  effect: { window: 'start-of-combat', ability: { kind: 'bring-leader' } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Statt im System muss der Anführer im Führungszentrum sein (RR AKTIONSKARTEN, Ausnahme); stehen beide dort, nennt das Imperium einen. Seine Taktikwerte zählen in Schritt 2.',
      'The leader must be in the pool instead of the system (RR AKTIONSKARTEN, exception); with both there, the Empire names one. Its tactic values count in step 2.',
    ),
  ],
});

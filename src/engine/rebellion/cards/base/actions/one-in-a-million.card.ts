import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const oneInAMillion = actionCard('one-in-a-million', {
  text: text(
    'Spezial: Beim Würfeln für ein Gefecht oder eine Mission im System von Luke oder Wedge bis zu 2 deiner Würfel nicht werfen, sondern mit Seiten deiner Wahl hinlegen.',
    'Special: when rolling for a combat or a mission in Luke\'s or Wedge\'s system, instead of rolling up to 2 of your dice, set them down showing faces of your choice.',
  ),
  effect: { window: 'reaction', moment: 'dice-rolling', leader: 'mission-system', ability: { kind: 'set-dice', dice: 2 } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Gespielt wird die Karte bisher nur in Missionen, nicht im Gefecht (auch nicht für die Todessternpläne). Das Fenster öffnet sich, bevor die Rebellen für eine Mission würfeln, die sie versuchen oder gegen die sie intervenieren, wenn Luke oder Wedge frei im System der Mission steht (zugewiesen oder nicht, card_effects.json FAQ) und die Rebellen mindestens eine Aktionskarte halten, auch ohne diese Karte: so verrät die Pause nichts. Die Seiten werden in der Auswahl der Karte gewählt (ein oder zwei Würfel); in einer Mission zählt die Farbe nicht, die gelegten Würfel gelten als rote.',
      'The card is played in missions only so far, not in combat (nor for the Death Star Plans). The window opens before the Rebels roll for a mission they attempt or oppose, when Luke or Wedge stands free in the mission\'s system (assigned or not, card_effects.json FAQ) and the Rebels hold at least one action card, even without this card, so the pause tells nothing. The faces are chosen with the card (one or two dice); in a mission the colour does not matter, the dice set down count as red ones.',
    ),
  ],
});

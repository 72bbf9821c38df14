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
      'Das Fenster öffnet sich, bevor die Rebellen für eine Mission würfeln, die sie versuchen oder gegen die sie intervenieren, vor jedem ihrer Angriffswürfe in einem Gefecht und vor dem Wurf der Todessternpläne (SEED000 TODESSTERN ZERSTÖREN), wenn Luke oder Wedge frei im System steht (zugewiesen oder nicht, card_effects.json FAQ) und die Rebellen mindestens eine Aktionskarte halten, auch ohne diese Karte: so verrät die Pause nichts. Die Seiten werden in der Auswahl der Karte gewählt (ein oder zwei Würfel); in einer Mission zählt die Farbe nicht (die gelegten Würfel gelten als rote), im Gefecht nur Seiten, die der Würfel der Farbe zeigt (kein Volltreffer auf Schwarz), höchstens so viele Würfel einer Farbe wie geworfen werden; sie sind die ersten Würfel ihrer Farbe.',
      'The window opens before the Rebels roll for a mission they attempt or oppose, before each of their attack rolls in a combat and before the Death Star Plans\' roll (SEED000 TODESSTERN ZERSTÖREN), when Luke or Wedge stands free in the system (assigned or not, card_effects.json FAQ) and the Rebels hold at least one action card, even without this card, so the pause tells nothing. The faces are chosen with the card (one or two dice); in a mission the colour does not matter (the dice set down count as red ones), in a combat only faces the die of that colour shows (no direct hit on a black die), at most as many dice of a colour as are rolled; they are the first dice of their colour.',
    ),
  ],
});

import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/**
 * Turbolaser modification: on revealing a command, exhaust to mark a hull
 * zone with the focus token (seed "FOKUS- UND RADARTÄUSCHUNGSMARKER"); its
 * attacks on ships from that zone may add a die of a colour in an adjacent
 * zone's battery armament, attacks from the two adjacent zones lose a die;
 * the token goes when the card is readied.
 */
export const swivelMountBatteries = defineUpgradeCard(
  'swivel-mount-batteries',
  [
    { when: 'command-revealed', exhaust: true, steps: [{ op: 'focus-hull-zone' }] },
    { when: 'attack-declared', exhaust: false, steps: [{ op: 'focus-zone-dice' }] },
  ],
  text(
    'Turbolaser-Modifikation: Beim Aufdecken eines Kommandos erschöpfen, um eine eigene Hüllensektion mit dem Fokusmarker zu markieren. Angriffe dieser Sektion auf Schiffe dürfen vor dem Wurf 1 Würfel einer Farbe hinzufügen, die in der Batteriebewaffnung einer angrenzenden Sektion vorkommt; Angriffen der beiden angrenzenden Sektionen wird vor dem Wurf 1 Würfel genommen (der Besitzer wählt die Farbe). Der Marker geht, sobald die Karte spielbereit gemacht wird.',
    'Turbolaser modification: on revealing a command, exhaust to mark one of the ship’s hull zones with the focus token. Its attacks on ships from that zone may add, before the roll, 1 die of a colour in an adjacent zone’s battery armament; attacks from the two adjacent zones lose 1 die before the roll (the owner picks its colour). The token goes when the card is readied.',
  ),
  {
    assumptions: [
      text(
        'Der zusätzliche Würfel ist nicht an die Reichweite gebunden (der Kartentext nennt nur die Farben der angrenzenden Batteriebewaffnung); der Würfelverlust trifft jeden Angriff der angrenzenden Sektionen, auch auf Staffeln, aber keine Salve.',
        'The extra die is not limited by range (the card names only the colours of the adjacent battery armament); the lost die applies to every attack from the adjacent zones, on squadrons too, but not to a salvo.',
      ),
    ],
  },
);

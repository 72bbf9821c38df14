import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/**
 * Acclamator title, led by the squadron-command icon: squadrons this ship
 * activates with its squadron command, with Swarm or non-unique (which gain
 * Swarm), may reroll 1 die when attacking a ship.
 */
export const nevootaBee = defineUpgradeCard(
  'nevoota-bee',
  [{ when: 'dice-rolled', scope: { kind: 'commanded-squadrons' }, exhaust: false, steps: [{ op: 'swarm-reroll-against-ship' }] }],
  text(
    'Titel (Acclamator), Staffel-Kommando: Nicht-einzigartige Staffeln, die das Schiff mit seinem Staffel-Kommando aktiviert, erhalten Schwarm; jede so aktivierte Staffel mit Schwarm darf beim Angriff auf ein Schiff 1 Würfel neu würfeln.',
    'Title (Acclamator), squadron command: non-unique squadrons the ship activates with its squadron command gain Swarm; each Swarm squadron activated so may reroll 1 die when attacking a ship.',
  ),
  {
    assumptions: [
      text(
        'Wirkt nur für Staffeln, die das Schiff mit seinem Staffel-Kommando (Rad oder Marker) aktiviert, nicht in der Staffelphase; gefragt wird nach dem Angriffswurf, einmal je Angriff, nicht bei einem Konterangriff. Das verliehene Schwarm gegen Staffeln trägt das Spiel nicht in den Angriff (die Staffeln der Startersets haben Schwarm schon; eine Staffel ohne Schwarm würfelt gegen Staffeln nicht neu).',
        'Acts only for squadrons the ship activates with its squadron command (dial or token), not in the squadron phase; asked after the attack roll, once per attack, not in a counter attack. The Swarm it grants against squadrons is not carried into the attack (the starters’ squadrons have Swarm already; a squadron without it does not reroll against squadrons).',
      ),
    ],
  },
);

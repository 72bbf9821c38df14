import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: concentrate-fire tokens for the second player's ships, a hit spent to turn a facedown card faceup, a victory token per faceup card (15 points). */
export const precisionStrike = defineObjective(
  'precision-strike',
  [{ kind: 'second-player-ships-gain-concentrate-fire' }, { kind: 'spend-hit-to-turn-damage-faceup' }, { kind: 'victory-token-per-faceup-damage' }, { kind: 'score-victory-tokens' }],
  text(
    'Nach der Aufstellung erhält jedes Schiff des zweiten Spielers einen Marker „Feuer konzentrieren“; ein angreifendes Schiff oder eine Staffel mit Bomber darf 1 Würfel mit Treffer ausgeben, um eine zufällige verdeckte Schadenskarte des Verteidigers aufzudecken; nach dem Angriff erhält ihr Besitzer 1 Siegmarker je dabei offen zugeteilter oder aufgedeckter Schadenskarte (15 Punkte).',
    "After deployment each of the second player's ships gains a concentrate-fire token; an attacking ship or Bomber squadron may spend 1 die showing a hit to turn a random facedown damage card of the defender faceup; after the attack its owner gains 1 victory token per damage card dealt or turned faceup in it (15 points).",
  ),
  'Präzisionsschlag',
);

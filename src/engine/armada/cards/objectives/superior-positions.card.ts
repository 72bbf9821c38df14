import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: the deployment order, the victory token for rear damage, 15 points per token. */
export const superiorPositions = defineObjective(
  'superior-positions',
  [{ kind: 'first-player-deploys-all-first' }, { kind: 'victory-token-for-rear-damage' }, { kind: 'score-victory-tokens' }],
  text(
    'Der erste Spieler stellt alles auf, bevor der zweite beginnt; ein Angriff auf die Heck-Sektion eines feindlichen Schiffes, der mindestens 1 Schaden verursacht, gibt dem Angreifer einen Siegmarker (15 Punkte).',
    'The first player deploys everything before the second begins; an attack on the rear hull zone of an enemy ship that causes at least 1 damage gives the attacker a victory token (15 points).',
  ),
);

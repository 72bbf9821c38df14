import { notPlayed } from '../objective-card.define.js';

/** Its setup, special rule and scoring do not act yet (docs/games/armada.md, "Not done yet"). */
export const hyperspaceAssault = notPlayed('hyperspace-assault');

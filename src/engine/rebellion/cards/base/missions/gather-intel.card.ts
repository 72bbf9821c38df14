import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const gatherIntel = missionCard('gather-intel', {
  text: text('Bei Erfolg zieht das Imperium Suchdroidenkarten: 1 je volle 4 Rebelleneinheiten auf dem Feld „Rebellenstützpunkt“, mindestens 1.', 'On success the Empire draws probe cards: 1 per full 4 Rebel units on the \'Rebel Base\' space (floor(units/4)), but at least 1.'),
  effect: { target: { kind: 'system', where: ['rebel-system'] }, onSuccess: { kind: 'draw-probes', per: 4, atLeast: 1 } },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const groundBombardment = tacticCard('ground-bombardment', {
  text: text('Bodenschaden in Höhe des roten Angriffswerts eines eigenen Schiffs in diesem System (etwa 2 für einen Sternzerstörer) an gegnerische Bodeneinheiten.', 'Deal ground damage equal to the red attack value of 1 of your ships in this system (e.g. 2 for a Star Destroyer), assigned to enemy ground units.'),
  effect: { kind: 'bombard' },
  sources: ['JC', 'LL'],
});

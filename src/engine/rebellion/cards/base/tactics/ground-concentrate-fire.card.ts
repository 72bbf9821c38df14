import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const groundConcentrateFire = tacticCard('ground-concentrate-fire', {
  text: text('Bis zu 2 eigene Würfel dieses Angriffs zusammen neu würfeln.', 'Pick up to 2 of your dice and roll them again (together).'),
  effect: { kind: 'reroll', dice: 2 },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const resourcefulAstromech = actionCard('resourceful-astromech', {
  text: text('Den R2-D2-Ring an einen Rebellenanführer hängen. Nachdem der Gegner für eine Mission im System des Ringträgers gewürfelt hat, darf der Ring abgelegt werden, um 1 gegnerischen Würfel auf die Leerseite zu drehen.', 'Attach the R2-D2 ring to any Rebel leader. After the opponent rolls dice for a mission in the ringed leader\'s system, the Rebels may discard the ring to turn 1 of the opponent\'s dice to its blank face.'),
  effect: { window: 'ring' },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const infiltration = missionCard('infiltration', {
  text: text('Bei Erfolg die obersten 2 Zielkarten ansehen; eine zurück oben auf den Stapel, die andere unter ihn.', 'On success look at the top 2 objective cards; put one back on top and the other on the bottom of the objective deck.'),
  effect: { target: { kind: 'system', where: ['imperial-unit'] }, onSuccess: { kind: 'arrange-objectives', look: 2 } },
  sources: ['JC', 'LL'],
});

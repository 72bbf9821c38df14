import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const covertOperation = missionCard('covert-operation', {
  text: text(
    'Bei Erfolg 2 Zielkarten ziehen; eine auf die Hand nehmen, die andere unter den Zielstapel legen.',
    'On success draw 2 objective cards; keep 1 in hand and put the other on the bottom of the objective deck.',
  ),
  effect: { target: { kind: 'system', where: ['imperial-unit'] }, onSuccess: { kind: 'arrange-objectives', look: 2, keep: true } },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const researchAndDevelopment = missionCard('research-and-development', {
  text: text('Wähle: (a) 2 Projektkarten ziehen, 1 behalten und die andere unter den Projektstapel legen; oder (b) einen Sabotagemarker aus diesem System entfernen und 1 Projektkarte ziehen.', 'Choose one: (a) draw 2 project cards, keep 1 in hand and put the other on the bottom of the project deck; or (b) remove a sabotage marker from this system and draw 1 project card.'),
  effect: { target: { kind: 'system', where: ['imperial-loyalty'] }, onSuccess: { kind: 'research-and-development' } },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const proceedingAsPlanned = actionCard('proceeding-as-planned', {
  text: text(
    'Zuweisung: Im Projektstapel eine beliebige Projektkarte suchen, ihr Ozzel oder Jerjerrod verdeckt zuweisen und den Projektstapel mischen.',
    'Assignment: search the project deck for any 1 project card, assign Ozzel or Jerjerrod to it face down, then shuffle the project deck.',
  ),
  effect: { window: 'assignment-program', steps: [{ op: 'search-deck', deck: 'projects', assign: true }] },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Die Karte zeigt Ozzel und Jerjerrod: zugewiesen wird einer von ihnen, der im Führungszentrum steht; Karte und Anführer wählt das Imperium in einer Frage (ChooseCard {card, leader}). Mit leerem Projektstapel ist die Karte nicht verwendbar.',
      'The card shows Ozzel and Jerjerrod: one of them still in the pool is assigned; the Empire chooses card and leader in one question (ChooseCard {card, leader}). With the project deck empty the card cannot be used.',
    ),
  ],
});

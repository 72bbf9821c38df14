import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const localRumors = actionCard('local-rumors', {
  text: text(
    'Yularen in ein beliebiges System mit imperialer Einheit stellen; der Rebellenspieler muss wahrheitsgemäß sagen, ob sich der Rebellenstützpunkt in der Region dieses Systems befindet.',
    'Put Yularen into any system with an Imperial unit; the Rebel player must truthfully say whether the Rebel base is in that system’s region.',
  ),
  effect: { window: 'assignment', leader: 'colonel-yularen', target: 'system-with-imperial-unit', ability: 'ask-base-region' },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Die Antwort gibt die Engine (sie kennt den Stützpunkt) und nur an die Plätze beider Seiten (Ereignis BaseQuestionAnswered, scope region); Zuschauer erfahren die Frage, nicht die Antwort. Ein aufgedeckter Stützpunkt ändert daran nichts.',
      'The engine gives the answer (it knows the base), to both sides’ seats only (event BaseQuestionAnswered, scope region); spectators learn the question, not the answer. A revealed base changes nothing about this.',
    ),
  ],
});

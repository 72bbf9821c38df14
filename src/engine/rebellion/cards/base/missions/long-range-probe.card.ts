import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const longRangeProbe = missionCard('long-range-probe', {
  text: text(
    'In einem beliebigen System versuchen. Bei Erfolg muss der Rebellenspieler wahrheitsgemäß sagen, ob sich der Rebellenstützpunkt in diesem System befindet; der Stützpunkt wird dadurch nicht aufgedeckt.',
    'Attempted in any system. On success the Rebel player must truthfully say whether the Rebel base is in that system; this does not reveal the base.',
  ),
  effect: { target: { kind: 'system', where: [] }, onSuccess: { kind: 'program', steps: [{ op: 'answer-base-question', scope: 'system' }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Die Antwort gibt die Engine (sie kennt den Stützpunkt) und nur an die Plätze beider Seiten (Ereignis BaseQuestionAnswered); Zuschauer erfahren die Frage, nicht die Antwort.',
      'The engine gives the answer (it knows the base), to both sides’ seats only (event BaseQuestionAnswered); spectators learn the question, not the answer.',
    ),
  ],
});

import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const retrieveThePlans = missionCard('retrieve-the-plans', {
  text: text(
    'Gegen einen gefangenen Anführer (in seinem System). Bei Erfolg zeigt der Rebellenspieler dem Imperium seine Zielkarten; das Imperium legt 1 davon unter den Zielstapel.',
    'Against a captured leader (in its system). On success the Rebel player shows the Empire his objective hand; the Empire puts 1 of those cards on the bottom of the objective deck.',
  ),
  effect: { target: { kind: 'system', where: ['captured-leader'] }, onSuccess: { kind: 'program', steps: [{ op: 'show-objectives' }, { op: 'bury-shown-objective' }] } },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const interrogation = missionCard('interrogation', {
  text: text(
    'Gegen einen gefangenen Anführer (in seinem System). Bei Erfolg zeigt der Rebellenspieler dem Imperium alle seine Zielkarten und nimmt sie verdeckt zurück.',
    'Against a captured leader (in its system). On success the Rebel player shows the Empire his whole hand of objective cards, then takes them back hidden.',
  ),
  effect: { target: { kind: 'system', where: ['captured-leader'] }, onSuccess: { kind: 'program', steps: [{ op: 'show-objectives' }] } },
  sources: ['JC', 'LL'],
});

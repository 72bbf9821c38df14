import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const interrogationDroid = missionCard('interrogation-droid', {
  text: text(
    'Gegen einen gefangenen Anführer (in seinem System). Beide Seiten würfeln für jedes Fertigkeitssymbol ihrer Anführer, gleich welcher Art. Bei Erfolg nennt der Rebellenspieler 3 Systeme, eines davon das des Rebellenstützpunkts.',
    'Against a captured leader (in its system). Both sides roll a die for every skill icon of their leaders, of any kind. On success the Rebel player names 3 systems, one of which is the Rebel base’s.',
  ),
  effect: { target: { kind: 'system', where: ['captured-leader'] }, allSkillsRoll: true, onSuccess: { kind: 'program', steps: [{ op: 'name-base-systems', count: 3 }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Der Rebell wählt die Systeme einzeln (geheim); das dritte muss das des Stützpunkts sein, wenn es noch fehlt. Das Imperium (nicht Zuschauer) hört die 3 Systeme nach Namen sortiert (BaseSystemsNamed), damit die Reihenfolge nichts verrät. Die Anforderung zum Aufdecken bleiben 3 Spionage-Symbole.',
      'The Rebel chooses the systems one at a time (in secret); the third must be the base’s if it is still missing. The Empire (not spectators) hears the 3 systems sorted by name (BaseSystemsNamed), so the order tells nothing. Revealing still needs 3 intel icons.',
    ),
  ],
});

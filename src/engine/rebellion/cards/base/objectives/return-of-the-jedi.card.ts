import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const returnOfTheJedi = objectiveCard('return-of-the-jedi', {
  text: text(
    'Gefecht. Bedingung: die Rebellen haben eben eine Schlacht (Raum oder Boden) in einem System gewonnen, in dem Darth Vader oder Imperator Palpatine ist. Lohn: +2 Ansehen; ist zudem Luke Skywalker (Jedi) in diesem System, eliminieren die Rebellen einen imperialen Anführer ihrer Wahl aus diesem System.',
    'Combat. Requirement: the Rebels have just won a battle (space or ground) in a system where Darth Vader or Emperor Palpatine is. Reward: +2 reputation; in addition, when Luke Skywalker (Jedi) is present in that system, the Rebels eliminate one Imperial leader of their choice from that system.',
  ),
  effect: {
    window: 'combat',
    requirement: { kind: 'battle-won', leaders: ['darth-vader', 'emperor-palpatine'] },
    steps: [{ op: 'eliminate-leader', present: 'luke-skywalker-jedi' }],
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Vader oder der Imperator zählt, wenn er während des Gefechts im System stand, auch wenn er sich zurückzog (FAQ); eliminiert wird nur, wer beim Ausspielen noch im System steht. Luke (Jedi) zählt auch gefangen oder mit Ring, nicht nach einem Rückzug (FAQ). Die Wahl ist öffentlich (die Karte liegt offen); danach geht das Gefecht weiter, wo das Zielkartenfenster aufging.',
      'Vader or the Emperor counts if he stood in the system during the combat, even if he retreated (FAQ); only a leader still in the system when the card is played is eliminated. Luke (Jedi) counts captured or ringed too, not after a retreat (FAQ). The choice is public (the card lies face up); then the combat goes on where the objective window opened.',
    ),
  ],
});

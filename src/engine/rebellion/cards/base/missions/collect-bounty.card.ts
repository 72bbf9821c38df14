import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const collectBounty = missionCard('collect-bounty', {
  text: text(
    'Gegen einen Rebellenanführer in einem beliebigen System (in seinem System versuchen). Bei Erfolg wird er gefangen genommen; dann kommen er und die Anführer dieser Mission in das nächstgelegene System (mit den wenigsten Bewegungen) mit imperialer Einheit, bei Gleichstand nach Wahl des Imperiums.',
    'Against a Rebel leader in any system (attempted in its system). On success it is captured; then it and this mission’s leaders move to the nearest system (fewest moves) with an Imperial unit, the Empire breaking ties.',
  ),
  effect: { target: { kind: 'rebel-leader' }, onSuccess: { kind: 'program', steps: [{ op: 'capture-and-deliver' }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Steht im System der Gefangennahme eine imperiale Einheit, bleiben alle dort (FAQ). Entfernung in Bewegungen über benachbarte Systeme, gleich welche Einheiten dazwischen stehen; gibt es nirgends eine imperiale Einheit, bleiben alle dort. Ein früherer Gefangener wird wie bei jeder Gefangennahme befreit. Die Anführer kommen zuerst an den Ort, dann wird dort gefangen genommen (gleiches Ergebnis); dieser Moment ist der der Gefangennahme, auf den z. B. „Noble Sacrifice“ antworten kann – dann geht der Anführer aus dem Spiel, die Anführer der Mission sind schon unterwegs.',
      'If an Imperial unit stands in the system of the capture, everybody stays there (FAQ). Distance is counted in moves between adjacent systems, whatever units stand between; with no Imperial unit anywhere everybody stays. An earlier captive is rescued as with any capture. The leaders go first and the capture is made there (the same result); it is the capture moment, which e.g. Noble Sacrifice may answer: then that leader leaves the game and the mission’s leaders have moved all the same.',
    ),
  ],
});

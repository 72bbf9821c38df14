import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const itIsYourDestiny = actionCard('it-is-your-destiny', {
  text: text(
    'Spezial: Nachdem während einer Mission im System von Darth Vader ein Anführer befreit wurde, 1 Rebellenanführer gefangen nehmen, der diese Mission versucht hat.',
    'Special: after a leader is rescued during a mission in Darth Vader’s system, capture 1 Rebel leader that attempted that mission.',
  ),
  effect: { window: 'rescued-in-mission', steps: [{ op: 'capture-mission-leader' }] },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Das Fenster öffnet sich am Ende jeder Rebellenmission, während der ein Anführer befreit wurde, wenn Vader schon im System der Mission steht und das Imperium eine Aktionskarte hält, auch wenn es nicht diese ist (dann bleibt nur Passen): so verrät es den Rebellen nichts über die Hand (nicht ausgeteilte Startaktionskarten liegen ungesehen in der Schachtel). Es folgt auf die Wahl der Rebellen, wer mitgeht; ein Anführer, der mitgehen sollte, kann trotzdem gefangen werden und bleibt dann im System (FAQ). Die Gefangennahme ist der Moment der Gefangennahme, auf den eine Karte wie „Noble Sacrifice“ antworten kann. Eine Befreiung erst nach der Mission (wenn keine imperiale Einheit mehr im System steht) zählt nicht.',
      'The window opens at the end of every Rebel mission during which a leader was rescued, when Vader already stands in the mission’s system and the Empire holds an action card, even if not this one (then only passing is left), so it tells the Rebels nothing about the hand (starting action cards not dealt lie unseen in the box). It follows the Rebels’ choice of who goes along; a leader meant to go along may still be captured and then stays in the system (FAQ). The capture is the capture moment, which a card such as Noble Sacrifice may answer. A rescue only after the mission (no Imperial unit left in the system) does not count.',
    ),
  ],
});

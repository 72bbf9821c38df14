import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const captureRebelOperative = missionCard('capture-rebel-operative', {
  text: text('Bei Erfolg wird der gewählte Rebellenanführer gefangen genommen (er bekommt den Ring „Gefangener Anführer“). Ein Gefangener kehrt nicht ins Führungszentrum zurück, interveniert nicht, gibt keine Taktikwerte und nutzt keine Aktionskarten; das Imperium bewegt ihn wie eine Bodeneinheit.', 'On success the targeted Rebel leader becomes captured (attach the captured ring). A captured leader cannot return to the pool, cannot oppose missions, add tactic values or use action cards, and can be moved by the Empire like a ground unit.'),
  effect: { target: { kind: 'rebel-leader-with-imperial-unit' }, onSuccess: { kind: 'capture-target' } },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const rapidMobilization = missionCard('rapid-mobilization', {
  text: text('Beim Aufdecken geschieht nichts; am Ende der Kommandophase wählen die Rebellen: (a) nur solange der Stützpunkt verborgen ist, bis zu 5 Rebelleneinheiten aus einem System auf das Feld „Rebellenstützpunkt“ bewegen, ohne Rücksicht auf Nachbarschaft; oder (b) einen neuen Stützpunkt errichten: die obersten 4 Suchdroidenkarten ziehen (8, wenn 2 Anführer zugewiesen waren) und eine davon als neuen Ort wählen.', 'Nothing happens on reveal; at the end of the Command Phase the Rebel player picks one: (a) only if the base is still hidden, move up to 5 Rebel units from a single system onto the \'Rebel Base\' space, ignoring adjacency; or (b) establish a new base: draw the top 4 probe cards (8 if 2 leaders were assigned), optionally choose one as the new base location.'),
  effect: { target: { kind: 'rebel-base' }, onSuccess: { kind: 'rapid-mobilization' } },
  sources: ['JC', 'LL'],
});

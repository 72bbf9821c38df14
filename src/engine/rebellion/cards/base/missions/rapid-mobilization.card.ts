import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const rapidMobilization = missionCard('rapid-mobilization', {
  text: text('Beim Aufdecken geschieht nichts; am Ende der Kommandophase wählen die Rebellen: (a) nur solange der Stützpunkt verborgen ist, bis zu 5 Rebelleneinheiten aus einem System auf das Feld „Rebellenstützpunkt“ bewegen, ohne Rücksicht auf Nachbarschaft; oder (b) einen neuen Stützpunkt errichten: die obersten 4 Suchdroidenkarten ziehen (8, wenn 2 Anführer zugewiesen waren) und eine davon als neuen Ort wählen.', 'Nothing happens on reveal; at the end of the Command Phase the Rebel player picks one: (a) only if the base is still hidden, move up to 5 Rebel units from a single system onto the \'Rebel Base\' space, ignoring adjacency; or (b) establish a new base: draw the top 4 probe cards (8 if 2 leaders were assigned), optionally choose one as the new base location.'),
  effect: { target: { kind: 'rebel-base' }, onSuccess: { kind: 'rapid-mobilization' } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Zweimal in einer Runde abgehandelt (Anführer per „Notfallplan“ erneut darauf, FAQ) wird die Karte am Ende der Kommandophase zweimal ausgeführt, jedes Mal mit eigener Wahl; bei verschiedener Anführerzahl wählen die Rebellen offen, welche zuerst.',
      'Resolved twice in a round (leaders moved onto it again by Contingency Plan, FAQ) the card is carried out twice at the end of the command phase, each time with its own choice; with different leader counts the Rebels choose, in the open, which comes first.',
    ),
  ],
});

import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const independentOperation = actionCard('independent-operation', {
  text: text(
    'Zuweisung: Lando in ein unterworfenes System stellen; das Imperium muss alle seine Bodeneinheiten von dort in ein imperiales System seiner Wahl ohne Rebellen-Bodeneinheiten bewegen, ohne Rücksicht auf Nachbarschaft und Transportkapazität (das System verliert dann seinen Unterwerfungsmarker).',
    'Assignment: put Lando in a subjugated system; the Empire must move all its ground units out of it to one Imperial system of its choice without Rebel ground units, ignoring adjacency and transport capacity (the system then loses its subjugation marker).',
  ),
  effect: { window: 'assignment', leader: 'lando-calrissian', target: 'subjugated-system', ability: 'program', steps: [{ op: 'evict-ground-units' }] },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Nach der Errata darf das Ziel keine Rebellen-Bodeneinheiten enthalten; ohne ein solches Ziel ist die Karte nicht verwendbar (card_effects.json FAQ). Gebäude bleiben (RoE), gefangene Anführer auch. Das Imperium wählt das Ziel in einer offenen Systemauswahl; das System des verborgenen Stützpunkts ist nie darunter, denn als imperiales System hätte es ihn schon aufgedeckt (RR AUFDECKEN DES REBELLENSTÜTZPUNKTES).',
      'Per the errata the destination may hold no Rebel ground units; without such a destination the card cannot be used (card_effects.json FAQ). Structures stay (RoE), captured leaders too. The Empire picks the destination in an open system prompt; the hidden base\'s system is never among them, since as an Imperial system it would have revealed the base already (RR AUFDECKEN DES REBELLENSTÜTZPUNKTES).',
    ),
  ],
});

import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const baseDefenses = missionCard('base-defenses', {
  text: text('In einem Rebellensystem. Bei Erfolg erhalten die Rebellen 1 Ionenkanone und 1 Schildgenerator aus dem Vorrat auf das Feld „Rebellenstützpunkt“ (in dessen System, wenn er aufgedeckt ist).', 'In a Rebel system. On success the Rebels gain 1 Ion Cannon and 1 Shield Generator from the supply onto the Rebel Base space (into its system once revealed).'),
  effect: {
    target: { kind: 'system', where: ['rebel-system'] },
    onSuccess: { kind: 'program', steps: [{ op: 'gain-units', units: { 'ion-cannon': 1, 'shield-generator': 1 }, at: 'rebel-base' }] },
  },
  sources: ['JC', 'LL'],
});

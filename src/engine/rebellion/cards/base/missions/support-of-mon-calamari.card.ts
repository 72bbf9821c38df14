import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const supportOfMonCalamari = missionCard('support-of-mon-calamari', {
  text: text('Nur in Mon Calamari. Bei Erfolg wählen die Rebellen: 2 Loyalität in Mon Calamari oder 1 Mon-Calamari-Kreuzer auf Feld 3 ihrer Bauleiste.', 'Mon Calamari only. On success the Rebels choose: 2 loyalty in Mon Calamari, or 1 Mon Calamari Cruiser on space 3 of their build queue.'),
  effect: {
    target: { kind: 'named', system: 'mon-calamari' },
    onSuccess: {
      kind: 'program',
      steps: [
        {
          op: 'choose-one',
          options: [
            { id: 'loyalty', label: text('2 Loyalität in Mon Calamari', '2 loyalty in Mon Calamari') },
            { id: 'cruiser', label: text('Mon-Calamari-Kreuzer auf Feld 3 der Bauleiste', 'Mon Calamari Cruiser on space 3 of the build queue') },
          ],
        },
        { op: 'gain-loyalty', amount: 2, if: 'loyalty' },
        { op: 'queue-unit', unit: 'mon-calamari-cruiser', space: 3, if: 'cruiser' },
      ],
    },
  },
  sources: ['JC', 'LL'],
  assumptions: [text('Ist kein Kreuzer mehr im Vorrat, bringt die zweite Möglichkeit nichts; gewählt werden darf sie trotzdem.', 'With no cruiser left in the supply the second option does nothing; it may still be chosen.')],
});

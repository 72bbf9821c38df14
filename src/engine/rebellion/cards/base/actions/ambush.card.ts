import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const ambush = actionCard('ambush', {
  text: text(
    'Zuweisung: Madine in ein beliebiges System stellen und dort imperiale Bodeneinheiten mit zusammen bis zu 3 Ausdauer zerstören (Wahl der Rebellen).',
    'Assignment: put Madine in any system and destroy Imperial ground units there whose printed health totals at most 3 (the Rebel chooses).',
  ),
  effect: { window: 'assignment', leader: 'general-madine', target: 'any-system', ability: 'program', steps: [{ op: 'destroy-units', health: 3, theater: 'ground' }] },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Die Einheiten werden einzeln gewählt, solange ihre Ausdauer in den Rest passt; die Rebellen dürfen früher aufhören. Madine darf auch in ein System ohne imperiale Bodeneinheit.',
      'The units are chosen one at a time while their health fits what is left; the Rebel may stop early. Madine may go to a system without Imperial ground units too.',
    ),
  ],
});

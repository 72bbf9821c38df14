import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const bobaFettWhere = actionCard('boba-fett-where', {
  text: text(
    'Stelle Boba Fett in ein beliebiges imperiales System. In der folgenden Kommandophase können Anführer der Rebellen in diesem System keine Missionen versuchen und keine Aktionskarten verwenden.',
    'Put Boba Fett in any Imperial system. During the following command phase, Rebel leaders cannot attempt missions or use action cards in that system.',
  ),
  effect: {
    window: 'assignment',
    leader: 'boba-fett',
    target: 'imperial-system',
    ability: 'place',
    lasting: { until: 'command-phase', modifiers: [{ kind: 'no-missions-or-cards', faction: 'rebel' }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      '„Versuchen“ ist das Stichwort der Missionskarten: „abhandeln“-Missionen bleiben dort möglich. Ringe wirken weiter (FAQ); Undercover bringt keinen Anführer hinein, Karten mit einem Anführer dort (Wookiee Guardian, Noble Sacrifice, Gefechtsbeginn-Karten im Gefecht dort) werden nicht angeboten.',
      '"Attempt" is the mission keyword: missions to be resolved stay possible there. Rings still act (FAQ); Undercover brings no leader in, cards used there (Wookiee Guardian, Noble Sacrifice, start-of-combat cards in a combat there) are not offered.',
    ),
  ],
});

import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const anOldFriend = actionCard('an-old-friend', {
  text: text(
    'Zuweisung: Han nach Bespin stellen und Lando Calrissian rekrutieren, oder nach Kashyyyk und Chewbacca rekrutieren; der rekrutierte Anführer kommt in Hans System.',
    'Assignment: put Han in Bespin and recruit Lando Calrissian, or in Kashyyyk and recruit Chewbacca; the recruited leader is placed in Han\'s system.',
  ),
  effect: {
    window: 'assignment',
    leader: 'han-solo',
    target: 'recruit-systems',
    ability: 'recruit-leader',
    recruits: { bespin: 'lando-calrissian', kashyyyk: 'chewbacca' },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Nur ein System, dessen Anführer noch rekrutiert werden kann (nicht im Spiel, nicht gefangen, nicht eliminiert), steht zur Wahl; ist es keines, ist die Karte nicht verwendbar.',
      'Only a system whose leader can still be recruited (not in play, captured or eliminated) may be chosen; with neither, the card cannot be used.',
    ),
  ],
});

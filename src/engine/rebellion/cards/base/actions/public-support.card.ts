import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const publicSupport = actionCard('public-support', {
  text: text(
    'Stelle Janus in ein imperiales System ohne Bodeneinheiten der Rebellen und erhalte dort 3 Sturmtruppen. In dieser Runde hält Janus imperiale Einheiten nicht davon ab, dieses System zu verlassen.',
    'Put Janus in an Imperial system without Rebel ground units and gain 3 Stormtroopers there. This round Janus does not stop Imperial units from moving out of that system.',
  ),
  effect: {
    window: 'assignment',
    leader: 'janus-greejatus',
    target: 'imperial-system-without-rebel-ground-units',
    ability: 'place',
    gain: { stormtrooper: 3 },
    lasting: { until: 'round', modifiers: [{ kind: 'does-not-pin' }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text('Mit weniger als 3 Sturmtruppen im Vorrat kommen so viele, wie übrig sind.', 'With fewer than 3 Stormtroopers in the supply, as many as are left come.'),
  ],
});

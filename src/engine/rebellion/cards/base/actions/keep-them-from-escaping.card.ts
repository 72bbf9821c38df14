import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const keepThemFromEscaping = actionCard('keep-them-from-escaping', {
  text: text('Bis zum Ende dieses Gefechts darf sich keine Einheit der Rebellen zurückziehen.', 'For the rest of this combat no Rebel unit may retreat.'),
  effect: { window: 'start-of-combat', ability: { kind: 'for-this-combat', modifiers: [{ kind: 'no-retreat', faction: 'rebel' }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      '„Kann nicht“ gilt absolut: Rebellische Transporter, die allein imperialen Schiffen gegenüberstehen und sich zurückziehen müssten, werden zerstört.',
      '"Cannot" is absolute: lone Rebel transports facing Imperial ships, which would have to retreat, are destroyed.',
    ),
  ],
});

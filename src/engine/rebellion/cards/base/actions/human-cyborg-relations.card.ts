import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const humanCyborgRelations = actionCard('human-cyborg-relations', {
  text: text('Den C-3PO-Ring an einen Rebellenanführer hängen. Scheitert eine Diplomatie-Mission der Rebellen im System des Ringträgers, darf der Ring abgelegt werden, um das Scheitern in einen Erfolg zu verwandeln.', 'Attach the C-3PO ring to any Rebel leader. When the Rebels fail a diplomacy mission in the ringed leader\'s system, they may discard the ring to turn the failure into a success.'),
  effect: { window: 'ring' },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const imperialPropaganda = missionCard('imperial-propaganda', {
  text: text('In einem imperialen System. Bei Erfolg verliert jedes System dieser Region seinen Rebellen-Loyalitätsmarker (ein Unterwerfungsmarker bleibt).', 'In an Imperial system. On success every system of that region loses its Rebel loyalty marker (a subjugation marker stays).'),
  effect: { target: { kind: 'system', where: ['imperial-system'] }, onSuccess: { kind: 'program', steps: [{ op: 'remove-rebel-loyalty-in-region' }] } },
  sources: ['JC', 'LL'],
});

import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const displayOfPower = missionCard('display-of-power', {
  text: text('Bei Erfolg gewinnt das Imperium 2 Loyalität in diesem bevölkerten System (neutral wird imperial; ein Rebellenmarker wird durch einen imperialen ersetzt).', 'On success the Empire gains 2 loyalty in that populous system (neutral becomes Imperial; a Rebel marker is replaced by an Imperial one).'),
  effect: { target: { kind: 'system', where: ['populous'] }, onSuccess: { kind: 'gain-loyalty', amount: 2 } },
  sources: ['JC', 'LL'],
});

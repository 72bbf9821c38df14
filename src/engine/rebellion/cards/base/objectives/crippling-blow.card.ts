import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const cripplingBlow = objectiveCard('crippling-blow', {
  text: text(
    'Gefecht. Bedingung: in einem von den Rebellen begonnenen Gefecht wurden imperiale Bodeneinheiten mit zusammen mindestens 3 aufgedruckter Gesundheit zerstört. Lohn: +1 Ansehen.',
    'Combat. Requirement: in a combat started by the Rebels, destroyed Imperial ground units add up to 3 or more printed health. Reward: +1 reputation.',
  ),
  effect: { window: 'combat', requirement: { kind: 'destroyed-health', theater: 'ground', atLeast: 3 } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Es zählt die aufgedruckte Gesundheit der im System des Gefechts zerstörten Einheiten, auch mit einem Transporter im zerstörten System verlorene (FAQ).',
      'The printed health of units destroyed in the combat’s system counts, those lost with a transport in a destroyed system too (FAQ).',
    ),
  ],
});

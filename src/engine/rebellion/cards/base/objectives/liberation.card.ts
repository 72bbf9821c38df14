import { text } from '../../../../core/text.js';
import { objectiveCard } from '../../card.define.js';

export const liberation = objectiveCard('liberation', {
  text: text(
    'Gefecht. Bedingung: die Rebellen haben eben eine Bodenschlacht in einem System mit Unterwerfungsmarker gewonnen. Lohn: +1 Ansehen.',
    'Combat. Requirement: the Rebels have just won a ground battle in a system with a subjugation marker. Reward: +1 reputation.',
  ),
  effect: { window: 'combat', requirement: { kind: 'battle-won', theater: 'ground', subjugated: true } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Es zählt der Unterwerfungsmarker bei Beginn des Gefechts: der Sieg entfernt ihn sofort (RR UNTERWERFUNG). Wer das Gefecht begann, spielt keine Rolle.',
      'The subjugation marker counted is the one there when the combat began: the win removes it at once (RR UNTERWERFUNG). Who started the combat does not matter.',
    ),
  ],
});

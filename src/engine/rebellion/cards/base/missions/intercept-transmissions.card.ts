import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const interceptTransmissions = missionCard('intercept-transmissions', {
  text: text(
    'In einem Rebellensystem versuchen. Bei Erfolg zieht der Rebellenspieler die obersten 8 Suchdroidenkarten, gibt dem Imperium jede, in deren System eine imperiale Einheit steht, und mischt die übrigen zurück in den Suchdroidenstapel.',
    'Attempted in a Rebel system. On success the Rebel player draws the top 8 probe cards, gives the Empire each one whose system holds an Imperial unit, and shuffles the rest back into the probe deck.',
  ),
  effect: { target: { kind: 'system', where: ['rebel-system'] }, onSuccess: { kind: 'program', steps: [{ op: 'intercept-probes', count: 8 }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Welche Karten das Imperium bekommt, entscheidet das Spielbrett, nicht der Rebell: die Engine sortiert. Der Rebell sieht die 8 Karten (ProbeCardsLookedAt), das Imperium die erhaltenen, Zuschauer nur die Anzahlen; danach wird der ganze Stapel gemischt.',
      'The board, not the Rebel, decides which cards the Empire gets: the engine sorts them. The Rebel sees the 8 cards (ProbeCardsLookedAt), the Empire the ones it gets, spectators only the counts; then the whole deck is shuffled.',
    ),
  ],
});

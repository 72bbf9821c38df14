import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: 5 tokens placed alternately, objective ships take them on their dial, 75 points for more victory tokens. */
export const intelSweep = defineObjective(
  'intel-sweep',
  [
    { kind: 'players-place-objective-tokens', count: 5, first: 'second', alternate: true, beyondPlayerEdges: 5, apart: 3, nearObstacle: null },
    { kind: 'each-player-names-own-objective-ship' },
    { kind: 'objective-ship-takes-token-on-reveal' },
    { kind: 'more-victory-tokens-scores', points: 75 },
  ],
  text(
    'Nach den Hindernissen legen die Spieler abwechselnd 5 Zielmarker (der zweite zuerst), jenseits Entfernung 5 zu beiden Spielerrändern und Entfernung 3 zueinander; nach der Aufstellung benennt jeder ein eigenes Zielschiff (der erste zuerst). Deckt ein Zielschiff sein Kommandorad auf, nimmt sein Besitzer einen Zielmarker in Entfernung 1 und erhält einen Siegmarker; wer am Ende mehr Siegmarker hat, erhält 75 Punkte.',
    'After the obstacles the players alternately place 5 objective tokens (the second player first), beyond distance 5 of both player edges and distance 3 of each other; after deployment each names one of his ships as objective ship (the first player first). When an objective ship reveals its command dial, its owner takes a token within distance 1 for a victory token; whoever has more victory tokens at the end scores 75 points.',
  ),
  'Aufklärungsmission',
);

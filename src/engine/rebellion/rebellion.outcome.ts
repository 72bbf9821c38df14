import type { Outcome } from '../core/game.contract.js';
import { text } from '../core/text.js';
import { seatOf, type RebellionState } from './rebellion.state.js';

/** The winner once the game has ended (RR SIEGBEDINGUNGEN), else null. */
export function outcome(state: RebellionState): Outcome | null {
  if (state.ended === null) return null;
  switch (state.ended.reason) {
    case 'reputation-met-time':
      return {
        winners: [seatOf(state, state.ended.winner)],
        reason: text(
          'Sympathiemarker und Zeitmarker liegen auf demselben Feld: die Rebellen gewinnen.',
          'The reputation marker and the time marker share a space: the Rebels win.',
        ),
      };
    case 'base-destroyed':
      return {
        winners: [seatOf(state, state.ended.winner)],
        reason: text('Der Superlaser hat das System des Rebellenstützpunktes zerstört: das Imperium gewinnt.', 'The superlaser destroyed the Rebel base’s system: the Empire wins.'),
      };
    case 'base-occupied':
      return {
        winners: [seatOf(state, state.ended.winner)],
        reason: text(
          'Imperiale Einheiten und keine Rebelleneinheit im System des Rebellenstützpunktes: das Imperium gewinnt.',
          'Imperial units and no Rebel unit in the Rebel base’s system: the Empire wins.',
        ),
      };
  }
}

import type { OptionSpec } from '../core/game.contract.js';
import { malformed, ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { Seat } from '../core/visibility.view.js';
import { RULES } from './rules.cite.js';

export interface RebellionOptions {
  /** Who plays the Empire; null: chosen at random (setup step 1: „Falls sie zu keiner Einigung kommen, entscheidet der Zufall“). */
  readonly imperialSeat: Seat | null;
}

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'imperialSeat',
    type: 'integer',
    default: null,
    description: text(
      'Sitz des imperialen Spielers (0 oder 1); ohne Angabe entscheidet der Zufall.',
      'Seat of the Imperial player (0 or 1); chosen at random if absent.',
    ),
  },
];

export function parseOptions(raw: unknown, players: number): RebellionOptions | RuleViolation {
  if (players !== 2)
    return ruleViolation(
      'TWO_PLAYERS_ONLY',
      text('Dieses Spiel wird bisher nur zu zweit gespielt; das Teamspiel folgt.', 'This game is played by two so far; team play is to come.'),
      RULES.teamPlay,
    );
  if (raw === undefined || raw === null) return { imperialSeat: null };
  if (typeof raw !== 'object' || Array.isArray(raw)) return malformed('OPTIONS_NOT_AN_OBJECT', text('Optionen müssen ein Objekt sein.', 'Options must be an object.'));
  const { imperialSeat, ...rest } = raw as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0)
    return malformed('UNKNOWN_OPTION', text(`Unbekannte Option: ${unknown.join(', ')}.`, `Unknown option: ${unknown.join(', ')}.`));
  if (imperialSeat === undefined || imperialSeat === null) return { imperialSeat: null };
  if (imperialSeat !== 0 && imperialSeat !== 1)
    return malformed('IMPERIAL_SEAT_INVALID', text('imperialSeat muss 0 oder 1 sein.', 'imperialSeat must be 0 or 1.'));
  return { imperialSeat };
}

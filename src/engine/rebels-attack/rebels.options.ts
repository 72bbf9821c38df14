import { malformed, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { OptionSpec } from '../core/game.contract.js';
import { DEFAULT_ENEMY_VALUES, ENEMY_TYPES, type EnemyType, type EnemyValues } from './tiles.data.js';

export interface RebelsOptions {
  /** The seat that starts ("Der jüngste Spieler beginnt"): the creator says who is youngest. */
  readonly firstSeat: number;
  readonly enemies: Readonly<Record<EnemyType, EnemyValues>>;
}

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'firstSeat',
    type: 'integer',
    default: 0,
    description: text(
      'Der Platz des jüngsten Spielers, der beginnt (Spielablauf).',
      'The seat of the youngest player, who starts (Spielablauf).',
    ),
  },
  {
    name: 'enemies',
    type: 'object',
    default: DEFAULT_ENEMY_VALUES,
    description: text(
      'Stärke (weiße Zahl) und Siegpunkte je Gegnertyp, z. B. {"darth-vader": {"strength": 8, "points": 8}}; fehlende Werte bleiben beim Standard.',
      'Strength (white number) and victory points per enemy type, e.g. {"darth-vader": {"strength": 8, "points": 8}}; missing values keep their default.',
    ),
  },
];

const bad = (en: string, de: string): RuleViolation =>
  malformed('INVALID_OPTIONS', text(`Ungültige Optionen: ${de}`, `Invalid options: ${en}`));

/**
 * A tile's white number is one digit. Beyond it games stop ending: from 18
 * an enemy cannot be beaten at all (the die's 10 with support, ally and 5
 * chips makes 18), and from 10 on random play needs thousands of turns
 * (docs/games/rebels-attack.md, assumption 1).
 */
export const MAX_ENEMY_STRENGTH = 9;

function wholeUpTo(v: unknown, max: number): v is number {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
}

export function parseRebelsOptions(raw: unknown, players: number): RebelsOptions | RuleViolation {
  const input = raw ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) return bad('options must be an object', 'options muss ein Objekt sein');
  const { firstSeat = 0, enemies = {}, ...rest } = input as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) return bad(`unknown option ${unknown[0]}`, `unbekannte Option ${unknown[0]}`);
  if (!Number.isInteger(firstSeat) || (firstSeat as number) < 0 || (firstSeat as number) >= players) {
    return bad(`firstSeat must be a seat from 0 to ${players - 1}`, `firstSeat muss ein Platz von 0 bis ${players - 1} sein`);
  }
  if (typeof enemies !== 'object' || enemies === null || Array.isArray(enemies)) {
    return bad('enemies must be an object', 'enemies muss ein Objekt sein');
  }
  const values: Record<EnemyType, EnemyValues> = { ...DEFAULT_ENEMY_VALUES };
  for (const [type, override] of Object.entries(enemies)) {
    if (!ENEMY_TYPES.includes(type as EnemyType)) {
      return bad(`unknown enemy type ${type} (known: ${ENEMY_TYPES.join(', ')})`, `unbekannter Gegnertyp ${type} (bekannt: ${ENEMY_TYPES.join(', ')})`);
    }
    if (typeof override !== 'object' || override === null) return bad(`enemies.${type} must be an object`, `enemies.${type} muss ein Objekt sein`);
    const { strength, points, ...other } = override as Record<string, unknown>;
    if (Object.keys(other).length) return bad(`enemies.${type} takes only strength and points`, `enemies.${type} kennt nur strength und points`);
    if (strength !== undefined && !wholeUpTo(strength, MAX_ENEMY_STRENGTH))
      return bad(`enemies.${type}.strength must be an integer 0–${MAX_ENEMY_STRENGTH}`, `enemies.${type}.strength muss eine ganze Zahl 0–${MAX_ENEMY_STRENGTH} sein`);
    if (points !== undefined && !wholeUpTo(points, 99)) return bad(`enemies.${type}.points must be an integer 0–99`, `enemies.${type}.points muss eine ganze Zahl 0–99 sein`);
    const base = values[type as EnemyType];
    values[type as EnemyType] = { strength: (strength as number) ?? base.strength, points: (points as number) ?? base.points };
  }
  return { firstSeat: firstSeat as number, enemies: values };
}

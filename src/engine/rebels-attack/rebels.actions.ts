import { malformed, type RuleViolation } from '../core/rule-violation.error.js';
import { text, type Text } from '../core/text.js';
import { isPosition, type Position } from './board.geometry.js';

/** What a seat can do, imperative, in machine form `{type, ...params}`. */
export type RebelsAction =
  | { readonly type: 'PlaceGhost'; readonly position: Position }
  | { readonly type: 'MoveGhost'; readonly to: Position }
  | { readonly type: 'RevealTile'; readonly position: Position }
  | { readonly type: 'TakeForceChip' }
  | { readonly type: 'Fight' }
  | { readonly type: 'CommitStrength'; readonly ally: boolean; readonly forceChips: number };

export type RebelsActionType = RebelsAction['type'];

const PARAMS: Record<RebelsActionType, readonly string[]> = {
  PlaceGhost: ['position'],
  MoveGhost: ['to'],
  RevealTile: ['position'],
  TakeForceChip: [],
  Fight: [],
  CommitStrength: ['ally', 'forceChips'],
};

/**
 * Actions whose outcome a seat cannot foresee (game contract `hiddenOutcome`):
 * revealing turns up a face-down tile (and a Kosmischer Nebel rolls the d10),
 * fighting rolls both dice. The rest follow from the open table alone: a
 * gap is refilled face down, so nobody learns the tile.
 */
const HIDDEN_OUTCOME: Record<RebelsActionType, boolean> = {
  PlaceGhost: false,
  MoveGhost: false,
  RevealTile: true,
  TakeForceChip: false,
  Fight: true,
  CommitStrength: false,
};

export function rebelsHiddenOutcome(action: RebelsAction): boolean {
  return HIDDEN_OUTCOME[action.type];
}

function bad(de: string, en: string): RuleViolation {
  return malformed('MALFORMED_ACTION', text(`Ungültige Aktion: ${de}`, `Malformed action: ${en}`));
}

function positionParam(value: unknown, name: string): Position | RuleViolation {
  return isPosition(value)
    ? value
    : bad(`${name} muss eine Feldnummer von 0 bis 15 sein`, `${name} must be a position from 0 to 15`);
}

/** Checks the shape of an action only; whether it is allowed now is `decide`'s business. */
export function parseRebelsAction(raw: unknown): RebelsAction | RuleViolation {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('kein Objekt', 'not an object');
  const { type, ...params } = raw as Record<string, unknown>;
  if (typeof type !== 'string' || !(type in PARAMS)) {
    return malformed(
      'UNKNOWN_ACTION_TYPE',
      text(
        `Unbekannter Aktionstyp ${JSON.stringify(type)}; bekannt sind ${Object.keys(PARAMS).join(', ')}`,
        `Unknown action type ${JSON.stringify(type)}; known types are ${Object.keys(PARAMS).join(', ')}`,
      ),
    );
  }
  const expected = PARAMS[type as RebelsActionType];
  const extra = Object.keys(params).filter((k) => !expected.includes(k));
  if (extra.length) return bad(`${type} kennt den Parameter ${extra[0]} nicht`, `${type} takes no parameter ${extra[0]}`);
  switch (type as RebelsActionType) {
    case 'PlaceGhost':
    case 'RevealTile': {
      const position = positionParam(params.position, 'position');
      return typeof position === 'number' ? { type: type as 'PlaceGhost' | 'RevealTile', position } : position;
    }
    case 'MoveGhost': {
      const to = positionParam(params.to, 'to');
      return typeof to === 'number' ? { type: 'MoveGhost', to } : to;
    }
    case 'CommitStrength': {
      if (typeof params.ally !== 'boolean') return bad('ally muss true oder false sein', 'ally must be true or false');
      const chips = params.forceChips;
      if (!Number.isInteger(chips) || (chips as number) < 0) {
        return bad('forceChips muss eine ganze Zahl ab 0 sein', 'forceChips must be a whole number from 0');
      }
      return { type: 'CommitStrength', ally: params.ally, forceChips: chips as number };
    }
    case 'TakeForceChip':
    case 'Fight':
      return { type: type as 'TakeForceChip' | 'Fight' };
  }
}

const ROW_NAMES = ['A', 'B', 'C', 'D'];

/** "B3": row letter and column number, as a person would call a tile. */
export function positionName(p: Position): string {
  return `${ROW_NAMES[Math.floor(p / 4)]}${(p % 4) + 1}`;
}

export function labelRebelsAction(action: RebelsAction): Text {
  switch (action.type) {
    case 'PlaceGhost':
      return text(`Ghost auf Eckfeld ${positionName(action.position)} setzen`, `Place Ghost on corner ${positionName(action.position)}`);
    case 'MoveGhost':
      return text(`Ghost nach ${positionName(action.to)} bewegen`, `Move Ghost to ${positionName(action.to)}`);
    case 'RevealTile':
      return text(`Feld ${positionName(action.position)} aufdecken`, `Reveal tile ${positionName(action.position)}`);
    case 'TakeForceChip':
      return text('Nicht kämpfen: einen Macht-Chip nehmen', 'Do not fight: take a force chip');
    case 'Fight':
      return text('Gegen den Gegner kämpfen', 'Fight the enemy');
    case 'CommitStrength': {
      const de = [action.ally ? 'Verbündeten (+2)' : null, action.forceChips ? `${action.forceChips} Macht-Chip(s)` : null]
        .filter(Boolean)
        .join(' und ');
      const en = [action.ally ? 'ally (+2)' : null, action.forceChips ? `${action.forceChips} force chip(s)` : null]
        .filter(Boolean)
        .join(' and ');
      return text(de ? `${de} einsetzen` : 'Nichts zusätzlich einsetzen', en ? `Spend ${en}` : 'Spend nothing extra');
    }
  }
}

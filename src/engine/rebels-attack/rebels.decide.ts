import { DecisionBuffer } from '../core/decision.buffer.js';
import type { Emitted } from '../core/game.contract.js';
import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { Seat } from '../core/visibility.view.js';
import { CORNERS, type Position } from './board.geometry.js';
import { positionName, type RebelsAction } from './rebels.actions.js';
import type { RebelsEvent } from './rebels.events.js';
import { evolveRebels } from './rebels.evolve.js';
import { moveTargets, revealTargets } from './rebels.legal.js';
import { finalScoring } from './rebels.score.js';
import { forceChipsInSupply, type Phase, type RebelsState } from './rebels.state.js';
import { RULES } from './rules.ref.js';
import {
  ALLY_BONUS,
  categoryOf,
  D10,
  FORCE_CHIPS_IN_BOX,
  MAX_FORCE_CHIPS,
  SUPPORT_BONUS,
  typeOfTile,
  type EnemyType,
} from './tiles.data.js';

type Buffer = DecisionBuffer<RebelsState, RebelsEvent>;

const EXPECTED: Record<Phase, { types: RebelsAction['type'][]; de: string; en: string }> = {
  new: { types: [], de: 'das Spiel wird gerade aufgebaut', en: 'the game is being set up' },
  placeGhost: { types: ['PlaceGhost'], de: 'ein Ghost wird auf ein Eckfeld gesetzt', en: 'a Ghost is being placed on a corner' },
  move: { types: ['MoveGhost'], de: 'das Ghost wird bewegt', en: 'the Ghost moves' },
  reveal: { types: ['RevealTile'], de: 'ein benachbartes Feld wird aufgedeckt', en: 'an adjacent tile is revealed' },
  enemy: { types: ['TakeForceChip', 'Fight'], de: 'Kampf oder Macht-Chip wird gewählt', en: 'fight or force chip is chosen' },
  fight: { types: ['CommitStrength'], de: 'der Einsatz im Würfelduell wird gewählt', en: 'what to spend in the duel is chosen' },
  ended: { types: [], de: 'das Spiel ist beendet', en: 'the game is over' },
};

const RULE_OF_PHASE: Record<Phase, string> = {
  new: RULES.setup,
  placeGhost: RULES.setup,
  move: RULES.move,
  reveal: RULES.reveal,
  enemy: RULES.enemy,
  fight: RULES.fight,
  ended: RULES.end,
};

/** Why `action` cannot be taken by `seat` right now, before looking at its parameters. */
function checkTurn(state: RebelsState, seat: Seat, action: RebelsAction): RuleViolation | null {
  if (state.phase === 'ended') {
    return ruleViolation('GAME_OVER', text('Das Spiel ist beendet.', 'The game is over.'), RULES.end);
  }
  if (seat !== state.current) {
    return ruleViolation(
      'NOT_YOUR_TURN',
      text(`Platz ${state.current} ist am Zug, nicht Platz ${seat}.`, `It is seat ${state.current}'s turn, not seat ${seat}'s.`),
      RULES.turn,
    );
  }
  const expected = EXPECTED[state.phase];
  if (!expected.types.includes(action.type)) {
    return ruleViolation(
      'ACTION_NOT_EXPECTED_NOW',
      text(
        `${action.type} ist jetzt nicht möglich: ${expected.de} (${expected.types.join(' oder ')}).`,
        `${action.type} is not possible now: ${expected.en} (${expected.types.join(' or ')}).`,
      ),
      RULE_OF_PHASE[state.phase],
    );
  }
  return null;
}

/** Turn step 3 and the end: fill the gap from the stack, or score if it cannot be filled. */
function finishTurn(buf: Buffer): void {
  const state = buf.state;
  const gap = state.grid.indexOf(null);
  if (gap >= 0) {
    if (state.stack.length === 0) {
      buf.emit({ type: 'GameEnded', payload: finalScoring(state) });
      return;
    }
    buf.emit({ type: 'GapFilled', payload: { position: gap } });
  }
  buf.emit({ type: 'TurnBegan', payload: { seat: (state.current + 1) % state.players, turn: state.turn + 1 } });
}

function gainForceChips(state: RebelsState, seat: Seat, wanted: number): number {
  const room = MAX_FORCE_CHIPS - state.holdings[seat].forceChips;
  return Math.max(0, Math.min(wanted, room, forceChipsInSupply(state, FORCE_CHIPS_IN_BOX)));
}

/**
 * Kosmischer Nebel with the FAQ's correction: a rolled 10 counts as 0; 0–2
 * costs a chip (if any), 3–6 nothing, 7–8 gains one, 9 gains two.
 */
export function nebulaEffect(die: number): { counted: number; change: number } {
  const counted = die === 10 ? 0 : die;
  if (counted <= 2) return { counted, change: -1 };
  if (counted <= 6) return { counted, change: 0 };
  if (counted <= 8) return { counted, change: 1 };
  return { counted, change: 2 };
}

function reveal(buf: Buffer, seat: Seat, position: Position, rng: Rng): void {
  const tile = buf.state.grid[position]!;
  buf.emit({ type: 'TileRevealed', payload: { seat, position, tile } });
  const holding = buf.state.holdings[seat];
  const kind = categoryOf(tile);
  switch (kind) {
    case 'support':
    case 'ally': {
      // Both rules alike: take it if you hold none of its kind, else turn it back and play again.
      if (holding[kind] === null) {
        buf.emit({ type: kind === 'support' ? 'SupportTaken' : 'AllyTaken', payload: { seat, position, tile } });
        finishTurn(buf);
      } else {
        buf.emit({ type: 'TileTurnedFaceDown', payload: { position } });
        buf.emit({ type: 'ExtraTurnGranted', payload: { seat, reason: kind } });
      }
      return;
    }
    case 'enemy':
      return;
    case 'nebula': {
      const die = rng.roll(D10);
      const { counted, change } = nebulaEffect(die);
      const forceChipsChange = change < 0 ? 0 - Math.min(-change, holding.forceChips) : gainForceChips(buf.state, seat, change);
      buf.emit({ type: 'NebulaRolled', payload: { seat, position, die, counted, forceChipsChange } });
      buf.emit({ type: 'TileTurnedFaceDown', payload: { position } });
      finishTurn(buf);
      return;
    }
  }
}

function checkPlacement(state: RebelsState, position: Position): RuleViolation | null {
  if (!CORNERS.includes(position)) {
    return ruleViolation(
      'GHOST_MUST_START_ON_CORNER',
      text(
        `${positionName(position)} ist kein Eckfeld; Ghosts starten auf einem Eckfeld des Weltraums.`,
        `${positionName(position)} is not a corner; Ghosts start on a corner of the space.`,
      ),
      RULES.setup,
    );
  }
  if (state.ghosts.includes(position)) {
    return ruleViolation(
      'CORNER_TAKEN',
      text(
        `Auf ${positionName(position)} steht schon ein Ghost; jeder muss ein anderes Eckfeld besetzen.`,
        `A Ghost already stands on ${positionName(position)}; every player must take a different corner.`,
      ),
      RULES.setup,
    );
  }
  return null;
}

function checkMove(state: RebelsState, seat: Seat, to: Position): RuleViolation | null {
  const from = state.ghosts[seat]!;
  if (state.ghosts.includes(to)) {
    return ruleViolation(
      'GHOST_TARGET_OCCUPIED',
      text(
        `Auf ${positionName(to)} steht ein Ghost; bewegt wird nur auf ein freies Feld.`,
        `A Ghost stands on ${positionName(to)}; a Ghost moves only onto a free tile.`,
      ),
      RULES.move,
    );
  }
  const { targets, jumping } = moveTargets(state, seat);
  if (targets.includes(to)) return null;
  return jumping
    ? ruleViolation(
        'GHOST_JUMP_NOT_NEXT_FREE',
        text(
          `Kein benachbartes Feld ist frei; erlaubt ist nur das nächste freie Feld hinter einem besetzten (${targets.map(positionName).join(', ') || 'keines'}), nicht ${positionName(to)}.`,
          `No adjacent tile is free; only the next free tile behind an occupied one is allowed (${targets.map(positionName).join(', ') || 'none'}), not ${positionName(to)}.`,
        ),
        RULES.move,
      )
    : ruleViolation(
        'GHOST_TARGET_NOT_ADJACENT',
        text(
          `${positionName(to)} grenzt nicht an ${positionName(from)}; das Ghost bewegt sich um genau ein Feld auf ein benachbartes, freies Feld.`,
          `${positionName(to)} is not adjacent to ${positionName(from)}; the Ghost moves exactly one tile to an adjacent free tile.`,
        ),
        RULES.move,
      );
}

function checkReveal(state: RebelsState, seat: Seat, position: Position): RuleViolation | null {
  if (state.ghosts.includes(position)) {
    return ruleViolation(
      'REVEAL_TILE_OCCUPIED',
      text(
        `Auf ${positionName(position)} steht ein Ghost; aufgedeckt wird nur ein freies Feld.`,
        `A Ghost stands on ${positionName(position)}; only a free tile may be revealed.`,
      ),
      RULES.reveal,
    );
  }
  if (!revealTargets(state, seat).includes(position)) {
    return ruleViolation(
      'REVEAL_NOT_ADJACENT',
      text(
        `${positionName(position)} grenzt nicht an dein Ghost; aufgedeckt wird ein benachbartes Feld.`,
        `${positionName(position)} is not adjacent to your Ghost; you reveal an adjacent tile.`,
      ),
      RULES.reveal,
    );
  }
  return null;
}

export function decideRebels(
  state: RebelsState,
  seat: Seat,
  action: RebelsAction,
  rng: Rng,
): Emitted<RebelsEvent>[] | RuleViolation {
  const refused = checkTurn(state, seat, action);
  if (refused) return refused;
  const buf: Buffer = new DecisionBuffer(state, evolveRebels);
  switch (action.type) {
    case 'PlaceGhost': {
      const bad = checkPlacement(state, action.position);
      if (bad) return bad;
      buf.emit({ type: 'GhostPlaced', payload: { seat, position: action.position } });
      if (buf.state.ghosts.every((g) => g !== null)) {
        buf.emit({ type: 'TurnBegan', payload: { seat: state.options.firstSeat, turn: 1 } });
      }
      return buf.events;
    }
    case 'MoveGhost': {
      const bad = checkMove(state, seat, action.to);
      if (bad) return bad;
      const { jumping } = moveTargets(state, seat);
      buf.emit({ type: 'GhostMoved', payload: { seat, from: state.ghosts[seat]!, to: action.to, jumped: jumping } });
      return buf.events;
    }
    case 'RevealTile': {
      const bad = checkReveal(state, seat, action.position);
      if (bad) return bad;
      reveal(buf, seat, action.position, rng);
      return buf.events;
    }
    case 'TakeForceChip': {
      const position = state.faceUp!;
      buf.emit({ type: 'ForceChipTaken', payload: { seat, gained: gainForceChips(state, seat, 1) } });
      buf.emit({ type: 'TileTurnedFaceDown', payload: { position } });
      finishTurn(buf);
      return buf.events;
    }
    case 'Fight': {
      const position = state.faceUp!;
      const enemy = typeOfTile(state.grid[position]!) as EnemyType;
      // The right neighbour rolls for the enemy first, then the player (Imperiale Gegner).
      const enemyDie = rng.roll(D10);
      const playerDie = rng.roll(D10);
      const enemyStrength = enemyDie + state.options.enemies[enemy].strength;
      buf.emit({ type: 'DuelRolled', payload: { seat, position, enemyDie, enemyStrength, playerDie } });
      return buf.events;
    }
    case 'CommitStrength': {
      const holding = state.holdings[seat];
      if (action.ally && holding.ally === null) {
        return ruleViolation(
          'NO_ALLY_TO_SPEND',
          text('Du hast keinen Verbündeten, den du einsetzen könntest.', 'You have no ally to spend.'),
          RULES.ally,
        );
      }
      if (action.forceChips > holding.forceChips) {
        return ruleViolation(
          'NOT_ENOUGH_FORCE_CHIPS',
          text(
            `Du hast nur ${holding.forceChips} Macht-Chip(s), nicht ${action.forceChips}.`,
            `You have only ${holding.forceChips} force chip(s), not ${action.forceChips}.`,
          ),
          RULES.fight,
        );
      }
      const duel = state.duel!;
      const playerStrength =
        duel.playerDie + (holding.support ? SUPPORT_BONUS : 0) + (action.ally ? ALLY_BONUS : 0) + action.forceChips;
      if (playerStrength >= duel.enemyStrength) {
        const allySpent = action.ally ? holding.ally : null;
        buf.emit({
          type: 'DuelWon',
          payload: {
            seat,
            position: duel.position,
            tile: state.grid[duel.position]!,
            enemyStrength: duel.enemyStrength,
            playerStrength,
            allySpent,
            forceChipsSpent: action.forceChips,
          },
        });
        if (allySpent) buf.emit({ type: 'AllyPutUnderStack', payload: { seat, tile: allySpent } });
      } else {
        // Losing costs nothing: support, ally and chips stay (Kampf, HINWEIS).
        buf.emit({
          type: 'DuelLost',
          payload: { seat, position: duel.position, enemyStrength: duel.enemyStrength, playerStrength },
        });
        buf.emit({ type: 'TileTurnedFaceDown', payload: { position: duel.position } });
      }
      finishTurn(buf);
      return buf.events;
    }
  }
}

import { Injectable } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import { checkScriptedDice } from '../engine/core/sandbox.script.js';
import { SERVER_ONLY } from '../engine/core/visibility.view.js';
import { findGame } from '../engine/games.registry.js';
import { EventStore } from '../event-store/event-store.service.js';
import { VersionConflictError } from '../event-store/event-store.types.js';
import { GameLoader } from './game-loader.service.js';
import type { SandboxDiceModel } from './game.models.js';
import type { ReplaceSandboxDiceInput } from './game.inputs.js';
import { scriptProblem } from './games.service.js';
import { SANDBOX_DICE_REPLACED } from './service.events.js';

/** Replacements without an expected version are retried this often when an action gets in first. */
const RETRIES = 5;

/**
 * `PUT /v1/games/:id/sandbox/dice`: replaces the unused rest of a sandbox
 * game's dice script, for every game alike. Any seat of the game may do it
 * (a sandbox's seats are its creator's: creating a game needs no token, acting
 * needs a seat's). The replacement is an event (`SandboxDiceReplaced`, seen by
 * nobody but the server, like the script itself) appended in the same
 * transaction that writes the new script into the games row (DECISIONS.md).
 */
@Injectable()
export class SandboxDice {
  constructor(
    private readonly store: EventStore,
    private readonly loader: GameLoader,
  ) {}

  async replace(id: string, authorization: string | undefined, input: ReplaceSandboxDiceInput): Promise<SandboxDiceModel> {
    let row = await this.loader.row(id);
    const viewer = await this.loader.viewer(id, authorization);
    if (viewer.kind !== 'seat') throw HolocronError.of('SEAT_TOKEN_REQUIRED');
    if (!row.sandbox) throw HolocronError.of('NOT_A_SANDBOX_GAME');
    const def = findGame(row.game);
    if (!def) throw HolocronError.of('GAME_NOT_FOUND');
    const problem = checkScriptedDice(def, input.dice);
    if (problem) throw scriptProblem(problem);
    for (let attempt = 0; ; attempt++) {
      if (input.expectedVersion !== undefined && input.expectedVersion !== row.version) {
        throw HolocronError.of('VERSION_CONFLICT', undefined, { expectedVersion: input.expectedVersion, currentVersion: row.version });
      }
      const replaced = ((row.diceScript ?? []) as unknown[]).slice(row.diceUsed);
      const event = {
        type: SANDBOX_DICE_REPLACED,
        payload: { dice: input.dice, replaced, usedBefore: row.diceUsed },
        visibility: SERVER_ONLY,
        redacted: { dice: input.dice.length, replaced: replaced.length },
      };
      try {
        await this.store.append(id, row.version, [event], { status: row.status, diceUsed: 0, diceScript: input.dice });
        return { version: row.version + 1, dice: input.dice.length, replaced: replaced.length };
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
        if (input.expectedVersion !== undefined || attempt + 1 >= RETRIES) {
          throw HolocronError.of('VERSION_CONFLICT', undefined, { expectedVersion: row.version });
        }
        row = await this.loader.row(id);
      }
    }
  }
}

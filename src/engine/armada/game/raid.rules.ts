import { text, type Text } from '../../core/text.js';
import type { CommandType } from '../catalog/catalog.types.js';
import { RULE } from '../rules.cite.js';
import type { ArmadaAction, GameShip, ShipActivation } from './game.types.js';

/*
 * Seed "ÜBERFALLMARKER": while a ship has a raid token it cannot resolve
 * that command (dial or token); when it reveals a dial it may discard the
 * dial to discard all its raid tokens, or a command token to discard the
 * matching raid token; at most one raid token of each type.
 */

export const raidTokensOf = (x: GameShip): readonly CommandType[] => x.raidTokens ?? [];

/** Does a raid token forbid this ship to resolve this command? */
export const raided = (x: GameShip, command: CommandType): boolean => raidTokensOf(x).includes(command);

/** May this ship gain a raid token of this type (one of each at most)? */
export const mayGainRaid = (x: GameShip, command: CommandType): boolean => !x.destroyed && !raided(x, command);

/** Right after the reveal, before the dial is kept or turned into a token: the ways to discard raid tokens, once. */
export function raidDiscardActions(x: GameShip, a: ShipActivation): ArmadaAction[] {
  if (a.stage !== 'dial' || a.raidCleared || a.revealed === null || raidTokensOf(x).length === 0) return [];
  const byToken = x.tokens.filter((c) => raided(x, c)).map((command): ArmadaAction => ({ type: 'DiscardRaidTokens', by: 'token', command }));
  return [{ type: 'DiscardRaidTokens', by: 'dial' }, ...byToken];
}

const COMMAND_DE: Record<CommandType, string> = { navigate: 'Navigieren', squadron: 'Staffel', repair: 'Reparieren', 'concentrate-fire': 'Feuer konzentrieren' };

/** The refusal's words when a raid token forbids the command (code `RAID_TOKEN_FORBIDS`). */
export function raidRefusal(command: CommandType): { readonly code: string; readonly messages: Text; readonly rule: string } {
  return {
    code: 'RAID_TOKEN_FORBIDS',
    messages: text(
      `Ein Überfallmarker „${COMMAND_DE[command]}“ verbietet dem Schiff, dieses Kommando abzuhandeln (Überfallmarker).`,
      `A ${command} raid token forbids the ship to resolve that command (raid tokens).`,
    ),
    rule: RULE.ueberfallmarker,
  };
}

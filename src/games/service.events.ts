/**
 * Events the service itself writes into a game's stream: facts about the game
 * that no engine decides, so no engine folds them (GameLoader skips them).
 * They sit in the stream so that the stream alone tells what happened, in
 * order, and so that they take a version like any event: a concurrent action
 * decided against the old facts conflicts instead of silently mixing them.
 */
export const SANDBOX_DICE_REPLACED = 'SandboxDiceReplaced';

/** A seat conceded; the game ended (src/games/game-life). */
export const GAME_RESIGNED = 'GameResigned';
/** A seat claimed the win over seats idle past the abandon time; the game ended (src/games/game-life). */
export const WIN_CLAIMED = 'WinClaimed';

const SERVICE_EVENTS: ReadonlySet<string> = new Set([SANDBOX_DICE_REPLACED, GAME_RESIGNED, WIN_CLAIMED]);

export function isServiceEvent(type: string): boolean {
  return SERVICE_EVENTS.has(type);
}

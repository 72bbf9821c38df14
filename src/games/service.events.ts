/**
 * Events the service itself writes into a game's stream: facts about the game
 * that no engine decides, so no engine folds them (GameLoader skips them).
 * They sit in the stream so that the stream alone tells what happened, in
 * order, and so that they take a version like any event: a concurrent action
 * decided against the old facts conflicts instead of silently mixing them.
 */
export const SANDBOX_DICE_REPLACED = 'SandboxDiceReplaced';

const SERVICE_EVENTS: ReadonlySet<string> = new Set([SANDBOX_DICE_REPLACED]);

export function isServiceEvent(type: string): boolean {
  return SERVICE_EVENTS.has(type);
}

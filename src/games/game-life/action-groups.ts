import { HolocronError } from '../../common/errors/holocron.error.js';
import type { ActionGroup, AnyGame, GameAction } from '../../engine/core/game.contract.js';
import { text } from '../../engine/core/text.js';

export const MAX_ACTION_PAGE = 1000;

/** `legal-actions?group=&limit=&offset=`: one group's actions, a page at a time. */
export interface ActionPageQuery {
  readonly group?: string;
  readonly limit?: number;
  readonly offset?: number;
}

/** The game's group for an action; a game without groups lists its actions by type. */
export function groupOf(def: AnyGame, state: unknown, action: GameAction): ActionGroup {
  return def.group ? def.group(state, action) : { id: `type:${action.type}`, de: action.type, en: action.type };
}

export interface ActionPage<T> {
  readonly items: T[];
  readonly total: number;
  readonly limit: number | null;
  readonly offset: number;
  readonly groups: (ActionGroup & { count: number })[];
}

/**
 * Every group with its count (in order of first appearance, so the engine's
 * order of actions is kept), then the actions of the group asked for, if any,
 * and the page of them. Without `limit` the page is every action, as before.
 */
export function pageActions<T extends { group: ActionGroup }>(all: readonly T[], q: ActionPageQuery): ActionPage<T> {
  const offset = q.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || (q.limit !== undefined && (!Number.isInteger(q.limit) || q.limit < 1 || q.limit > MAX_ACTION_PAGE))) {
    throw HolocronError.of(
      'INVALID_REQUEST',
      text(`limit muss zwischen 1 und ${MAX_ACTION_PAGE} liegen, offset ab 0.`, `limit must be from 1 to ${MAX_ACTION_PAGE}, offset from 0.`),
    );
  }
  const groups = new Map<string, ActionGroup & { count: number }>();
  for (const a of all) {
    const g = groups.get(a.group.id);
    if (g) g.count++;
    else groups.set(a.group.id, { ...a.group, count: 1 });
  }
  const chosen = q.group === undefined ? all : all.filter((a) => a.group.id === q.group);
  const items = chosen.slice(offset, q.limit === undefined ? undefined : offset + q.limit);
  return { items, total: chosen.length, limit: q.limit ?? null, offset, groups: [...groups.values()] };
}

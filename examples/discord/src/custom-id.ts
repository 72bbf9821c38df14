/*
 * What a button or select menu stands for, in its custom id (at most 100
 * characters). Game ids are UUIDs; a group is named by its index in the
 * decision's list of groups and a version pins the decision, so a stale menu is
 * recognised instead of acting on a game that has moved on.
 */
export type ComponentId =
  | { readonly kind: 'act'; readonly gameId: string }
  | { readonly kind: 'me'; readonly gameId: string }
  | { readonly kind: 'groups'; readonly gameId: string; readonly seat: number; readonly version: number; readonly page: number }
  | { readonly kind: 'group'; readonly gameId: string; readonly seat: number; readonly version: number }
  | { readonly kind: 'actions'; readonly gameId: string; readonly seat: number; readonly version: number; readonly group: number; readonly page: number }
  | { readonly kind: 'do'; readonly gameId: string; readonly seat: number; readonly version: number };

export function encodeId(id: ComponentId): string {
  switch (id.kind) {
    case 'act':
    case 'me':
      return `hc:${id.kind}:${id.gameId}`;
    case 'groups':
      return `hc:groups:${id.gameId}:${id.seat}:${id.version}:${id.page}`;
    case 'group':
    case 'do':
      return `hc:${id.kind}:${id.gameId}:${id.seat}:${id.version}`;
    case 'actions':
      return `hc:actions:${id.gameId}:${id.seat}:${id.version}:${id.group}:${id.page}`;
  }
}

export function decodeId(customId: string): ComponentId | undefined {
  const [prefix, kind, gameId, ...rest] = customId.split(':');
  if (prefix !== 'hc' || !gameId) return undefined;
  const n = rest.map(Number);
  if (n.some((x) => !Number.isInteger(x) || x < 0)) return undefined;
  switch (kind) {
    case 'act':
    case 'me':
      return rest.length === 0 ? { kind, gameId } : undefined;
    case 'groups':
      return n.length === 3 ? { kind, gameId, seat: n[0], version: n[1], page: n[2] } : undefined;
    case 'group':
    case 'do':
      return n.length === 2 ? { kind, gameId, seat: n[0], version: n[1] } : undefined;
    case 'actions':
      return n.length === 4 ? { kind, gameId, seat: n[0], version: n[1], group: n[2], page: n[3] } : undefined;
    default:
      return undefined;
  }
}

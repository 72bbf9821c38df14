import { BOW_TO_BOW, CHARGER_AT_SPEED_2, REPUBLIC_STARTER, SEED_ATTACK_TABLE, SEED_COURSE, SQUADRON_TABLE } from '../armada/armada.examples.js';

/**
 * One real request to every REST operation, in an order where each can
 * succeed (a game is created before it is read). `npm run openapi:examples`
 * records the answers as the OpenAPI document's examples, and
 * test/openapi.e2e-spec.ts runs the tour again and checks the answers still
 * have the shape the examples show: the documented examples run.
 * The service it runs against must let a win be claimed at once
 * (`gameLife.abandonAfterMs` 0), so the claim-win example succeeds.
 */

/** An Angriff der Rebellen position just before a duel (the sandbox example). */
const DUEL_POSITION = {
  grid: ['stormtrooper', 'stormtrooper', 'tie-fighter', 'stormtrooper', 'agent-kallus', 'tie-fighter', 'tie-fighter', 'tie-fighter', 'tie-fighter-geschwader', 'tie-fighter-geschwader', 'tie-fighter-geschwader', 'tie-fighter-geschwader', 'sternzerstoerer', 'sternzerstoerer', 'sternzerstoerer', 'sternzerstoerer'],
  stack: ['darth-vader', 'inquisitor'],
  ghosts: [0, 15],
  players: [{ support: 'lichtschwert', ally: 'sabine-wren', forceChips: 2 }],
};

export interface TourCall {
  readonly method: 'get' | 'post' | 'put';
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface TourAnswer {
  readonly status: number;
  readonly type: string;
  /** Parsed JSON, a string for text types (SVG, HTML, Markdown), anything else for binary ones. */
  readonly body: unknown;
}

/** Content types whose answers are text. */
export const isTextType = (type: string) => /^(text\/|image\/svg\+xml)/.test(type);

export type Send = (call: TourCall) => Promise<TourAnswer>;

/** One operation's example: the OpenAPI path template, the values used, and the answer (JSON or text; not binary). */
export interface RecordedExample {
  readonly operation: string;
  readonly pathParams: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly request?: unknown;
  readonly status: number;
  readonly type: string;
  readonly response?: unknown;
}

type Json = Record<string, any>;

/** The template's parameters as the concrete path fills them. */
function paramsOf(template: string, path: string): Record<string, string> {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const pattern = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '([^/]+)')}$`);
  const values = pattern.exec(path)?.slice(1) ?? [];
  if (values.length !== names.length) throw new Error(`${path} does not fit ${template}`);
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(values[i])]));
}

export async function runTour(send: Send): Promise<RecordedExample[]> {
  const recorded: RecordedExample[] = [];
  const step = async (template: string, call: TourCall): Promise<Json> => {
    const answer = await send(call);
    if (answer.status >= 300) throw new Error(`${call.method} ${call.path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    const json = answer.type.startsWith('application/json');
    // Text answers (SVG, HTML) are shown too; a PNG is not.
    const text = typeof answer.body === 'string';
    recorded.push({
      operation: `${call.method} ${template}`,
      pathParams: paramsOf(template, call.path),
      ...(call.query ? { query: call.query } : {}),
      ...(call.body !== undefined ? { request: call.body } : {}),
      status: answer.status,
      type: answer.type.split(';')[0],
      ...(json || text ? { response: answer.body } : {}),
    });
    return (json ? answer.body : {}) as Json;
  };

  for (const path of ['/health', '/health/live', '/health/ready']) await step(path, { method: 'get', path });

  const catalog = async (base: string, kinds: readonly string[]) => {
    for (const kind of kinds) {
      const page = await step(`${base}/${kind}`, { method: 'get', path: `${base}/${kind}`, query: { limit: '2' } });
      const id = String(page.items[0].id);
      await step(`${base}/${kind}/{id}`, { method: 'get', path: `${base}/${kind}/${encodeURIComponent(id)}` });
    }
  };
  await catalog('/v1/catalog/rebellion', ['systems', 'units', 'leaders', 'cards']);
  await catalog('/v1/catalog/armada', ['ships', 'squadrons', 'upgrades', 'objectives', 'damage-cards']);

  const armada = (path: string, body: unknown) => step(path, { method: 'post', path, body });
  await armada('/v1/armada/fleets/validate', REPUBLIC_STARTER);
  await armada('/v1/armada/maneuvers', CHARGER_AT_SPEED_2);
  await armada('/v1/armada/maneuvers/execute', { ...SEED_COURSE, side: 'left' });
  await armada('/v1/armada/attack-options', { attacker: { id: 'hardcell', zone: 'front' }, table: SEED_ATTACK_TABLE });
  await armada('/v1/armada/squadron-reach', { squadron: 'v19', table: SQUADRON_TABLE });
  await armada('/v1/armada/squadron-moves/check', { squadron: 'v19', table: SQUADRON_TABLE, to: { x: 485, y: 400 } });
  await armada('/v1/armada/displaced-squadrons/check', { squadron: 'vulture', ship: 'acc', table: SQUADRON_TABLE, to: { x: 348.5, y: 300 } });
  await armada('/v1/armada/measure', { from: { id: 'a', zone: 'front' }, to: { id: 'b', zone: 'front' }, table: BOW_TO_BOW });

  await step('/v1/games', { method: 'get', path: '/v1/games' });
  const tag = 'discord:1234567890';
  const game = await step('/v1/games', { method: 'post', path: '/v1/games', body: { game: 'rebels-attack', players: 2, seed: 'openapi-example', tag } });
  const seat0 = String(game.seats[0].token);
  const seat1 = String(game.seats[1].token);
  const at = `/v1/games/${game.id}`;
  const legal = await step('/v1/games/{id}/legal-actions', { method: 'get', path: `${at}/legal-actions`, query: { limit: '3' }, token: seat0 });
  await step('/v1/games/{id}/actions', {
    method: 'post',
    path: `${at}/actions`,
    token: seat0,
    body: { actionId: legal.actions[0].id, expectedVersion: legal.version, idempotencyKey: 'example-1' },
  });
  const now = await step('/v1/games/{id}', { method: 'get', path: at, token: seat0 });
  await step('/v1/games/{id}/events', { method: 'get', path: `${at}/events`, query: { after: '0', limit: '5' }, token: seat0 });
  await step('/v1/games/{id}/board.svg', { method: 'get', path: `${at}/board.svg`, query: { lang: 'en' }, token: seat0 });
  await step('/v1/games/{id}/board.png', { method: 'get', path: `${at}/board.png`, query: { lang: 'de' } });
  await step('/watch/{id}', { method: 'get', path: `/watch/${game.id}`, query: { lang: 'en' } });
  await step('/v1/game-list', { method: 'get', path: '/v1/game-list', query: { tag, limit: '10' } });
  await step('/v1/me/games', { method: 'get', path: '/v1/me/games', token: seat0, headers: { 'X-Seat-Tokens': seat1 } });

  // The seat the game is not waiting for may claim the win over the idle one.
  const waiting = (now.pending as { seat: number }[]).some((p) => p.seat === 0) ? seat1 : seat0;
  await step('/v1/games/{id}/claim-win', { method: 'post', path: `${at}/claim-win`, token: waiting, body: { idempotencyKey: 'claim-1' } });

  const other = await step('/v1/games', { method: 'post', path: '/v1/games', body: { game: 'rebels-attack', players: 2 } });
  await step('/v1/games/{id}/resign', { method: 'post', path: `/v1/games/${other.id}/resign`, token: String(other.seats[0].token), body: { expectedVersion: other.version } });

  const sandbox = await step('/v1/games', {
    method: 'post',
    path: '/v1/games',
    body: { game: 'rebels-attack', players: 2, sandbox: { position: DUEL_POSITION, dice: [4, 3] } },
  });
  await step('/v1/games/{id}/sandbox/dice', {
    method: 'put',
    path: `/v1/games/${sandbox.id}/sandbox/dice`,
    token: String(sandbox.seats[0].token),
    body: { dice: [6, 2], expectedVersion: sandbox.version },
  });

  await step('/v1/rules/search', { method: 'get', path: '/v1/rules/search', query: { q: 'Rückzug aus dem Gefecht', game: 'rebellion', limit: '2' } });
  await step('/v1/rules/autocomplete', { method: 'get', path: '/v1/rules/autocomplete', query: { q: 'rück', game: 'rebellion' } });
  await step('/v1/rules/{game}/{slug}', { method: 'get', path: '/v1/rules/rebellion/rueckzug' });
  return recorded;
}

/** Long lists and texts cut, so an example shows the shape without pages of data. */
export function trimExample(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(trimExample);
  if (typeof value === 'string') return value.length > 300 ? `${value.slice(0, 300)}…` : value;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimExample(v)]));
  return value;
}

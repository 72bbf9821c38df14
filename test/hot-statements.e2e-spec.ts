import { Database } from '../src/database/database.service.js';
import { PER_GAME_STATEMENTS, type HotStatement } from '../src/event-store/hot.statements.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

const GAME = '00000000-0000-4000-8000-000000000000';
/** Values of the right types for each statement's parameters; the plan is generic, so they do not steer it. */
const VALUES: Record<string, unknown[]> = {
  holocron_read_streams: [[GAME], [0]],
  holocron_append: [GAME, 1, 2, 'active', 0, null, false, null, '[]', new Date(), 1, 'k', 0, new Date(), 'h', 200, '{}'],
  holocron_appends: [[GAME], [1], [2], ['active'], [0], [0], [false], [''], ['[]'], [new Date()], [1]],
  holocron_versions: [[GAME]],
  holocron_read_cold: [GAME, 'engine'],
  holocron_save_snapshot: [GAME, 1, 'engine', '{}', 'sum', false],
  unkeyed: ['GhostPlaced'],
};
/** The column a distributed Postgres shards each table by (docs/ARCHITECTURE.md, Storage). */
const KEY: Record<string, string> = { games: 'id', events: 'game_id', idempotency_keys: 'game_id', snapshots: 'game_id' };
const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan', 'Bitmap Index Scan']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode): PlanNode[] {
  const own = SCANS.has(node['Node Type']) && node['Relation Name'] ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

function literal(v: unknown): string {
  return v instanceof Date ? v.toISOString() : String(v);
}

/** Each table the statement reads, and whether it reaches it through an index on its key column (seq scans off). */
async function keyed(t: TestApp, statement: HotStatement): Promise<{ table: string; keyed: boolean }[]> {
  const client = await t.app.get(Database).pool.connect();
  try {
    await client.query('SET enable_seqscan = off');
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE hot_check AS ${statement.text}`);
    const params = VALUES[statement.name].map((v) => (v === null ? 'NULL' : `'${Array.isArray(v) ? `{${v.map((x) => `"${literal(x)}"`).join(',')}}` : literal(v)}'`));
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) EXECUTE hot_check(${params.join(', ')})`);
    return scans(rows[0]['QUERY PLAN'][0].Plan).map((n) => {
      const cond = n['Index Cond'] ?? n['Recheck Cond'] ?? '';
      return { table: n['Relation Name']!, keyed: n['Node Type'] !== 'Seq Scan' && new RegExp(`\\b${KEY[n['Relation Name']!]}\\b`).test(cond) };
    });
  } finally {
    await client.query('DEALLOCATE ALL');
    await client.query('RESET ALL');
    client.release();
  }
}

describe.each(backends())('the hot statements on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => t?.close());

  it.each(PER_GAME_STATEMENTS.map((s) => [s.name, s] as const))('%s reaches every table through its game key', async (_, statement) => {
    const tables = await keyed(t, statement);
    // An insert reads nothing: its row carries the key (the snapshot's upsert arbitrates on game_id, its primary key).
    if (statement.name !== 'holocron_save_snapshot') expect(tables.length).toBeGreaterThan(0);
    expect(tables.filter((x) => !x.keyed)).toEqual([]);
  });

  it('tells a statement that does not name its game', async () => {
    const tables = await keyed(t, { name: 'unkeyed', text: 'SELECT seq FROM events WHERE type = $1' });
    expect(tables).toEqual([{ table: 'events', keyed: false }]);
  });
});

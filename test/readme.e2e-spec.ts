import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { startApp, type TestApp } from './support/app.harness.js';

const run = promisify(execFile);

/** A bash block of the README between `<!-- name:start -->` and `<!-- name:end -->`, exactly as printed. */
function block(name: string): string {
  const readme = readFileSync('README.md', 'utf8');
  const found = new RegExp(`<!-- ${name}:start -->\\s*\`\`\`bash\\n([\\s\\S]*?)\`\`\`\\s*<!-- ${name}:end -->`).exec(readme);
  if (!found) throw new Error(`README.md has no ${name} block`);
  return found[1];
}

describe("the README's examples", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs against a live service and plays the seed example duel', async () => {
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', block('walkthrough')], {
      env: { ...process.env, HOLOCRON_URL: t.url },
    });
    expect(stdout).toContain('Place Ghost on corner A1');
    expect(stdout).toContain('GhostPlaced');
    expect(stdout).toContain('now: move, seat 0 to act');
    expect(stdout).toContain('NOT_YOUR_TURN: Platz 0 ist am Zug, nicht Platz 1. (rebels-attack:spielablauf)');
    expect(stdout).toContain('DuelRolled {"seat":0,"position":2,"enemyDie":4,"enemyStrength":7,"playerDie":3}');
    expect(stdout).toMatch(/DuelWon .*"enemyStrength":7,"playerStrength":7,"allySpent":"sabine-wren#1","forceChipsSpent":1/);
    const seat0 = JSON.parse(stdout.trim().split('\n').pop()!);
    expect(seat0).toMatchObject({ support: { type: 'lichtschwert' }, ally: null, forceChips: 1, enemies: [{ type: 'tie-fighter' }] });
  });

  it('answers the three rules questions', async () => {
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', block('rules-examples')], {
      env: { ...process.env, HOLOCRON_URL: t.url },
    });
    const lines = stdout.split('\n');
    const refs = lines.slice(0, 3).map((l) => l.split('  ')[0]);
    // The two entries the question names lead; the third is another Rebellion combat entry (its English twin ranks with it since issue 13).
    expect(refs.slice(0, 2)).toEqual(['rebellion:rueckzug', 'rebellion:gefecht']);
    expect(refs[2]).toMatch(/^rebellion:(angriffe-abhandeln|combat-round)$/);
    expect(lines[0]).toContain('<mark>');
    expect(lines[3]).toMatch(/^TODESSTERN, TODESSTERN BAUEN, TODESSTERN ZERSTÖREN/);
    const markdown = lines.slice(4).join('\n');
    expect(markdown.length).toBeLessThanOrEqual(2001);
    expect(markdown).toMatch(/R[ÜU]CKZUG/i);
  });

  it("walks through a game's life: lists, groups, a claim too early, resign, time travel", async () => {
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', block('game-life')], {
      env: { ...process.env, HOLOCRON_URL: t.url },
    });
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('channel: 1 running, first rebels-attack');
    expect(lines[1]).toBe('mine: rebels-attack as seat 1');
    expect(lines[2]).toBe('groups: Tile 0 (1), Tile 3 (1), Tile 12 (1), Tile 15 (1)');
    expect(lines[3]).toMatch(/^1 in tile:0: Place Ghost on corner A1/);
    expect(lines[4]).toMatch(/^CLAIM_WIN_TOO_EARLY until 20\d\d\.\.\.$/);
    expect(lines[5]).toBe('Seat 1 resigned; seat 0 wins.');
    expect(lines[6]).toBe('resignation');
    expect(lines[7]).toMatch(/^at \d+ seat 1 saw: seat 0 to placeGhost$/);
    expect(lines[8]).toBe('events redacted: 0');
  });
});

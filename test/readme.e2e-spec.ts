import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { startApp, type TestApp } from './support/app.harness.js';

const run = promisify(execFile);

/** The README's curl walk-through, exactly as printed there. */
function walkthrough(): string {
  const readme = readFileSync('README.md', 'utf8');
  const block = /<!-- walkthrough:start -->\s*```bash\n([\s\S]*?)```\s*<!-- walkthrough:end -->/.exec(readme);
  if (!block) throw new Error('README.md has no walkthrough block');
  return block[1];
}

describe("the README's walk-through", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs against a live service and plays the seed example duel', async () => {
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', walkthrough()], {
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
});

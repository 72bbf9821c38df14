import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Emitted } from '../../src/engine/core/game.contract.js';
import { replayGolden, type GoldenFile } from '../../src/engine/core/golden.testkit.js';
import { coverageOf } from '../../src/engine/rebellion/golden-coverage.testkit.js';
import { rebellionGame } from '../../src/engine/rebellion/rebellion.game.js';
import type { RebellionState } from '../../src/engine/rebellion/rebellion.state.js';

/**
 * Rebellion's golden replays (recorded by scripts/golden-rebellion.record.ts
 * before the card seam refactor): today's code must answer every committed
 * action exactly as the recorded code did, events, views and legal actions,
 * and the replays together must still cover every phase and card they did.
 */

const DIR = 'test/golden/rebellion';
const manifest = JSON.parse(readFileSync(join(DIR, 'coverage.json'), 'utf8')) as { files: string[]; required: string[] };
const load = (name: string) => JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as GoldenFile;

describe('Rebellion golden replays', () => {
  const covered = new Set<string>();

  it.each(manifest.files)('%s replays with identical events, views and legal actions', (name) => {
    const golden = load(name);
    const states: RebellionState[] = [];
    const emitted: Emitted[] = [];
    const diffs = replayGolden(rebellionGame, golden, (state, events) => {
      states.push(state as RebellionState);
      emitted.push(...events);
    });
    expect(diffs).toEqual([]);
    const c = coverageOf(states, emitted, golden.steps.map((s) => s.action));
    for (const p of c.phases) covered.add(`phase:${p}`);
    for (const card of c.cards) covered.add(card);
    for (const a of c.actions) covered.add(`type:${a}`);
  });

  it('cover every phase, action type and card they covered when recorded', () => {
    const kinds = (prefix: string) => [...covered].filter((x) => x.startsWith(prefix)).length;
    console.log(
      `golden replays cover ${kinds('phase:')} phases and steps, ${kinds('type:')} action types and ${covered.size - kinds('phase:') - kinds('type:')} cards:\n` +
        [...covered].sort().join(', '),
    );
    expect(manifest.required.filter((x) => !covered.has(x))).toEqual([]);
  });
});

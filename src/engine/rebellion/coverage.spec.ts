import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRuleContent } from '../../rules/content/content.load.js';
import type { Block, RuleEntry } from '../../rules/content/entry.model.js';
import { SEEDS } from '../../rules/content/seed.source.js';
import { COVERAGE, EXAMPLES } from './coverage.data.js';
import { coverageCounts, renderCoverage } from './coverage.render.js';
import { rebellionGame as game } from './rebellion.game.js';
import { cardDefinition } from './cards/card.index.js';

/** The table "Rules Reference coverage" of docs/games/rebellion.md, checked against the glossary of seed 000 and the specs. */

const HERE = fileURLToPath(new URL('./', import.meta.url));
const DOC = fileURLToPath(new URL('../../../docs/games/rebellion.md', import.meta.url));

const entries: RuleEntry[] = loadRuleContent().entries.filter((e) => e.game === 'rebellion' && e.lang === 'de' && e.source.seed === SEEDS.rulesReference);
const row = (slug: string) => COVERAGE.find((r) => r.slug === slug);

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return specFiles(path);
    return d.name.endsWith('.spec.ts') ? [relative(HERE, path)] : [];
  });
}

/** Spec files with a `describe` or `it` title naming `rebellion:<slug>`. */
function specsNaming(slug: string): string[] {
  const title = new RegExp(`(?:describe|it)\\(\\s*'[^']*rebellion:${slug}(?![a-z0-9-])`);
  return specFiles(HERE).filter((f) => title.test(readFileSync(join(HERE, f), 'utf8')));
}

/** Every text of an entry, list items and steps included; `teamplay` whether a TEAMSPIEL block is among them. */
function walk(blocks: readonly Block[], out: { texts: string[]; teamplay: boolean }) {
  for (const b of blocks) {
    switch (b.kind) {
      case 'paragraph':
        out.texts.push(b.text);
        break;
      case 'figure':
        out.texts.push(b.caption);
        break;
      case 'list':
      case 'steps':
        for (const item of b.items) {
          out.texts.push(item.text);
          walk(item.children, out);
        }
        break;
      case 'teamplay':
        out.teamplay = true;
        walk(b.blocks, out);
        break;
      case 'example':
      case 'box':
        walk(b.blocks, out);
        break;
    }
  }
  return out;
}
const contents = (e: RuleEntry) => walk(e.blocks, { texts: [], teamplay: false });

describe('rebellion:glossar', () => {
  it('gives every entry of seed 000 (child entries included) exactly one row of coverage, and no other row', () => {
    expect(entries.length).toBe(76);
    expect(COVERAGE.map((r) => r.slug).sort()).toEqual(entries.map((e) => e.slug).sort());
    expect(new Set(COVERAGE.map((r) => r.slug)).size).toBe(COVERAGE.length);
  });

  it('names for each implemented entry code that exists and every spec whose describe or it title names the entry', () => {
    for (const r of COVERAGE) {
      expect([r.slug, r.code.filter((f) => !existsSync(join(HERE, f)))]).toEqual([r.slug, []]);
      expect([r.slug, [...r.specs].sort()]).toEqual([r.slug, specsNaming(r.slug).sort()]);
      if (r.status === 'implemented') expect([r.slug, r.code.length > 0 && r.specs.length > 0]).toEqual([r.slug, true]);
    }
  });

  it('says why each entry is not implemented: its later cards, team play, or the gap left', () => {
    for (const r of COVERAGE) {
      if (r.status === 'card-texts') expect([r.slug, r.cards?.cards.length ?? 0]).not.toEqual([r.slug, 0]);
      if (r.status === 'team-play') expect([r.slug, r.teamPlay]).not.toEqual([r.slug, undefined]);
      if (r.status === 'gap') expect([r.slug, r.gap]).not.toEqual([r.slug, undefined]);
    }
    expect(coverageCounts(COVERAGE).gaps).toBe(0);
  });

  it('names in its card notes only cards that are played (a definition in the base set)', () => {
    const named = COVERAGE.flatMap((r) => r.cards?.cards ?? []);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => cardDefinition(id) === undefined)).toEqual([]);
  });

  it('lists the team-play parts of exactly the entries that have TEAMSPIEL rules', () => {
    const withTeamPlay = entries.filter((e) => contents(e).teamplay || contents(e).texts.some((t) => t.includes('TEAMSPIEL'))).map((e) => e.slug);
    expect(COVERAGE.filter((r) => r.teamPlay !== undefined).map((r) => r.slug).sort()).toEqual(withTeamPlay.sort());
  });

  it('reproduces every example the glossary gives in a spec, or says why none can', () => {
    const printed = entries.flatMap((e) => contents(e).texts.filter((t) => /Beispiel|z\. B\./.test(t)).map((text) => ({ slug: e.slug, text })));
    expect(printed.length).toBeGreaterThan(0);
    for (const p of printed) expect([p.slug, EXAMPLES.some((x) => x.slug === p.slug && p.text.includes(x.quote))]).toEqual([p.slug, true]);
    for (const x of EXAMPLES) {
      expect([x.quote, printed.some((p) => p.slug === x.slug && p.text.includes(x.quote))]).toEqual([x.quote, true]);
      if ('spec' in x.shown) expect([x.quote, readFileSync(join(HERE, x.shown.spec), 'utf8').includes(x.shown.title)]).toEqual([x.quote, true]);
    }
  });

  it('is the table docs/games/rebellion.md shows', () => {
    const titleOf = (slug: string) => entries.find((e) => e.slug === slug)!.title;
    expect(readFileSync(DOC, 'utf8')).toContain(renderCoverage(COVERAGE, EXAMPLES, titleOf));
  });
});

describe('rebellion:verwendungs-dieses-handbuchs', () => {
  it('is written for two players, as the engine is; team play (TEAMSPIEL) waits', () => {
    expect(game.players).toEqual({ min: 2, max: 2 });
    expect(row('teamspiel')!.status).toBe('team-play');
  });
});

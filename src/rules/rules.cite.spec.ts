import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { citedHeadings } from '../engine/armada/rules.cite.js';
import { loadRuleContent } from './content/content.load.js';

const ENGINE = fileURLToPath(new URL('../engine/', import.meta.url));
const CITE = /'((?:rebellion|armada|rebels-attack):[a-z0-9-]+)'/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every `game:slug` the engines' code cites, with where: string literals, and Armada's refs built from headings. */
function citations(): { ref: string; where: string }[] {
  const literal = sources(ENGINE).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CITE)].map((m) => ({ ref: m[1] as string, where: relative(ENGINE, file) })),
  );
  const armada = citedHeadings().map((c) => ({ ref: c.rule, where: `armada/rules.cite.ts (heading ${c.heading})` }));
  return [...literal, ...armada];
}

describe('the rules the engines cite', () => {
  it('each exists in the glossary', () => {
    const refs = new Set(loadRuleContent().entries.map((e) => e.ref));
    const cited = citations();
    expect(cited.length).toBeGreaterThan(40);
    const missing = cited.filter((c) => !refs.has(c.ref)).map((c) => `${c.ref} (${c.where})`);
    expect(missing).toEqual([]);
  });

  it('each Armada heading has an English term that leads to it', () => {
    const terms = loadRuleContent().terms;
    const without = citedHeadings().filter((c) => !terms.some((t) => t.ref === c.rule));
    expect(without).toEqual([]);
  });
});

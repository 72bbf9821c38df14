import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from '../text.js';
import { indexCards, type CardDefinition, type CardSet } from './card.types.js';
import { manifestProblems } from './manifest.testkit.js';

const card = (id: string, set = 'base'): CardDefinition => ({
  id,
  set,
  kind: 'mission',
  name: { en: id, de: null },
  text: text(id, id),
  timing: 'attempt',
  effect: [],
  rule: 'toy:rule',
  provenance: 'spec',
});

const base: CardSet = { set: 'base', title: text('Grundspiel', 'Base game'), cards: [card('a'), card('b')] };

describe('card sets', () => {
  it('index cards of several sets by id and refuse an id defined twice or listed in the wrong set', () => {
    expect([...indexCards(base, { set: 'rote', title: text('x', 'x'), cards: [card('c', 'rote')] }).keys()]).toEqual(['a', 'b', 'c']);
    expect(() => indexCards(base, { set: 'rote', title: text('x', 'x'), cards: [card('a', 'rote')] })).toThrow('defined twice');
    expect(() => indexCards({ ...base, cards: [card('a', 'rote')] })).toThrow('listed in base');
  });

  it('find every card without its module or its spec, and every module the manifest leaves out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cards-'));
    mkdirSync(join(dir, 'missions'));
    writeFileSync(join(dir, 'missions', 'a.card.ts'), '');
    writeFileSync(join(dir, 'missions', 'a.card.spec.ts'), '');
    writeFileSync(join(dir, 'b.card.ts'), '');
    writeFileSync(join(dir, 'stray.card.ts'), '');
    expect(manifestProblems(base, dir)).toEqual(['base: b has no spec b.card.spec.ts', 'base: stray.card.ts is not in the manifest']);
  });
});

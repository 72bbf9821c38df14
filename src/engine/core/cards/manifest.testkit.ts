import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CardSet } from './card.types.js';

/**
 * What a set's manifest test checks: every listed card has its module
 * (`<id>.card.ts`) and its own spec (`<id>.card.spec.ts`) somewhere under
 * the set's folder, and no card module exists that the manifest leaves out.
 * Returns the problems, empty when the set is complete.
 */
export function manifestProblems(set: CardSet, folder: string): string[] {
  const files = walk(folder);
  const modules = new Map(files.filter((f) => f.endsWith('.card.ts')).map((f) => [basename(f, '.card.ts'), f]));
  const specs = new Set(files.filter((f) => f.endsWith('.card.spec.ts')).map((f) => basename(f, '.card.spec.ts')));
  const problems: string[] = [];
  for (const card of set.cards) {
    if (!modules.has(card.id)) problems.push(`${set.set}: ${card.id} has no module ${card.id}.card.ts`);
    if (!specs.has(card.id)) problems.push(`${set.set}: ${card.id} has no spec ${card.id}.card.spec.ts`);
  }
  const listed = new Set(set.cards.map((c) => c.id));
  for (const [id, file] of modules) if (!listed.has(id)) problems.push(`${set.set}: ${relative(folder, file)} is not in the manifest`);
  return problems;
}

function basename(file: string, suffix: string): string {
  const name = file.split('/').pop()!;
  return name.slice(0, -suffix.length);
}

function walk(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

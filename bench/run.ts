import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark } from './bench.harness.js';

/** Runs every `*.bench.js` next to this file, or those whose name contains an argument. */
const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.js'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
for (const file of files) {
  const bench = (await import(pathToFileURL(join(here, file)).href)).default as Benchmark;
  console.log(`\n## ${bench.name}`);
  await bench.run();
}

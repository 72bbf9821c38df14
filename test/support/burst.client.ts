import { execFile } from 'node:child_process';

export interface BurstResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Record<string, unknown>;
  /** When the answer arrived, in ms after the burst's first request was sent. */
  readonly ms: number;
}

/**
 * `n` requests at once from another process. From inside the test process they would not be at
 * once: client and in-process server share one event loop, so the server would read each
 * request only after serving the one before.
 */
const SCRIPT = `
const [url, authorization, n] = process.argv.slice(1);
const start = performance.now();
const one = async () => {
  const r = await fetch(url, { headers: authorization ? { authorization } : {} });
  const text = await r.text();
  let body = {};
  try { body = JSON.parse(text); } catch {}
  return { status: r.status, headers: Object.fromEntries(r.headers), body: r.status === 200 ? {} : body, ms: performance.now() - start };
};
const results = await Promise.all(Array.from({ length: Number(n) }, one));
process.stdout.write(JSON.stringify(results));
`;

export function burst(url: string, authorization: string | undefined, n: number): Promise<BurstResponse[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT, url, authorization ?? '', String(n)],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as BurstResponse[])),
    );
  });
}

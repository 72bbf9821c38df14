import { mkdirSync, writeFileSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startApp, type TestApp } from './support/app.harness.js';

/** Debian's chromium (`.ci/run` installs it when missing); another browser through CHROMIUM_PATH. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots are kept for people to look at (gitignored). */
const ARTIFACTS = 'artifacts';

// The explorer does not touch the database: one backend is enough.
describe('the GraphQL explorer, in a real browser', () => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await startApp('pglite');
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'] });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('runs a query and shows its data in the result pane, loading nothing from elsewhere', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const problems: string[] = [];
    const origins = new Set<string>();
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('request', (r) => origins.add(new URL(r.url()).origin));

    const query = '{ games { id title { de en } } }';
    // A browser asking /graphql for a page is sent on to the explorer.
    const res = await page.goto(`${t.url}/graphql?query=${encodeURIComponent(query)}`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await page.waitForFunction("location.pathname === '/explorer'", { timeout: 15_000 });
    await page.goto(`${t.url}/explorer?query=${encodeURIComponent(query)}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.graphiql-execute-button', { timeout: 30_000 });
    await page.click('.graphiql-execute-button');
    await page.waitForFunction("(document.querySelector('.result-window')?.textContent ?? '').includes('rebels-attack')", { timeout: 30_000 });
    const result = await page.$eval('.result-window', (el) => el.textContent ?? '');

    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(`${ARTIFACTS}/explorer.png`, Buffer.from(await page.screenshot({ type: 'png' })));

    // The pane holds the answer of the service itself: every game it plays.
    for (const id of ['rebels-attack', 'rebellion', 'armada']) expect(result).toContain(`"id": "${id}"`);
    expect([...origins].filter((o) => o !== t.url && o !== 'null' && !o.startsWith('data:'))).toEqual([]);
    expect(problems).toEqual([]);
  }, 90_000);
});

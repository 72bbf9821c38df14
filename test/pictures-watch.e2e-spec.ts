import { mkdirSync, writeFileSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { backends, startApp, type TestApp } from './support/app.harness.js';

/** Debian's chromium (`.ci/run` installs it when missing); another browser through CHROMIUM_PATH. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots are kept for people to look at (gitignored). */
const ARTIFACTS = 'artifacts';

/** A Ghost (a circle) inside the group of position 0, A1. */
const GHOST_ON_A1 = /data-position="0">(?:(?!<\/g>)[^])*<circle /;

type Created = { id: string; version: number; seats: { seat: number; token: string }[] };

describe.each(backends())('the spectator page on %s, in a real browser', (backend) => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await startApp(backend);
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'] });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('draws the picture and redraws it live when a seat moves, loading nothing from elsewhere', async () => {
    const game = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, options: { firstSeat: 0 } }).expect(201)).body as Created;
    const page = await browser.newPage();
    await page.setViewport({ width: 1200, height: 720 });
    const problems: string[] = [];
    const origins = new Set<string>();
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('request', (r) => origins.add(new URL(r.url()).origin));

    const res = await page.goto(`${t.url}/watch/${game.id}?lang=en`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'sha256-");
    await page.waitForSelector('body[data-live="true"]', { timeout: 15_000 });
    // The page was rendered at the game's version and fetched the picture again once subscribed.
    await page.waitForSelector(`body[data-version="${game.version}"]`, { timeout: 15_000 });
    const before = await page.$eval('#board', (el) => el.innerHTML);
    expect(before).toContain('data-game="rebels-attack"');
    expect(before).not.toMatch(GHOST_ON_A1);
    mkdirSync(ARTIFACTS, { recursive: true });
    const shotBefore = Buffer.from(await page.screenshot({ type: 'png' }));
    writeFileSync(`${ARTIFACTS}/watch-${backend}-before.png`, shotBefore);

    const moved = await t.http().post(`/v1/games/${game.id}/actions`).set('Authorization', `Bearer ${game.seats[0].token}`).send({ action: { type: 'PlaceGhost', position: 0 } }).expect(200);
    await page.waitForSelector(`body[data-version="${moved.body.version}"]`, { timeout: 15_000 });
    const after = await page.$eval('#board', (el) => el.innerHTML);
    const shotAfter = Buffer.from(await page.screenshot({ type: 'png' }));
    writeFileSync(`${ARTIFACTS}/watch-${backend}-after.png`, shotAfter);

    expect(after).not.toBe(before);
    // Seat 0's Ghost now stands on A1 (position 0), and the picture says whose turn it is.
    expect(after).toMatch(GHOST_ON_A1);
    expect(after).toContain('Waiting for Seat 1');
    expect(shotAfter.equals(shotBefore)).toBe(false);
    expect(problems).toEqual([]);
    expect([...origins]).toEqual([t.url.replace(/\/$/, '')]);
    await page.close();
  });
});

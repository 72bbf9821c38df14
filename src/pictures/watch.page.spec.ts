import { createHash } from 'node:crypto';
import { text } from '../engine/core/text.js';
import { WATCH_POLICY, WATCH_SCRIPT, watchPage } from './watch.page.js';

const page = watchPage({ id: '6b1c"><script>alert(1)</script>', lang: 'de', title: text('Star Wars: Rebellion', 'Star Wars: Rebellion'), svg: '<svg data-version="4"></svg>', version: 4 });

describe('the spectator page', () => {
  it('allows exactly its own inline script, and connections only to its own origin', () => {
    const inline = page.match(/<script>([^]*?)<\/script>/g)!;
    expect(inline).toHaveLength(1);
    expect(inline[0]).toBe(`<script>${WATCH_SCRIPT}</script>`);
    const hash = createHash('sha256').update(WATCH_SCRIPT).digest('base64');
    expect(WATCH_POLICY).toContain(`script-src 'sha256-${hash}'`);
    expect(WATCH_POLICY).toContain("default-src 'none'");
    expect(WATCH_POLICY).toContain("connect-src 'self';");
  });

  it('draws the picture into the page and escapes what it puts in attributes', () => {
    expect(page).toContain('<main id="board"><svg data-version="4"></svg></main>');
    expect(page).toContain('data-game="6b1c&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Zuschauer');
    expect(page).not.toMatch(/https?:\/\//);
  });

  it('subscribes to gameUpdated over graphql-ws and fetches the picture in the page language', () => {
    expect(WATCH_SCRIPT).toContain("'graphql-transport-ws'");
    expect(WATCH_SCRIPT).toContain('gameUpdated(gameId: $id)');
    expect(WATCH_SCRIPT).toContain("'/board.svg?lang=' + lang");
  });
});

import { createHash } from 'node:crypto';
import type { Text } from '../engine/core/text.js';
import type { Lang } from './picture.types.js';
import { escapeXml } from './svg/svg.markup.js';

/**
 * The spectator page's whole script. It speaks graphql-ws's protocol
 * (`graphql-transport-ws`) itself, so the page needs no library and no CDN:
 * it subscribes to `gameUpdated` as a spectator and, on every event, fetches
 * the SVG again (a conditional request: an unchanged picture costs a 304).
 * A dropped connection is opened again with growing pauses, and the picture
 * fetched once more, so nothing committed meanwhile is missed. The game id and
 * language come from the body's data attributes, so the script never changes
 * and the page's Content-Security-Policy can name it by hash.
 */
export const WATCH_SCRIPT = `(() => {
  const body = document.body;
  const id = body.dataset.game;
  const lang = body.dataset.lang;
  const board = document.getElementById('board');
  const live = document.getElementById('live');
  const say = (de, en) => { live.textContent = lang === 'de' ? de : en; };
  let loading = false;
  let again = false;
  async function refresh() {
    if (loading) { again = true; return; }
    loading = true;
    try {
      const res = await fetch('/v1/games/' + encodeURIComponent(id) + '/board.svg?lang=' + lang, { cache: 'no-cache' });
      if (res.ok) {
        board.innerHTML = await res.text();
        body.dataset.version = board.firstElementChild.getAttribute('data-version');
      }
    } catch (e) {
      say('Bild konnte nicht geladen werden', 'could not load the picture');
    } finally {
      loading = false;
      if (again) { again = false; refresh(); }
    }
  }
  function connect(pause) {
    const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql', 'graphql-transport-ws');
    ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    ws.onmessage = (message) => {
      const msg = JSON.parse(message.data);
      if (msg.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: 'game', type: 'subscribe', payload: { query: 'subscription ($id: ID!) { gameUpdated(gameId: $id) { seq } }', variables: { id } } }));
        pause = 500;
        body.dataset.live = 'true';
        say('live', 'live');
        refresh();
      } else if (msg.type === 'next') {
        refresh();
      } else if (msg.type === 'ping') {
        ws.send(JSON.stringify({ type: 'pong' }));
      } else if (msg.type === 'error' || msg.type === 'complete') {
        ws.close();
      }
    };
    ws.onclose = () => {
      body.dataset.live = 'false';
      say('Verbindung unterbrochen, neuer Versuch …', 'connection lost, retrying …');
      setTimeout(() => connect(Math.min(pause * 2, 10000)), pause);
    };
  }
  connect(500);
})();`;

const WATCH_SCRIPT_HASH = `sha256-${createHash('sha256').update(WATCH_SCRIPT).digest('base64')}`;

/**
 * Only this script may run, and only the page's own origin may be fetched
 * from or connected to ('self' covers ws: and wss: to it, CSP Level 3). The
 * request's Host never goes into an answer (test/public-url.e2e-spec.ts).
 */
export const WATCH_POLICY = ["default-src 'none'", `script-src '${WATCH_SCRIPT_HASH}'`, "connect-src 'self'", "style-src 'unsafe-inline'", "img-src 'self' data:"].join('; ');

export interface WatchPage {
  readonly id: string;
  readonly lang: Lang;
  readonly title: Text;
  /** The picture as it stands, drawn into the page so it shows before (and without) the script. */
  readonly svg: string;
  readonly version: number;
}

export function watchPage(page: WatchPage): string {
  const de = page.lang === 'de';
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeXml(page.title[page.lang])} – Holocron</title>
<style>
  html, body { margin: 0; background: #0b1020; color: #e5e7eb; font-family: "DejaVu Sans", sans-serif; }
  header { display: flex; justify-content: space-between; padding: 8px 16px; font-size: 14px; }
  #board svg { display: block; width: 100%; height: auto; max-height: calc(100vh - 40px); }
</style>
</head>
<body data-game="${escapeXml(page.id)}" data-lang="${page.lang}" data-version="${page.version}" data-live="false">
<header><span>${escapeXml(page.title[page.lang])} · ${de ? 'Zuschauer' : 'spectator'}</span><span id="live">${de ? 'verbinde …' : 'connecting …'}</span></header>
<main id="board">${page.svg}</main>
<script>${WATCH_SCRIPT}</script>
</body>
</html>
`;
}

import { createHash } from 'node:crypto';

/**
 * The GraphQL explorer: GraphiQL 3 from its npm package (its prebuilt bundle,
 * with React 18's), served by this service, so the page works offline and
 * behind any firewall. Apollo's Sandbox loads from a CDN and is blank there.
 * The script is one constant, so the Content-Security-Policy names it by
 * hash and the page may load nothing from elsewhere. `?query=` opens a query.
 */
export const EXPLORER_SCRIPT = `(() => {
  const params = new URLSearchParams(location.search);
  const ws = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql';
  const fetcher = GraphiQL.createFetcher({ url: '/graphql', subscriptionUrl: ws });
  const example = '# Holocron: the games this service plays.\\n# Seat tokens go into Headers: {"Authorization": "Bearer <token>"}\\n{\\n  games {\\n    id\\n    title { de en }\\n  }\\n}\\n';
  ReactDOM.createRoot(document.getElementById('graphiql')).render(
    React.createElement(GraphiQL, {
      fetcher,
      defaultQuery: example,
      query: params.get('query') ?? undefined,
      shouldPersistHeaders: false,
      defaultEditorToolsVisibility: params.has('query') ? false : 'headers',
    }),
  );
})();`;

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64');

/** Same-origin scripts and the one inline script; GraphiQL's editor sets inline styles and embeds its fonts as data URLs. */
export const EXPLORER_POLICY = [
  "default-src 'none'",
  `script-src 'self' 'sha256-${sha256(EXPLORER_SCRIPT)}'`,
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function explorerPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Holocron GraphQL explorer</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/explorer/assets/graphiql.min.css">
<style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
<div id="graphiql">Loading the explorer…</div>
<script src="/explorer/assets/react.production.min.js"></script>
<script src="/explorer/assets/react-dom.production.min.js"></script>
<script src="/explorer/assets/graphiql.min.js"></script>
<script>${EXPLORER_SCRIPT}</script>
</body>
</html>
`;
}

/** What a browser gets on GET /graphql: a pointer to the explorer (Apollo's landing page hook, which cannot set headers). */
export function explorerLanding(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><meta http-equiv="refresh" content="0; url=/explorer"><title>Holocron GraphQL</title></head>
<body><p>The GraphQL explorer is at <a href="/explorer">/explorer</a>. POST queries to this address.</p></body>
</html>
`;
}

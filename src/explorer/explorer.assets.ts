import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
/** React keeps its UMD files out of `exports`; its package.json is exported, so the folder is found from it. */
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The explorer's files, by the name the page asks for: only these are served. */
export const EXPLORER_ASSETS: ReadonlyMap<string, { readonly path: string; readonly type: string }> = new Map([
  ['graphiql.min.js', { path: require.resolve('graphiql/graphiql.min.js'), type: 'text/javascript; charset=utf-8' }],
  ['graphiql.min.css', { path: require.resolve('graphiql/graphiql.min.css'), type: 'text/css; charset=utf-8' }],
  ['react.production.min.js', { path: join(packageDir('react'), 'umd/react.production.min.js'), type: 'text/javascript; charset=utf-8' }],
  ['react-dom.production.min.js', { path: join(packageDir('react-dom'), 'umd/react-dom.production.min.js'), type: 'text/javascript; charset=utf-8' }],
]);

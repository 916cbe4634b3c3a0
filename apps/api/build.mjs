// Bundles the server and the workspace packages it uses into dist/server.js; npm dependencies
// stay external and are loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const readPkg = (rel) => JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8'));
const rootPkg = readPkg('../../package.json');
const dependencies = {
  ...readPkg('./package.json').dependencies,
  ...readPkg('../../packages/db/package.json').dependencies,
};
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@foodhub/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: ['src/server.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outfile: 'dist/server.js',
  sourcemap: true,
  external,
  define: { __APP_VERSION__: JSON.stringify(rootPkg.version) },
  banner: {
    // Some CommonJS dependencies call require(); give the ESM bundle one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('api: built dist/server.js');

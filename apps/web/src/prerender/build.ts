// The pre-render step of the web build (npm run build -w @foodhub/web, after `vite build`, before
// the compression of dist/): compiles the guard script (guard-script.ts) into one inline script,
// builds render-page.tsx for Node and runs it in a jsdom window with the API never answering (the
// view a new visitor gets first; for a tool page, its frame as a signed-in user gets it first), writes dist/prerendered/<page>.html for each page of pages.ts,
// and dist/prerender.json (manifest.ts) for the server: the pages' addresses and files and the
// guard script's hash. A page that fails to render is left out (the server then sends index.html)
// and reported; the step fails only when none renders.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, type Rollup } from 'vite';
import { prerenderManifest } from './manifest';
import { pageHtml } from './page-html';
import { BASENAME, PRERENDERED_PAGES, type PrerenderedPage } from './pages';
import type { RenderedPage } from './render-page';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(webRoot, 'dist');
const bundleDir = path.join(webRoot, 'node_modules', '.cache', 'prerender');
const outDir = path.join(dist, 'prerendered');

/** guard-script.ts and what it imports as one minified script without imports or exports. */
async function compileGuardScript(): Promise<string> {
  const output = (await build({
    root: webRoot,
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      outDir: path.join(bundleDir, 'guard'),
      emptyOutDir: false,
      minify: true,
      // It runs before anything else of the app: old enough syntax that it parses anywhere.
      target: 'es2017',
      lib: {
        entry: path.join(webRoot, 'src/prerender/guard-script.ts'),
        formats: ['iife'],
        name: 'prerenderGuard',
      },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output[0];
  if (chunk?.type !== 'chunk') throw new Error('the guard script did not compile');
  return chunk.code.trim();
}

/** render-page.tsx for Node, with its dependencies in one file that runs on the jsdom globals. */
async function buildRenderer(): Promise<(page: PrerenderedPage) => Promise<RenderedPage>> {
  await build({
    root: webRoot,
    logLevel: 'error',
    configFile: path.join(webRoot, 'vite.config.ts'),
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir: bundleDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      ssrManifest: false,
      rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
    ssr: { noExternal: true, target: 'node' },
  });
  installBrowserGlobals();
  const module = (await import(pathToFileURL(path.join(bundleDir, 'render-page.mjs')).href)) as {
    renderPage: (page: PrerenderedPage) => Promise<RenderedPage>;
  };
  return module.renderPage;
}

/** The browser globals the app reads, as the unit tests' jsdom environment provides them. */
function installBrowserGlobals(): void {
  const { window } = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', {
    url: 'http://localhost/tool/',
    pretendToBeVisual: true,
  });
  const globals = globalThis as Record<string, unknown>;
  const windowProps = window as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globalThis || key.startsWith('_')) continue;
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => windowProps[key],
      set: (value) => {
        windowProps[key] = value;
      },
    });
  }
  for (const key of ['window', 'self', 'document', 'navigator', 'location', 'localStorage']) {
    Object.defineProperty(globalThis, key, { configurable: true, value: windowProps[key] });
  }
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  windowProps.ResizeObserver ??= NoResizeObserver;
  globals.ResizeObserver = windowProps.ResizeObserver;
  window.scrollTo = () => {};
  window.HTMLElement.prototype.scrollIntoView = () => {};
  // The API never answers here: what waits for it shows its loading state, as on a first visit.
  const never = () => new Promise<Response>(() => {});
  window.fetch = never;
  globals.fetch = never;
}

/**
 * The styles of the page's own chunks (CSS modules: class names like _footer_1g04t_1) load with
 * their code; the view needs them at once, so the files with a class it uses are inlined.
 */
function chunkStyles(indexHtml: string): (html: string) => string {
  const assetsDir = path.join(dist, 'assets');
  const files = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.css') && !indexHtml.includes(`/assets/${name}`))
    .map((name) => readFileSync(path.join(assetsDir, name), 'utf8'));
  return (html) => {
    const classes = new Set<string>();
    for (const [, list = ''] of html.matchAll(/class="([^"]*)"/g)) {
      for (const name of list.split(/\s+/)) if (name.startsWith('_')) classes.add(name);
    }
    return files
      .filter((text) => [...classes].some((name) => text.includes(`.${name}`)))
      .join('\n');
  };
}

const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const guardScript = await compileGuardScript();
const stylesFor = chunkStyles(indexHtml);
const renderPage = await buildRenderer();

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const written: { path: string; file: string }[] = [];
for (const page of PRERENDERED_PAGES) {
  const url = `${BASENAME}${page.path}`;
  try {
    const view = await renderPage(page);
    const html = pageHtml(indexHtml, {
      ...view,
      audience: page.audience,
      styles: stylesFor(view.html),
      guardScript,
    });
    const file = `prerendered/${page.file}.html`;
    writeFileSync(path.join(dist, file), html);
    written.push({ path: url, file });
    process.stdout.write(`prerendered ${url} (${Math.round(html.length / 1024)} KB)\n`);
  } catch (error) {
    console.error(`prerender of ${url} failed, index.html serves it:`, error);
  }
}
writeFileSync(
  path.join(dist, 'prerender.json'),
  `${JSON.stringify(prerenderManifest(written, [guardScript]), null, 2)}\n`,
);
rmSync(bundleDir, { recursive: true, force: true });
// Timers of the rendered app (intervals, pending requests) must not keep the build alive.
process.exit(written.length === 0 ? 1 : 0);

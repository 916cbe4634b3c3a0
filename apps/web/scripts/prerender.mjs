// Renders the pre-rendered pages at build time (docs/decisions.md 40, 46), after `vite build`:
// builds src/prerender/render-page.tsx for Node, runs it in a jsdom window with the API never
// answering (the view a new visitor gets first; for a member page, the frame of a tool page as a
// signed-in user gets it), and writes dist/prerendered/<page>.html: the built index.html with
// that view inside #root, its title, and the guard script in <head>.
// A page that fails to render is left out (the server then sends index.html) and reported.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const bundleDir = path.join(webRoot, 'node_modules', '.cache', 'prerender');
const outDir = path.join(dist, 'prerendered');

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
  // One file with its dependencies, so it runs against the jsdom globals set below.
  ssr: { noExternal: true, target: 'node' },
});

const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The entry script tag; a pre-rendered page names it in a <meta> and loads it after its first paint.
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
if (!entryTag) throw new Error('dist/index.html has no entry script');
const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', {
  url: 'http://localhost/tool/',
  pretendToBeVisual: true,
});
const { window } = dom;
// The browser globals the app reads, as the unit tests' jsdom environment provides them.
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis || key.startsWith('_')) continue;
  Object.defineProperty(globalThis, key, {
    configurable: true,
    get: () => window[key],
    set: (value) => {
      window[key] = value;
    },
  });
}
for (const key of ['window', 'self', 'document', 'navigator', 'location', 'localStorage']) {
  Object.defineProperty(globalThis, key, { configurable: true, value: window[key] });
}
window.matchMedia = (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
globalThis.ResizeObserver = window.ResizeObserver;
window.scrollTo = () => {};
window.HTMLElement.prototype.scrollIntoView = () => {};
// The API never answers here: what waits for it shows its loading state, as on a first visit.
const never = () => new Promise(() => {});
window.fetch = never;
globalThis.fetch = never;

const {
  renderPage,
  PRERENDERED_PAGES,
  PRERENDER_GUARD_SCRIPT,
  APP_ENTRY_META,
  PRERENDERED_FOR_ATTRIBUTE,
} = await import(pathToFileURL(path.join(bundleDir, 'render-page.mjs')).href);

// The styles of the page's own chunks (CSS modules: class names like _footer_1g04t_1) load with
// their code; the view needs them at once, so the files with a class it uses are inlined.
const assetsDir = path.join(dist, 'assets');
const chunkStyles = readdirSync(assetsDir)
  .filter((name) => name.endsWith('.css') && !indexHtml.includes(`/assets/${name}`))
  .map((name) => ({ name, text: readFileSync(path.join(assetsDir, name), 'utf8') }));
function stylesFor(html) {
  const classes = new Set();
  for (const [, list] of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of list.split(/\s+/)) if (name.startsWith('_')) classes.add(name);
  }
  return chunkStyles
    .filter(({ text }) => [...classes].some((name) => text.includes(`.${name}`)))
    .map(({ text }) => text)
    .join('\n');
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
let failed = 0;
for (const page of PRERENDERED_PAGES) {
  try {
    const view = await renderPage(page);
    const html = indexHtml
      // Mantine's colour variables hang on this attribute, which the app sets when it runs.
      .replace(
        /<html lang="[^"]*">/,
        `<html lang="${view.lang}" data-mantine-color-scheme="light" ${PRERENDERED_FOR_ATTRIBUTE}="${page.audience}">`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(view.title)}</title>`)
      .replace(entryTag[0], `<meta name="${APP_ENTRY_META}" content="${entryTag[1]}" />`)
      .replace(
        '</head>',
        `<style>${stylesFor(view.html)}</style>\n<script>${PRERENDER_GUARD_SCRIPT}</script>\n  </head>`,
      )
      // #root, the body's one element, gets the view in place of the boot view.
      .replace(
        /<div id="root">[\s\S]*<\/body>/,
        `<div id="root"><div data-prerendered inert aria-hidden="true">${view.html}</div></div>\n  </body>`,
      );
    if (!html.includes('data-prerendered')) throw new Error('index.html has no #root');
    writeFileSync(path.join(outDir, `${page.file}.html`), html);
    process.stdout.write(`prerendered /tool${page.path} (${Math.round(html.length / 1024)} KB)\n`);
  } catch (error) {
    failed++;
    console.error(`prerender of /tool${page.path} failed, index.html serves it:`, error);
  }
}
rmSync(bundleDir, { recursive: true, force: true });
// Timers of the rendered app (intervals, pending requests) must not keep the build alive.
process.exit(failed > 0 && failed === PRERENDERED_PAGES.length ? 1 : 0);

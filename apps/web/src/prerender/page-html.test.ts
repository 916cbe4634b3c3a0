import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prerenderManifest } from './manifest';
import { pageHtml } from './page-html';

// What the build writes for a pre-rendered page and for the server (prerender.json).

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Alpine Food Hub</title>
    <script type="module" crossorigin src="/tool/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root">
      <div data-boot-view>Alpine Food Hub</div>
    </div>
  </body>
</html>`;

// Minified code may hold what String.prototype.replace reads as a pattern ($&, $').
const guardScript = "(function(){var a='$&',b=\"$'\";document.title=a+b})();";

const page = pageHtml(indexHtml, {
  html: '<header>Header</header><main><h1>Log In</h1></main>',
  title: 'Log In | Alpine Food Hub',
  lang: 'en',
  audience: 'visitor',
  styles: '._footer_1 { color: green }',
  guardScript,
});

describe('a pre-rendered page', () => {
  it('holds the view in place of the boot view, inert until the app takes over', () => {
    expect(page).toContain(
      '<div id="root"><div data-prerendered inert aria-hidden="true"><header>Header</header>',
    );
    expect(page).not.toContain('data-boot-view');
    expect(page).toContain('<title>Log In | Alpine Food Hub</title>');
    expect(page).toContain('<style>._footer_1 { color: green }</style>');
  });

  it('is painted first once the whole view is parsed, not half of it', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#prerendered-end" blocking="render" />');
    expect(page).toContain('<main><h1>Log In</h1></main></div><span id="prerendered-end"></span>');
  });

  it("names the app's entry for the guard instead of loading it", () => {
    expect(page).toContain('<meta name="app-entry" content="/tool/assets/index-abc123.js" />');
    expect(page).not.toContain('<script type="module"');
  });

  it("loads a tool page's code at once, at low priority, and says whom the view is for", () => {
    const frame = pageHtml(indexHtml, {
      html: '<header>Header</header><main><h1>Find solutions</h1></main>',
      title: 'Company Data | Alpine Food Hub',
      lang: 'en',
      audience: 'member',
      styles: '',
      guardScript,
    });
    expect(frame).toContain(
      '<script fetchpriority="low" type="module" crossorigin src="/tool/assets/index-abc123.js"></script>',
    );
    expect(frame).not.toContain('name="app-entry"');
    expect(frame).toContain('data-prerendered-for="member"');
    expect(page).toContain('data-prerendered-for="visitor"');
  });

  it('carries the guard script exactly as the manifest hashes it', () => {
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(inline).toBe(guardScript);
    const { scriptHashes } = prerenderManifest([], [guardScript]);
    const hash = createHash('sha256').update(inline!).digest('base64');
    expect(scriptHashes).toEqual([`sha256-${hash}`]);
  });
});

describe('prerender.json', () => {
  it('lists the pages by address and file, and one hash per distinct script', () => {
    expect(
      prerenderManifest(
        [{ path: '/tool/login', file: 'prerendered/login.html' }],
        [guardScript, guardScript],
      ),
    ).toEqual({
      pages: [{ path: '/tool/login', file: 'prerendered/login.html' }],
      scriptHashes: [expect.stringMatching(/^sha256-[A-Za-z0-9+/]+=*$/)],
    });
  });
});

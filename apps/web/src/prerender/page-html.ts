import {
  APP_ENTRY_META,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_FOR_ATTRIBUTE,
} from '../config/page-markers';
import type { PrerenderAudience } from './pages';

/** The built index.html's entry script tag; a pre-rendered page names it in a <meta> instead. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** An empty element after the view; the page's first paint waits until it is parsed. */
const VIEW_END_ID = 'prerendered-end';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PageParts {
  /** The markup inside #root, as the app rendered it. */
  html: string;
  title: string;
  lang: string;
  /** Whom the view is for: the guard script hides it for anyone else. */
  audience: PrerenderAudience;
  /** The styles of the view's lazily loaded parts, inlined so that the view needs no more files. */
  styles: string;
  /** The guard script's code, which goes into <head> as is (its hash is in prerender.json). */
  guardScript: string;
}

/**
 * A pre-rendered page: the built index.html with the view inside #root (inert until the app takes
 * over) in place of the boot view, its title and language, and the guard script in <head>, which
 * starts a public page's entry script after the first paint; a tool page keeps its entry script
 * tag, at low priority.
 */
export function pageHtml(indexHtml: string, parts: PageParts): string {
  const entryTag = ENTRY_TAG.exec(indexHtml);
  if (!entryTag) throw new Error('index.html has no entry script');
  if (!/<div id="root">[\s\S]*<\/body>/.test(indexHtml)) throw new Error('index.html has no #root');
  return (
    indexHtml
      // Mantine's colour variables hang on this attribute, which the app sets when it runs.
      .replace(
        /<html lang="[^"]*">/,
        `<html lang="${parts.lang}" data-mantine-color-scheme="light" ${PRERENDERED_FOR_ATTRIBUTE}="${parts.audience}">`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
      // A public page starts its code after its first paint (guard.ts). A tool page's frame is not
      // what the user came for: its code loads at once, at low priority, so that the styles the
      // frame paints with still come first (decision 28).
      .replace(entryTag[0], () =>
        parts.audience === 'visitor'
          ? `<meta name="${APP_ENTRY_META}" content="${entryTag[1]}" />`
          : entryTag[0].replace('<script ', '<script fetchpriority="low" '),
      )
      // The first paint waits until the view is parsed to its end marker: a view painted half
      // parsed moves under the reader as the rest arrives, the consent banner and the hero's
      // foot first (decision 28). Expecting #root itself let Chromium paint from its start tag
      // (measured), hence an empty marker after the view. The view is one small file; a browser
      // without rel=expect paints as before.
      .replace(
        '</head>',
        () =>
          `<link rel="expect" href="#${VIEW_END_ID}" blocking="render" />\n<style>${parts.styles}</style>\n<script>${parts.guardScript}</script>\n  </head>`,
      )
      // #root, the body's one element, gets the view in place of the boot view.
      .replace(
        /<div id="root">[\s\S]*<\/body>/,
        () =>
          `<div id="root"><div ${PRERENDERED_ATTRIBUTE} inert aria-hidden="true">${parts.html}</div><span id="${VIEW_END_ID}"></span></div>\n  </body>`,
      )
  );
}

/**
 * The pages whose first view is rendered at build time (docs/decisions.md 28): the public pages as
 * a new visitor sees them. The build (build.ts) writes dist/prerendered/<file>.html for each and
 * lists them in dist/prerender.json; the server sends that file for exactly this path (under
 * /tool) instead of the empty index.html, and the app renders over it. Every other page arrives
 * with index.html's boot view.
 */
/** The router's basename: the app's pages live under /tool (vite.config.ts: base '/tool/'). */
export const BASENAME = '/tool';

export interface PrerenderedPage {
  /** The route's path under the router's basename /tool. */
  path: string;
  /** The file's name in dist/prerendered/, without .html. */
  file: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'home' },
  { path: '/tool-description', file: 'tool-description' },
  { path: '/privacy-policy', file: 'privacy-policy' },
  { path: '/impressum', file: 'impressum' },
  { path: '/login', file: 'login' },
  { path: '/register', file: 'register' },
];

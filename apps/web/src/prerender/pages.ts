/**
 * The pages whose first view is rendered at build time (docs/decisions.md 28). The build
 * (build.ts) writes dist/prerendered/<file>.html for each and lists them in dist/prerender.json;
 * the server sends that file for exactly this path (under /tool) instead of the empty index.html,
 * and the app renders over it. Every other page arrives with index.html's boot view.
 */
/** The router's basename: the app's pages live under /tool (vite.config.ts: base '/tool/'). */
export const BASENAME = '/tool';

/**
 * Whom a page's view is for. 'visitor': a public page as a new visitor sees it. 'member': the
 * frame of a tool page (the header with the account menu, the stepper's heading and progress) as
 * every signed-in user sees it, with the step's own content (the user's entries and results) left
 * out. The guard script hides a view that is not for this browser (guard.ts).
 */
export type PrerenderAudience = 'visitor' | 'member';

export interface PrerenderedPage {
  /**
   * The route's path under the router's basename /tool. A ':name' segment stands for any one
   * segment, as in the route table; the server sends the file for each address it matches.
   */
  path: string;
  /** The file's name in dist/prerendered/, without .html. */
  file: string;
  audience: PrerenderAudience;
  /** Step 1's info dialog, open over the frame until it was seen in this browser session. */
  toolInfo?: true;
  /**
   * A tool page whose own view, while its data loads, holds nothing of the user's (Solution
   * Details: its heading, the way back and the loading line): that view is the frame, rather than
   * an empty place for the step.
   */
  whileLoading?: true;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'home', audience: 'visitor' },
  { path: '/tool-description', file: 'tool-description', audience: 'visitor' },
  { path: '/privacy-policy', file: 'privacy-policy', audience: 'visitor' },
  { path: '/impressum', file: 'impressum', audience: 'visitor' },
  { path: '/login', file: 'login', audience: 'visitor' },
  { path: '/register', file: 'register', audience: 'visitor' },
  {
    path: '/stepper/company-data',
    file: 'stepper-company-data',
    audience: 'member',
    toolInfo: true,
  },
  { path: '/stepper/food-surplus', file: 'stepper-food-surplus', audience: 'member' },
  { path: '/stepper/solutions', file: 'stepper-solutions', audience: 'member' },
  { path: '/solution/:id', file: 'solution-details', audience: 'member', whileLoading: true },
  { path: '/lca-stepper/solution', file: 'lca-stepper-solution', audience: 'member' },
  { path: '/lca-stepper/provider', file: 'lca-stepper-provider', audience: 'member' },
  { path: '/lca-stepper/transport', file: 'lca-stepper-transport', audience: 'member' },
  { path: '/lca-stepper/report', file: 'lca-stepper-report', audience: 'member' },
];

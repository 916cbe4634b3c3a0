import { createHash } from 'node:crypto';

/**
 * dist/prerender.json: what the server needs to know of the pre-render (apps/api/src/plugins/
 * web.ts reads it at start). Without it the server sends index.html for every page and allows no
 * inline script.
 */
export interface PrerenderManifest {
  /** Each pre-rendered page: its address (as the server routes it) and its file under dist/. */
  pages: { path: string; file: string }[];
  /**
   * The Content-Security-Policy hashes of the inline scripts the pages carry ('sha256-…', without
   * the quotes the header puts around them): the guard script's.
   */
  scriptHashes: string[];
}

/** The CSP source of an inline script: sha256 of its exact text, in base64. */
export function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`;
}

export function prerenderManifest(
  pages: readonly { path: string; file: string }[],
  inlineScripts: readonly string[],
): PrerenderManifest {
  return {
    pages: pages.map(({ path, file }) => ({ path, file })),
    scriptHashes: [...new Set(inlineScripts.map(scriptHash))],
  };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PREFIX, APP_PREFIX } from '../deps';
import { projectRoot } from '../lib/project-root';

/** apps/web/dist of this checkout, wherever it lives. */
export function defaultWebDist(): string {
  return path.join(projectRoot(), 'apps', 'web', 'dist');
}

/** A file of the build: relative, inside the build's folder. */
const buildFile = z
  .string()
  .min(1)
  .refine((file) => !path.isAbsolute(file) && !file.split(/[\\/]/).includes('..'));

/**
 * dist/prerender.json, written by the web build's pre-render (apps/web/src/prerender/build.ts):
 * the pages sent as built HTML by address (a ':name' segment matches any one segment, as in the
 * web app's routes), and the CSP hashes of the inline scripts they carry.
 */
const prerenderManifest = z.object({
  pages: z.array(z.object({ path: z.string().startsWith(`${APP_PREFIX}/`), file: buildFile })),
  scriptHashes: z.array(z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/)),
});
export type PrerenderManifest = z.infer<typeof prerenderManifest>;

const NO_PRERENDER: PrerenderManifest = { pages: [], scriptHashes: [] };

/**
 * What the web build says of its pre-rendered pages. None without the file (a build without the
 * pre-render, the API tests without a build): every page is then the app's index.html, and no
 * inline script is allowed. A file this server cannot read is logged and treated the same.
 */
export function readPrerenderManifest(webDist: string, log: FastifyBaseLogger): PrerenderManifest {
  const file = path.join(webDist, 'prerender.json');
  if (!existsSync(file)) return NO_PRERENDER;
  try {
    return prerenderManifest.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    log.warn({ err: error, file }, 'prerender.json not understood: pages served without it');
    return NO_PRERENDER;
  }
}

/**
 * Serves the single-page app under /tool/ with a fallback to index.html for client routes, and
 * answers unknown API paths with the JSON error shape. Every file is sent as the web build wrote
 * it, in the Brotli or gzip copy the build made beside it when the client accepts one
 * (apps/web/scripts/compress-assets.mjs); nothing here is compressed per request.
 */
export async function webPlugin(
  app: FastifyInstance,
  opts: { webDist: string; prerendered: PrerenderManifest['pages'] },
) {
  const indexFile = path.join(opts.webDist, 'index.html');
  const built = existsSync(indexFile);

  // Not part of the JSON API, so left out of the OpenAPI document (as are the static files).
  const hidden = { schema: { hide: true } };
  app.get('/', hidden, (_request, reply) => reply.redirect(`${APP_PREFIX}/`));
  app.get(APP_PREFIX, hidden, (_request, reply) => reply.redirect(`${APP_PREFIX}/`));

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: `${APP_PREFIX}/`,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The Cache-Control below is the only one: @fastify/static would otherwise replace it with
      // its own (max-age=0) after setHeaders ran, and every hashed asset was asked for again.
      cacheControl: false,
      setHeaders(res, filePath) {
        // The same address answers in Brotli, gzip or plain, as the client accepts.
        res.setHeader('Vary', 'Accept-Encoding');
        // Vite puts a content hash in every asset name, so those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    });
    // Pages the build rendered (prerender.json), by address, revalidated on every visit.
    const routed = new Set<string>();
    for (const page of opts.prerendered) {
      if (routed.has(page.path) || !existsSync(path.join(opts.webDist, page.file))) continue;
      routed.add(page.path);
      app.get(page.path, hidden, (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').sendFile(page.file, { cacheControl: false }),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && url.startsWith(`${APP_PREFIX}/`) && !path.extname(url)) {
      if (!built) {
        return reply
          .code(503)
          .type('text/plain')
          .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
      }
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No such ${isApi ? 'API route' : 'page'}: ${request.method} ${url}`,
    });
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PRERENDERED_PAGES } from '@foodhub/domain';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, APP_PREFIX } from '../deps';
import { projectRoot } from '../lib/project-root';

/** apps/web/dist of this checkout, wherever it lives. */
export function defaultWebDist(): string {
  return path.join(projectRoot(), 'apps', 'web', 'dist');
}

/**
 * Serves the single-page app under /tool/ with a fallback to index.html for client routes, and
 * answers unknown API paths with the JSON error shape.
 */
export async function webPlugin(app: FastifyInstance, opts: { webDist: string }) {
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
      // The web build writes a Brotli and a gzip file beside each script, stylesheet and page
      // (apps/web/scripts/compress-assets.mjs): sent as they are, without compressing again.
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
    // Public pages rendered at build time (docs/decisions.md 40), by exact path; sent compressed
    // from the build's Brotli or gzip file, as the app's other files.
    for (const page of PRERENDERED_PAGES) {
      const file = path.join('prerendered', `${page.file}.html`);
      if (!existsSync(path.join(opts.webDist, file))) continue;
      const url = page.path === '/' ? `${APP_PREFIX}/` : `${APP_PREFIX}${page.path}`;
      app.get(url, hidden, (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').sendFile(file, { cacheControl: false }),
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

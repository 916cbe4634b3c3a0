// Reference data over HTTP and in process. Starts the built server (npm run build) on a fresh
// DATA_DIR, so it seeds from data/seed first, then reports: bytes on the wire of the two lists
// uncompressed / gzip / br, the status of a revalidation with If-None-Match, latency of the
// lists and of GET /products/by_name, and in process the p95 of findProductByName on PGlite
// (target < 5 ms). Writes bench/results/reference.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { quantile, root, startBuiltServer } from './support.mjs';

const PORT = 3990;
const LOOKUPS = 500;
const agent = new http.Agent({ keepAlive: true });

/** One GET with exact request headers; counts the bytes of the body as sent (not decoded). */
function get(urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: urlPath, headers, agent },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('error', reject);
  });
}

const round = (ms) => Math.round(ms * 100) / 100;
const stats = (xs) => ({ p50Ms: round(quantile(xs, 0.5)), p95Ms: round(quantile(xs, 0.95)) });

/** Varied existing names: spread over the whole list, with changed case every other time. */
function pickNames(products, n) {
  const step = Math.max(1, Math.floor(products.length / n));
  return Array.from({ length: n }, (_, i) => {
    const name = products[(i * step + i) % products.length].product_name;
    return i % 2 ? name.toUpperCase() : name;
  });
}

async function overHttp() {
  const lists = {};
  for (const url of ['/tool/api/nace_codes', '/tool/api/products']) {
    const identity = await get(url, { 'accept-encoding': 'identity' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const br = await get(url, { 'accept-encoding': 'br' });
    const revalidated = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag,
    });
    const times = [];
    for (let i = 0; i < 100; i++) times.push((await get(url, { 'accept-encoding': 'br' })).ms);
    lists[url] = {
      bytesUncompressed: identity.body.length,
      bytesGzip: gzip.body.length,
      bytesBr: br.body.length,
      encodings: [gzip.headers['content-encoding'], br.headers['content-encoding']],
      cacheControl: identity.headers['cache-control'],
      revalidationStatus: revalidated.status,
      revalidationBytes: revalidated.body.length,
      brRequest: stats(times),
    };
  }
  const products = JSON.parse((await get('/tool/api/products')).body.toString('utf8'));
  const times = [];
  let found = 0;
  for (const name of pickNames(products, LOOKUPS)) {
    const res = await get(`/tool/api/products/by_name/${encodeURIComponent(name)}`);
    if (JSON.parse(res.body.toString('utf8')).found) found++;
    times.push(res.ms);
  }
  return { lists, byName: { requests: LOOKUPS, found, ...stats(times) }, products };
}

/** findProductByName straight on an in-memory PGlite loaded from the shipped seed. */
async function inProcess(products) {
  const db = await tsImport('@foodhub/db', import.meta.url);
  const seed = await tsImport('../apps/api/src/importers/agribalyse.load.ts', import.meta.url);
  const handle = await db.createDb({ driver: 'pglite' });
  try {
    await seed.agribalyseSeedDataset.load(handle.db, path.join(root, 'data/seed'));
    const names = pickNames(products, LOOKUPS);
    for (const name of names.slice(0, 50)) await db.findProductByName(handle.db, name); // warm-up
    const times = [];
    for (const name of names) {
      const started = performance.now();
      await db.findProductByName(handle.db, name);
      times.push(performance.now() - started);
    }
    return { queries: names.length, ...stats(times), targetP95Ms: 5 };
  } finally {
    await handle.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-bench-ref-'));
const running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50 });
const { startMs } = running;
let http_;
try {
  http_ = await overHttp();
} finally {
  await running.stop();
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
const result = {
  bench: 'reference',
  freshStartWithSeedingMs: startMs,
  lists: http_.lists,
  productByNameHttp: http_.byName,
  findProductByNamePglite: await inProcess(http_.products),
  node: process.version,
  date: new Date().toISOString(),
};
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/reference.json'),
  JSON.stringify(result, null, 2) + '\n',
);

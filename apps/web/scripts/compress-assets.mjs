// Compresses the built web app once, at build time (docs/decisions.md 45): for every script,
// stylesheet, SVG and HTML page in dist/ of at least 1 KB, a Brotli file (quality 11) and a gzip
// file (level 9) beside it, written only when smaller than the original. The server sends them
// as they are (@fastify/static's preCompressed) instead of compressing each answer on the fly
// with Brotli's quick setting, which left the main script 17 % larger. Source maps are left as
// they are (only developer tools fetch them).
// Run after `vite build` and the pre-render (npm run build -w @foodhub/web does both);
// WEB_DIST names another directory.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist =
  process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file under `dir` that is worth compressing. */
function filesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(full);
    return COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES ? [full] : [];
  });
}

async function compress(file) {
  const source = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  return { raw: source.length, br: Math.min(br.length, source.length) };
}

const started = performance.now();
const results = await Promise.all(filesIn(dist).map(compress));
const sum = (key) => results.reduce((total, result) => total + result[key], 0);
process.stdout.write(
  `compressed ${results.length} files: ${(sum('raw') / 1024).toFixed(0)} KB -> ` +
    `${(sum('br') / 1024).toFixed(0)} KB Brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);

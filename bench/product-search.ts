// The surplus-name search alone (no HTTP), for bench/product-search.bench.mjs: per language the
// share of everyday words whose right product is among the first five (tuning and held-out
// thirds of apps/api/test/fixtures/product-search-eval), the time one keystroke's search takes
// over all 2,517 products, and the size of the names the browser loads. Prints one JSON line.
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { searchEval, shippedNamesFor, typeAhead } from '../apps/api/test/product-search-eval';

const languages: Record<string, unknown> = {};
for (const language of SUPPORTED_LANGUAGES) {
  const tune = await searchEval(language, 'tune');
  const holdout = await searchEval(language, 'holdout');
  const body = JSON.stringify(await shippedNamesFor(language));
  languages[language] = {
    tune: `${tune.found}/${tune.words} (${(tune.rate * 100).toFixed(1)} %)`,
    holdout: `${holdout.found}/${holdout.words} (${(holdout.rate * 100).toFixed(1)} %)`,
    keystrokeMs: await typeAhead(language),
    namesKb: {
      raw: Math.round(body.length / 1024),
      gzip: Math.round(gzipSync(body).length / 1024),
      brotli: Math.round(brotliCompressSync(body).length / 1024),
    },
  };
}
console.log(JSON.stringify({ bench: 'product-search', languages }));

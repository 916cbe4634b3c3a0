// Throughput of POST /solutions/match alone: the load bench (load.bench.mjs) with only that
// endpoint, 10 clients for 30 s unless BENCH_CONNECTIONS / BENCH_DURATION say otherwise, on PGlite
// and PostgreSQL (BENCH_DATABASES). Reports req/s, p50/p95/p99 latency, errors and the server's
// resident memory at rest and at its peak; results in bench/results/match-throughput.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const { status } = spawnSync(process.execPath, [path.join(dir, 'load.bench.mjs')], {
  stdio: 'inherit',
  env: {
    BENCH_CONNECTIONS: '10',
    BENCH_DURATION: '30',
    ...process.env,
    BENCH_ENDPOINTS: 'POST /solutions/match',
    BENCH_RESULT: 'match-throughput',
  },
});
process.exit(status ?? 1);

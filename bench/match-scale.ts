// Grows a seeded PGlite data directory to the scale of the match benchmark: synthetic solutions
// up to SOLUTIONS in all (copies of the shipped ones with other ids and figures) and PROVIDERS
// synthetic providers across the Alpine countries, each offering 1-3 solutions. The server must
// be stopped. Usage: tsx bench/match-scale.ts <pglite dir>
import {
  createDb,
  listSolutions,
  providerCompanies,
  providerSolutions,
  solutions,
  INSERT_BATCH_SIZE,
} from '@foodhub/db';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('Usage: tsx bench/match-scale.ts <pglite dir>');
const SOLUTIONS = Number(process.env.BENCH_SOLUTIONS ?? 500);
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 20_000);

// A fixed seed, so every run measures the same data.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;

const handle = await createDb({ driver: 'pglite', dataDir });
try {
  const shipped = await listSolutions(handle.db);
  const extra = Array.from({ length: Math.max(0, SOLUTIONS - shipped.length) }, (_, i) => {
    const base = shipped[i % shipped.length]!;
    return {
      ...base,
      id: `${base.id}-synthetic-${i}`,
      processName: `${base.processName} (synthetic ${i})`,
      technologyReadinessLevel: 1 + Math.floor(random() * 9),
      quantity: { ...base.quantity, min_kg_per_week: Math.floor(random() * 500) },
      sortOrder: shipped.length + i,
      updatedAt: new Date(),
    };
  });
  for (let i = 0; i < extra.length; i += 200) {
    await handle.db.insert(solutions).values(extra.slice(i, i + 200));
  }
  const ids = [...shipped.map((s) => s.id), ...extra.map((s) => s.id)];

  for (let start = 0; start < PROVIDERS; start += INSERT_BATCH_SIZE) {
    const count = Math.min(INSERT_BATCH_SIZE, PROVIDERS - start);
    const rows = Array.from({ length: count }, (_, k) => ({
      sourceKey: `bench:${start + k}`,
      dataSource: 'bench',
      isSample: true,
      companyName: `Bench provider ${start + k}`,
      // The Alpine countries' box: 43.5-55 N, 5-17 E.
      lat: 43.5 + random() * 11.5,
      lon: 5 + random() * 12,
    }));
    const inserted = await handle.db
      .insert(providerCompanies)
      .values(rows)
      .returning({ id: providerCompanies.id });
    const links = inserted.flatMap(({ id }) => {
      const offered = new Set(
        Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(ids)),
      );
      return [...offered].map((solutionId) => ({ providerId: id, solutionId }));
    });
    await handle.db.insert(providerSolutions).values(links);
  }
  console.log(JSON.stringify({ solutions: ids.length, providers: PROVIDERS }));
} finally {
  await handle.close();
}

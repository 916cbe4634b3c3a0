// Grows a seeded PGlite data directory to a benchmark's scale: synthetic solutions up to
// BENCH_SOLUTIONS in all (copies of the shipped ones with other ids) and BENCH_PROVIDERS synthetic
// providers with every field of spec part 1 §3 filled, across the Alpine countries, each offering
// 1-3 solutions. Used by the match and provider benchmarks; the server must be stopped.
// Usage: BENCH_PROVIDERS=20000 tsx bench/grow-catalogue.ts <pglite dir>
import {
  createDb,
  listSolutions,
  providerCompanies,
  providerSolutions,
  solutions,
} from '@foodhub/db';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('Usage: tsx bench/grow-catalogue.ts <pglite dir>');
const SOLUTIONS = Number(process.env.BENCH_SOLUTIONS ?? 500);
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
// About 20 columns a row: well below the 65,535 parameters of one statement.
const BATCH = 1000;
const GROUPS = ['Cereal products', 'Vegetables', 'Fruit', 'Dairy', 'Meat', 'Fish', 'Beverages'];

// A fixed seed, so every run measures the same data.
let seed = 7;
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
      sortOrder: shipped.length + i,
      updatedAt: new Date(),
    };
  });
  for (let i = 0; i < extra.length; i += 200) {
    await handle.db.insert(solutions).values(extra.slice(i, i + 200));
  }
  const ids = [...shipped.map((s) => s.id), ...extra.map((s) => s.id)];

  for (let start = 0; start < PROVIDERS; start += BATCH) {
    const count = Math.min(BATCH, PROVIDERS - start);
    const rows = Array.from({ length: count }, (_, k) => {
      const n = start + k;
      const group = pick(GROUPS);
      return {
        sourceKey: `bench:${n}`,
        dataSource: 'bench',
        // Counted like real providers: the match's nearby-provider count skips sample ones.
        isSample: false,
        companyName: `Bench provider ${n}`,
        businessCategory: 'Food bank',
        description: 'A synthetic provider for the benchmark, with a sentence of description.',
        address: `Hauptstraße ${1 + (n % 200)}`,
        city: 'Benchtown',
        postalCode: String(1000 + (n % 9000)),
        country: 'Austria',
        // The Alpine countries' box: 43.5-55 N, 5-17 E; one in twenty without coordinates.
        lat: n % 20 === 0 ? null : 43.5 + random() * 11.5,
        lon: n % 20 === 0 ? null : 5 + random() * 12,
        institutionTypes: ['Food bank'],
        capacity: [
          {
            food_category: group,
            needed: 'always',
            max_kg_per_week: Math.floor(random() * 500),
            note: null,
          },
        ],
        logistics: {
          pickup: { available: true, radius_km: 25, frequency: 'weekly', weekend: false },
          delivery: { accepted: random() < 0.5 },
        },
        companyConstraints: {
          preparation: 'Packed',
          minimum_quantity_acceptance: 5,
          frequency: 'weekly',
          additional_requirements: null,
        },
        acceptedFoodTypes: { food_group: [group], food_subgroup: [], surplus_name: [] },
        contactPerson: 'Bench Person',
        contact: { email: `provider${n}@bench.example`, phone: '+43 1 000000' },
        additionalCompanyInformation: { website: `bench${n}.example` },
      };
    });
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

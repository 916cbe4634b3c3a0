// Produces data/seed/* from the public reference files (default ../shared/data), using the
// project's own importers. Usage: npm run seed:build [-- <source dir>]
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { seedBuilders } from '../apps/api/src/seed/builders';
import { defaultSeedDir } from '../apps/api/src/seed/seed-reference-data';

const sourceDir = path.resolve(process.argv[2] ?? path.join(process.cwd(), '..', 'shared', 'data'));
const seedDir = defaultSeedDir();
if (!existsSync(sourceDir)) {
  console.error(`Source folder not found: ${sourceDir}`);
  process.exit(2);
}
mkdirSync(seedDir, { recursive: true });
for (const builder of seedBuilders) {
  const result = await builder.build(sourceDir, seedDir);
  console.log(`${builder.name}: ${result.rows} rows, ${result.rejected} rejected`);
}

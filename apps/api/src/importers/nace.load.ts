// Writes NACE codes into the database: from a CSV file (npm run import -- nace <file>) or from
// the shipped seed file on first start. Both go through loadNaceCodes.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { naceLevel } from '@foodhub/contracts';
import { countNaceCodes, replaceNaceCodes, type Db, type NaceCodeRow } from '@foodhub/db';
import { z } from 'zod';
import type { ImportCommand, ImportReport } from '../cli/import-commands';
import { invalidateReferenceCache } from '../modules/reference/reference-cache';
import type { SeedBuilder } from '../seed/builders';
import type { SeedDataset } from '../seed/datasets';
import { NACE_DATASET, parseNaceCsv } from './nace';

export const NACE_SEED_FILE = 'nace-codes.json';
const SOURCE_FILE = 'nace-rev2/nace_rev2.csv';

/** Replaces the NACE codes in the database and drops the API's precomputed lists. */
export async function loadNaceCodes(db: Db, codes: NaceCodeRow[]): Promise<number> {
  const rows = await replaceNaceCodes(db, codes, NACE_DATASET);
  invalidateReferenceCache(db);
  return rows;
}

export const naceImportCommand: ImportCommand = {
  usage: '<nace_rev2.csv>',
  async run(db, files): Promise<ImportReport> {
    const [file] = files;
    if (!file || files.length !== 1) {
      throw new Error('Usage: npm run import -- nace <nace_rev2.csv>');
    }
    const { codes, rejected } = parseNaceCsv(await readFile(file, 'utf8'), path.basename(file));
    if (codes.length === 0) throw new Error(`${file}: no valid NACE codes; nothing changed.`);
    return { dataset: NACE_DATASET.name, imported: await loadNaceCodes(db, codes), rejected };
  },
};

// The seed file holds the rows exactly as the table stores them, one per line for readable diffs.
const seedFile = z.object({
  source: z.string(),
  codes: z.array(
    z.object({
      code: z.string(),
      level: naceLevel,
      parentCode: z.string().nullable(),
      sectionCode: z.string(),
      titleEn: z.string(),
      titleDe: z.string().nullable(),
      titleFr: z.string().nullable(),
      titleIt: z.string().nullable(),
      sortOrder: z.number().int(),
    }),
  ),
});

export const naceSeedBuilder: SeedBuilder = {
  name: NACE_DATASET.name,
  sources: [SOURCE_FILE],
  async build(sourceDir, seedDir) {
    const { codes, rejected } = parseNaceCsv(
      await readFile(path.join(sourceDir, SOURCE_FILE), 'utf8'),
    );
    const lines = codes.map((c) => JSON.stringify(c)).join(',\n');
    const json = `{"source":${JSON.stringify(NACE_DATASET.source)},"codes":[\n${lines}\n]}\n`;
    await writeFile(path.join(seedDir, NACE_SEED_FILE), json);
    return { rows: codes.length, rejected: rejected.length };
  },
};

export async function readNaceSeed(seedDir: string): Promise<NaceCodeRow[]> {
  const text = await readFile(path.join(seedDir, NACE_SEED_FILE), 'utf8');
  return seedFile.parse(JSON.parse(text)).codes;
}

export const naceSeedDataset: SeedDataset = {
  name: NACE_DATASET.name,
  isMissing: async (db) => (await countNaceCodes(db)) === 0,
  load: async (db, seedDir) => loadNaceCodes(db, await readNaceSeed(seedDir)),
};

import { readFileSync } from 'node:fs';
import type { Db } from '@foodhub/db';
import { parseAgribalyse } from '../src/importers/agribalyse';
import { loadProducts } from '../src/importers/agribalyse.load';
import { parseNaceCsv } from '../src/importers/nace';
import { loadNaceCodes } from '../src/importers/nace.load';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** The codes of fixtures/nace-small.csv that import, in Eurostat order. */
export const NACE_FIXTURE_CODES = ['A', '01', '01.1', '01.11', 'C', '10', '10.7', '10.71'];

/** The small NACE and AGRIBALYSE fixtures, written with the importers' own DB writes. */
export async function loadReferenceFixtures(db: Db) {
  await loadNaceCodes(db, parseNaceCsv(fixture('nace-small.csv')).codes);
  const { records } = parseAgribalyse(
    fixture('agribalyse-synthese-small.csv'),
    fixture('agribalyse-stages-small.csv'),
  );
  await loadProducts(db, records);
}

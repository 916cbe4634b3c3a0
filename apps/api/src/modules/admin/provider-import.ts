import {
  PROVIDER_IMPORT_MAX_CHARS,
  PROVIDER_IMPORT_PREVIEW_ROWS,
  type providerImportBody,
  type ProviderImportReport,
} from '@foodhub/contracts';
import { insertAuditEntries, storedProviderKeys, type Db } from '@foodhub/db';
import type { z } from 'zod';
import type { RejectedRow } from '../../cli/import-commands';
import { CsvFormatError } from '../../importers/csv-table';
import {
  DEFAULT_COLUMNS,
  GEO_ID,
  parseProviderRecords,
  PROVIDER_FIELDS,
  ProviderFileError,
  providerMappingSchema,
  readProviderCsv,
  readProviderGeoJson,
  type ParsedProvider,
  type ProviderMapping,
} from '../../importers/providers';
import { knownSolutionIds, loadProviders } from '../../importers/providers.load';
import { codedError } from '../../plugins/errors';
import { FILE_JSON_LIMITS, jsonLimitError } from '../../plugins/json-body';
import { catalogueSolutionIds } from '../provider-entries/provider-entries.commands';
import { adminProviderMessages as messages } from './admin-providers.messages';

// POST /admin/providers/import: a CSV or GeoJSON file's text read with the importer of
// `npm run import -- providers` (its default columns), checked, and written on commit.

type ImportBody = z.output<typeof providerImportBody>;

/**
 * The largest request body of the import: the file's characters as JSON text, where a quote or a
 * line break takes two bytes and a letter beyond ASCII up to three, with room for the other
 * fields. Far above the 100 KB every other call takes.
 */
export const PROVIDER_IMPORT_BODY_LIMIT = 3 * PROVIDER_IMPORT_MAX_CHARS + 64 * 1024;

/** The importer's mapping for the console: its default columns, the body's solutions and defaults. */
function mappingOf(body: ImportBody): ProviderMapping {
  const fields: readonly string[] = PROVIDER_FIELDS;
  const unknown = Object.keys(body.defaults).find((field) => !fields.includes(field));
  if (unknown !== undefined) {
    throw codedError(400, messages.importDefaultUnknown, {
      field: unknown,
      fields: PROVIDER_FIELDS.join(', '),
    });
  }
  return providerMappingSchema.parse({
    source: body.source,
    solutions: body.solutions,
    defaults: body.defaults,
    columns: {},
  });
}

interface ReadFile {
  /** Records (or features) in the file. */
  rows: number;
  providers: ParsedProvider[];
  rejected: RejectedRow[];
}

/** The file's records mapped onto providers; 400 with the importer's words for another format. */
function readContent(body: ImportBody, mapping: ProviderMapping, known: Set<string>): ReadFile {
  const options = { source: body.source, mapping, knownSolutionIds: known };
  try {
    if (body.format === 'csv') {
      const { records, rejected, columns } = readProviderCsv(body.content, 'CSV');
      const names = DEFAULT_COLUMNS.company_name;
      // Any text parses as CSV of one column; a provider file names its providers.
      if (!mapping.defaults.company_name && !names.some((c) => columns.has(c))) {
        throw new ProviderFileError(`CSV: no company name column (${names.join(', ')})`);
      }
      const parsed = parseProviderRecords(records, options);
      return {
        rows: records.length + rejected.length,
        providers: parsed.providers,
        rejected: [...rejected, ...parsed.rejected],
      };
    }
    let json: unknown;
    try {
      json = JSON.parse(body.content.replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new ProviderFileError(`GeoJSON: not JSON (${(error as Error).message})`);
    }
    const excess = jsonLimitError(json, FILE_JSON_LIMITS);
    if (excess) throw excess;
    const records = readProviderGeoJson(json, 'GeoJSON');
    return {
      rows: records.length,
      ...parseProviderRecords(records, { ...options, defaultKeyColumn: GEO_ID }),
    };
  } catch (error) {
    if (error instanceof ProviderFileError || error instanceof CsvFormatError) {
      throw codedError(400, messages.importUnreadable, { reason: error.message });
    }
    throw error;
  }
}

interface ImportPlan {
  valid: ParsedProvider[];
  rejected: RejectedRow[];
  updated: number;
}

/**
 * The valid rows, and which of them replace a stored provider of the same key. A key of an
 * organisation's own entry is rejected: an import never changes one (upsertProviders would leave
 * it alone too, but the report must not count it as written).
 */
async function plan(db: Db, file: ReadFile): Promise<ImportPlan> {
  const stored = await storedProviderKeys(
    db,
    file.providers.map((p) => p.row.sourceKey),
  );
  const valid: ParsedProvider[] = [];
  const rejected = [...file.rejected];
  let updated = 0;
  for (const provider of file.providers) {
    const found = stored.get(provider.row.sourceKey);
    if (found?.selfRegistered) {
      rejected.push({
        line: provider.line,
        reason: `key ${provider.row.sourceKey} is an organisation’s own entry, which an import never changes`,
      });
      continue;
    }
    if (found) updated += 1;
    valid.push(provider);
  }
  return { valid, rejected: rejected.sort((a, b) => a.line - b.line), updated };
}

function report(body: ImportBody, file: ReadFile, plan: ImportPlan, committed: boolean) {
  return {
    committed,
    source: body.source,
    rows: file.rows,
    valid: plan.valid.length,
    new: plan.valid.length - plan.updated,
    updated: plan.updated,
    rejected: plan.rejected,
    preview: plan.valid.slice(0, PROVIDER_IMPORT_PREVIEW_ROWS).map(({ row, solutionIds }) => ({
      source_key: row.sourceKey,
      company_name: row.companyName ?? null,
      city: row.city ?? null,
      country: row.country ?? null,
      solution_ids: solutionIds,
      has_coordinates: typeof row.lat === 'number' && typeof row.lon === 'number',
    })),
  } satisfies ProviderImportReport;
}

/**
 * Reads the file and reports what it would do; with commit, writes its valid rows (upsert by
 * source key, their solution links replaced) in one transaction with one 'provider.import' audit
 * entry. A file without a valid row writes nothing, commit or not.
 */
export async function importProviders(
  db: Db,
  adminId: string,
  body: ImportBody,
): Promise<ProviderImportReport> {
  await catalogueSolutionIds(db, body.solutions);
  const file = readContent(body, mappingOf(body), await knownSolutionIds(db));
  if (!body.commit) return report(body, file, await plan(db, file), false);
  return db.transaction(async (tx) => {
    const written = await plan(tx, file);
    if (written.valid.length === 0) return report(body, file, written, false);
    await loadProviders(tx, written.valid);
    await insertAuditEntries(tx, [
      {
        actorUserId: adminId,
        action: 'provider.import',
        targetType: 'provider',
        targetId: null,
        details: {
          source: body.source,
          imported: written.valid.length,
          rejected: written.rejected.length,
        },
      },
    ]);
    return report(body, file, written, true);
  });
}

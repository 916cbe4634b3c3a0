import { listReferenceDatasets, type Db } from '@foodhub/db';

// Another process (npm run import on PostgreSQL) may replace the data: every so often one request
// compares reference_datasets.imported_at with what a cache was built from.
const REVALIDATE_MS = 60_000;

/** Calls onChange when one of the named data sets was re-imported since the last look. */
export class DatasetVersionCheck {
  private version: string | undefined;
  private checkedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly names: string[],
    private readonly onChange: () => void,
  ) {}

  async check() {
    if (Date.now() - this.checkedAt < REVALIDATE_MS) return;
    this.checkedAt = Date.now();
    const rows = await listReferenceDatasets(this.db, this.names);
    const version = rows
      .map((r) => `${r.name}@${r.importedAt.toISOString()}`)
      .sort()
      .join(',');
    if (this.version !== undefined && version !== this.version) this.onChange();
    this.version = version;
  }

  /** After an import in this process: look again on the next request. */
  reset() {
    this.checkedAt = 0;
  }
}

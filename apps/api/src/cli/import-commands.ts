import type { Db } from '@foodhub/db';
import { agribalyseImportCommand } from '../importers/agribalyse.load';
import { naceImportCommand } from '../importers/nace.load';
import { postalCodesImportCommand } from '../importers/postal-codes.load';
import { providersImportCommand } from '../importers/providers.load';
import { solutionsImportCommand } from '../importers/solution-catalogue.load';

/** A row an importer refused, with the reason, so the operator can fix the file. */
export interface RejectedRow {
  line: number;
  reason: string;
}

export interface ImportReport {
  dataset: string;
  imported: number;
  rejected: RejectedRow[];
}

export interface ImportCommand {
  usage: string;
  /** Reads the files and replaces the data set in one transaction: a bad file changes nothing. */
  run(db: Db, files: string[]): Promise<ImportReport>;
}

/** npm run import -- <key> <files and options...> */
export const importCommands: Record<string, ImportCommand> = {
  nace: naceImportCommand,
  agribalyse: agribalyseImportCommand,
  'postal-codes': postalCodesImportCommand,
  solutions: solutionsImportCommand,
  providers: providersImportCommand,
};

import { readFile } from 'node:fs/promises';

/** A data file that does not parse as JSON; the message names the file. */
export class DataFileError extends Error {}

/**
 * A JSON data file the product may ship or leave out (a translation, a name table): its value,
 * or undefined when there is no such file. Any other read error, or text that is not JSON,
 * throws, naming the file.
 */
export async function readOptionalJson(file: string): Promise<unknown> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new DataFileError(`${file}: ${(error as Error).message}`);
  }
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The shared buffers of the embedded database. PGlite's build starts PostgreSQL with
 * `-c shared_buffers=128MB` on its command line (it reads no configuration file, and the setting
 * cannot change after start), and its emulated shared memory is zeroed when allocated, so all of it
 * is resident from the first query on: a third of the server's memory. The whole database is
 * ~45 MB, of which the gazetteer (looked up through its indexes) is 32 MB; everything a match or a
 * list reads is a few MB, and the operating system's file cache keeps the rest one read away.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

const STOCK_SETTING = 'shared_buffers=128MB\0';

/**
 * PGlite's WebAssembly module with the shared buffers set to PGLITE_SHARED_BUFFERS: the setting is
 * a C string in the module's data, replaced by one of at most the same length (the rest of its
 * bytes NUL). Undefined (PGlite then loads its own module, with 128 MB) when the string is not
 * found exactly once, as in a PGlite release built differently. Compiled once per process and
 * shared by every embedded database it opens.
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module | undefined> {
  compiled ??= compileModule().catch(() => undefined);
  return compiled;
}

let compiled: Promise<WebAssembly.Module | undefined> | undefined;

async function compileModule(): Promise<WebAssembly.Module | undefined> {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');
  const bytes = await readFile(file);
  const stock = Buffer.from(STOCK_SETTING, 'latin1');
  const at = bytes.indexOf(stock);
  if (at < 0 || bytes.indexOf(stock, at + 1) >= 0) return undefined;
  const replacement = Buffer.alloc(stock.length);
  replacement.write(`shared_buffers=${PGLITE_SHARED_BUFFERS}`, 'latin1');
  if (replacement[replacement.length - 1] !== 0) return undefined;
  replacement.copy(bytes, at);
  // The global's value is not in the package's type libraries, only its types.
  const { WebAssembly: wasm } = globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  };
  return wasm.compile(bytes);
}

// Re-runs an importer on a newer release of a reference data set, writing straight into the
// database the server uses (DATABASE_URL or the PGlite under DATA_DIR, which is refused while the
// server runs on it). Usage: npm run import -- <dataset> <file...>
import { createDb } from '@foodhub/db';
import { ConfigError, loadConfig } from '../config';
import { runningServerPid } from '../lib/embedded-db-lock';
import { importCommands } from './import-commands';

async function main() {
  const [name, ...files] = process.argv.slice(2);
  const command = name ? importCommands[name] : undefined;
  if (!command) {
    console.error(`Usage: npm run import -- <dataset> <file...>\n\nDatasets:`);
    for (const [key, c] of Object.entries(importCommands)) console.error(`  ${key} ${c.usage}`);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const serverPid = config.databaseUrl ? null : runningServerPid(config.dataDir);
  if (serverPid !== null) {
    console.error(
      `The server is running on this data directory (pid ${serverPid}). Stop it first: the ` +
        'embedded database can be opened by one process only.',
    );
    process.exit(1);
  }
  const handle = config.databaseUrl
    ? await createDb({ driver: 'postgres', url: config.databaseUrl })
    : await createDb({ driver: 'pglite', dataDir: `${config.dataDir}/pglite` });
  try {
    const report = await command.run(handle.db, files);
    console.log(JSON.stringify(report, null, 2));
    if (report.rejected.length > 0) {
      console.error(`${report.rejected.length} row(s) rejected; see "rejected" above.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});

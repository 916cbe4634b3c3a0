// Grants and revokes roles, and lists who holds one, on the database the server uses
// (DATABASE_URL or the PGlite under DATA_DIR, which is refused while the server runs on it).
// Usage: npm run admin -- grant <email> [role] | revoke <email> [role] | list
import { adminCli } from './admin-commands';

adminCli(process.env, process.argv.slice(2))
  .then((result) => {
    for (const line of result.lines) console.log(line);
    for (const warning of result.warnings) console.error(warning);
    process.exit(result.exitCode);
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });

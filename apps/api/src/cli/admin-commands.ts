import path from 'node:path';
import { role as roleSchema, type Role } from '@foodhub/contracts';
import {
  countUsersWithRole,
  createDb,
  findUserByEmail,
  listUsersWithRoles,
  type Db,
} from '@foodhub/db';
import { ConfigError, parseEnv, type Env } from '../config';
import { runningServerPid } from '../lib/embedded-db-lock';
import { changeRoles } from '../modules/admin/role-changes';

/** What a command printed: lines for standard output, warnings and errors for standard error. */
export interface CommandResult {
  exitCode: number;
  lines: string[];
  warnings: string[];
}

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '',
  'Commands:',
  '  grant <email> [role]   give the account the role (admin unless named: admin, provider)',
  '  revoke <email> [role]  take the role away (admin unless named)',
  '  list                   the accounts that hold a role',
];

type AdminCommand = { name: 'list' } | { name: 'grant' | 'revoke'; email: string; role: Role };

const done = (lines: string[], warnings: string[] = []): CommandResult => ({
  exitCode: 0,
  lines,
  warnings,
});
const failed = (exitCode: number, ...warnings: string[]): CommandResult => ({
  exitCode,
  lines: [],
  warnings,
});

/** The command the arguments name, or the answer to give instead (usage 2, a bad role 1). */
function parseArgs(args: readonly string[]): AdminCommand | CommandResult {
  const [name, email, roleName = 'admin', ...rest] = args;
  if (name === 'list' && args.length === 1) return { name };
  if ((name === 'grant' || name === 'revoke') && email && rest.length === 0) {
    const parsed = roleSchema.safeParse(roleName);
    if (!parsed.success)
      return failed(1, `Unknown role '${roleName}': ${parsed.error.issues[0]?.message}.`);
    return { name, email, role: parsed.data };
  }
  return failed(2, ...ADMIN_USAGE);
}

async function listRoles(db: Db): Promise<CommandResult> {
  const rows = await listUsersWithRoles(db);
  if (rows.length === 0) return done(['No account holds a role.']);
  return done(rows.map((row) => `${row.email}\t${row.roles.join(', ')}`));
}

async function changeRole(
  db: Db,
  command: Extract<AdminCommand, { name: 'grant' | 'revoke' }>,
  adminEmails: readonly string[],
): Promise<CommandResult> {
  const { name, role } = command;
  const user = await findUserByEmail(db, command.email);
  if (!user) {
    return failed(1, `No account has the e-mail ${command.email}. Nothing was changed.`);
  }
  const change = await changeRoles(
    db,
    user.id,
    (roles) => (name === 'grant' ? [...roles, role] : roles.filter((r) => r !== role)),
    { by: 'command line' },
  );
  if (!change) return failed(1, `The account ${user.email} was deleted meanwhile.`);
  const had = change.before.includes(role);
  if (name === 'grant') {
    return done([
      had
        ? `${user.email} has the ${role} role already.`
        : `${user.email} now has the ${role} role.`,
    ]);
  }
  if (!had) return done([`${user.email} does not have the ${role} role.`]);
  const warnings: string[] = [];
  if (role === 'admin' && (await countUsersWithRole(db, 'admin')) === 0) {
    warnings.push(
      'Warning: no account has the admin role now. Grant it with npm run admin -- grant <email>, ' +
        'or name an account in ADMIN_EMAILS.',
    );
  }
  if (role === 'admin' && adminEmails.includes(user.email)) {
    warnings.push(
      `Warning: ADMIN_EMAILS names ${user.email}; the admin role comes back at the next start ` +
        'or login of the confirmed address unless the e-mail is taken off the list.',
    );
  }
  return done([`${user.email} no longer has the ${role} role.`], warnings);
}

/**
 * Runs `grant`, `revoke` or `list` on an open database. Changes are written to the audit log with
 * no actor and { by: 'command line' }. Revoking the last admin is allowed (this is the operator's
 * way back in, and out) but warned about.
 */
export async function runAdminCommand(
  db: Db,
  args: readonly string[],
  options: { adminEmails?: readonly string[] } = {},
): Promise<CommandResult> {
  const command = parseArgs(args);
  if ('exitCode' in command) return command;
  if (command.name === 'list') return listRoles(db);
  return changeRole(db, command, options.adminEmails ?? []);
}

/** The settings the command line reads, or the answer naming the bad ones. */
function readSettings(env: NodeJS.ProcessEnv): Env | CommandResult {
  try {
    // parseEnv, not loadConfig: the command line has no use for a JWT secret and must not write one.
    return parseEnv(env);
  } catch (err) {
    if (err instanceof ConfigError) return failed(1, err.message);
    throw err;
  }
}

/**
 * npm run admin: reads DATABASE_URL, DATA_DIR and ADMIN_EMAILS as the server does and runs the
 * command on that database. The embedded database is refused while a server runs on it.
 */
export async function adminCli(
  env: NodeJS.ProcessEnv,
  args: readonly string[],
): Promise<CommandResult> {
  const command = parseArgs(args);
  if ('exitCode' in command) return command;
  const settings = readSettings(env);
  if ('exitCode' in settings) return settings;
  const dataDir = path.resolve(settings.DATA_DIR);
  if (!settings.DATABASE_URL) {
    const pid = runningServerPid(dataDir);
    if (pid !== null) {
      return failed(
        1,
        `The server is running on this data directory (pid ${pid}). Stop it first, or grant ` +
          'the role in the operator console or with ADMIN_EMAILS.',
      );
    }
  }
  const handle = settings.DATABASE_URL
    ? await createDb({ driver: 'postgres', url: settings.DATABASE_URL, maxConnections: 1 })
    : await createDb({ driver: 'pglite', dataDir: `${dataDir}/pglite` });
  try {
    return await runAdminCommand(handle.db, args, { adminEmails: settings.ADMIN_EMAILS });
  } finally {
    await handle.close();
  }
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, findUserByEmail, insertUser, listAuditEntries } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { holdEmbeddedDb, runningServerPid } from '../lib/embedded-db-lock';
import { adminCli, runAdminCommand } from './admin-commands';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const run = (...args: string[]) => runAdminCommand(ctx.deps.db, args);
const rolesOf = async (token: string) =>
  (await ctx.app.inject({ url: '/tool/api/user/info', headers: bearer(token) })).json().roles;
const auditCount = async () => (await listAuditEntries(ctx.deps.db, { limit: 100 })).length;

describe('npm run admin', () => {
  it('grants a role, writing the audit log by the command line', async () => {
    const user = await signedInUser(ctx);
    expect(await run('grant', user.email)).toEqual({
      exitCode: 0,
      lines: [`${user.email} now has the admin role.`],
      warnings: [],
    });
    expect(await rolesOf(user.token)).toEqual(['admin']);
    const id = (await findUserByEmail(ctx.deps.db, user.email))!.id;
    const [entry] = await listAuditEntries(ctx.deps.db, { limit: 1 });
    expect(entry).toMatchObject({
      actorEmail: null,
      action: 'role.grant',
      targetType: 'user',
      targetId: id,
      details: { role: 'admin', by: 'command line' },
    });

    const before = await auditCount();
    expect((await run('grant', user.email.toUpperCase())).lines).toEqual([
      `${user.email} has the admin role already.`,
    ]);
    expect(await auditCount()).toBe(before);
    expect((await run('grant', user.email, 'provider')).exitCode).toBe(0);
    expect(await rolesOf(user.token)).toEqual(['admin', 'provider']);
    expect((await run('list')).lines).toContain(`${user.email}\tadmin, provider`);
  });

  it('revokes, and warns when no admin is left or ADMIN_EMAILS gives the role back', async () => {
    const first = await signedInUser(ctx);
    const second = await signedInUser(ctx);
    for (const { email } of [first, second]) await run('grant', email);
    // Any other admins of earlier tests go first.
    for (const line of (await run('list')).lines) {
      const email = line.split('\t')[0]!;
      if (email !== first.email && email !== second.email) await run('revoke', email);
    }
    expect(await run('revoke', first.email)).toEqual({
      exitCode: 0,
      lines: [`${first.email} no longer has the admin role.`],
      warnings: [],
    });
    const last = await runAdminCommand(ctx.deps.db, ['revoke', second.email], {
      adminEmails: [second.email],
    });
    expect(last.exitCode).toBe(0);
    expect(last.warnings).toEqual([
      expect.stringMatching(/^Warning: no account has the admin role now\./),
      expect.stringContaining(`ADMIN_EMAILS names ${second.email}`),
    ]);
    expect(await rolesOf(second.token)).toEqual([]);
    const [entry] = await listAuditEntries(ctx.deps.db, { limit: 1 });
    expect(entry).toMatchObject({
      action: 'role.revoke',
      details: { role: 'admin', by: 'command line' },
    });
    expect((await run('revoke', second.email)).lines).toEqual([
      `${second.email} does not have the admin role.`,
    ]);
  });

  it('refuses an unknown e-mail or role (exit 1) and a wrong command (exit 2), changing nothing', async () => {
    const user = await signedInUser(ctx);
    const before = await auditCount();
    expect(await run('grant', 'nobody@example.at')).toEqual({
      exitCode: 1,
      lines: [],
      warnings: ['No account has the e-mail nobody@example.at. Nothing was changed.'],
    });
    expect(await run('grant', user.email, 'owner')).toEqual({
      exitCode: 1,
      lines: [],
      warnings: ["Unknown role 'owner': A role is one of admin, provider."],
    });
    for (const args of [[], ['grant'], ['promote', user.email], ['list', 'x']]) {
      const result = await run(...args);
      expect(result.exitCode).toBe(2);
      expect(result.warnings[0]).toMatch(/^Usage: npm run admin/);
    }
    expect(await rolesOf(user.token)).toEqual([]);
    expect(await auditCount()).toBe(before);
  });
});

describe('npm run admin on the embedded database of DATA_DIR', () => {
  let dataDir: string;
  const email = 'cli.user@example.at';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-admin-cli-'));
    const handle = await createDb({ driver: 'pglite', dataDir: `${dataDir}/pglite` });
    await insertUser(handle.db, {
      email,
      passwordHash: 'x',
      firstName: 'Cli',
      lastName: 'User',
      streetAddress: 'Hauptplatz 1',
      city: 'Graz',
      postalCode: '8010',
      country: 'Austria',
      accountType: 'individual',
      acceptPledge: true,
    });
    await handle.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses while a live server holds it, and names the process', async () => {
    writeFileSync(path.join(dataDir, 'server.pid'), `${process.pid}\n`);
    try {
      expect(await adminCli({ DATA_DIR: dataDir }, ['grant', email])).toEqual({
        exitCode: 1,
        lines: [],
        warnings: [
          `The server is running on this data directory (pid ${process.pid}). Stop it first, ` +
            'or grant the role in the operator console or with ADMIN_EMAILS.',
        ],
      });
    } finally {
      rmSync(path.join(dataDir, 'server.pid'), { force: true });
    }
  });

  it('ignores a file left by a server that is gone, and grants', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(dataDir, 'server.pid'), `${gone}\n`);
    expect(runningServerPid(dataDir)).toBeNull();
    const result = await adminCli({ DATA_DIR: dataDir }, ['grant', email]);
    expect(result).toMatchObject({ exitCode: 0, lines: [`${email} now has the admin role.`] });
    expect((await adminCli({ DATA_DIR: dataDir }, ['list'])).lines).toEqual([`${email}\tadmin`]);
    const handle = await createDb({ driver: 'pglite', dataDir: `${dataDir}/pglite` });
    try {
      expect((await findUserByEmail(handle.db, email))?.roles).toEqual(['admin']);
    } finally {
      await handle.close();
    }
  });

  it('the server names itself in server.pid and removes only its own file', () => {
    const release = holdEmbeddedDb(dataDir, 4242);
    expect(readFileSync(path.join(dataDir, 'server.pid'), 'utf8').trim()).toBe('4242');
    release();
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    const releaseOld = holdEmbeddedDb(dataDir, 4242);
    holdEmbeddedDb(dataDir, process.pid);
    releaseOld();
    expect(runningServerPid(dataDir)).toBe(process.pid);
  });

  it('stops on a bad setting, as the server does', async () => {
    const result = await adminCli({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' }, ['list']);
    expect(result.exitCode).toBe(1);
    expect(result.warnings[0]).toMatch(/^Invalid configuration:\n {2}DATABASE_URL: /);
  });
});

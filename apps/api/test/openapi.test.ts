import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, APP_PREFIX } from '../src/deps';
import { createTestApp, type TestContext } from './test-app';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: LintProblem[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The Redocly CLI of the root devDependencies, run by this Node. */
const redoclyCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin',
  'cli.js',
);

/** `redocly lint` with the recommended rules; exits non-zero when it finds errors. */
function redoclyLint(file: string): Promise<{ stdout: string; stderr: string }> {
  const args = [redoclyCli, 'lint', '--extends=recommended', '--format=json', file];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      {
        // No redocly.yaml of anyone's is picked up from here.
        cwd: path.dirname(file),
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (_error, stdout, stderr) => resolve({ stdout, stderr }),
    );
  });
}

let ctx: TestContext;
let dir: string;
let doc: OpenApiDocument;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-openapi-'));
  // A built web app, so that the static file routes exist and can be seen to stay hidden.
  const webDist = path.join(dir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Food Hub</title>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};');
  ctx = await createTestApp({ webDist });
  const res = await ctx.app.inject({ url: `${API_PREFIX}/docs/json` });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

function operations() {
  return Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${url}`, url, op })),
  );
}

describe('OpenAPI document', () => {
  it('passes redocly lint with the recommended rules, without errors or warnings', async () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc, null, 2));
    const { stdout, stderr } = await redoclyLint(file);
    let report: LintReport;
    try {
      report = JSON.parse(stdout) as LintReport;
    } catch {
      throw new Error(`redocly lint gave no JSON report:\n${stdout}\n${stderr}`);
    }
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`,
    );
    expect(problems, problems.join('\n')).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('gives every operation a unique camelCase operationId', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThanOrEqual(20);
    const missing = ops.filter(({ op }) => !op.operationId).map(({ name }) => name);
    expect(missing, `operations without operationId: ${missing.join(', ')}`).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId ?? '');
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated, `operationIds used twice: ${repeated.join(', ')}`).toEqual([]);
  });

  it('declares on every operation whether it needs, accepts or ignores a bearer token', () => {
    const forms = [
      JSON.stringify([]),
      JSON.stringify([{ bearerAuth: [] }]),
      JSON.stringify([{}, { bearerAuth: [] }]),
    ];
    for (const { name, op } of operations()) {
      expect(forms, `${name} security ${JSON.stringify(op.security)}`).toContain(
        JSON.stringify(op.security),
      );
    }
    const needsLogin = operations()
      .filter(({ op }) => JSON.stringify(op.security) === forms[1])
      .map(({ name }) => name);
    expect(needsLogin).toEqual(
      expect.arrayContaining([
        `GET ${API_PREFIX}/user/info`,
        `DELETE ${API_PREFIX}/user/account`,
        `POST ${API_PREFIX}/solutions/match`,
        `GET ${API_PREFIX}/provider_companies`,
        `POST ${API_PREFIX}/transport/calculate`,
        `POST ${API_PREFIX}/chatbot`,
      ]),
    );
  });

  it('lists only the JSON API: no redirects, static files or docs pages', async () => {
    const asset = await ctx.app.inject({ url: `${APP_PREFIX}/assets/index-abc123.js` });
    expect(asset.statusCode).toBe(200);
    const redirect = await ctx.app.inject({ url: '/' });
    expect(redirect.statusCode).toBe(302);
    const outside = Object.keys(doc.paths).filter(
      (url) => !url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}/docs`),
    );
    expect(outside).toEqual([]);
  });
});

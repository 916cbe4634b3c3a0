// Durability of acknowledged writes through the built server (npm run build): a burst of
// registrations (POST /register) and chat messages (POST /chatbot, each worker continuing its
// own conversation) sent concurrently, every 2xx answer recorded, and the server killed with
// SIGKILL in the middle of the burst (BENCH_KILL_AFTER_MS, 5000). Then the server is started
// again on the same DATA_DIR (and, in the second run, the same PostgreSQL database) and every
// acknowledged registration must log in with the password it was given, and every acknowledged
// chat message must be in its thread, of its user (read from the database with the driver the
// server uses, bench/chat-messages.ts, as the API has no way to read a conversation back).
// Reports acknowledged, verified and lost (the goal: 0) per kind and database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiCall,
  benchRegistration,
  createPostgresDatabase,
  root,
  startBuiltServer,
} from './support.mjs';

const KILL_AFTER_MS = Number(process.env.BENCH_KILL_AFTER_MS ?? 5000);
const REGISTER_WORKERS = 8;
const CHAT_WORKERS = 8;
const PORT = 3963;
const base = `http://127.0.0.1:${PORT}/tool/api`;
const ENV = { RATE_LIMIT_AUTH_MAX: '100000', RATE_LIMIT_CHATBOT_MAX: '100000' };
const QUESTIONS = [
  'How does a donation to a food bank work?',
  'What can I do with stale bread?',
  'Which solutions accept fruit and vegetables?',
  'How is the transport distance calculated?',
];

/** A fresh registration body; the e-mail is unique to this run. */
function registration(tag) {
  return benchRegistration(`durable.${tag}`);
}

async function login(email, password) {
  return apiCall(`${base}/login`, { method: 'POST', body: { email, password } });
}

/** Runs the workers until the server is killed; resolves to what was acknowledged. */
async function burst(chatUsers, runTag) {
  const acked = { registrations: [], messages: [] };
  const sent = { registrations: 0, messages: 0 };
  let stopped = false;
  const registerWorker = async (w) => {
    for (let i = 0; !stopped; i++) {
      const body = registration(`${runTag}.${w}.${i}`);
      sent.registrations++;
      try {
        const answer = await apiCall(`${base}/register`, { method: 'POST', body });
        acked.registrations.push({ email: body.email, password: answer.password });
      } catch {
        return; // the server is gone
      }
    }
  };
  const chatWorker = async (w) => {
    const user = chatUsers[w % chatUsers.length];
    let threadId = null;
    for (let i = 0; !stopped; i++) {
      const question = `${QUESTIONS[i % QUESTIONS.length]} (worker ${w}, message ${i})`;
      sent.messages++;
      try {
        const answer = await apiCall(`${base}/chatbot`, {
          method: 'POST',
          token: user.token,
          body: {
            context: { userInputs: { companyProfile: {}, wasteInfo: {}, lcaData: {} } },
            userMessage: question,
            thread_id: threadId,
          },
        });
        threadId = answer.thread_id;
        acked.messages.push({ threadId, email: user.email, question });
      } catch {
        return;
      }
    }
  };
  const workers = [
    ...Array.from({ length: REGISTER_WORKERS }, (_, w) => registerWorker(w)),
    ...Array.from({ length: CHAT_WORKERS }, (_, w) => chatWorker(w)),
  ];
  return {
    acked,
    sent,
    workers,
    stop() {
      stopped = true;
    },
  };
}

/** Logs in every acknowledged registration, a few at a time; returns those that failed. */
async function failedLogins(registrations) {
  const failed = [];
  for (let i = 0; i < registrations.length; i += 8) {
    await Promise.all(
      registrations
        .slice(i, i + 8)
        .map(({ email, password }) =>
          login(email, password).catch((error) => failed.push({ email, error: error.message })),
        ),
    );
  }
  return failed;
}

async function runOn(database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-durability-bench-'));
  const pgDb = database === 'postgres' ? await createPostgresDatabase('bench_durability') : null;
  const env = { ...ENV, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  const runTag = `${database}.${Date.now()}`;
  try {
    let running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50, env });
    const chatUsers = [];
    for (let u = 0; u < 4; u++) {
      const body = registration(`${runTag}.chat${u}`);
      const { password } = await apiCall(`${base}/register`, { method: 'POST', body });
      const { access_token: token } = await login(body.email, password);
      chatUsers.push({ email: body.email, token });
    }
    const run = await burst(chatUsers, runTag);
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
    await running.kill();
    run.stop();
    await Promise.all(run.workers);
    const { acked, sent } = run;

    const result = {
      database,
      killAfterMs: KILL_AFTER_MS,
      registrations: { sent: sent.registrations, acknowledged: acked.registrations.length },
      chatMessages: { sent: sent.messages, acknowledged: acked.messages.length },
    };
    const restartStarted = performance.now();
    running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50, env });
    result.restartMs = Math.round(performance.now() - restartStarted);
    try {
      const failed = await failedLogins(acked.registrations);
      result.registrations.verified = acked.registrations.length - failed.length;
      result.registrations.lost = failed.length;
      result.registrations.lostExamples = failed.slice(0, 3);
    } finally {
      await running.stop();
    }
    const expectedFile = path.join(dataDir, 'expected-messages.json');
    writeFileSync(expectedFile, JSON.stringify(acked.messages));
    const check = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'bench/chat-messages.ts'),
        expectedFile,
        pgDb ? pgDb.url : path.join(dataDir, 'pglite'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (check.status !== 0) throw new Error(`reading the messages failed:\n${check.stderr}`);
    const messages = JSON.parse(check.stdout.trim().split('\n').at(-1));
    Object.assign(result.chatMessages, {
      verified: messages.verified,
      lost: messages.lost,
      lostExamples: messages.lostExamples,
    });
    result.lost = result.registrations.lost + result.chatMessages.lost;
    return result;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

const result = { bench: 'durability' };
for (const database of (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')) {
  result[database] = await runOn(database);
}
result.node = process.version;
result.date = new Date().toISOString();
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/durability.json'),
  JSON.stringify(result, null, 2) + '\n',
);
const lost = Object.values(result).reduce((sum, r) => sum + (r?.lost ?? 0), 0);
if (lost > 0) {
  console.error(`${lost} acknowledged writes were lost`);
  process.exitCode = 1;
}

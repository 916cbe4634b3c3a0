// Answer latency of POST /chatbot through the built server (npm run build), embedded assistant
// (no LLM configured): every question of apps/api/test/fixtures/chatbot-questions.json with its
// page context, each in a new thread, then the same questions as follow-ups in one long thread
// (history read, messages appended). Also the assistant alone, without HTTP and database
// (bench/chatbot-answers.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiCall, quantile, root, signIn, startBuiltServer } from './support.mjs';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 10);
const PORT = 3961;
const base = `http://127.0.0.1:${PORT}/tool/api`;
const { questions } = JSON.parse(
  readFileSync(path.join(root, 'apps/api/test/fixtures/chatbot-questions.json'), 'utf8'),
);
const round = (x, digits = 2) => Number(x.toFixed(digits));
const stats = (durations) => ({
  requests: durations.length,
  p50Ms: round(quantile(durations, 0.5)),
  p95Ms: round(quantile(durations, 0.95)),
  maxMs: round(Math.max(...durations)),
});

async function timeQuestions(token, { sameThread }) {
  const durations = [];
  let threadId = null;
  for (let r = -1; r < REPEAT; r++) {
    for (const q of questions) {
      const started = performance.now();
      const answer = await apiCall(`${base}/chatbot`, {
        method: 'POST',
        token,
        body: {
          context: { userInputs: { companyProfile: {}, wasteInfo: {}, lcaData: {} } },
          userMessage: q.question,
          pageContext: q.pageContext,
          thread_id: sameThread ? threadId : null,
        },
      });
      // The first round warms up and is not counted.
      if (r >= 0) durations.push(performance.now() - started);
      threadId = answer.thread_id;
    }
  }
  return stats(durations);
}

const assistant = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/chatbot-answers.ts')],
  { cwd: root, encoding: 'utf8' },
);
if (assistant.status !== 0) throw new Error(`assistant bench failed:\n${assistant.stderr}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-chatbot-bench-'));
const result = { bench: 'chatbot', questions: questions.length, repeat: REPEAT, llm: false };
try {
  // One account asks every question in a row: far beyond a person's questions per minute.
  const running = await startBuiltServer({
    dataDir,
    port: PORT,
    pollMs: 50,
    env: { RATE_LIMIT_CHATBOT_MAX: '100000' },
  });
  try {
    const token = await signIn(base);
    result.newThreads = await timeQuestions(token, { sameThread: false });
    result.oneThread = await timeQuestions(token, { sameThread: true });
  } finally {
    await running.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
result.assistantOnly = JSON.parse(assistant.stdout.trim().split('\n').at(-1));
result.node = process.version;
result.date = new Date().toISOString();
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/chatbot.json'),
  JSON.stringify(result, null, 2) + '\n',
);

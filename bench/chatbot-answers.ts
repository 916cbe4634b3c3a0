// The embedded assistant alone (no HTTP, no database) over the chatbot question set, for
// bench/chatbot.bench.mjs: time per answer and how many answers hold their expected facts.
// Prints one JSON line.
import { readFileSync } from 'node:fs';
import { embeddedAnswer } from '../apps/api/src/modules/chatbot/embedded-assistant';
import { knowledgeBase } from '../apps/api/src/modules/chatbot/knowledge';

interface QuestionCase {
  question: string;
  pageContext: Parameters<typeof embeddedAnswer>[1]['pageContext'];
  expect: string[];
}
const { questions } = JSON.parse(
  readFileSync(
    new URL('../apps/api/test/fixtures/chatbot-questions.json', import.meta.url),
    'utf8',
  ),
) as { questions: QuestionCase[] };

const indexStarted = performance.now();
const kb = knowledgeBase('en');
const indexMs = performance.now() - indexStarted;

const durations: number[] = [];
let factsHeld = 0;
for (let round = 0; round < 50; round++) {
  for (const c of questions) {
    const started = performance.now();
    const answer = embeddedAnswer(kb, {
      question: c.question,
      pageContext: c.pageContext,
      context: null,
      history: [],
    });
    durations.push(performance.now() - started);
    const text = answer.message.toLowerCase();
    if (round === 0 && c.expect.every((f) => text.includes(f.toLowerCase()))) factsHeld++;
  }
}
durations.sort((a, b) => a - b);
const at = (q: number) =>
  durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
console.log(
  JSON.stringify({
    questions: questions.length,
    answersWithAllFacts: factsHeld,
    passages: kb.passages.length,
    indexBuildMs: Number(indexMs.toFixed(2)),
    assistantOnlyP50Ms: Number(at(0.5).toFixed(3)),
    assistantOnlyP95Ms: Number(at(0.95).toFixed(3)),
  }),
);

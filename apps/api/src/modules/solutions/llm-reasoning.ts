import { DEFAULT_LANGUAGE, type Language } from '@foodhub/domain';
import type { LlmClient } from '../../lib/llm';

/** One match as the model sees it: the engine's own explanation is the only source of facts. */
export interface ReasoningFacts {
  id: string;
  processName: string;
  score: number;
  engineText: string;
}

export interface ReasoningLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Only the best matches are rewritten: the rest keep the engine's text, and the call stays short. */
export const LLM_REASONING_MAX_SOLUTIONS = 5;
const MIN_TEXT = 40;
const MAX_TEXT = 1200;

/** How the prompt names each language, and how the user is addressed in it (formally). */
const LANGUAGE_PROMPTS: Record<Language, { name: string; address: string }> = {
  en: { name: 'English', address: 'as "you"' },
  de: { name: 'German', address: 'formally as "Sie"' },
  sl: { name: 'Slovenian', address: 'formally as "vi"' },
  it: { name: 'Italian', address: 'formally as "Lei"' },
  fr: { name: 'French', address: 'formally as "vous"' },
};

export function systemPrompt(language: Language = DEFAULT_LANGUAGE): string {
  const { name, address } = LANGUAGE_PROMPTS[language];
  return [
    'You explain to a food business why a way of using its food surplus fits it.',
    'Use only the facts given for each solution. Do not add numbers, laws, places, companies or',
    `claims that are not in the facts. Write 2 to 4 plain sentences per solution in ${name},`,
    `addressing the user ${address}. Answer with one JSON object that maps each solution id to`,
    'its text, and nothing else.',
  ].join(' ');
}

const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

/**
 * A model's text is used only when every number in it is one of the facts' numbers: a cheap
 * guard against invented figures. Otherwise the engine's text stays.
 */
export function isGrounded(text: string, facts: ReasoningFacts): boolean {
  const known = new Set(numbersIn(`${facts.engineText} ${facts.score} ${facts.processName}`));
  return numbersIn(text).every((n) => known.has(n));
}

function parseObject(answer: string): Record<string, unknown> | null {
  const json = answer.replace(/^\s*```(?:json)?/i, '').replace(/```\s*$/, '');
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Reasoning texts written by the model from the engine's factors. Scores and exclusions are never
 * the model's; any failure, timeout or ungrounded text falls back to the engine's text.
 */
export async function llmReasoning(
  llm: LlmClient,
  surplusSummary: string,
  items: ReasoningFacts[],
  log: ReasoningLog,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Record<string, string>> {
  const chosen = items.slice(0, LLM_REASONING_MAX_SOLUTIONS);
  if (chosen.length === 0) return {};
  let answer: string;
  try {
    answer = await llm.complete(
      [
        { role: 'system', content: systemPrompt(language) },
        {
          role: 'user',
          content: JSON.stringify({
            surplus: surplusSummary,
            solutions: chosen.map((f) => ({
              id: f.id,
              name: f.processName,
              score: f.score,
              facts: f.engineText,
            })),
          }),
        },
      ],
      { json: true, maxTokens: 300 * chosen.length },
    );
  } catch (err) {
    log.warn({ err }, 'LLM reasoning failed; using the engine texts');
    return {};
  }
  const texts = parseObject(answer);
  if (!texts) {
    log.warn({}, 'LLM reasoning was not a JSON object; using the engine texts');
    return {};
  }
  const result: Record<string, string> = {};
  for (const facts of chosen) {
    const text = texts[facts.id];
    if (typeof text !== 'string') continue;
    const trimmed = text.trim();
    if (trimmed.length < MIN_TEXT || trimmed.length > MAX_TEXT || !isGrounded(trimmed, facts)) {
      log.warn({ solutionId: facts.id }, 'LLM reasoning rejected; using the engine text');
      continue;
    }
    result[facts.id] = trimmed;
  }
  return result;
}

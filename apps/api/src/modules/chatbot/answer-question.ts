import { DEFAULT_LANGUAGE, type Language } from '@foodhub/domain';
import type { ChatMessage, LlmClient } from '../../lib/llm';
import { embeddedAnswer, goodHits, type AssistantInput } from './embedded-assistant';
import { pageKey, type HelpPassage, type KnowledgeBase } from './knowledge';
import { numbersIn, unexplainedNumbers } from './number-text';

export interface AnswerLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ChatAnswer {
  message: string;
  /** Who wrote the answer: the configured LLM, or the embedded assistant. */
  answeredBy: 'llm' | 'embedded';
  /** The language the answer is written in. */
  language: Language;
}

/** How much of the page context and of the user's inputs the model is shown. */
const PAGE_JSON_MAX = 8000;
const INPUTS_JSON_MAX = 3000;
const LLM_PASSAGES = 4;
const LLM_ANSWER_MAX = 4000;

const SYSTEM_PROMPT = [
  'You are the assistant of Alpine Food Hub, a web tool that matches a food surplus to ways of',
  'using it (valorisation solutions) and to provider companies, and estimates the environmental',
  'impact of a donation. Answer only from the page context, the user inputs and the documentation',
  'passages below and the conversation so far. Do not invent numbers, companies, places, laws or',
  'features. If the answer is not there, say that you are not sure and point the user to the',
  'documentation page /tool/tool-description or the Contact link in the footer. Write the whole',
  'answer in the answer language given below, the language of the user’s question, and write',
  'every number as that language does. Say names of solutions, providers and places as the page',
  'gives them; put other page text into the answer language rather than quoting it. Address the',
  'user formally, as the interface does (German Sie, Slovenian vi, Italian Lei, French vous).',
  'Answer in plain text, in at most 150 words.',
].join(' ');

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'German',
  sl: 'Slovenian',
  it: 'Italian',
  fr: 'French',
};

const truncate = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)}… (truncated)`;

const languageName = (language: Language) => `${LANGUAGE_NAMES[language]} (${language})`;

/** The separators a language writes numbers with, said in words for the model. */
function numberStyle(language: Language): string {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  const symbol = (type: 'decimal' | 'group') => {
    const value = parts.find((p) => p.type === type)?.value ?? '';
    return /\s/.test(value) ? 'a space' : `'${value}'`;
  };
  return `decimal separator ${symbol('decimal')}, thousands separator ${symbol('group')}`;
}

/** The grounding material of one question, as the model is shown it. */
export function groundingText(
  input: AssistantInput,
  passages: HelpPassage[],
  language: Language = DEFAULT_LANGUAGE,
): string {
  const page = input.pageContext;
  const factsLanguage = input.factsLanguage ?? language;
  return [
    `Current page: ${page?.currentPageName ?? 'unknown'}`,
    `Answer language: ${languageName(language)}; numbers with ${numberStyle(language)}`,
    `Interface language (the language of the page data): ${languageName(factsLanguage)}`,
    page?.currentPageInstruction ? `Page instruction: ${page.currentPageInstruction}` : null,
    `Page data (JSON): ${truncate(JSON.stringify(page?.availablePageData ?? null), PAGE_JSON_MAX)}`,
    `User inputs (JSON): ${truncate(JSON.stringify(input.context?.userInputs ?? null), INPUTS_JSON_MAX)}`,
    'Documentation passages:',
    ...passages.map((p) => `[${p.id}] ${p.title}: ${p.text}`),
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** The prompt: instructions and grounding, the thread so far, then the question. */
export function llmMessages(
  input: AssistantInput,
  passages: HelpPassage[],
  language: Language = DEFAULT_LANGUAGE,
): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'system', content: groundingText(input, passages, language) },
    ...input.history.map((m) => ({ role: m.role, content: m.text })),
    { role: 'user', content: input.question },
  ];
}

/**
 * The answer to one question: the LLM's when one is configured and it answers in time with a
 * text whose numbers all appear in what it was given; otherwise the embedded assistant's.
 */
export async function answerQuestion(
  kb: KnowledgeBase,
  llm: LlmClient | null,
  input: AssistantInput,
  log: AnswerLog,
): Promise<ChatAnswer> {
  const language = kb.language;
  const embedded = embeddedAnswer(kb, input);
  const fallback: ChatAnswer = { message: embedded.message, answeredBy: 'embedded', language };
  if (!llm) return fallback;

  const page = pageKey(input.pageContext?.currentPageName);
  const passages = [...embedded.passages, ...embedded.related];
  for (const hit of goodHits(kb, input.question, page, LLM_PASSAGES)) {
    if (passages.length >= LLM_PASSAGES) break;
    if (!passages.includes(hit.passage)) passages.push(hit.passage);
  }
  // The passages are those of the question's language (or English when it has no help file).
  const messages = llmMessages(input, passages, language);
  let answer: string;
  try {
    answer = (await llm.complete(messages, { maxTokens: 600 })).trim();
  } catch (err) {
    log.warn({ err }, 'chatbot LLM failed; using the embedded answer');
    return fallback;
  }
  if (!answer) {
    log.warn({}, 'chatbot LLM answered nothing; using the embedded answer');
    return fallback;
  }
  // The page data is JSON (English numbers) and the passages are in the answer's language; the
  // thread may hold either, so what the model was given is read both ways.
  const given = messages.flatMap((m) =>
    [...numbersIn(m.content, 'en'), ...numbersIn(m.content, language)].map((n) => n.value),
  );
  const invented = unexplainedNumbers(answer, language, given);
  if (invented.length > 0) {
    log.warn(
      { invented },
      'chatbot LLM answer has numbers it was not given; using the embedded answer',
    );
    return fallback;
  }
  return { message: truncate(answer, LLM_ANSWER_MAX), answeredBy: 'llm', language };
}

import { z } from 'zod';
import type { AppConfig } from '../config';
import { timeoutDeadline, type Deadline } from './deadline';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * The LLM port (ARCHITECTURE 'Adapters'): any OpenAI-compatible chat-completions service.
 * Without LLM_BASE_URL there is none, and callers use their built-in texts.
 */
export interface LlmClient {
  readonly model: string;
  /** The model's answer; throws on failure or after the configured timeout. */
  complete(
    messages: ChatMessage[],
    options?: { maxTokens?: number; json?: boolean },
  ): Promise<string>;
}

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export class LlmError extends Error {}

export function createLlmClient(
  config: AppConfig['llm'],
  deadline: Deadline = timeoutDeadline,
): LlmClient | null {
  const { baseUrl, apiKey, model, timeoutMs } = config;
  if (!baseUrl) return null;
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model,
    async complete(messages, options = {}) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          messages,
          temperature: 0.2,
          max_tokens: options.maxTokens ?? 800,
          ...(options.json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: deadline(timeoutMs),
      });
      if (!response.ok) throw new LlmError(`LLM answered HTTP ${response.status}`);
      const parsed = completion.safeParse(await response.json());
      const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
      if (!content) throw new LlmError('LLM answer has no message content');
      return content;
    },
  };
}

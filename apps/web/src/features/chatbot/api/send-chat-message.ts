import { apiFetch } from '../../../lib/api-client';
import type { ChatbotRequest, ChatbotResponse } from '../types';

/** POST /chatbot (spec part 1 §7): one user message, answered with the thread it belongs to. */
export async function postChatMessage(request: ChatbotRequest): Promise<ChatbotResponse> {
  const answer = await apiFetch<ChatbotResponse>('/chatbot', { method: 'POST', body: request });
  if (!answer || typeof answer.message !== 'string' || answer.message.trim() === '') {
    throw new Error('The chatbot sent no message');
  }
  return answer;
}

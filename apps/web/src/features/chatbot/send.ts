import { ApiError } from '../../lib/api-client';
import { postChatMessage } from './api/send-chat-message';
import { currentPageContext } from './page-context';
import { useChatStore } from './store';
import type { ChatbotRequest, ChatUserInputs } from './types';

export interface SendOptions {
  /** The user's entries, read by the app at the moment of sending. */
  readUserInputs: () => ChatUserInputs;
  /** The text shown when the call fails (spec part 1 §8 'Chat failure'), given the error. */
  failureText: (error: unknown) => string;
}

/**
 * Sends one message (spec part 1 §4 'Chat'): blank ones never; one at a time. The answer, or
 * the failure text, joins the conversation it was asked in, unless that was reset meanwhile.
 */
export async function sendChatMessage(text: string, options: SendOptions): Promise<boolean> {
  const store = useChatStore.getState();
  if (text.trim() === '' || store.isSending) return false;
  const conversation = store.conversation;
  const threadId = store.thread_id;
  store.addMessage({ text, isUser: true });
  store.setSending(true);
  const current = () => useChatStore.getState().conversation === conversation;
  const ask = (thread: string | null) =>
    postChatMessage({
      // The stores' interfaces are plain JSON objects; the contract reads them loosely.
      context: { userInputs: options.readUserInputs() } as ChatbotRequest['context'],
      userMessage: text,
      pageContext: currentPageContext(),
      thread_id: thread,
    });
  try {
    let answer;
    try {
      answer = await ask(threadId);
    } catch (error) {
      // The server no longer knows the stored conversation (another login, a new database):
      // the question starts a new one instead of failing for good.
      if (!(threadId && error instanceof ApiError && error.status === 404)) throw error;
      answer = await ask(null);
    }
    if (!current()) return true;
    useChatStore.getState().addMessage({ text: answer.message, isUser: false });
    if (typeof answer.thread_id === 'string' && answer.thread_id !== '') {
      useChatStore.getState().setThreadId(answer.thread_id);
    }
  } catch (error) {
    if (!current()) return true;
    console.error('The chatbot call failed', error);
    useChatStore.getState().addMessage({ text: options.failureText(error), isUser: false });
  } finally {
    if (current()) useChatStore.getState().setSending(false);
  }
  return true;
}

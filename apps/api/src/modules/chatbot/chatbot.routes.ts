import { appendChatExchange, findChatThread, recentChatMessages, type ChatTurn } from '@foodhub/db';
import {
  CHAT_HISTORY_MESSAGES,
  chatbotRequest,
  chatbotResponse,
  errorResponse,
} from '@foodhub/contracts';
import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requestLanguage } from '../../lib/content-language';
import { clientRateLimit } from '../../lib/rate-limits';
import { currentUser, requireUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { answerQuestion } from './answer-question';
import { knowledgeBase } from './knowledge';
import { questionLanguage } from './question-language';

/** The chatbot (spec part 1 §2 'Chatbot', §3 'Chat' and 'Page context', §7 POST /chatbot). */
export const chatbotRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // Read and indexed once, at start: a broken help file stops the server rather than a chat.
  // A language without a help file answers from the English passages. Every language is ready
  // whatever the interface language: a question is answered in the language it is written in.
  const kbs = new Map(SUPPORTED_LANGUAGES.map((language) => [language, knowledgeBase(language)]));
  // Every question is answered (an LLM call when one is set) and stored with its thread.
  const chatLimit = clientRateLimit(app, deps, 'chatbot', deps.config.rateLimit.chatbotMax);

  app.post(
    '/chatbot',
    {
      // The login first: the calls of an account count together.
      preHandler: [requireUser(deps), chatLimit],
      schema: {
        tags: ['chatbot'],
        operationId: 'askChatbot',
        summary: 'Ask the assistant a question',
        description:
          'Answers userMessage (1 to 4000 characters) from the tool’s documentation and what ' +
          'the current page shows (pageContext, at most 50 KB of JSON), with the configured LLM ' +
          'when there is one (falling back to the embedded assistant on any failure). ' +
          'thread_id null or absent starts a new conversation; the answer’s thread_id continues ' +
          'it, and its last 12 messages are used for follow-up questions. A thread of another ' +
          'user, or an unknown one, is 404. Conversations are deleted with the account. ' +
          'The answer is in the language the question is written in (en, de, sl, it or fr, told ' +
          'by its words); a question of one word, a number or one that does not say its ' +
          'language clearly is answered in the interface language of the Accept-Language ' +
          'header (English when none of them is asked for). The page context is taken to be in ' +
          'the interface language. language in the answer names the language it is written in. ' +
          '429 past the account’s limit of questions per window (RATE_LIMIT_CHATBOT_MAX).',
        security: [{ bearerAuth: [] }],
        body: chatbotRequest,
        response: {
          200: chatbotResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          413: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const threadId = body.thread_id ?? null;
      let history: ChatTurn[] = [];
      if (threadId) {
        const thread = await findChatThread(deps.db, threadId, user.id);
        if (!thread) throw new HttpError(404, `No conversation with id ${threadId}.`);
        history = await recentChatMessages(deps.db, threadId, CHAT_HISTORY_MESSAGES);
      }
      const interfaceLanguage = requestLanguage(request);
      const language = questionLanguage(body.userMessage, interfaceLanguage);
      const answer = await answerQuestion(
        kbs.get(language) ?? knowledgeBase(language),
        deps.llm,
        {
          question: body.userMessage,
          pageContext: body.pageContext,
          context: body.context,
          history,
          // The web writes the page context in the interface language.
          factsLanguage: interfaceLanguage,
        },
        request.log,
      );
      const storedThreadId = await appendChatExchange(deps.db, {
        userId: user.id,
        threadId,
        question: body.userMessage,
        answer: answer.message,
      });
      return { message: answer.message, thread_id: storedThreadId, language: answer.language };
    },
  );
};

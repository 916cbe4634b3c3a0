import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { z } from 'zod';

/**
 * POST /chatbot (spec part 1 §2 'Chatbot', §3 'Chat' and 'Page context', §7). The assistant
 * answers one question of a logged-in user, in a conversation kept on the server per user.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** The page context is any JSON the page publishes, up to this many bytes (UTF-8). */
export const CHAT_PAGE_CONTEXT_MAX_BYTES = 50 * 1024;
/** How many earlier messages of the thread are used to answer a follow-up question. */
export const CHAT_HISTORY_MESSAGES = 12;

/** UTF-8 size of a value's JSON; works in the browser and in Node. */
export const jsonBytes = (value: unknown) =>
  new TextEncoder().encode(JSON.stringify(value) ?? '').length;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const looseObject = (name: string) =>
  z.looseObject({}, { error: `${name} must be an object` }).nullish();

/** What the stepper knows about the user; the assistant reads it, tolerating anything inside. */
export const chatbotContext = z.looseObject(
  {
    userInputs: z
      .looseObject(
        {
          companyProfile: looseObject('context.userInputs.companyProfile'),
          wasteInfo: looseObject('context.userInputs.wasteInfo'),
          lcaData: z
            .looseObject(
              {
                lifecycleStage: z.unknown().optional(),
                selectedSolution: z.unknown().optional(),
                selectedProvider: z.unknown().optional(),
              },
              { error: 'context.userInputs.lcaData must be an object' },
            )
            .nullish(),
        },
        { error: 'context.userInputs must be an object' },
      )
      .nullish(),
  },
  { error: 'context must be an object' },
);

/**
 * What the current page shows (spec part 1 §3 'Page context'). availablePageData is any JSON;
 * the assistant understands these shapes and ignores the rest:
 * - solutions page: `{ whyNot, solutions: [{ name, score, reasoning, category }] }`, where
 *   whyNot (also on the analysis's Select Solution, with `otherSolutions` when it offers no
 *   donation) is `{ donation?, animalFeed?: [{ reason, safety, routes: [name] }] }`: why the
 *   matching left out the routes of category Reuse (human) and Animal feed
 * - solution details: `{ solution: { name, score, reasoning, category, trl },
 *   providers: [{ name, distanceKm, city, country }] }`
 * - impact report: `{ period, indicator, avoided, additional, net, unit, donatedKg, transportKm }`
 * - stepper steps: `{ companyProfile, wasteInfo }`
 */
export const chatbotPageContext = z
  .looseObject(
    {
      currentPageName: z
        .string({ error: 'pageContext.currentPageName must be a text' })
        .max(200, 'pageContext.currentPageName has at most 200 characters')
        .nullish(),
      currentPageInstruction: z
        .string({ error: 'pageContext.currentPageInstruction must be a text' })
        .max(4000, 'pageContext.currentPageInstruction has at most 4000 characters')
        .nullish(),
      availablePageData: z.unknown().optional(),
    },
    { error: 'pageContext must be an object' },
  )
  .refine(
    (value) => jsonBytes(value) <= CHAT_PAGE_CONTEXT_MAX_BYTES,
    `pageContext is too large: at most ${CHAT_PAGE_CONTEXT_MAX_BYTES / 1024} KB of JSON`,
  );

export const chatbotRequest = z.object({
  context: chatbotContext.nullish(),
  userMessage: z
    .string({ error: 'userMessage is required' })
    .trim()
    .min(1, 'userMessage must not be blank')
    .max(CHAT_MESSAGE_MAX_LENGTH, `userMessage has at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  pageContext: chatbotPageContext.nullish(),
  /** The conversation to continue; null or absent starts a new one. */
  thread_id: z
    .string({ error: 'thread_id must be a conversation id (text) or null' })
    .regex(UUID, 'thread_id must be a conversation id as answered by POST /chatbot')
    .nullish(),
});
export type ChatbotRequest = z.input<typeof chatbotRequest>;
export type ChatbotPageContext = z.infer<typeof chatbotPageContext>;
export type ChatbotContext = z.infer<typeof chatbotContext>;

export const chatbotResponse = z.object({
  /** The assistant's answer (plain text). */
  message: z.string(),
  /** The conversation the question and answer were stored in; send it with the next question. */
  thread_id: z.string(),
  /**
   * The language the answer is written in: the question's when its words tell it, else the
   * interface language. Optional: a client may do without it.
   */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type ChatbotResponse = z.infer<typeof chatbotResponse>;

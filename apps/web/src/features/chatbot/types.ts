/**
 * The POST /chatbot contract (spec part 1 §7): request and answer types come from
 * @foodhub/contracts (types only: the web app imports no values from it); these are the
 * stricter shapes the web app itself builds.
 */

/** What the current page shows the user (spec part 1 §3 'Page context'). */
export type PageContext = {
  currentPageName: string;
  currentPageInstruction: string;
  availablePageData: unknown;
};

/** The user's entries the assistant may use: the stepper's and the analysis's data. */
export interface ChatUserInputs {
  companyProfile: unknown;
  wasteInfo: unknown;
  lcaData: {
    lifecycleStage: unknown;
    selectedSolution: unknown;
    selectedProvider: unknown;
  };
}

export type { ChatbotRequest, ChatbotResponse } from '@foodhub/contracts';

/** One line of the conversation (spec part 1 §3 'Chat'). */
export interface ChatMessage {
  text: string;
  isUser: boolean;
}

import type { ExclusionRuleCode } from '@foodhub/contracts';
import type { EndUse, SurplusState } from '@foodhub/domain';

/** What an answer to a condition question said that decided the state of the surplus. */
export type AnswerSaid =
  | 'past_use_by'
  | 'past_date'
  | 'past_best_before'
  | 'spoiled'
  | 'cold_chain_broken'
  | 'served'
  | 'unserved'
  | 'time_temperature_abuse';

/**
 * What the engine says about the state of the surplus and the routes it leaves out, in every
 * interface language: the state's name, the sentence that names the constraint deciding a route,
 * and the reason for each exclusion rule with the law or guidance behind it.
 */
export interface SafetyMessages {
  states: Record<SurplusState, string>;
  /** 'We read the surplus as past its best-before date but safe ("MHD abgelaufen").' */
  stateRead(state: string, words: string | null): string;
  /** 'You gave its condition as ...' */
  stateGiven(state: string): string;
  /** Said when the date's kind is unknown ('abgelaufen'): how to say it is only best-before. */
  pastDateHint: string;
  /** The constraint that decides a route for a surplus in this state, or none to add. */
  deciding: Partial<Record<EndUse, Partial<Record<SurplusState, string>>>>;
  exclusions: Record<
    Exclude<ExclusionRuleCode, 'not-accepted' | 'does-not-fit' | 'state-not-accepted'>,
    string
  >;
  stateNotAccepted(state: string): string;
  notAccepted(solution: string, refused: string): string;
  doesNotFit(solution: string): string;
  /** The answer's message when nothing says what the surplus is. */
  unreadable(name: string | null): string;
  /** A reading from product names only: said as a guess. */
  tentative(readAs: string): string;
  /** What an answer to a condition question said ('You said the use-by date has passed'). */
  answerSaid: Record<AnswerSaid, string>;
  /** 'You said ..., so we read the surplus as ...': the state an answer decided. */
  stateAnswered(state: string, said: string): string;
}

import type { ExclusionRuleCode } from '@foodhub/contracts';
import type { EndUse, SurplusState } from '@foodhub/domain';

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
}

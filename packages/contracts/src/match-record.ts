import { CONDITION_CHECKS, SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { z } from 'zod';
import { EXCLUSION_RULES, matchFactors, surplusReading, vcgSolution } from './solutions';

/**
 * A match as the account keeps it (saved surpluses, the data download): what the matching
 * decided, without its words. The words (catalogue texts, reasoning, reasons) are written again
 * from these and the entries, in the language a reader asks for.
 */
export const matchRecord = z.object({
  /** When the match ran: the day the entries' dates were judged against. */
  at: z.string(),
  /** The language the answer was given in (the one modelReasoning is written in); null: unknown. */
  language: z.enum(SUPPORTED_LANGUAGES).nullable(),
  /** Whether the answer carried scores and factors (includeScore), and reasoning (includeReasoning). */
  withScores: z.boolean(),
  withReasoning: z.boolean(),
  /** The solutions' ids, best first: catalogue solution ids and the outside service's ids. */
  ranking: z.array(z.string()),
  scores: z.record(z.string(), z.number()),
  factors: z.record(z.string(), matchFactors),
  conditions: z.record(z.string(), z.array(z.enum(CONDITION_CHECKS))),
  /** The routes left out, each with its rule. */
  excluded: z.array(z.object({ id: z.string(), rule: z.enum(EXCLUSION_RULES) })),
  /** How the surplus was read, without the words (read_as, message); null in early answers. */
  surplus: surplusReading.omit({ read_as: true, message: true }).nullable(),
  /** The outside service's solutions as it sent them, and its reasoning (in its one language). */
  outside: z.array(vcgSolution),
  outsideReasoning: z.record(z.string(), z.string()),
  /** Reasoning a language model wrote in `language`, by solution id (the engine's is not kept). */
  modelReasoning: z.record(z.string(), z.string()),
});
export type MatchRecord = z.infer<typeof matchRecord>;

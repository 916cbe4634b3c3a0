import { z } from 'zod';
import {
  END_USES,
  SURPLUS_STATES,
  FOOD_USE_HIERARCHY,
  SUPPORTED_LANGUAGES,
  SAFETY_RULES,
  CONDITION_CHECKS,
  CONDITION_QUESTIONS,
  type ConditionQuestion,
} from '@foodhub/domain';

export * from './match-request';

export const solutionSource = z.object({
  title: z.string(),
  publisher: z.string(),
  url: z.string(),
  year: z.number().int().optional(),
});
export type SolutionSource = z.infer<typeof solutionSource>;

/** Spec part 1 §3 'Solution, dataset origin', plus the catalogue's hierarchy place and sources. */
export const datasetSolution = z.object({
  solution_id: z.string(),
  _id: z.string(),
  solution_origin: z.literal('dataset'),
  process_name: z.string(),
  description: z.string(),
  solution_category: z.string(),
  solution_subcategory: z.string(),
  general_constraints: z.string(),
  solution_result: z.array(z.string()),
  general_accepted_food_types: z.object({
    food_group: z.array(z.string()),
    food_subgroup: z.array(z.string()),
    surplus_name: z.array(z.string()),
    business_category: z.array(z.string()),
  }),
  technology_readiness_level: z.number().int().nullable(),
  food_use_hierarchy: z.enum(FOOD_USE_HIERARCHY),
  end_use: z.enum(END_USES),
  sources: z.array(solutionSource),
  /**
   * general_accepted_food_types.surplus_name as the answer's language names these foods (the
   * matching vocabulary's words), in the same order; absent in English, where they are the names.
   */
  surplus_name_labels: z.array(z.string()).optional(),
});
export type DatasetSolution = z.infer<typeof datasetSolution>;

/** Spec part 1 §3 'Solution, vcg.ai origin': camelCase, as the outside service sends it. */
export const vcgSolution = z.object({
  id: z.string(),
  solution_id: z.string().optional(),
  solution_origin: z.literal('vcg.ai'),
  processName: z.string().optional(),
  description: z.string().optional(),
  solutionCategory: z.string().optional(),
  solutionSubcategory: z.string().optional(),
  solutionResult: z.union([z.array(z.string()), z.string()]).optional(),
  generalAcceptedFoodTypes: z
    .object({
      businessCategory: z.array(z.string()).optional(),
      naceCode: z.array(z.string()).optional(),
    })
    .optional(),
  technologyReadinessLevel: z.number().nullable().optional(),
});
export type VcgSolution = z.infer<typeof vcgSolution>;

export const solution = z.discriminatedUnion('solution_origin', [datasetSolution, vcgSolution]);
export type Solution = z.infer<typeof solution>;

/** The weighted parts of a dataset solution's score, each 0..1 (null: not known for this input). */
export const matchFactors = z.object({
  surplusFit: z.number(),
  businessFit: z.number().nullable(),
  hierarchy: z.number(),
  maturity: z.number(),
  quantity: z.number().nullable(),
  nearbyProviders: z.number().nullable(),
  nearbyProviderCount: z.number().int().nullable(),
});
export type MatchFactors = z.infer<typeof matchFactors>;

/** Rules that leave a route out of the answer (the engine's safety rules and its other checks). */
export const EXCLUSION_RULES = [
  ...SAFETY_RULES,
  'state-not-accepted',
  'not-for-private-persons',
  'not-accepted',
  'does-not-fit',
] as const;
export type ExclusionRuleCode = (typeof EXCLUSION_RULES)[number];

/** A route the engine left out, with the rule and its reason in the request's language. */
export const excludedSolution = z.object({
  solution_id: z.string(),
  process_name: z.string(),
  solution_category: z.string(),
  end_use: z.enum(END_USES),
  rule: z.enum(EXCLUSION_RULES),
  /** True for the safety rules (law and guidance), false for fit and acceptance. */
  safety: z.boolean(),
  reason: z.string(),
});
export type ExcludedSolution = z.infer<typeof excludedSolution>;

const CONDITION_QUESTION_KEYS = Object.keys(CONDITION_QUESTIONS) as [
  ConditionQuestion,
  ...ConditionQuestion[],
];

/** How the engine read the surplus: its state, what decided it, and what it is. */
export const surplusReading = z.object({
  state: z.enum(SURPLUS_STATES).nullable(),
  state_source: z.enum(['user', 'inferred']),
  /** The user's words that decided the state, when words did. */
  state_words: z.string().nullable(),
  identity: z.enum(['food', 'pet_food', 'non_food', 'unknown']),
  /** The food names and groups the words were read as (in the request's language). */
  read_as: z.array(z.string()),
  /** False when the engine could not tell what the surplus is; then no route is ranked. */
  readable: z.boolean(),
  /** A sentence for the user about the reading (always for an unreadable surplus). */
  message: z.string().nullable(),
  /** The condition questions that matter for this surplus, in the order the step asks them. */
  questions: z.array(z.enum(CONDITION_QUESTION_KEYS)),
  /**
   * A one-click question the step asks before matching when the words alone would leave out
   * every route to people (a 'leftover' that may be unserved, an 'expired' that may be a
   * best-before date): answering `answer` to `question` reopens them. Null when none is needed.
   */
  confirmation: z
    .object({
      question: z.enum(CONDITION_QUESTION_KEYS),
      answer: z.string(),
      /** The user's words that led to the question, as typed. */
      words: z.string(),
    })
    .nullable(),
});
export type SurplusReading = z.infer<typeof surplusReading>;

/** A catalogue solution's texts a user reads, in one language. */
export const solutionTexts = datasetSolution.pick({
  process_name: true,
  solution_subcategory: true,
  description: true,
  general_constraints: true,
  solution_result: true,
  surplus_name_labels: true,
});
export type WordedSolutionTexts = z.infer<typeof solutionTexts>;

/**
 * Everything of a match answer that is worded, in one language: the catalogue solutions' texts
 * by solution id, the reasoning by solution id, the left-out routes' names and reasons by
 * solution id, and the reading of the surplus. Scores, ids and food types are never worded.
 */
export const matchTexts = z.object({
  solutions: z.record(z.string(), solutionTexts),
  reasoning: z.record(z.string(), z.string()),
  excluded: z.record(z.string(), excludedSolution.pick({ process_name: true, reason: true })),
  surplus: surplusReading.pick({ read_as: true, message: true }),
});
export type MatchTexts = z.infer<typeof matchTexts>;

export const matchResponse = z.object({
  solutions: z.array(solution),
  details: z.object({
    scores: z.record(z.string(), z.number()),
    reasoning: z.record(z.string(), z.string()),
    factors: z.record(z.string(), matchFactors),
    /** Routes left out, with the rule and its reason: the 'Why not donation?' of the screen. */
    excluded: z.array(excludedSolution),
    /**
     * Routes to people or animals that hold only after checks, by solution id: a decisive
     * condition answer is missing or 'not sure', or an action is needed first (relabel). A route
     * not listed holds as it is.
     */
    conditions: z.record(z.string(), z.array(z.enum(CONDITION_CHECKS))),
    surplus: surplusReading,
    /** With allLanguages=true: the worded parts in each interface language, keyed by language. */
    texts: z.partialRecord(z.enum(SUPPORTED_LANGUAGES), matchTexts).optional(),
  }),
});
export type MatchResponse = z.infer<typeof matchResponse>;

export const solutionIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(120, 'A solution id has at most 120 characters')
    .regex(/^[A-Za-z0-9._:-]+$/, 'A solution id has letters, digits, dots, colons and hyphens'),
});

export const solutionList = z.object({ solutions: z.array(datasetSolution) });

/** GET /solutions/names?lang=: every catalogue solution's name in one interface language. */
export const solutionNamesQuery = z.object({
  lang: z
    .enum(SUPPORTED_LANGUAGES, { error: `lang must be one of ${SUPPORTED_LANGUAGES.join(', ')}` })
    .optional(),
});
/**
 * Saved surpluses, reports, figures and gaps keep a solution's id; screens show its name from
 * here in the viewer's language (a name missing in a language is the English one).
 */
export const solutionNames = z.object({
  language: z.enum(SUPPORTED_LANGUAGES),
  names: z.record(z.string(), z.string()),
});
export type SolutionNames = z.infer<typeof solutionNames>;

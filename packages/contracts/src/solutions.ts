import { z } from 'zod';
import {
  AMOUNT_MAX_KG,
  amountError,
  capacityError,
  END_USES,
  SURPLUS_STATES,
  ENTRY_LIST_MAX,
  ENTRY_NAME_MAX_LENGTH,
  ENTRY_POSTAL_CODE_MAX_LENGTH,
  ENTRY_TEXT_MAX_LENGTH,
  FOOD_USE_HIERARCHY,
  FREQUENCY_INTERVALS,
  SUPPORTED_LANGUAGES,
  SAFETY_RULES,
  CONDITION_CHECKS,
  CONDITION_QUESTIONS,
  type ConditionQuestion,
  FREQUENCY_TIMES_MAX,
  FREQUENCY_TIMES_MIN,
  MONTHLY_CAPACITY_MAX,
  MONTHLY_CAPACITY_MIN,
  timesError,
  type SurplusNumberError,
} from '@foodhub/domain';

/**
 * POST /solutions/match (spec part 1 §3 'Stepper data', §7). Every field is optional, as in the
 * form; the limits only stop abuse and nonsense (a negative amount, a 13th month).
 */
const MATCH_TEXT_MAX = ENTRY_TEXT_MAX_LENGTH;
const MATCH_NAME_MAX = ENTRY_NAME_MAX_LENGTH;
const MATCH_LIST_MAX = ENTRY_LIST_MAX;

const text = (max: number, name: string) =>
  z
    .string({ error: `${name} must be a text` })
    .max(max, `${name} has at most ${max} characters`)
    .nullish();

/** The domain's number rules (the form's too), with the request's messages. */
const NUMBER_MESSAGES: Record<SurplusNumberError, string> = {
  amountNegative: 'amount.value must be 0 or more',
  amountTooLarge: 'amount.value is too large',
  timesWhole: 'frequency.times must be a whole number',
  timesTooFew: `frequency.times must be at least ${FREQUENCY_TIMES_MIN}`,
  timesTooMany: 'frequency.times is too large',
  capacityRange: `A monthly capacity is ${MONTHLY_CAPACITY_MIN} to ${MONTHLY_CAPACITY_MAX} %`,
};

const ruled = (
  number: z.ZodNumber,
  rule: (value: number) => SurplusNumberError | null,
  /** The rule's bounds as the API documentation shows them. */
  bounds: { minimum: number; maximum: number; type?: 'integer' },
) =>
  number
    .superRefine((value, ctx) => {
      const broken = rule(value);
      if (broken) ctx.addIssue({ code: 'custom', message: NUMBER_MESSAGES[broken] });
    })
    .meta(bounds);

const textList = (name: string) =>
  z
    .array(z.string({ error: `Each entry of ${name} must be a text` }).max(MATCH_NAME_MAX), {
      error: `${name} must be a list of texts`,
    })
    .max(MATCH_LIST_MAX, `${name} has at most ${MATCH_LIST_MAX} entries`)
    .nullish();

/** GeoJSON Point, coordinates [longitude, latitude] (spec part 1 §3), range-checked. */
export const geoPointInput = z.object({
  type: z.literal('Point', { error: 'location_geo.type must be "Point"' }),
  coordinates: z.tuple(
    [
      z
        .number()
        .min(-180, 'longitude must be -180 to 180')
        .max(180, 'longitude must be -180 to 180'),
      z.number().min(-90, 'latitude must be -90 to 90').max(90, 'latitude must be -90 to 90'),
    ],
    { error: 'location_geo.coordinates must be [longitude, latitude]' },
  ),
});

/** A NACE code as the form keeps it ({code, description}), or just the code. */
const naceEntry = z.union(
  [
    z.object({ code: z.string().max(20), description: z.string().max(MATCH_NAME_MAX).nullish() }),
    z.string().max(20),
  ],
  { error: 'Each NACE code must be {code, description} or a code' },
);

export const companyProfileInput = z
  .object({
    name: text(MATCH_NAME_MAX, 'companyProfile.name'),
    location: z
      .object({
        address: text(MATCH_NAME_MAX, 'location.address'),
        city: text(MATCH_NAME_MAX, 'location.city'),
        postalCode: text(ENTRY_POSTAL_CODE_MAX_LENGTH, 'location.postalCode'),
        postal_code: text(ENTRY_POSTAL_CODE_MAX_LENGTH, 'location.postal_code'),
        country: text(MATCH_NAME_MAX, 'location.country'),
      })
      .nullish(),
    location_geo: geoPointInput.nullish(),
    businessCategory: text(MATCH_NAME_MAX, 'companyProfile.businessCategory'),
    naceCodes: z
      .array(naceEntry, { error: 'naceCodes must be a list' })
      .max(MATCH_LIST_MAX, `naceCodes has at most ${MATCH_LIST_MAX} entries`)
      .nullish(),
    description: text(MATCH_TEXT_MAX, 'companyProfile.description'),
  })
  .nullish();
export type CompanyProfileInput = z.infer<typeof companyProfileInput>;

export const monthlyCapacityInput = z.object({
  name: z.string().max(40).nullish(),
  capacity: ruled(z.number({ error: 'A monthly capacity must be a number' }), capacityError, {
    minimum: MONTHLY_CAPACITY_MIN,
    maximum: MONTHLY_CAPACITY_MAX,
  }).nullish(),
  active: z.boolean().nullish(),
});

const answer = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .enum(values, { error: `conditionAnswers.${name} must be one of ${values.join(', ')}` })
    .nullish();

/**
 * The answers to the surplus step's condition questions (domain CONDITION_QUESTIONS), each
 * optional; 'not_sure' is an answer. They decide the routes to people and animals: a hazard in
 * them excludes those routes, a missing or unsure decisive answer makes them conditional.
 */
export const conditionAnswersInput = z
  .object(
    {
      dateKind: answer('dateKind', CONDITION_QUESTIONS.dateKind),
      datePassed: answer('datePassed', CONDITION_QUESTIONS.datePassed),
      keptCold: answer('keptCold', CONDITION_QUESTIONS.keptCold),
      served: answer('served', CONDITION_QUESTIONS.served),
      keptHotOrChilled: answer('keptHotOrChilled', CONDITION_QUESTIONS.keptHotOrChilled),
      roomTemperature: answer('roomTemperature', CONDITION_QUESTIONS.roomTemperature),
      packaging: answer('packaging', CONDITION_QUESTIONS.packaging),
      labelled: answer('labelled', CONDITION_QUESTIONS.labelled),
      spoilage: answer('spoilage', CONDITION_QUESTIONS.spoilage),
    },
    { error: 'conditionAnswers must be an object' },
  )
  .nullish();
export type ConditionAnswersInput = z.infer<typeof conditionAnswersInput>;
const CONDITION_QUESTION_KEYS = Object.keys(CONDITION_QUESTIONS) as [
  ConditionQuestion,
  ...ConditionQuestion[],
];

export const wasteInfoInput = z
  .object({
    foodGroups: textList('foodGroups'),
    foodSubgroups: textList('foodSubgroups'),
    surplusName: text(MATCH_NAME_MAX, 'surplusName'),
    amount: z
      .object({
        value: ruled(z.number({ error: 'amount.value must be a number' }), amountError, {
          minimum: 0,
          maximum: AMOUNT_MAX_KG,
        }).nullish(),
        // Unit kg only (spec part 1 §9): any other unit is read as kg, as the form does.
        unit: z.string().max(20).nullish(),
      })
      .nullish(),
    frequency: z
      .object({
        times: ruled(z.number({ error: 'frequency.times must be a number' }), timesError, {
          minimum: FREQUENCY_TIMES_MIN,
          maximum: FREQUENCY_TIMES_MAX,
          type: 'integer',
        }).nullish(),
        interval: z
          .enum(FREQUENCY_INTERVALS, {
            error: `frequency.interval must be one of ${FREQUENCY_INTERVALS.join(', ')}`,
          })
          .nullish(),
      })
      .nullish(),
    seasonal: z.boolean({ error: 'seasonal must be true or false' }).nullish(),
    monthlyCapacities: z
      .array(monthlyCapacityInput, { error: 'monthlyCapacities must be a list' })
      .max(12, 'monthlyCapacities has 12 months')
      .nullish(),
    additionalSurplusInfo: text(MATCH_TEXT_MAX, 'additionalSurplusInfo'),
    /**
     * The user's own word on the state of the surplus (the surplus step's optional 'Condition');
     * absent or null: the engine infers it. Hazards the texts name stay hazards whatever is chosen.
     */
    condition: z
      .enum(SURPLUS_STATES, { error: `condition must be one of ${SURPLUS_STATES.join(', ')}` })
      .nullish(),
    conditionAnswers: conditionAnswersInput,
  })
  .nullish();
export type WasteInfoInput = z.infer<typeof wasteInfoInput>;

export const matchRequest = z.object(
  {
    userInputs: z
      .object(
        { companyProfile: companyProfileInput, wasteInfo: wasteInfoInput },
        { error: 'userInputs must be an object with companyProfile and wasteInfo' },
      )
      .nullish(),
  },
  { error: 'The body must be { "userInputs": { "companyProfile": {...}, "wasteInfo": {...} } }' },
);
export type MatchRequest = z.infer<typeof matchRequest>;

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'));

/** Score and reasoning are included unless turned off; outside solutions only when asked. */
export const matchQuery = z.object({
  includeVCG: flag('includeVCG'),
  includeScore: flag('includeScore'),
  includeReasoning: flag('includeReasoning'),
  /** Also the answer's texts in every interface language (details.texts), to switch without matching again. */
  allLanguages: flag('allLanguages'),
  /** The answer's language; else Accept-Language, else English. */
  lang: z
    .enum(SUPPORTED_LANGUAGES, { error: `lang must be one of ${SUPPORTED_LANGUAGES.join(', ')}` })
    .optional(),
  /**
   * The same entries asked again in another language (a language switch): the answer is not
   * counted as another search nor saved again.
   */
  reword: flag('reword'),
});
export type MatchQuery = z.infer<typeof matchQuery>;

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

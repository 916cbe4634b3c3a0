import { z } from 'zod';
import {
  AMOUNT_MAX_KG,
  amountError,
  capacityError,
  SURPLUS_STATES,
  ENTRY_LIST_MAX,
  ENTRY_NAME_MAX_LENGTH,
  ENTRY_POSTAL_CODE_MAX_LENGTH,
  ENTRY_TEXT_MAX_LENGTH,
  FREQUENCY_INTERVALS,
  SUPPORTED_LANGUAGES,
  CONDITION_QUESTIONS,
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

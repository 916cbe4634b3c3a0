import {
  CONDITION_QUESTIONS,
  DEFAULT_FREQUENCY,
  FREQUENCY_INTERVALS,
  MONTHLY_CAPACITY_DEFAULT,
  MONTH_NAMES,
  SURPLUS_STATES,
} from '@foodhub/domain';
import * as z from 'zod/mini';

/**
 * The data the entry stepper keeps for the user (spec part 1 §3 'Stepper data'): its shape, its
 * defaults, and how a persisted copy is read back.
 */

/** A fresh stepper: every field empty, frequency 1 time once, 12 inactive months at 100 %. */
export function initialStepperData(): StepperData {
  return {
    companyProfile: {
      name: '',
      location: { address: '', city: '', postalCode: '', country: '' },
      location_geo: null,
      lastGeocodedAddress: null,
      locatedAs: null,
      businessCategory: '',
      naceCodes: [],
      description: '',
    },
    wasteInfo: {
      foodGroups: [],
      foodSubgroups: [],
      surplusName: '',
      amount: { value: null, unit: 'kg' },
      frequency: { ...DEFAULT_FREQUENCY },
      seasonal: false,
      monthlyCapacities: MONTH_NAMES.map((name) => ({
        name,
        capacity: MONTHLY_CAPACITY_DEFAULT,
        active: false,
      })),
      additionalSurplusInfo: '',
      condition: null,
      conditionAnswers: {},
    },
    selectedSolutionId: null,
    entryUi: initialEntryUi(),
  };
}

/** The surplus form's own choices: 'per day' not chosen, every number field's text a number. */
export function initialEntryUi(): EntryUi {
  return { perDay: false, invalidTexts: {} };
}

/**
 * The stored stepper data (version 2): read whole or not at all. Built on its first read, not as
 * the app starts: a first visit has nothing stored to read.
 */
export const stepperDataSchema = z.lazy(() => {
  const text = z.string();
  const nullableText = z.nullable(z.string());
  const count = z.number().check(z.refine(Number.isFinite));
  const answer = <T extends readonly [string, ...string[]]>(values: T) =>
    z.optional(z.nullable(z.enum(values)));

  /**
   * The answers to the surplus step's condition questions (domain CONDITION_QUESTIONS): a question
   * not answered is absent or null. Copies written before the questions existed read as none.
   */
  const conditionAnswersSchema = z._default(
    z.object({
      dateKind: answer(CONDITION_QUESTIONS.dateKind),
      datePassed: answer(CONDITION_QUESTIONS.datePassed),
      keptCold: answer(CONDITION_QUESTIONS.keptCold),
      served: answer(CONDITION_QUESTIONS.served),
      keptHotOrChilled: answer(CONDITION_QUESTIONS.keptHotOrChilled),
      roomTemperature: answer(CONDITION_QUESTIONS.roomTemperature),
      packaging: answer(CONDITION_QUESTIONS.packaging),
      labelled: answer(CONDITION_QUESTIONS.labelled),
      spoilage: answer(CONDITION_QUESTIONS.spoilage),
    }),
    () => ({}),
  );

  /**
   * What the surplus form keeps beside the spec's fields, for what it shows (not sent anywhere):
   * - perDay: 'per day' was chosen as the interval; the spec's frequency then holds the days a
   *   week as times per week ({times: 5, interval: 'week'});
   * - invalidTexts: the text of a number field that holds no valid number ('ten', '-5'), so a
   *   reload shows it again with its message; absent while the field holds a number or nothing.
   * Copies written before it existed read as the defaults.
   */
  const entryUiSchema = z._default(
    z.object({
      perDay: z.boolean(),
      invalidTexts: z.object({ amount: z.optional(text), times: z.optional(text) }),
    }),
    () => ({ perDay: false, invalidTexts: {} }),
  );

  return z.object({
    companyProfile: z.object({
      name: text,
      location: z.object({ address: text, city: text, postalCode: text, country: text }),
      location_geo: z.nullable(
        z.object({ type: z.literal('Point'), coordinates: z.tuple([count, count]) }),
      ),
      lastGeocodedAddress: nullableText,
      locatedAs: z.nullable(
        z.union([
          z.object({
            found: z.literal(true),
            precision: z.enum(['address', 'postal_code', 'city']),
            matched: z.object({
              postal_code: nullableText,
              city: nullableText,
              country_code: nullableText,
            }),
          }),
          z.object({
            found: z.literal(false),
            reason: z.nullable(
              z.enum(['no_match', 'postal_code_unknown', 'postal_code_city_mismatch']),
            ),
          }),
        ]),
      ),
      businessCategory: text,
      naceCodes: z.array(z.object({ code: text, description: nullableText })),
      description: text,
    }),
    wasteInfo: z.object({
      foodGroups: z.array(text),
      foodSubgroups: z.array(text),
      surplusName: text,
      amount: z.object({ value: z.nullable(count), unit: z.literal('kg') }),
      frequency: z.object({ times: count, interval: z.enum(FREQUENCY_INTERVALS) }),
      seasonal: z.boolean(),
      monthlyCapacities: z
        .array(z.object({ name: text, capacity: count, active: z.boolean() }))
        .check(z.length(12)),
      additionalSurplusInfo: text,
      condition: z.nullable(z.enum(SURPLUS_STATES)),
      conditionAnswers: conditionAnswersSchema,
    }),
    selectedSolutionId: nullableText,
    entryUi: entryUiSchema,
  });
});

/**
 * What the user entered and chose. The match answer is not kept here: it is the match query's
 * (api/match.ts), kept with its input as key (docs/decisions.md 24).
 */
export type StepperData = z.infer<typeof stepperDataSchema>;
export type CompanyProfile = StepperData['companyProfile'];
export type CompanyLocation = CompanyProfile['location'];
/** What the last geocoding understood of the address, for the user to check. */
export type LocatedAs = NonNullable<CompanyProfile['locatedAs']>;
export type NaceSelection = CompanyProfile['naceCodes'][number];
export type WasteInfo = StepperData['wasteInfo'];
export type EntryUi = StepperData['entryUi'];
/** The number fields of the surplus form whose text is kept while it is no valid number. */
export type EntryNumberField = keyof EntryUi['invalidTexts'];
/** The answers to the condition questions the user gave (the others absent or null). */
export type StoredConditionAnswers = WasteInfo['conditionAnswers'];
/** Percent of the amount, 100 = the whole amount (spec part 1 §5). */
export type MonthlyCapacity = WasteInfo['monthlyCapacities'][number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/**
 * Version 1 kept the match answer beside the entries and the chosen solution whole; version 2
 * keeps the entries and the chosen solution's id. The entries carry over; fields a version 1
 * copy lacks take their defaults (older copies were written field by field). The result is
 * then checked whole by the schema.
 */
export function migrateStepperData(stored: unknown, version: number): unknown {
  if (version !== 1 || !isRecord(stored)) return stored;
  const initial = initialStepperData();
  const chosen = isRecord(stored.selectedSolution) ? stored.selectedSolution : null;
  const id = chosen?.solution_origin === 'vcg.ai' ? chosen.id : chosen?.solution_id;
  const company = record(stored.companyProfile);
  const location = record(company.location);
  const waste = record(stored.wasteInfo);
  // Spec part 1 §3: postalCode is also read as postal_code; NACE codes may be bare codes.
  const postalCode = location.postalCode ?? location.postal_code;
  const { postal_code: _postal, ...place } = location;
  const naceCodes = Array.isArray(company.naceCodes)
    ? company.naceCodes.map((entry: unknown) =>
        typeof entry === 'string'
          ? { code: entry, description: null }
          : { description: null, ...record(entry) },
      )
    : initial.companyProfile.naceCodes;
  return {
    companyProfile: {
      ...initial.companyProfile,
      ...company,
      location: {
        ...initial.companyProfile.location,
        ...place,
        ...(postalCode === undefined ? {} : { postalCode }),
      },
      naceCodes,
    },
    wasteInfo: {
      ...initial.wasteInfo,
      ...waste,
      amount: { ...initial.wasteInfo.amount, ...record(waste.amount), unit: 'kg' },
      frequency: { ...initial.wasteInfo.frequency, ...record(waste.frequency) },
    },
    selectedSolutionId: typeof id === 'string' ? id : null,
  };
}

import {
  CONDITION_QUESTIONS,
  FREQUENCY_INTERVALS,
  SURPLUS_STATES,
  type ConditionQuestion,
} from '@foodhub/domain';
import * as z from 'zod/mini';
import { composeAddress } from '../lib/compose-address';
import { initialStepperData, stepperDataSchema, type StepperData } from './stepper-data';

/**
 * The inverse of matchInputOf (api/match.ts): the stepper data a match input was made of, so that
 * entries saved with the account (the match request as sent) go back into the stepper. Turned
 * into a match input again, the result is the input it came from, and so has the same match query
 * key. What the input does not hold takes the stepper's defaults: the form-only fields (what the
 * address was located as), no chosen solution, and whatever an older or hand-written input left
 * out. A located address counts as geocoded for its own text, so Next on step 1 does not locate
 * it again (which could change the input). Null when the input cannot be read as stepper data.
 */
export function stepperDataOfMatchInput(input: unknown): StepperData | null {
  if (!isRecord(input)) return null;
  const initial = initialStepperData();
  const company = record(input.companyProfile);
  const location = record(company.location);
  const waste = record(input.wasteInfo);
  const amount = record(waste.amount);
  const frequency = record(waste.frequency);

  const place = {
    address: text(location.address),
    city: text(location.city),
    // Spec part 1 §3: the postal code is also read as postal_code.
    postalCode: text(location.postalCode ?? location.postal_code),
    country: text(location.country),
  };
  const geo = isRecord(company.location_geo) ? company.location_geo : null;
  const data: StepperData = {
    companyProfile: {
      name: text(company.name),
      location: place,
      location_geo: geo as StepperData['companyProfile']['location_geo'],
      lastGeocodedAddress: geo ? composeAddress(place) || null : null,
      locatedAs: null,
      businessCategory: text(company.businessCategory),
      naceCodes: list(company.naceCodes).map((entry) =>
        typeof entry === 'string'
          ? { code: entry, description: null }
          : {
              code: text(record(entry).code),
              description: nullableText(record(entry).description),
            },
      ),
      description: text(company.description),
    },
    wasteInfo: {
      foodGroups: list(waste.foodGroups).filter(isText),
      foodSubgroups: list(waste.foodSubgroups).filter(isText),
      surplusName: text(waste.surplusName),
      amount: { value: finite(amount.value), unit: 'kg' },
      frequency: {
        times: finite(frequency.times) ?? initial.wasteInfo.frequency.times,
        interval:
          oneOf(FREQUENCY_INTERVALS, frequency.interval) ?? initial.wasteInfo.frequency.interval,
      },
      seasonal: typeof waste.seasonal === 'boolean' ? waste.seasonal : false,
      monthlyCapacities: initial.wasteInfo.monthlyCapacities.map((month, i) => {
        const saved = record(list(waste.monthlyCapacities)[i]);
        return {
          name: typeof saved.name === 'string' ? saved.name : month.name,
          capacity: finite(saved.capacity) ?? month.capacity,
          active: typeof saved.active === 'boolean' ? saved.active : month.active,
        };
      }),
      additionalSurplusInfo: text(waste.additionalSurplusInfo),
      condition: oneOf(SURPLUS_STATES, waste.condition) ?? null,
      conditionAnswers: conditionAnswersOf(record(waste.conditionAnswers)),
    },
    selectedSolutionId: null,
    entryUi: initial.entryUi,
  };
  const read = z.safeParse(stepperDataSchema, data);
  return read.success ? read.data : null;
}

/** The condition answers of an input that are answers (an unknown question or value is left out). */
function conditionAnswersOf(
  saved: Record<string, unknown>,
): StepperData['wasteInfo']['conditionAnswers'] {
  const answers: Record<string, string> = {};
  for (const question of Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[]) {
    const answer = oneOf<string>(CONDITION_QUESTIONS[question], saved[question]);
    if (answer !== undefined) answers[question] = answer;
  }
  return answers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const isText = (value: unknown): value is string => typeof value === 'string';
const text = (value: unknown): string => (isText(value) ? value : '');
const nullableText = (value: unknown): string | null => (isText(value) ? value : null);
const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((v) => v === value);
}

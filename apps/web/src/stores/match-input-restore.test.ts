import {
  CONDITION_QUESTIONS,
  CONDITION_QUESTION_ORDER,
  FREQUENCY_INTERVALS,
  SURPLUS_STATES,
} from '@foodhub/domain';
import { hashKey } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchInputOf, matchQueryOptions, type MatchInput } from '../api/match';
import { stepperDataOfMatchInput } from './match-input-restore';
import { initialStepperData, type StepperData } from './stepper-data';

const inputOf = (data: StepperData) => matchInputOf(data.companyProfile, data.wasteInfo);
const keyOf = (input: MatchInput) => hashKey(matchQueryOptions(input, 'en').queryKey);

/** A bakery in Graz with 40 kg of bread a week, located, seasonal in two months. */
function bakery(): StepperData {
  const data = initialStepperData();
  data.companyProfile.name = 'Bäckerei Huber';
  data.companyProfile.location = {
    address: 'Hauptplatz 1',
    city: 'Graz',
    postalCode: '8010',
    country: 'Österreich',
  };
  data.companyProfile.location_geo = { type: 'Point', coordinates: [15.44, 47.07] };
  data.companyProfile.lastGeocodedAddress = 'Hauptplatz 1, 8010 Graz, Österreich';
  data.companyProfile.locatedAs = {
    found: true,
    precision: 'postal_code',
    matched: { postal_code: '8010', city: 'Graz', country_code: 'AT' },
  };
  data.companyProfile.businessCategory = 'Bakery';
  data.companyProfile.naceCodes = [
    { code: '10.71', description: 'Manufacture of bread' },
    { code: '47.24', description: null },
  ];
  data.companyProfile.description = 'Family bakery';
  data.wasteInfo.surplusName = 'Brot vom Vortag';
  data.wasteInfo.foodGroups = ['Cereal products'];
  data.wasteInfo.foodSubgroups = ['Bread'];
  data.wasteInfo.amount = { value: 40, unit: 'kg' };
  data.wasteInfo.frequency = { times: 2, interval: 'week' };
  data.wasteInfo.seasonal = true;
  data.wasteInfo.monthlyCapacities[0] = { name: 'January', capacity: 150, active: true };
  data.wasteInfo.monthlyCapacities[6] = { name: 'July', capacity: 0, active: true };
  data.wasteInfo.additionalSurplusInfo = 'Packed in crates';
  data.wasteInfo.condition = 'past_best_before';
  data.wasteInfo.conditionAnswers = {
    dateKind: 'best_before',
    datePassed: 'yes',
    spoilage: 'none',
  };
  data.selectedSolutionId = 'food-bank-donation';
  return data;
}

describe('stepperDataOfMatchInput, the inverse of matchInputOf', () => {
  it('gives back entries that make the same match input, hence the same query key', () => {
    const input = inputOf(bakery());
    // The input as saved with the account: sent as JSON, read back as JSON.
    const saved: unknown = JSON.parse(JSON.stringify(input));
    const restored = stepperDataOfMatchInput(saved)!;
    expect(inputOf(restored)).toEqual(input);
    expect(keyOf(inputOf(restored))).toBe(keyOf(saved as MatchInput));
  });

  it('takes the form-only fields from what it knows: located for its own address, nothing chosen', () => {
    const restored = stepperDataOfMatchInput(inputOf(bakery()))!;
    expect(restored.companyProfile.lastGeocodedAddress).toBe('Hauptplatz 1, 8010 Graz, Österreich');
    expect(restored.companyProfile.locatedAs).toBeNull();
    expect(restored.selectedSolutionId).toBeNull();
    const unlocated = initialStepperData();
    unlocated.companyProfile.location.city = 'Graz';
    expect(
      stepperDataOfMatchInput(inputOf(unlocated))!.companyProfile.lastGeocodedAddress,
    ).toBeNull();
  });

  it('round-trips any stepper data: data → input → data → input gives the same input', () => {
    const textArb = fc.string({ maxLength: 12 });
    const count = fc.double({ min: 0, max: 1e6, noNaN: true });
    const stepperData: fc.Arbitrary<StepperData> = fc.record({
      companyProfile: fc.record({
        name: textArb,
        location: fc.record({
          address: textArb,
          city: textArb,
          postalCode: textArb,
          country: textArb,
        }),
        location_geo: fc.option(
          fc.record({
            type: fc.constant('Point' as const),
            coordinates: fc.tuple(
              fc.double({ min: -180, max: 180, noNaN: true }),
              fc.double({ min: -90, max: 90, noNaN: true }),
            ),
          }),
        ),
        lastGeocodedAddress: fc.option(textArb),
        locatedAs: fc.constant(null),
        businessCategory: textArb,
        naceCodes: fc.array(fc.record({ code: textArb, description: fc.option(textArb) }), {
          maxLength: 3,
        }),
        description: textArb,
      }),
      wasteInfo: fc.record({
        foodGroups: fc.array(textArb, { maxLength: 3 }),
        foodSubgroups: fc.array(textArb, { maxLength: 3 }),
        surplusName: textArb,
        amount: fc.record({ value: fc.option(count), unit: fc.constant('kg' as const) }),
        frequency: fc.record({
          times: fc.integer({ min: 1, max: 100 }),
          interval: fc.constantFrom(...FREQUENCY_INTERVALS),
        }),
        seasonal: fc.boolean(),
        monthlyCapacities: fc.array(
          fc.record({
            name: textArb,
            capacity: fc.integer({ min: 0, max: 999 }),
            active: fc.boolean(),
          }),
          { minLength: 12, maxLength: 12 },
        ),
        additionalSurplusInfo: textArb,
        condition: fc.constantFrom(null, ...SURPLUS_STATES),
        conditionAnswers: fc.record(
          Object.fromEntries(
            CONDITION_QUESTION_ORDER.map((q) => [
              q,
              fc.constantFrom(null, ...CONDITION_QUESTIONS[q]),
            ]),
          ),
          { requiredKeys: [] },
        ) as fc.Arbitrary<StepperData['wasteInfo']['conditionAnswers']>,
      }),
      selectedSolutionId: fc.option(textArb),
      entryUi: fc.constant({ perDay: false, invalidTexts: {} }),
    });
    fc.assert(
      fc.property(stepperData, (data) => {
        const input = inputOf(data);
        const saved: unknown = JSON.parse(JSON.stringify(input));
        const restored = stepperDataOfMatchInput(saved);
        expect(restored).not.toBeNull();
        const again = inputOf(restored!);
        expect(again).toEqual(saved);
        expect(keyOf(again)).toBe(keyOf(input));
      }),
      { numRuns: 200 },
    );
  });

  it('fills what an older or partial input leaves out with the stepper defaults', () => {
    const restored = stepperDataOfMatchInput({
      companyProfile: {
        name: null,
        location: { postal_code: '8010', city: 'Graz' },
        naceCodes: ['10.71'],
      },
      wasteInfo: { surplusName: 'Äpfel', frequency: { times: null, interval: 'monthly' } },
    })!;
    const initial = initialStepperData();
    expect(restored.companyProfile).toMatchObject({
      name: '',
      location: { address: '', city: 'Graz', postalCode: '8010', country: '' },
      location_geo: null,
      naceCodes: [{ code: '10.71', description: null }],
    });
    expect(restored.wasteInfo).toEqual({ ...initial.wasteInfo, surplusName: 'Äpfel' });
  });

  it('reads nothing from what is no match input', () => {
    expect(stepperDataOfMatchInput(null)).toBeNull();
    expect(stepperDataOfMatchInput([1, 2])).toBeNull();
    expect(stepperDataOfMatchInput('text')).toBeNull();
    expect(stepperDataOfMatchInput({})).toEqual(initialStepperData());
  });
});

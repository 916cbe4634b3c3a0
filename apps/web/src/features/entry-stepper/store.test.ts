import type { Product, Solution } from '@foodhub/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../../stores/reset-stores';
import { foodBank, insectFeed, matchAnswer } from '../../test/solution-fixtures';
import { readStepperData } from './stepper-data';
import {
  hasEnteredData,
  solutionId,
  STEPPER_STORAGE_KEY,
  STEPPER_STORAGE_VERSION,
  useStepperStore,
} from './store';

const wholemealBread: Product = {
  _id: '7110',
  product_name: 'Bread, wholemeal',
  has_lci_data: true,
  food_group: ['Cereal products'],
  food_subgroup: ['Breads and breakfast pastries'],
};

const persisted = () => JSON.parse(localStorage.getItem(STEPPER_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
});

describe('stepper store', () => {
  it('starts with the defaults of spec part 1 §3', () => {
    const s = useStepperStore.getState();
    expect(s.companyProfile).toEqual({
      name: '',
      location: { address: '', city: '', postalCode: '', country: '' },
      location_geo: null,
      lastGeocodedAddress: null,
      locatedAs: null,
      businessCategory: '',
      naceCodes: [],
      description: '',
    });
    expect(s.wasteInfo).toMatchObject({
      foodGroups: [],
      foodSubgroups: [],
      surplusName: '',
      amount: { value: null, unit: 'kg' },
      frequency: { times: 1, interval: 'once' },
      seasonal: false,
      additionalSurplusInfo: '',
    });
    expect(s.wasteInfo.monthlyCapacities).toHaveLength(12);
    expect(s.wasteInfo.monthlyCapacities[0]).toEqual({
      name: 'January',
      capacity: 100,
      active: false,
    });
    expect(s.wasteInfo.monthlyCapacities[11]?.name).toBe('December');
    expect(s.solutions).toEqual([]);
    expect(s.selectedSolution).toBeNull();
    expect(s.solutionDetails).toEqual({
      scores: {},
      reasoning: {},
      factors: {},
      excluded: [],
      surplus: null,
    });
    expect(s.loading).toBe(false);
    expect(s.productDetails).toBeNull();
    expect(s.productNotFound).toBe(false);
  });

  it(`persists under '${STEPPER_STORAGE_KEY}' with a version, without the loading flag`, () => {
    const s = useStepperStore.getState();
    s.setCompanyProfile({ name: 'Bäckerei Huber' });
    s.setCompanyLocation({ city: 'Graz' });
    s.setWasteInfo({ surplusName: 'Bread', foodGroups: ['Cereal products'] });
    s.setLoading(true);
    const stored = persisted();
    expect(stored.version).toBe(STEPPER_STORAGE_VERSION);
    expect(stored.state.companyProfile.name).toBe('Bäckerei Huber');
    expect(stored.state.companyProfile.location).toMatchObject({ city: 'Graz', address: '' });
    expect(stored.state.wasteInfo.surplusName).toBe('Bread');
    expect(stored.state).not.toHaveProperty('loading');
  });

  it('keeps the product lookup in memory only and clears it on reset', () => {
    const s = useStepperStore.getState();
    s.setWasteInfo({ surplusName: 'Bread, wholemeal' });
    s.setProductDetails(wholemealBread);
    s.setProductNotFound(true);
    expect(useStepperStore.getState()).toMatchObject({
      productDetails: wholemealBread,
      productNotFound: true,
    });
    const stored = persisted();
    expect(stored.state).not.toHaveProperty('productDetails');
    expect(stored.state).not.toHaveProperty('productNotFound');
    resetAllStores();
    expect(useStepperStore.getState()).toMatchObject({
      productDetails: null,
      productNotFound: false,
    });
  });

  it('keeps the unit kg whatever an update says', () => {
    useStepperStore.getState().setWasteInfo({
      amount: { value: 40, unit: 'lb' as 'kg' },
    });
    expect(useStepperStore.getState().wasteInfo.amount).toEqual({ value: 40, unit: 'kg' });
  });

  it('stores solutions with their details, selects one, and clears the details alone', () => {
    const s = useStepperStore.getState();
    s.setSolutions(matchAnswer.solutions, matchAnswer.details);
    s.selectSolution(foodBank);
    expect(useStepperStore.getState().solutionDetails.scores['food-bank-donation']).toBe(92);
    useStepperStore.getState().clearSolutionDetails();
    const after = useStepperStore.getState();
    expect(after.solutionDetails).toEqual({
      scores: {},
      reasoning: {},
      factors: {},
      excluded: [],
      surplus: null,
    });
    expect(after.solutions).toHaveLength(3);
    expect(after.selectedSolution).toEqual(foodBank);
  });

  it('is cleared by the reset that login and logout run', () => {
    const s = useStepperStore.getState();
    s.setCompanyProfile({ name: 'Bäckerei Huber' });
    s.setSolutions(matchAnswer.solutions, matchAnswer.details);
    s.setLoading(true);
    resetAllStores();
    const after = useStepperStore.getState();
    expect(after.companyProfile.name).toBe('');
    expect(after.solutions).toEqual([]);
    expect(after.loading).toBe(false);
    expect(persisted().state.companyProfile.name).toBe('');
  });

  it('rehydrates partial or older data over the defaults, reading postal_code too', async () => {
    localStorage.setItem(
      STEPPER_STORAGE_KEY,
      JSON.stringify({
        version: 0,
        state: {
          companyProfile: { name: 'Hofladen', location: { postal_code: '8010', city: 'Graz' } },
          wasteInfo: { surplusName: 'Bread', amount: { value: 40, unit: 'kg' } },
          loading: true,
        },
      }),
    );
    await useStepperStore.persist.rehydrate();
    const s = useStepperStore.getState();
    expect(s.companyProfile.location).toEqual({
      address: '',
      city: 'Graz',
      postalCode: '8010',
      country: '',
    });
    expect(s.wasteInfo.amount).toEqual({ value: 40, unit: 'kg' });
    expect(s.wasteInfo.frequency).toEqual({ times: 1, interval: 'once' });
    expect(s.wasteInfo.monthlyCapacities).toHaveLength(12);
    expect(s.loading).toBe(false);
  });

  it('drops values of the wrong type when reading', () => {
    const data = readStepperData({
      companyProfile: { naceCodes: ['10.71', { code: '47.11', description: 'Retail' }, 7] },
      wasteInfo: {
        foodGroups: ['Cereal products', 3],
        frequency: { times: 2, interval: 'fortnight' },
        monthlyCapacities: [{ capacity: 80, active: true }],
      },
      solutions: 'nope',
    });
    expect(data.companyProfile.naceCodes).toEqual([
      { code: '10.71', description: null },
      { code: '47.11', description: 'Retail' },
    ]);
    expect(data.wasteInfo.foodGroups).toEqual(['Cereal products']);
    expect(data.wasteInfo.frequency).toEqual({ times: 2, interval: 'once' });
    expect(data.wasteInfo.monthlyCapacities[0]).toEqual({
      name: 'January',
      capacity: 80,
      active: true,
    });
    expect(data.solutions).toEqual([]);
  });
});

describe('solutionId', () => {
  it('takes id first, then solution_id, for vcg.ai solutions', () => {
    expect(solutionId(insectFeed)).toBe('vcg-42');
    expect(solutionId({ ...insectFeed, id: undefined } as unknown as Solution)).toBe(
      'vcg-legacy-42',
    );
  });

  it('takes solution_id first, then _id, for dataset solutions', () => {
    expect(solutionId({ ...foodBank, _id: 'mongo-1' })).toBe('food-bank-donation');
    expect(solutionId({ ...foodBank, solution_id: undefined } as unknown as Solution)).toBe(
      'food-bank-donation',
    );
    expect(
      solutionId({ ...foodBank, solution_id: '', _id: 'mongo-1' } as unknown as Solution),
    ).toBe('mongo-1');
  });
});

describe('hasEnteredData', () => {
  const fresh = () => readStepperData(null);

  it('is false for a fresh stepper, even with amount or description filled', () => {
    const data = fresh();
    data.wasteInfo.amount.value = 40;
    data.companyProfile.description = 'A bakery';
    expect(hasEnteredData(data)).toBe(false);
  });

  it.each([
    ['company name', (d: ReturnType<typeof fresh>) => (d.companyProfile.name = 'Huber')],
    ['address', (d: ReturnType<typeof fresh>) => (d.companyProfile.location.address = 'Gasse 1')],
    ['surplus name', (d: ReturnType<typeof fresh>) => (d.wasteInfo.surplusName = 'Bread')],
    ['food groups', (d: ReturnType<typeof fresh>) => (d.wasteInfo.foodGroups = ['Fruits'])],
    ['solutions', (d: ReturnType<typeof fresh>) => (d.solutions = [foodBank])],
  ])('is true with a %s', (_, fill) => {
    const data = fresh();
    fill(data);
    expect(hasEnteredData(data)).toBe(true);
  });
});

describe('the surplus condition', () => {
  it('is kept when it is a known state and dropped otherwise', () => {
    expect(
      readStepperData({ wasteInfo: { condition: 'past_best_before' } }).wasteInfo.condition,
    ).toBe('past_best_before');
    expect(
      readStepperData({ wasteInfo: { condition: 'fresh-ish' } }).wasteInfo.condition,
    ).toBeNull();
    expect(readStepperData({ wasteInfo: {} }).wasteInfo.condition).toBeNull();
  });
  it('keeps the routes left out and the reading of a stored answer, and drops broken ones', () => {
    const data = readStepperData({
      solutionDetails: {
        excluded: [{ solution_id: 'a', reason: 'r' }, { nonsense: true }],
        surplus: { readable: true, state: 'edible' },
      },
    });
    expect(data.solutionDetails.excluded).toHaveLength(1);
    expect(data.solutionDetails.surplus).toMatchObject({ readable: true });
    expect(
      readStepperData({ solutionDetails: { surplus: 'x' } }).solutionDetails.surplus,
    ).toBeNull();
  });
});

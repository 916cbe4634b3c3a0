import type { Solution } from '@foodhub/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSISTED_QUERY_PREFIX } from '../lib/persisted-query';
import { solutionId } from '../lib/solution-view';
import { foodBank, insectFeed } from '../test/solution-fixtures';
import { useDroppedStores } from './dropped-stores';
import { resetAllStores, resetToolData } from './reset-stores';
import { initialStepperData, type StepperData } from './stepper-data';
import {
  hasEnteredData,
  STEPPER_STORAGE_KEY,
  STEPPER_STORAGE_VERSION,
  useStepperStore,
} from './stepper-store';

const persisted = () => JSON.parse(localStorage.getItem(STEPPER_STORAGE_KEY) ?? 'null');

/** What a copy of the stepper data looks like in localStorage. */
const storeCopy = (state: unknown, version = STEPPER_STORAGE_VERSION) =>
  localStorage.setItem(STEPPER_STORAGE_KEY, JSON.stringify({ state, version }));

/** A kept server answer, as lib/persisted-query writes it. */
const keepAnswer = (kind: string, data: unknown) =>
  localStorage.setItem(
    `${PERSISTED_QUERY_PREFIX}${kind}:["${kind}"]`,
    JSON.stringify({ v: 1, at: Date.now(), data }),
  );
const keptAnswers = () =>
  Object.keys(localStorage).filter((key) => key.startsWith(PERSISTED_QUERY_PREFIX));

/** A full version 2 copy: a bakery in Graz with 40 kg of bread a week, one solution chosen. */
function bakeryData(): StepperData {
  const data = initialStepperData();
  data.companyProfile.name = 'Hofladen';
  data.companyProfile.location = {
    address: 'Hauptplatz 1',
    city: 'Graz',
    postalCode: '8010',
    country: 'AT',
  };
  data.companyProfile.location_geo = { type: 'Point', coordinates: [15.44, 47.07] };
  data.companyProfile.naceCodes = [{ code: '10.71', description: 'Manufacture of bread' }];
  data.wasteInfo.surplusName = 'Bread';
  data.wasteInfo.foodGroups = ['Cereal products'];
  data.wasteInfo.amount = { value: 40, unit: 'kg' };
  data.wasteInfo.frequency = { times: 1, interval: 'week' };
  data.wasteInfo.condition = 'past_best_before';
  data.wasteInfo.conditionAnswers = { dateKind: 'best_before', datePassed: 'yes' };
  data.selectedSolutionId = 'food-bank-donation';
  return data;
}

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  useDroppedStores.getState().dismiss();
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
      condition: null,
    });
    expect(s.wasteInfo.monthlyCapacities).toHaveLength(12);
    expect(s.wasteInfo.monthlyCapacities[0]).toEqual({
      name: 'January',
      capacity: 100,
      active: false,
    });
    expect(s.wasteInfo.monthlyCapacities[11]?.name).toBe('December');
    expect(s.selectedSolutionId).toBeNull();
  });

  it(`persists the entries and the choice under '${STEPPER_STORAGE_KEY}' with a version`, () => {
    const s = useStepperStore.getState();
    s.setCompanyProfile({ name: 'Bäckerei Huber' });
    s.setCompanyLocation({ city: 'Graz' });
    s.setWasteInfo({ surplusName: 'Bread', foodGroups: ['Cereal products'] });
    s.selectSolution('food-bank-donation');
    const stored = persisted();
    expect(stored.version).toBe(STEPPER_STORAGE_VERSION);
    expect(stored.version).toBe(2);
    expect(stored.state.companyProfile.name).toBe('Bäckerei Huber');
    expect(stored.state.companyProfile.location).toMatchObject({ city: 'Graz', address: '' });
    expect(stored.state.wasteInfo.surplusName).toBe('Bread');
    expect(stored.state.selectedSolutionId).toBe('food-bank-donation');
    // Only what the user entered and chose: server answers are queries, kept apart.
    // entryUi: what the surplus form shows beside the spec's fields ('per day', kept texts).
    expect(Object.keys(stored.state).sort()).toEqual([
      'companyProfile',
      'entryUi',
      'selectedSolutionId',
      'wasteInfo',
    ]);
  });

  it('keeps the unit kg whatever an update says', () => {
    useStepperStore.getState().setWasteInfo({
      amount: { value: 40, unit: 'lb' as 'kg' },
    });
    expect(useStepperStore.getState().wasteInfo.amount).toEqual({ value: 40, unit: 'kg' });
  });

  it('selects a solution by its id and forgets the choice again', () => {
    useStepperStore.getState().selectSolution('vcg-42');
    expect(useStepperStore.getState().selectedSolutionId).toBe('vcg-42');
    useStepperStore.getState().selectSolution(null);
    expect(useStepperStore.getState().selectedSolutionId).toBeNull();
    expect(persisted().state.selectedSolutionId).toBeNull();
  });

  it.each([
    ['login and logout run', resetAllStores],
    ['Clear All Data runs', resetToolData],
  ])('is cleared with the answers kept for it by the reset %s', (_, reset) => {
    const s = useStepperStore.getState();
    s.setCompanyProfile({ name: 'Bäckerei Huber' });
    s.setWasteInfo({ surplusName: 'Bread' });
    s.setConditionAnswer('spoilage', 'none');
    s.selectSolution('food-bank-donation');
    keepAnswer('match', { solutions: [], details: {} });
    keepAnswer('product-by-name', { found: false, product: null });
    localStorage.setItem('unrelated', 'kept');
    reset();
    const after = useStepperStore.getState();
    expect(after.companyProfile.name).toBe('');
    expect(after.wasteInfo.surplusName).toBe('');
    expect(after.selectedSolutionId).toBeNull();
    expect(after.wasteInfo.conditionAnswers).toEqual({});
    expect(persisted().state.companyProfile.name).toBe('');
    expect(keptAnswers()).toEqual([]);
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});

describe('condition answers', () => {
  it('keeps each answer, not-sure included, and persists them with the entries', () => {
    const s = useStepperStore.getState();
    s.setConditionAnswer('dateKind', 'use_by');
    s.setConditionAnswer('datePassed', 'not_sure');
    s.setConditionAnswer('spoilage', 'none');
    expect(useStepperStore.getState().wasteInfo.conditionAnswers).toEqual({
      dateKind: 'use_by',
      datePassed: 'not_sure',
      spoilage: 'none',
    });
    expect(persisted().state.wasteInfo.conditionAnswers).toEqual({
      dateKind: 'use_by',
      datePassed: 'not_sure',
      spoilage: 'none',
    });
  });

  it('drops whether the date passed when there is no date on the pack', () => {
    const s = useStepperStore.getState();
    s.setConditionAnswer('dateKind', 'best_before');
    s.setConditionAnswer('datePassed', 'yes');
    s.setConditionAnswer('dateKind', 'none');
    expect(useStepperStore.getState().wasteInfo.conditionAnswers).toMatchObject({
      dateKind: 'none',
      datePassed: null,
    });
  });

  it('reads a copy saved before the questions existed as none answered', async () => {
    const { conditionAnswers: _none, ...older } = bakeryData().wasteInfo;
    storeCopy({ ...bakeryData(), wasteInfo: older });
    await useStepperStore.persist.rehydrate();
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe(older.surplusName);
    expect(useStepperStore.getState().wasteInfo.conditionAnswers).toEqual({});
    expect(useDroppedStores.getState().names).toEqual([]);
  });
});

describe('reading the saved stepper data', () => {
  it('reads a valid version 2 copy whole', async () => {
    storeCopy(bakeryData());
    await useStepperStore.persist.rehydrate();
    const s = useStepperStore.getState();
    expect(s.companyProfile).toEqual(bakeryData().companyProfile);
    expect(s.wasteInfo).toEqual(bakeryData().wasteInfo);
    expect(s.wasteInfo.condition).toBe('past_best_before');
    expect(s.selectedSolutionId).toBe('food-bank-donation');
    expect(useDroppedStores.getState().names).toEqual([]);
    expect(persisted().state.companyProfile.name).toBe('Hofladen');
  });

  it('migrates a version 1 copy: entries kept, the chosen solution kept by its id', async () => {
    const { companyProfile, wasteInfo } = bakeryData();
    const { postalCode: _postalCode, ...location } = companyProfile.location;
    storeCopy(
      {
        companyProfile: {
          ...companyProfile,
          // Version 1 could hold postal_code and bare NACE codes.
          location: { ...location, postal_code: '8010' },
          naceCodes: ['10.71', { code: '47.24', description: 'Retail sale of bread' }],
        },
        wasteInfo,
        solutions: [foodBank, insectFeed],
        solutionDetails: { scores: { 'food-bank-donation': 92 }, reasoning: {} },
        selectedSolution: foodBank,
      },
      1,
    );
    await useStepperStore.persist.rehydrate();
    const s = useStepperStore.getState();
    expect(s.companyProfile.name).toBe('Hofladen');
    expect(s.companyProfile.location).toEqual({
      address: 'Hauptplatz 1',
      city: 'Graz',
      postalCode: '8010',
      country: 'AT',
    });
    expect(s.companyProfile.naceCodes).toEqual([
      { code: '10.71', description: null },
      { code: '47.24', description: 'Retail sale of bread' },
    ]);
    expect(s.wasteInfo).toEqual(wasteInfo);
    expect(s.selectedSolutionId).toBe('food-bank-donation');
    expect(useDroppedStores.getState().names).toEqual([]);
    // Written back as version 2, without the old match answer.
    const stored = persisted();
    expect(stored.version).toBe(2);
    expect(stored.state).not.toHaveProperty('solutions');
    expect(stored.state).not.toHaveProperty('solutionDetails');
    expect(stored.state).not.toHaveProperty('selectedSolution');
    expect(stored.state.selectedSolutionId).toBe('food-bank-donation');
  });

  it('migrates a partial version 1 copy over the defaults', async () => {
    // Version 1 copies of older builds lack fields added since (condition, locatedAs, ...).
    storeCopy(
      {
        companyProfile: { name: 'Hofladen', location: { postal_code: '8010', city: 'Graz' } },
        wasteInfo: { surplusName: 'Bread', amount: { value: 40, unit: 'kg' } },
        loading: true,
      },
      1,
    );
    await useStepperStore.persist.rehydrate();
    const s = useStepperStore.getState();
    expect(s.companyProfile).toEqual({
      ...initialStepperData().companyProfile,
      name: 'Hofladen',
      location: { address: '', city: 'Graz', postalCode: '8010', country: '' },
    });
    expect(s.wasteInfo).toEqual({
      ...initialStepperData().wasteInfo,
      surplusName: 'Bread',
      amount: { value: 40, unit: 'kg' },
    });
    expect(s.selectedSolutionId).toBeNull();
    expect(useDroppedStores.getState().names).toEqual([]);
    expect(persisted().state).not.toHaveProperty('loading');
  });

  it('migrates a version 1 copy with a vcg.ai solution chosen, or none', async () => {
    const { companyProfile, wasteInfo } = bakeryData();
    storeCopy({ companyProfile, wasteInfo, selectedSolution: insectFeed }, 1);
    await useStepperStore.persist.rehydrate();
    expect(useStepperStore.getState().selectedSolutionId).toBe('vcg-42');

    storeCopy({ companyProfile, wasteInfo, selectedSolution: null, solutions: [] }, 1);
    await useStepperStore.persist.rehydrate();
    expect(useStepperStore.getState().selectedSolutionId).toBeNull();
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Bread');
  });

  it.each([
    [
      'an amount that is not a number',
      (d: StepperData) => ((d.wasteInfo.amount as { value: unknown }).value = 'abc'),
    ],
    [
      'monthly capacities of 3 months',
      (d: StepperData) =>
        (d.wasteInfo.monthlyCapacities = d.wasteInfo.monthlyCapacities.slice(0, 3)),
    ],
    [
      'an unknown surplus condition',
      (d: StepperData) => ((d.wasteInfo as { condition: unknown }).condition = 'fresh-ish'),
    ],
  ])('drops a copy with %s whole, and says so', async (_, breakIt) => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = bakeryData();
    breakIt(broken);
    storeCopy(broken);
    await useStepperStore.persist.rehydrate();
    const s = useStepperStore.getState();
    // Nothing of it is read, not even the valid parts.
    expect(s.companyProfile).toEqual(initialStepperData().companyProfile);
    expect(s.wasteInfo).toEqual(initialStepperData().wasteInfo);
    expect(s.selectedSolutionId).toBeNull();
    expect(localStorage.getItem(STEPPER_STORAGE_KEY)).toBeNull();
    expect(useDroppedStores.getState().names).toContain(STEPPER_STORAGE_KEY);
    expect(warned).toHaveBeenCalledOnce();
    warned.mockRestore();
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
  it('is false for a fresh stepper, even with amount or description filled', () => {
    const data = initialStepperData();
    data.wasteInfo.amount.value = 40;
    data.companyProfile.description = 'A bakery';
    expect(hasEnteredData(data, false)).toBe(false);
  });

  it.each([
    ['company name', (d: StepperData) => (d.companyProfile.name = 'Huber')],
    ['address', (d: StepperData) => (d.companyProfile.location.address = 'Gasse 1')],
    ['surplus name', (d: StepperData) => (d.wasteInfo.surplusName = 'Bread')],
    ['food groups', (d: StepperData) => (d.wasteInfo.foodGroups = ['Fruits'])],
  ])('is true with a %s', (_, fill) => {
    const data = initialStepperData();
    fill(data);
    expect(hasEnteredData(data, false)).toBe(true);
  });

  it('is true when solutions were matched', () => {
    expect(hasEnteredData(initialStepperData(), true)).toBe(true);
  });
});

import type { TransportResponse } from '@foodhub/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPath, matchInputOf } from '../../../api/match';
import i18n from '../../../lib/i18n';
import { PERSISTED_QUERY_PREFIX } from '../../../lib/persisted-query';
import { reloadPage } from '../../../lib/reload-page';
import { useDroppedStores } from '../../../stores/dropped-stores';
import { useStepperStore } from '../../../stores/stepper-store';
import { answer, answerError, apiCalls, callsTo, forgetApiCalls, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { datasetProvider as provider } from '../../../test/provider-fixtures';
import { holdMatch, holdProviders, holdTransport } from '../../../test/query-seeds';
import { createTestQueryClient, renderRoutes } from '../../../test/render-with-providers';
import { biogas, breadBeer, foodBank, matchAnswer } from '../../../test/solution-fixtures';
import {
  analysisDataSchema,
  ANALYSIS_STORAGE_KEY,
  ANALYSIS_STORAGE_VERSION,
  initialAnalysisData,
  useAnalysisStore,
} from '../store';
import { LcaStepperShell } from './lca-stepper-shell';
import { ProviderStep } from './provider-step';
import { SolutionStep } from './solution-step';
import { TransportStep } from './transport-step';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const transportResult: TransportResponse = {
  distance_km: 189.5,
  co2e_kg: 14.97,
  co2e_calc_method: 'Road freight: 1.58 kg CO2e per tonne-km × 0.05 t × 189.5 km (estimate)',
  route_geojson: {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: [
        [15.44, 47.07],
        [16.37, 48.21],
      ],
    },
    properties: { method: 'great-circle-estimate' },
  },
  transport_weight_kg: 50,
  co2e_kg_external: null,
  co2e_calc_method_external: null,
  source: {
    label: 'Hauptplatz 1, 8010 Graz, Austria',
    lat: 47.07,
    lon: 15.44,
    precision: 'postal_code',
    matched: { postal_code: '8010', city: 'Graz', country_code: 'AT' },
  },
  destination: {
    label: 'Beispielgasse 17, 1010 Wien, AT',
    lat: 48.21,
    lon: 16.37,
    precision: 'postal_code',
    matched: { postal_code: '1010', city: 'Wien, Innere Stadt', country_code: 'AT' },
  },
  minimum_distance_km: null,
};

/** The trip the transport step calculates in these tests (the provider's address, 50 kg). */
const trip = {
  source: 'Hauptplatz 1, 8010 Graz, Austria',
  destination: 'Beispielgasse 17, 1010 Wien, AT',
  weightKg: 50,
};

const transportCalls = () => callsTo('/transport/calculate');
const providerCalls = () => callsTo('/provider_companies');

/** The client the next render uses: hold answers in it before rendering. */
let queryClient: QueryClient;
beforeEach(() => {
  useStepperStore.getState().resetStepper();
  useAnalysisStore.getState().resetAnalysis();
  localStorage.clear();
  queryClient = createTestQueryClient();
  // What a test does not answer itself fails.
  server.use(
    answerError('post', '/solutions/match', 503, 'not in this test'),
    answerError('get', '/provider_companies', 503, 'not in this test'),
    answerError('post', '/transport/calculate', 503, 'not in this test'),
  );
  vi.mocked(reloadPage).mockClear();
});
afterEach(async () => {
  // Nothing asked in a test answers after it, through the next test's fetch.
  await queryClient.cancelQueries();
  queryClient.clear();
  vi.restoreAllMocks();
});

type StepPath = 'lifecycle-stage' | 'solution' | 'provider' | 'transport' | 'report';

/** The analysis stepper at one step; `pages` replaces the placeholder pages of some steps. */
function renderShell(step: StepPath, pages: Partial<Record<StepPath, ReactNode>> = {}) {
  const steps: StepPath[] = ['lifecycle-stage', 'solution', 'provider', 'transport', 'report'];
  const routes = [
    {
      path: '/lca-stepper',
      element: <LcaStepperShell />,
      children: steps.map((path) => ({ path, element: pages[path] ?? <p>{path} page</p> })),
    },
    { path: '*', element: <LocationProbe /> },
  ];
  const view = renderRoutes(routes, `/lca-stepper/${step}`, { queryClient });
  return { ...view, user: userEvent.setup() };
}

/** A company in Graz with a weekly bread surplus, as the entry stepper leaves it. */
function enterCompanyAndSurplus() {
  useStepperStore.getState().setCompanyProfile({
    location_geo: { type: 'Point', coordinates: [15.44, 47.07] },
  });
  useStepperStore.getState().setWasteInfo({
    foodGroups: ['Cereal products'],
    surplusName: 'Bread',
    amount: { value: 20, unit: 'kg' },
    frequency: { times: 2, interval: 'week' },
  });
}

describe('LcaStepperShell (spec part 2 §2, §4)', () => {
  it('shows the five steps with the lifecycle stage disabled and marks the current one', () => {
    renderShell('provider');
    const steps = within(screen.getByRole('list', { name: 'Analysis steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      '1 Lifecycle Stage',
      '2 Select Solution',
      '3 Select Provider',
      '4 Transport & Emissions',
      '5 Environmental Impact Report',
    ]);
    expect(steps[0]).toHaveAttribute('aria-disabled', 'true');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('keeps Next disabled until the step is valid, then loads the providers and goes on', async () => {
    enterCompanyAndSurplus();
    holdMatch(queryClient, matchAnswer);
    server.use(
      answer('get', '/provider_companies', {
        provider_companies: [provider('p1', 'Food Bank Wien', 2345)],
        total: 1,
      }),
    );
    const { user } = renderShell('solution', { provider: <ProviderStep /> });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    act(() => useAnalysisStore.getState().selectSolution(foodBank.solution_id));
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    // The providers were loaded before the step opened: it shows them without asking again.
    expect(await screen.findByRole('radio', { name: /Food Bank Wien/ })).toBeInTheDocument();
    expect(providerCalls()).toHaveLength(1);
    // The same question as Solution Details asks (spec part 1 §7).
    const params = providerCalls()[0]!.url.searchParams;
    expect(Object.fromEntries(params)).toEqual({
      solution_id: foodBank.solution_id,
      lat: '47.07',
      lon: '15.44',
      food_group: 'Cereal products',
      surplus_name: 'Bread',
      // 2 × 20 kg a week.
      kg_per_week: '40',
    });
    expect(callsTo(matchPath('en'))).toHaveLength(0);
  });

  it("reads 'Create Environmental Impact Report' on the transport step", async () => {
    holdTransport(queryClient, trip, transportResult);
    const { user } = renderShell('transport');
    const create = screen.getByRole('button', { name: 'Create Environmental Impact Report' });
    expect(create).toBeDisabled();
    // The form of a trip already calculated: its result makes the step valid.
    act(() => useAnalysisStore.getState().setTransportForm(trip));
    await waitFor(() => expect(create).toBeEnabled());
    // Another trip has no result yet.
    act(() => useAnalysisStore.getState().setTransportForm({ ...trip, weightKg: 60 }));
    await waitFor(() => expect(create).toBeDisabled());
    act(() => useAnalysisStore.getState().setTransportForm(trip));
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('report page')).toBeInTheDocument();
  });

  it('goes back to the solutions found from the first step', async () => {
    const { user } = renderShell('solution');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/stepper/solutions');
  });

  it('asks before Clear All Data, then resets the analysis and reloads on company-data', async () => {
    holdMatch(queryClient, matchAnswer);
    holdProviders(queryClient, foodBank, []);
    useAnalysisStore.getState().selectSolution(foodBank.solution_id);
    useAnalysisStore.getState().set({ lifecycleStage: 'Retail' });
    const { user } = renderShell('provider');
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, clear all data' }));
    expect(useAnalysisStore.getState()).toMatchObject(initialAnalysisData());
    // The page changes once the reset is through (a busy machine takes a moment).
    expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/company-data');
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
  });
});

describe('Select Solution', () => {
  it("says 'No Suitable Solutions Found' when no donation solution was found", () => {
    holdMatch(queryClient, { ...matchAnswer, solutions: [breadBeer, biogas] });
    renderShell('solution', { solution: <SolutionStep /> });
    expect(screen.getByRole('heading', { name: 'No Suitable Solutions Found' })).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("says 'Not Implemented Yet' for a solution of another category the user came from", () => {
    holdMatch(queryClient, matchAnswer);
    useStepperStore.getState().selectSolution(biogas.solution_id);
    renderShell('solution', { solution: <SolutionStep /> });
    expect(screen.getByText('Not Implemented Yet')).toBeVisible();
    expect(screen.getByText(/The impact report is not available yet for/)).toBeVisible();
    expect(screen.getByRole('radio', { name: /Donation to a food bank/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('lists only the donation solutions and selects one', async () => {
    holdMatch(queryClient, matchAnswer);
    holdProviders(queryClient, foodBank, []);
    const { user } = renderShell('solution', { solution: <SolutionStep /> });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /Donation to a food bank/ }));
    expect(useAnalysisStore.getState().selectedSolutionId).toBe(foodBank.solution_id);
    expect(screen.getByRole('radio', { name: /Donation to a food bank/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('starts the analysis again and preselects the donation solution chosen on its details', () => {
    holdMatch(queryClient, matchAnswer);
    holdProviders(queryClient, foodBank, []);
    useAnalysisStore.getState().set({ lifecycleStage: 'Retail', selectedProviderKey: 'p1' });
    useStepperStore.getState().selectSolution(foodBank.solution_id);
    renderShell('solution', { solution: <SolutionStep /> });
    expect(screen.getByRole('radio', { name: /Donation to a food bank/ })).toBeChecked();
    expect(useAnalysisStore.getState()).toMatchObject({
      lifecycleStage: null,
      selectedSolutionId: foodBank.solution_id,
      selectedProviderKey: null,
    });
    expect(screen.queryByText('Not Implemented Yet')).not.toBeInTheDocument();
  });

  it('uses the match answer the entry stepper holds: no second POST /solutions/match', async () => {
    enterCompanyAndSurplus();
    holdMatch(queryClient, matchAnswer);
    renderShell('solution', { solution: <SolutionStep /> });
    expect(await screen.findByRole('radio', { name: /Donation to a food bank/ })).toBeVisible();
    // Give any request a chance to start.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(callsTo(matchPath('en'))).toHaveLength(0);
    expect(apiCalls()).toEqual([]);
  });

  it('asks for the match exactly once when no answer is held, and keeps it for a reload', async () => {
    enterCompanyAndSurplus();
    server.use(answer('post', '/solutions/match', matchAnswer));
    const { unmount } = renderShell('solution', { solution: <SolutionStep /> });
    expect(screen.getByRole('status')).toHaveTextContent('Finding donation solutions...');
    expect(await screen.findByRole('radio', { name: /Donation to a food bank/ })).toBeVisible();
    // The shell and the step read the same query: one request for both.
    const calls = callsTo(matchPath('en'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    const { companyProfile, wasteInfo } = useStepperStore.getState();
    expect(calls[0]!.body).toEqual({ userInputs: matchInputOf(companyProfile, wasteInfo) });

    // A reload: a new client, the answer read from localStorage, nothing asked.
    unmount();
    forgetApiCalls();
    queryClient = createTestQueryClient();
    renderShell('solution', { solution: <SolutionStep /> });
    expect(screen.getByRole('radio', { name: /Donation to a food bank/ })).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(callsTo(matchPath('en'))).toHaveLength(0);
  });
});

describe('Select Provider', () => {
  it("says 'No Solution Selected' without a solution", () => {
    holdMatch(queryClient, matchAnswer);
    renderShell('provider', { provider: <ProviderStep /> });
    expect(screen.getByRole('heading', { name: 'No Solution Selected' })).toBeVisible();
    expect(
      screen.getByText('Please select a solution in the previous step before proceeding.'),
    ).toBeVisible();
  });

  it("says 'No Provider Companies' when the solution has none", () => {
    holdMatch(queryClient, matchAnswer);
    holdProviders(queryClient, foodBank, []);
    useAnalysisStore.getState().selectSolution(foodBank.solution_id);
    renderShell('provider', { provider: <ProviderStep /> });
    expect(screen.getByRole('heading', { name: 'No Provider Companies' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("says 'No Provider Companies' when loading them fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    holdMatch(queryClient, matchAnswer);
    useAnalysisStore.getState().selectSolution(foodBank.solution_id);
    renderShell('provider', { provider: <ProviderStep /> });
    expect(await screen.findByRole('heading', { name: 'No Provider Companies' })).toBeVisible();
    expect(providerCalls()).toHaveLength(1);
  });

  it('shows distances with two decimals from dist.calculated or dist_km, and selects', async () => {
    holdMatch(queryClient, matchAnswer);
    const fromKm = { ...provider('p2', 'Tafel Graz', 0), dist: undefined, dist_km: 3.14159 };
    holdProviders(queryClient, foodBank, [provider('p1', 'Food Bank Wien', 144_987), fromKm]);
    useAnalysisStore.getState().selectSolution(foodBank.solution_id);
    const { user } = renderShell('provider', { provider: <ProviderStep /> });
    const wien = screen.getByRole('radio', { name: /Food Bank Wien/ });
    // The list's distance is the straight line from the company (spec part 2: two decimals here).
    expect(screen.getByText('144.99 km away (straight line)')).toBeInTheDocument();
    expect(screen.getByText('3.14 km away (straight line)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(wien);
    expect(useAnalysisStore.getState().selectedProviderKey).toBe('p1');
    expect(wien).toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(providerCalls()).toHaveLength(0);
  });

  it('marks a provider that may not take this surplus, as Solution Details does', () => {
    holdMatch(queryClient, matchAnswer);
    holdProviders(queryClient, foodBank, [
      provider('p1', 'Food Bank Wien', 2_000),
      { ...provider('p2', 'Tafel Graz', 3_000), suitable: false },
    ]);
    useAnalysisStore.getState().selectSolution(foodBank.solution_id);
    renderShell('provider', { provider: <ProviderStep /> });
    const graz = screen.getByRole('radio', { name: /Tafel Graz/ });
    expect(within(graz).getByText('May not take this surplus')).toBeVisible();
    expect(screen.getAllByText('May not take this surplus')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Food Bank Wien/ })).not.toHaveTextContent(
      'May not take this surplus',
    );
  });
});

describe('Transport & Emissions', () => {
  /** The answers of the earlier steps: the match and the solution's providers. */
  function holdEarlierAnswers() {
    holdMatch(queryClient, matchAnswer);
    holdProviders(queryClient, foodBank, [provider('p1', 'Food Bank Wien', 144_987)]);
  }
  beforeEach(() => {
    // The step is shown for a 40 kg surplus, as the stepper holds it (the route reads it there).
    useStepperStore.setState((s) => ({
      wasteInfo: { ...s.wasteInfo, amount: { ...s.wasteInfo.amount, value: 40 } },
    }));
    holdEarlierAnswers();
    useAnalysisStore.getState().selectSolution(foodBank.solution_id);
    useAnalysisStore.getState().selectProvider('p1');
  });

  const transportPage = (source = trip.source) => ({
    transport: <TransportStep defaultSource={source} surplusKg={40} />,
  });

  it('prefills the addresses and the weight, and enforces the minimum weight', async () => {
    const { user } = renderShell('transport', transportPage());
    expect(await screen.findByDisplayValue('Hauptplatz 1, 8010 Graz, Austria')).toBeVisible();
    expect(screen.getByDisplayValue('Beispielgasse 17, 1010 Wien, AT')).toBeVisible();
    const weight = screen.getByRole('textbox', { name: /Total transport weight/ });
    expect(weight).toHaveValue('40');
    await user.clear(weight);
    await user.type(weight, '30');
    expect(
      await screen.findByText(
        'Total transport weight must be at least 40 kg to cover the donated food.',
      ),
    ).toBeVisible();
    // Unavailable but still reached with Tab, saying why.
    const calculate = screen.getByRole('button', { name: 'Calculate Transport' });
    expect(calculate).toHaveAttribute('aria-disabled', 'true');
    expect(calculate).toHaveAccessibleDescription(
      'To calculate, enter a total transport weight of at least 40 kg.',
    );
    // The help's round figure stands (spec part 2), with the factor the calculation uses beside it.
    expect(
      screen.getByText(
        'Road freight emits about 1.5 kg CO2-eq per tonne-kilometre (one tonne carried one ' +
          'kilometre). The calculation uses 1.58 kg CO2-eq per tonne-kilometre.',
      ),
    ).toBeVisible();
  });

  it('announces the weight message to screen readers', async () => {
    const { user } = renderShell('transport', transportPage());
    const weight = await screen.findByRole('textbox', { name: /Total transport weight/ });
    await user.clear(weight);
    await user.type(weight, '30');
    const message = 'Total transport weight must be at least 40 kg to cover the donated food.';
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(weight.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(weight).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('sends the route in tonnes and shows the result', async () => {
    server.use(answer('post', '/transport/calculate', transportResult));
    const { user } = renderShell('transport', transportPage());
    const create = screen.getByRole('button', { name: 'Create Environmental Impact Report' });
    expect(create).toBeDisabled();
    const weight = await screen.findByRole('textbox', { name: /Total transport weight/ });
    await user.clear(weight);
    await user.type(weight, '50');
    await user.click(screen.getByRole('button', { name: 'Calculate Transport' }));
    expect(await screen.findByTestId('transport-distance')).toHaveTextContent('189.5 km');
    expect(screen.getByTestId('transport-co2e')).toHaveTextContent('14.97 kg CO2-eq');
    const calls = transportCalls();
    expect(calls).toHaveLength(1);
    // The company is not located here: its text is geocoded; the provider's point is sent.
    expect(calls[0]!.body).toEqual({
      source: 'Hauptplatz 1, 8010 Graz, Austria',
      destination: 'Beispielgasse 17, 1010 Wien, AT',
      destination_point: { lat: 48.2, lon: 16.41 },
      transport_mode: 'road',
      weight_tons: 0.05,
    });
    expect(create).toBeEnabled();

    // The same trip again is not asked twice.
    await user.click(screen.getByRole('button', { name: 'Calculate Transport' }));
    expect(transportCalls()).toHaveLength(1);
    // Another weight is another trip: its result is not shown until calculated.
    await user.clear(weight);
    await user.type(weight, '60');
    await waitFor(() => expect(screen.queryByTestId('transport-distance')).toBeNull());
    expect(create).toBeDisabled();
  });

  it('keeps the transport result across a reload without asking again', async () => {
    server.use(answer('post', '/transport/calculate', transportResult));
    const first = renderShell('transport', transportPage());
    const weight = await screen.findByRole('textbox', { name: /Total transport weight/ });
    await first.user.clear(weight);
    await first.user.type(weight, '50');
    await first.user.click(screen.getByRole('button', { name: 'Calculate Transport' }));
    expect(await screen.findByTestId('transport-distance')).toHaveTextContent('189.5 km');
    expect(transportCalls()).toHaveLength(1);
    const kept = Object.keys(localStorage).filter((key) =>
      key.startsWith(`${PERSISTED_QUERY_PREFIX}transport:`),
    );
    expect(kept).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(kept[0]!)!).data).toEqual(transportResult);

    // A reload: the choices are read back from storage, the page has a new, empty client.
    first.unmount();
    const savedChoices = localStorage.getItem(ANALYSIS_STORAGE_KEY)!;
    act(() => useAnalysisStore.getState().resetAnalysis());
    localStorage.setItem(ANALYSIS_STORAGE_KEY, savedChoices);
    await act(() => useAnalysisStore.persist.rehydrate());
    expect(useAnalysisStore.getState().transportForm).toEqual({
      ...trip,
      // Typed for the 40 kg surplus: it stays while the surplus does.
      weightForKg: 40,
      sourcePoint: null,
      destinationPoint: { text: trip.destination, lat: 48.2, lon: 16.41 },
    });
    forgetApiCalls();
    queryClient = createTestQueryClient();
    holdEarlierAnswers();
    renderShell('transport', transportPage());
    expect(screen.getByTestId('transport-distance')).toHaveTextContent('189.5 km');
    expect(screen.getByTestId('transport-co2e')).toHaveTextContent('14.97 kg CO2-eq');
    expect(screen.getByRole('textbox', { name: /Total transport weight/ })).toHaveValue('50');
    expect(
      screen.getByRole('button', { name: 'Create Environmental Impact Report' }),
    ).toBeEnabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(transportCalls()).toHaveLength(0);
    expect(callsTo(matchPath('en'))).toHaveLength(0);
    expect(providerCalls()).toHaveLength(0);
  });

  describe('from the points the provider list measured between', () => {
    const COMPANY = { lat: 47.07, lon: 15.44 };
    const PROVIDER = { lat: 48.2, lon: 16.41 };
    // The same straight line the provider list shows: 145,154 m, '145.2 km' with one decimal.
    const STRAIGHT_M = 145_154;
    /** What the server answers for the two points: great-circle × 1.3, the texts as labels. */
    const pointsResult: TransportResponse = {
      ...transportResult,
      distance_km: 188.7,
      co2e_kg: 11.926,
      transport_weight_kg: 40,
      route_geojson: {
        ...transportResult.route_geojson,
        geometry: {
          type: 'LineString',
          coordinates: [
            [COMPANY.lon, COMPANY.lat],
            [PROVIDER.lon, PROVIDER.lat],
          ],
        },
      },
      source: {
        label: trip.source,
        ...COMPANY,
        precision: 'postal_code',
        matched: { postal_code: null, city: null, country_code: null },
      },
      destination: {
        label: trip.destination,
        ...PROVIDER,
        precision: 'address',
        matched: { postal_code: null, city: null, country_code: null },
      },
    };

    beforeEach(() => {
      // The answers of the earlier steps, asked with the located company.
      queryClient.clear();
      useStepperStore.getState().setCompanyProfile({
        location_geo: { type: 'Point', coordinates: [COMPANY.lon, COMPANY.lat] },
        locatedAs: {
          found: true,
          precision: 'postal_code',
          matched: { postal_code: '8010', city: 'Graz', country_code: 'AT' },
        },
      });
      holdMatch(queryClient, matchAnswer);
      holdProviders(queryClient, foodBank, [provider('p1', 'Food Bank Wien', STRAIGHT_M)]);
      server.use(answer('post', '/transport/calculate', pointsResult));
    });

    it('sends both points and shows the road distance with its rule and the straight line', async () => {
      const { user } = renderShell('transport', transportPage());
      const calculate = screen.getByRole('button', { name: 'Calculate Transport' });
      await waitFor(() => expect(calculate).not.toHaveAttribute('aria-disabled'));
      await user.click(calculate);
      expect(await screen.findByTestId('transport-distance')).toHaveTextContent('188.7 km');
      expect(screen.getByTestId('transport-distance-rule')).toHaveTextContent(
        'by road (estimate: 145.2 km straight line × 1.3)',
      );
      expect(transportCalls()[0]?.body).toEqual({
        source: trip.source,
        destination: trip.destination,
        source_point: { ...COMPANY, precision: 'postal_code' },
        destination_point: PROVIDER,
        transport_mode: 'road',
        weight_tons: 0.04,
      });
      const places = screen.getByTestId('transport-places');
      expect(places).toHaveTextContent('From: Hauptplatz 1, 8010 Graz, Austria (postal-code area)');
      expect(places).toHaveTextContent(
        'To: Beispielgasse 17, 1010 Wien, AT (location in the provider list)',
      );
      expect(screen.getByTestId('transport-formula')).toHaveTextContent(
        'Road freight: 1.58 kg CO2e per tonne-km × 0.040 t × 188.7 km (estimate: straight-line ' +
          'distance × 1.3 road circuity factor)',
      );
    });

    it('locates an address the user changed from its text, and the other end from its point', async () => {
      const { user } = renderShell('transport', transportPage());
      const to = await screen.findByRole('textbox', { name: /To \(provider address\)/ });
      await user.clear(to);
      await user.type(to, 'Tafelweg 3, 1100 Wien');
      await user.click(screen.getByRole('button', { name: 'Calculate Transport' }));
      await waitFor(() => expect(transportCalls()).toHaveLength(1));
      await waitFor(() => expect(transportCalls()[0]?.body).toBeDefined());
      expect(transportCalls()[0]?.body).toEqual({
        source: trip.source,
        destination: 'Tafelweg 3, 1100 Wien',
        source_point: { ...COMPANY, precision: 'postal_code' },
        transport_mode: 'road',
        weight_tons: 0.04,
      });
      // Typed back as it was, the address is the provider list's point again.
      await user.clear(to);
      await user.type(to, trip.destination);
      await user.click(screen.getByRole('button', { name: 'Calculate Transport' }));
      await waitFor(() => expect(transportCalls()).toHaveLength(2));
      await waitFor(() => expect(transportCalls()[1]?.body).toBeDefined());
      expect(transportCalls()[1]?.body).toMatchObject({
        destination_point: PROVIDER,
      });
    });
  });

  it("shows the server's message when the calculation fails", async () => {
    server.use(
      answerError(
        'post',
        '/transport/calculate',
        400,
        "Address not found: 'Nowhere 1'. Check the street, postal code and city.",
      ),
    );
    const { user } = renderShell('transport', transportPage('Nowhere 1'));
    await user.click(await screen.findByRole('button', { name: 'Calculate Transport' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Address not found: 'Nowhere 1'.");
    // A failure is no result: Next stays disabled and nothing is kept for a reload.
    expect(
      screen.getByRole('button', { name: 'Create Environmental Impact Report' }),
    ).toBeDisabled();
    expect(
      Object.keys(localStorage).some((key) =>
        key.startsWith(`${PERSISTED_QUERY_PREFIX}transport:`),
      ),
    ).toBe(false);
  });

  it('shows a coded failure in the interface language, with the address', async () => {
    server.use(
      answerError('post', '/transport/calculate', 400, "Address not found: 'Nowhere 1'. …", {
        code: 'ADDRESS_NOT_FOUND',
        params: { address: 'Nowhere 1' },
      }),
    );
    const { user } = renderShell('transport', transportPage('Nowhere 1'));
    const calculate = await screen.findByRole('button', { name: 'Calculate Transport' });
    try {
      await act(() => i18n.changeLanguage('de'));
      await user.click(calculate);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Adresse nicht gefunden: „Nowhere 1“. Bitte prüfen Sie Straße, Postleitzahl und Ort.',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('analysis state', () => {
  it('keeps only the choices across a reload, never a server answer', () => {
    useAnalysisStore.getState().selectSolution(foodBank.solution_id);
    useAnalysisStore.getState().selectProvider('p1');
    useAnalysisStore.getState().setTransportForm(trip);
    useAnalysisStore.getState().set({ lifecycleStage: 'Retail' });
    const stored = JSON.parse(localStorage.getItem(ANALYSIS_STORAGE_KEY) ?? '{}');
    expect(stored.version).toBe(ANALYSIS_STORAGE_VERSION);
    expect(stored.state).toEqual({
      lifecycleStage: 'Retail',
      selectedSolutionId: foodBank.solution_id,
      selectedProviderKey: 'p1',
      transportForm: trip,
      reuseHumanCalculations: { period: 'once', indicator: 'co2' },
    });
    expect(analysisDataSchema.safeParse(stored.state).success).toBe(true);
  });

  it('a new solution clears the provider and the form; a new provider clears the form', () => {
    const store = useAnalysisStore.getState();
    store.selectSolution(foodBank.solution_id);
    store.selectProvider('p1');
    store.setTransportForm(trip);
    store.selectProvider('p2');
    expect(useAnalysisStore.getState()).toMatchObject({
      selectedProviderKey: 'p2',
      transportForm: null,
    });
    store.setTransportForm(trip);
    store.selectSolution(null);
    expect(useAnalysisStore.getState()).toMatchObject({
      selectedSolutionId: null,
      selectedProviderKey: null,
      transportForm: null,
    });
  });

  it('starts the choices again from a copy of version 1 (which held server answers)', async () => {
    localStorage.setItem(
      ANALYSIS_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          lifecycleStage: 'Retail',
          selectedSolution: foodBank,
          selectedProvider: provider('p1', 'Food Bank Wien', 2345),
          solutions: [foodBank],
          transportResult,
          reuseHumanCalculations: { period: 'year', indicator: 'water' },
        },
      }),
    );
    await act(() => useAnalysisStore.persist.rehydrate());
    expect(useAnalysisStore.getState()).toMatchObject(initialAnalysisData());
    expect(JSON.parse(localStorage.getItem(ANALYSIS_STORAGE_KEY)!).state).toEqual(
      initialAnalysisData(),
    );
  });

  it('drops a copy that does not parse', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      ANALYSIS_STORAGE_KEY,
      JSON.stringify({
        version: ANALYSIS_STORAGE_VERSION,
        state: { ...initialAnalysisData(), reuseHumanCalculations: { period: 'decade' } },
      }),
    );
    await act(() => useAnalysisStore.persist.rehydrate());
    expect(useAnalysisStore.getState()).toMatchObject(initialAnalysisData());
    expect(localStorage.getItem(ANALYSIS_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
    useDroppedStores.getState().dismiss();
  });
});

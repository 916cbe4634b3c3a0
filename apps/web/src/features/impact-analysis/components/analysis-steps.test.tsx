import type { TransportResponse } from '@foodhub/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { reloadPage } from '../../../lib/reload-page';
import { errorResponse, jsonResponse, stubFetch, type FetchMock } from '../../../test/fetch-mock';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { biogas, foodBank } from '../../../test/solution-fixtures';
import {
  ANALYSIS_STORAGE_KEY,
  initialAnalysisData,
  readAnalysisData,
  useAnalysisStore,
} from '../store';
import { LcaStepperShell } from './lca-stepper-shell';
import { ProviderStep } from './provider-step';
import { SolutionStep } from './solution-step';
import { TransportStep } from './transport-step';

import { datasetProvider as provider } from '../../../test/provider-fixtures';

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

let fetchMock: FetchMock;
beforeEach(() => {
  localStorage.clear();
  useAnalysisStore.getState().resetAnalysis();
  fetchMock = stubFetch();
  fetchMock.mockResolvedValue(errorResponse(503, 'not in this test'));
  vi.mocked(reloadPage).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderShell(step: string, element = <p>Step page</p>) {
  const routes = [
    {
      path: '/lca-stepper',
      element: <LcaStepperShell companyPosition={[47.07, 15.44]} />,
      children: ['lifecycle-stage', 'solution', 'provider', 'transport', 'report'].map((path) => ({
        path,
        element: path === step ? element : <p>{path} page</p>,
      })),
    },
    { path: '*', element: <LocationProbe /> },
  ];
  renderRoutes(routes, `/lca-stepper/${step}`);
  return userEvent.setup();
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
    fetchMock.mockResolvedValue(
      jsonResponse({ provider_companies: [provider('p1', 'Food Bank Wien', 2345)], total: 1 }),
    );
    const user = renderShell('solution');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    useAnalysisStore.getState().selectSolution(foodBank);
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(await screen.findByText('provider page')).toBeInTheDocument();
    const url = String(fetchMock.mock.calls[0]![0]);
    expect(url).toContain(`/provider_companies?solution_id=${foodBank.solution_id}`);
    expect(url).toContain('lat=47.07&lon=15.44');
    expect(useAnalysisStore.getState().providerCompanies).toHaveLength(1);
  });

  it("reads 'Create Environmental Impact Report' on the transport step", async () => {
    const user = renderShell('transport');
    const create = screen.getByRole('button', { name: 'Create Environmental Impact Report' });
    expect(create).toBeDisabled();
    useAnalysisStore.getState().set({ transportResult });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('report page')).toBeInTheDocument();
  });

  it('goes back to the solutions found from the first step', async () => {
    const user = renderShell('solution');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/stepper/solutions');
  });

  it('asks before Clear All Data, then resets the analysis and reloads on company-data', async () => {
    useAnalysisStore.getState().selectSolution(foodBank);
    const user = renderShell('provider');
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, clear all data' }));
    expect(useAnalysisStore.getState().selectedSolution).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/stepper/company-data');
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});

describe('Select Solution', () => {
  it("says 'No Suitable Solutions Found' when no donation solution was found", () => {
    renderShell('solution', <SolutionStep />);
    expect(screen.getByRole('heading', { name: 'No Suitable Solutions Found' })).toBeVisible();
  });

  it("says 'Not Implemented Yet' for a solution of another category the user came from", () => {
    useAnalysisStore.getState().set({ solutions: [foodBank] });
    renderShell('solution', <SolutionStep chosenElsewhere={biogas} />);
    expect(screen.getByText('Not Implemented Yet')).toBeVisible();
    expect(screen.getByText(/The impact report is not available yet for/)).toBeVisible();
    expect(screen.getByRole('radio', { name: /Donation to a food bank/ })).toBeVisible();
  });

  it('lists the solutions and selects one', async () => {
    useAnalysisStore.getState().set({ solutions: [foodBank] });
    const user = renderShell('solution', <SolutionStep />);
    await user.click(screen.getByRole('radio', { name: /Donation to a food bank/ }));
    expect(useAnalysisStore.getState().selectedSolution).toEqual(foodBank);
  });
});

describe('Select Provider', () => {
  it("says 'No Solution Selected' without a solution", () => {
    renderShell('provider', <ProviderStep />);
    expect(screen.getByRole('heading', { name: 'No Solution Selected' })).toBeVisible();
    expect(
      screen.getByText('Please select a solution in the previous step before proceeding.'),
    ).toBeVisible();
  });

  it("says 'No Provider Companies' when the solution has none", () => {
    useAnalysisStore.getState().selectSolution(biogas);
    renderShell('provider', <ProviderStep />);
    expect(screen.getByRole('heading', { name: 'No Provider Companies' })).toBeVisible();
  });

  it('shows distances with two decimals from dist.calculated or dist_km, and selects', async () => {
    useAnalysisStore.getState().selectSolution(foodBank);
    const fromKm = { ...provider('p2', 'Tafel Graz', 0), dist: undefined, dist_km: 3.14159 };
    useAnalysisStore
      .getState()
      .set({ providerCompanies: [provider('p1', 'Food Bank Wien', 144_987), fromKm] });
    const user = renderShell('provider', <ProviderStep />);
    const wien = screen.getByRole('radio', { name: /Food Bank Wien/ });
    expect(wien.closest('label, [data-checked], button') ?? wien).toBeTruthy();
    expect(screen.getByText('144.99 km away')).toBeInTheDocument();
    expect(screen.getByText('3.14 km away')).toBeInTheDocument();
    await user.click(wien);
    expect(useAnalysisStore.getState().selectedProvider).toMatchObject({ _id: 'p1' });
  });
});

describe('Transport & Emissions', () => {
  beforeEach(() => {
    useAnalysisStore.getState().selectSolution(foodBank);
    useAnalysisStore.getState().selectProvider(provider('p1', 'Food Bank Wien', 144_987));
  });

  it('prefills the addresses and the weight, and enforces the minimum weight', async () => {
    const user = renderShell(
      'transport',
      <TransportStep defaultSource="Hauptplatz 1, 8010 Graz, Austria" surplusKg={40} />,
    );
    expect(await screen.findByDisplayValue('Hauptplatz 1, 8010 Graz, Austria')).toBeVisible();
    expect(screen.getByDisplayValue('Beispielgasse 17, 1010 Wien, AT')).toBeVisible();
    const weight = screen.getByRole('textbox', { name: /Total transport weight/ });
    expect(weight).toHaveValue('40 kg');
    await user.clear(weight);
    await user.type(weight, '30');
    expect(
      await screen.findByText(
        'Total transport weight must be at least 40 kg to cover the donated food.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Calculate Transport' })).toBeDisabled();
    expect(screen.getByText(/about 1.5 kg CO2-eq per tonne-kilometre/)).toBeVisible();
  });

  it('announces the weight message to screen readers', async () => {
    const user = renderShell(
      'transport',
      <TransportStep defaultSource="Hauptplatz 1, 8010 Graz, Austria" surplusKg={40} />,
    );
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
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/transport/calculate')
        ? jsonResponse(transportResult)
        : errorResponse(503, 'down'),
    );
    const user = renderShell(
      'transport',
      <TransportStep defaultSource="Hauptplatz 1, 8010 Graz, Austria" surplusKg={40} />,
    );
    const weight = await screen.findByRole('textbox', { name: /Total transport weight/ });
    await user.clear(weight);
    await user.type(weight, '50');
    await user.click(screen.getByRole('button', { name: 'Calculate Transport' }));
    expect(await screen.findByTestId('transport-distance')).toHaveTextContent('189.50 km');
    expect(screen.getByTestId('transport-co2e')).toHaveTextContent('14.97 kg CO2-eq');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/transport/calculate'));
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      source: 'Hauptplatz 1, 8010 Graz, Austria',
      destination: 'Beispielgasse 17, 1010 Wien, AT',
      transport_mode: 'road',
      weight_tons: 0.05,
    });
    expect(
      screen.getByRole('button', { name: 'Create Environmental Impact Report' }),
    ).toBeEnabled();
  });

  it("shows the server's message when the calculation fails", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/transport/calculate')
        ? errorResponse(
            400,
            "Address not found: 'Nowhere 1'. Check the street, postal code and city.",
          )
        : errorResponse(503, 'down'),
    );
    const user = renderShell(
      'transport',
      <TransportStep defaultSource="Nowhere 1" surplusKg={40} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Calculate Transport' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Address not found: 'Nowhere 1'.");
  });

  it('shows a coded failure in the interface language, with the address', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/transport/calculate')
        ? errorResponse(400, "Address not found: 'Nowhere 1'. …", {
            code: 'ADDRESS_NOT_FOUND',
            params: { address: 'Nowhere 1' },
          })
        : errorResponse(503, 'down'),
    );
    const user = renderShell(
      'transport',
      <TransportStep defaultSource="Nowhere 1" surplusKg={40} />,
    );
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
  it('survives a reload: the stored copy is read field by field', () => {
    useAnalysisStore.getState().selectSolution(foodBank);
    useAnalysisStore.getState().set({ transportResult, lifecycleStage: 'Retail' });
    const stored = JSON.parse(localStorage.getItem(ANALYSIS_STORAGE_KEY) ?? '{}');
    const read = readAnalysisData(stored.state);
    expect(read.selectedSolution).toEqual(foodBank);
    expect(read.transportResult).toEqual(transportResult);
    expect(read.lifecycleStage).toBe('Retail');
    expect(readAnalysisData('garbage')).toEqual(initialAnalysisData());
    expect(readAnalysisData({ reuseHumanCalculations: { period: 'decade' } })).toEqual(
      initialAnalysisData(),
    );
  });
});

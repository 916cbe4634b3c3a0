import type {
  DatasetProvider,
  EnvironmentalImpacts,
  Product,
  TransportResponse,
} from '@foodhub/contracts';
import {
  calculateImpactReport,
  climateSensitivity,
  comparisonKg,
  INDICATOR_WORDING,
  roundFigure,
  type DonationInput,
  type ImpactReportInput,
  type ProductImpacts,
} from '@foodhub/domain';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productByNameQueryOptions } from '../../../api/product-by-name';
import { productImpactsQueryOptions } from '../../../api/product-impacts';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { useStepperStore } from '../../../stores/stepper-store';
import { http, HttpResponse } from 'msw';
import {
  answer,
  answerError,
  api,
  apiCalls,
  apiError,
  apiRequests,
  callsTo,
  server,
} from '../../../test/api';
import { catchDownloads } from '../../../test/downloads';
import { datasetProvider } from '../../../test/provider-fixtures';
import { holdMatch, holdProviders, holdTransport } from '../../../test/query-seeds';
import { createTestQueryClient, renderWithProviders } from '../../../test/render-with-providers';
import { biogas, foodBank, matchAnswer } from '../../../test/solution-fixtures';
import { useImpactReport } from '../hooks/use-impact-report';
import { useAnalysisStore } from '../store';
import { ReportStep } from './report-step';
import { grazTransportResult } from '../../../test/transport-fixtures';

const bread: Product = {
  _id: '7001',
  product_name: 'Bread, wholemeal',
  has_lci_data: true,
  food_group: ['Cereal products'],
  food_subgroup: ['Bread and bakery products'],
};

const breadImpacts: EnvironmentalImpacts = {
  found: true,
  product_id: '7001',
  climate_change: { total: 1.2, consumption: 0.1, unit: 'kg CO2-eq' },
  water_resource_depletion: { total: 0.9, consumption: 0.2, unit: 'm3 world eq' },
  land_use: { total: 70, consumption: 1, unit: 'point' },
};

const productImpacts: ProductImpacts = {
  climate_change: { total: 1.2, consumption: 0.1 },
  water_resource_depletion: { total: 0.9, consumption: 0.2 },
  land_use: { total: 70, consumption: 1 },
};

const transportResult = grazTransportResult;

const weekly: DonationInput = {
  amountKg: 20,
  frequency: { times: 2, interval: 'week' },
  seasonal: false,
  monthlyCapacities: [],
};
const oneTime: DonationInput = { ...weekly, frequency: { times: 1, interval: 'once' } };

/** As the report writes numbers: three significant figures below 1,000, whole numbers above. */
const format = (value: number) =>
  new Intl.NumberFormat(
    'en',
    Math.abs(value) >= 1000 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 3 },
  ).format(value);

/** The figure shown under a label (Avoided impacts, Additional impacts, Net saving). */
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** GET /products/recognise for a text the tool does not read. */
const notRecognised = {
  found: false,
  basis: null,
  term: null,
  product_name: null,
  food_group: null,
  food_subgroup: null,
  products_count: 0,
  climate_change: null,
  water_resource_depletion: null,
  land_use: null,
};

/** The product look-ups: the surplus name found (or not), its impacts, nothing recognised. */
function answerProduct(found: boolean) {
  server.use(
    http.get(api('/products/by_name/*'), () =>
      HttpResponse.json(found ? { found: true, product: bread } : { found: false, product: null }),
    ),
    answer('get', '/environmental_impacts', breadImpacts),
    answer('get', '/products/recognise', notRecognised),
  );
}
const requested = (part: string) => apiCalls().some((call) => call.includes(part));

type Surplus = 'weekly' | 'oneTime' | null;

/** The surplus as the Food Surplus step keeps it: one of the donations above, or no amount. */
function enterSurplus(surplus: Surplus, surplusName: string) {
  const amount =
    surplus === null ? null : surplus === 'weekly' ? weekly.amountKg : oneTime.amountKg;
  useStepperStore.getState().setWasteInfo({
    surplusName,
    amount: { value: amount, unit: 'kg' },
    frequency:
      surplus === 'weekly' ? { times: 2, interval: 'week' } : { times: 1, interval: 'once' },
  });
}

interface Analysis {
  /** The solution chosen in the analysis (the food bank by default). */
  solutionId?: string;
  /** The food bank's providers, as GET /provider_companies answered. */
  providers?: DatasetProvider[];
  /** The chosen provider's key. */
  providerKey?: string;
  /** The transport result calculated for the form; null when not calculated. */
  transport?: TransportResponse | null;
}

/** As the report route shows it: the report computed once, then the step. */
function ReportPage() {
  return <ReportStep state={useImpactReport()} />;
}

/**
 * The report page after the earlier steps: the stepper's surplus, the match, the chosen solution
 * and provider, the transport result.
 */
function renderReport(surplus: Surplus, surplusName = 'Bread', analysis: Analysis = {}) {
  const {
    solutionId = foodBank.solution_id,
    providers = [],
    transport = transportResult,
  } = analysis;
  enterSurplus(surplus, surplusName);
  holdMatch(queryClient, matchAnswer);
  holdProviders(queryClient, foodBank, providers);
  const store = useAnalysisStore.getState();
  store.selectSolution(solutionId);
  if (analysis.providerKey) store.selectProvider(analysis.providerKey);
  if (transport) {
    const trip = {
      source: transport.source.label,
      destination: transport.destination.label,
      weightKg: transport.transport_weight_kg,
    };
    store.setTransportForm(trip);
    holdTransport(queryClient, trip, transport);
  }
  return renderWithProviders(
    <MemoryRouter>
      <ReportPage />
    </MemoryRouter>,
    { queryClient },
  );
}

/** The product answer the report holds for a surplus name. */
const productAnswer = (name: string) =>
  queryClient.getQueryData(productImpactsQueryOptions(name).queryKey);

let queryClient: QueryClient;
beforeEach(() => {
  useStepperStore.getState().resetStepper();
  useAnalysisStore.getState().resetAnalysis();
  localStorage.clear();
  queryClient = createTestQueryClient();
  answerProduct(true);
  // Not found unless a test answers them: the catalogue's names and a new match.
  server.use(
    answerError('get', '/solutions/names', 404, 'Not found'),
    answerError('post', '/solutions/match', 404, 'Not found'),
  );
});
afterEach(async () => {
  // Nothing asked in a test answers after it, through the next test's fetch.
  await queryClient.cancelQueries();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('ReportStep', () => {
  it('shows the figures of the impact model for the chosen period and indicator', async () => {
    const user = userEvent.setup();
    renderReport('weekly');
    expect(await screen.findByText('Product data: AGRIBALYSE 3.1, Bread, wholemeal')).toBeVisible();
    expect(callsTo('/products/by_name/Bread')).not.toHaveLength(0);
    expect(callsTo('/environmental_impacts?product_id=7001')).not.toHaveLength(0);

    const input: ImpactReportInput = {
      donation: weekly,
      productImpacts,
      transport: { distanceKm: 12.5, weightKg: 25 },
    };
    const once = calculateImpactReport(input, 'once');
    expect(once.perKgSource).toBe('product');
    const co2 = once.indicators.co2;
    expect(figure('Avoided impacts')).toBe(`${format(co2.avoided)} kg CO2-eq`);
    expect(figure('Additional impacts')).toBe(`${format(co2.additional)} kg CO2-eq`);
    // A size, named by its direction: the signed net stays in the chart, with its sentence.
    expect(figure('Net saving')).toBe(`${format(-co2.net)} kg CO2-eq`);
    expect(screen.queryByText('Net result', { selector: 'dt' })).toBeNull();
    expect(co2.net).toBeLessThan(0);
    expect(
      screen.getByText(
        `Net saving of ${format(-co2.net)} kg CO2-eq for one donation, after transport`,
      ),
    ).toBeVisible();
    // The signed net is explained where it stands.
    expect(
      screen.getAllByText(
        /a negative net result means the donation avoids more than its transport adds/,
      )[0],
    ).toBeVisible();
    // The indicator is named and its unit explained in the words of the PDF and the CSV.
    expect(
      screen.getByRole('heading', { name: 'Climate change (kg CO2-eq)', level: 3 }),
    ).toBeVisible();
    expect(screen.getByText(INDICATOR_WORDING.en.co2.meaning)).toBeVisible();
    expect(
      screen.getByText(
        `That is as much as producing ${format(comparisonKg(co2.net, 'co2', 'beef'))} kg of beef`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    expect(screen.getByText('(60 kg CO2-eq per kg)')).toBeVisible();

    // The chart's text alternative carries every bar's value: the avoided parts as the positive
    // sizes the saved report, the PDF and the CSV write, only the net result signed.
    const table = screen.getByRole('table', { name: /Climate change for one donation/ });
    const valueOf = (name: RegExp) =>
      within(within(table).getByRole('row', { name })).getByRole('cell').textContent;
    expect(valueOf(/Transport \(additional\)/)).toBe(format(co2.transport));
    expect(valueOf(/Food production replaced \(avoided\)/)).toBe(
      format(co2.productionSubstitution),
    );
    expect(valueOf(/Waste treatment avoided/)).toBe(format(co2.wasteTreatmentAvoided));
    expect(valueOf(/Net result/)).toBe(format(co2.net));
    expect(format(co2.net)).toMatch(/^-/);

    await user.click(screen.getByRole('radio', { name: 'Per year' }));
    const year = calculateImpactReport(input, 'year');
    expect(figure('Avoided impacts')).toBe(`${format(year.indicators.co2.avoided)} kg CO2-eq`);
    expect(figure('Net saving')).toBe(`${format(-year.indicators.co2.net)} kg CO2-eq`);
    // 2 × 20 kg a week, 52 weeks.
    expect(screen.getByText('2,080 kg')).toBeVisible();
    expect(useAnalysisStore.getState().reuseHumanCalculations.period).toBe('year');

    await user.click(screen.getByRole('tab', { name: 'Water scarcity (m3 world eq)' }));
    const water = year.indicators.water;
    expect(screen.getByText(INDICATOR_WORDING.en.water.meaning)).toBeVisible();
    expect(figure('Avoided impacts')).toBe(`${format(water.avoided)} m3 world eq`);
    expect(figure('Additional impacts')).toBe(`${format(water.additional)} m3 world eq`);
    expect(figure('Net saving')).toBe(`${format(-water.net)} m3 world eq`);
    expect(useAnalysisStore.getState().reuseHumanCalculations).toEqual({
      period: 'year',
      indicator: 'water',
    });
  });

  it("reuses the surplus step's product look-up: one request per name", async () => {
    queryClient.setQueryData(productByNameQueryOptions('Bread').queryKey, {
      found: true,
      product: bread,
    });
    renderReport('weekly');
    expect(await screen.findByText('Product data: AGRIBALYSE 3.1, Bread, wholemeal')).toBeVisible();
    const paths = apiCalls();
    expect(paths.filter((path) => path.includes('/products/by_name/'))).toHaveLength(0);
    expect(paths.filter((path) => path.includes('/environmental_impacts'))).toHaveLength(1);
    expect(paths.filter((path) => path.includes('/solutions/match'))).toHaveLength(0);
  });

  it('leads with the plain saving of a year, then of one donation and of a month', async () => {
    renderReport('weekly');
    const lead = await screen.findByTestId('climate-lead');
    const input: ImpactReportInput = {
      donation: weekly,
      productImpacts,
      transport: { distanceKm: 12.5, weightKg: 25 },
    };
    const [once, month, year] = (['once', 'month', 'year'] as const).map(
      (period) => calculateImpactReport(input, period).indicators.co2.net,
    );
    expect(year).toBeLessThan(0);
    expect(within(lead).getByText(`You save ${format(-year!)} kg CO2-eq per year`)).toBeVisible();
    expect(
      within(lead).getByText(
        `That is ${format(-once!)} kg CO2-eq per donation and ${format(-month!)} kg CO2-eq per month.`,
      ),
    ).toBeVisible();
    expect(within(lead).getByText(/net after transport/)).toBeVisible();
    // No negative number is told as good news.
    expect(lead.textContent).not.toMatch(/-\d/);
  });

  it('leads with the saving of the one donation of a one-time surplus', async () => {
    renderReport('oneTime');
    const lead = await screen.findByTestId('climate-lead');
    const net = calculateImpactReport(
      { donation: oneTime, productImpacts, transport: { distanceKm: 12.5, weightKg: 25 } },
      'once',
    ).indicators.co2.net;
    expect(
      within(lead).getByText(`You save ${format(-net)} kg CO2-eq with this donation`),
    ).toBeVisible();
    expect(within(lead).queryByText(/per month/)).toBeNull();
  });

  it('says plainly when transport outweighs the benefit', async () => {
    renderReport('oneTime', 'Bread', { transport: { ...transportResult, distance_km: 400 } });
    const lead = await screen.findByTestId('climate-lead');
    const net = calculateImpactReport(
      { donation: oneTime, productImpacts, transport: { distanceKm: 400, weightKg: 25 } },
      'once',
    ).indicators.co2.net;
    expect(net).toBeGreaterThan(0);
    expect(
      within(lead).getByText(
        `Transport outweighs the benefit: this donation adds ${format(net)} kg CO2-eq`,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        `Net additional impact of ${format(net)} kg CO2-eq for one donation: transport outweighs the benefit`,
      ),
    ).toBeVisible();
  });

  it('names the indicators and their units in the interface language', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('de'));
    try {
      renderReport('weekly');
      const tab = await screen.findByRole('tab', { name: 'Wasserknappheit (m3 Welt-Äq)' });
      await user.click(tab);
      expect(screen.getByText(INDICATOR_WORDING.de.water.meaning)).toBeVisible();
      expect(
        within(screen.getByTestId('climate-lead')).getByText(
          /^Sie sparen .* kg CO2-Äq pro Jahr ein$/,
        ),
      ).toBeVisible();
      // The unit after the number, never after a preposition ('von 511 Punkte').
      await user.click(screen.getByRole('tab', { name: 'Landnutzung (Punkte)' }));
      expect(
        screen.getByText(/^Netto eingespart für eine Spende: [\d.,]+ Punkte, nach Transport$/),
      ).toBeVisible();
      expect(screen.getAllByText(/\(Einheit: Punkte\)/)[0]).toBeInTheDocument();
      expect(screen.queryByText(/von [\d.,]+ Punkte|in Punkte/)).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('disables per month and per year for a one-time surplus', async () => {
    renderReport('oneTime');
    await screen.findByText('Product data: AGRIBALYSE 3.1, Bread, wholemeal');
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Per month' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Per year' })).toBeDisabled();
  });

  it('falls back to a stored period the surplus allows', async () => {
    useAnalysisStore.setState({ reuseHumanCalculations: { period: 'year', indicator: 'land' } });
    renderReport('oneTime');
    await screen.findByText('Product data: AGRIBALYSE 3.1, Bread, wholemeal');
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Land use (points)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('uses the toast reference when the product is not found', async () => {
    answerProduct(false);
    renderReport('oneTime', 'Mystery stew');
    expect(
      await screen.findByText(
        "No product data was found for 'Mystery stew', so the reference values of toast are used (1.55 kg CO2-eq, 0.383 m3 world eq, 93.8 points per kg).",
      ),
    ).toBeVisible();
    expect(productAnswer('Mystery stew')).toMatchObject({
      productDetails: null,
      productNotFound: true,
      environmentalImpacts: null,
    });
    const toast = calculateImpactReport(
      { donation: oneTime, productImpacts: null, transport: { distanceKm: 12.5, weightKg: 25 } },
      'once',
    );
    expect(figure('Net saving')).toBe(`${format(-toast.indicators.co2.net)} kg CO2-eq`);
  });

  it('shows the sensitivity to a dedicated trip and the break-even distances', async () => {
    renderReport('oneTime');
    await screen.findByText('Product data: AGRIBALYSE 3.1, Bread, wholemeal');
    const s = climateSensitivity(
      { donation: oneTime, productImpacts, transport: null },
      { distanceKm: 12.5, weightKg: 25 },
    );
    expect(screen.getByTestId('dedicated-trip')).toHaveTextContent(
      `a van driven 25.0 km there and back for this donation only, 0.31 kg CO2-eq per km): transport ${format(s.dedicatedTripTransport)} kg CO2-eq`,
    );
    expect(screen.getByTestId('break-even')).toHaveTextContent(
      `up to ${format(s.breakEvenKmTonneKm!)} km one way under the report's rule, and up to ${format(s.breakEvenKmDedicatedTrip)} km one way with a dedicated van trip`,
    );
    // 12.5 km: near, and transport does not outweigh the saving.
    expect(screen.queryByTestId('far-provider')).not.toBeInTheDocument();
  });

  it('warns when the provider is far and points to nearer ones', async () => {
    const far = datasetProvider('p3', 'Tafel Wien', 180_000);
    renderReport('oneTime', 'Bread', {
      transport: { ...transportResult, distance_km: 180 },
      providers: [
        datasetProvider('p1', 'Foodbank Graz', 3_200),
        far,
        datasetProvider('p2', 'Sozialmarkt Leibnitz', 34_000),
        datasetProvider('p4', 'Tafel Linz', 190_000),
      ],
      // The chosen provider is left out of the nearer ones.
      providerKey: 'p3',
    });
    await screen.findByText('Product data: AGRIBALYSE 3.1, Bread, wholemeal');
    const alert = screen.getByTestId('far-provider');
    expect(alert).toHaveTextContent('The chosen provider is far away');
    // A distance with its one decimal, as the transport step and the provider list write it.
    expect(alert).toHaveTextContent('It is 180.0 km from your address');
    expect(within(alert).getByTestId('nearer-providers')).toHaveTextContent(
      'Nearer providers of the same solution: Foodbank Graz (3.2 km), Sozialmarkt Leibnitz (34.0 km).',
    );
    expect(within(alert).getByRole('link', { name: 'Choose a nearer provider' })).toHaveAttribute(
      'href',
      '/lca-stepper/provider',
    );
    expect(within(alert).queryByTestId('no-nearer-provider')).toBeNull();
  });

  it('offers no nearer provider when the chosen one is already the nearest', async () => {
    renderReport('oneTime', 'Bread', {
      transport: { ...transportResult, distance_km: 180 },
      providers: [
        datasetProvider('p3', 'Tafel Wien', 140_000),
        datasetProvider('p4', 'Tafel Linz', 190_000),
      ],
      providerKey: 'p3',
    });
    await screen.findByText('Product data: AGRIBALYSE 3.1, Bread, wholemeal');
    const alert = screen.getByTestId('far-provider');
    expect(within(alert).getByTestId('no-nearer-provider')).toHaveTextContent(
      'No nearer provider of this solution is listed.',
    );
    expect(within(alert).queryByRole('link', { name: 'Choose a nearer provider' })).toBeNull();
    expect(within(alert).queryByTestId('nearer-providers')).toBeNull();
  });

  it('writes the transport distance with one decimal among the details', async () => {
    renderReport('oneTime', 'Bread', { transport: { ...transportResult, distance_km: 182.97 } });
    await screen.findByText('Product data: AGRIBALYSE 3.1, Bread, wholemeal');
    const distance = screen.getByText('Transport distance', { selector: 'dt' });
    expect(distance.nextElementSibling).toHaveTextContent('183.0 km');
  });

  it('reports a free-text surplus with the values of the product it recognises', async () => {
    const potato = {
      found: true,
      basis: 'term',
      term: 'potato',
      product_name: null,
      food_group: 'Fruits, vegetables, legumes and nuts',
      food_subgroup: 'Vegetables',
      products_count: 13,
      climate_change: { total: 0.77, consumption: 0.27, unit: 'kg CO2-eq' },
      water_resource_depletion: { total: 0.3, consumption: 0.1, unit: 'm3 world eq' },
      land_use: { total: 40, consumption: 2, unit: 'point' },
    };
    server.use(
      http.get(api('/products/by_name/*'), () =>
        HttpResponse.json({ found: false, product: null }),
      ),
      answer('get', '/products/recognise?text=krompir', potato),
    );
    renderReport('oneTime', 'krompir');
    expect(
      await screen.findByText(
        "Product data: AGRIBALYSE 3.1, mean of 13 products of 'potato' (recognised from 'krompir').",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/reference values of toast/)).not.toBeInTheDocument();
    const report = calculateImpactReport(
      {
        donation: oneTime,
        productImpacts: {
          climate_change: { total: 0.77, consumption: 0.27 },
          water_resource_depletion: { total: 0.3, consumption: 0.1 },
          land_use: { total: 40, consumption: 2 },
        },
        transport: { distanceKm: 12.5, weightKg: 25 },
      },
      'once',
    );
    expect(figure('Net saving')).toBe(`${format(-report.indicators.co2.net)} kg CO2-eq`);
    // Potatoes are not compared with potatoes.
    expect(screen.queryByText(/kg of potatoes/)).not.toBeInTheDocument();
  });

  it('never compares the surplus with itself', async () => {
    answerProduct(false);
    renderReport('oneTime', 'Kartoffeln');
    await screen.findByText(/No product data was found for 'Kartoffeln'/);
    expect(screen.queryByText(/kg of potatoes/)).not.toBeInTheDocument();
    expect(screen.getByText(/kg of beef/)).toBeVisible();
  });

  it('says when the transport was not calculated', async () => {
    renderReport('oneTime', 'Bread', { transport: null });
    await screen.findByText('Product data: AGRIBALYSE 3.1, Bread, wholemeal');
    expect(screen.getByText('Not calculated, counted as 0')).toBeVisible();
    expect(figure('Additional impacts')).toBe('0 kg CO2-eq');
  });

  it('shows Not Implemented Yet for another category', () => {
    // Chosen on its details page: the analysis offers only donations, so it is no report's.
    useStepperStore.getState().selectSolution(biogas.solution_id);
    renderReport('weekly', 'Bread', { solutionId: biogas.solution_id });
    expect(screen.getByRole('heading', { name: 'Not Implemented Yet' })).toBeVisible();
    expect(
      screen.getByText(/covers donations only \(solution category Reuse \(human\)\)/),
    ).toBeVisible();
    expect(apiCalls()).toEqual([]);
  });

  it('shows Not Implemented Yet without a selected solution', () => {
    renderReport('weekly', 'Bread', { solutionId: 'no-longer-offered' });
    expect(screen.getByRole('heading', { name: 'Not Implemented Yet' })).toBeVisible();
  });

  it('asks for an amount when there is none', () => {
    renderReport(null);
    expect(screen.getByText(/enter the amount in the Food Surplus step/)).toBeVisible();
    expect(
      screen.getByText(
        'This is a simplified analysis, not a full life cycle assessment and not a certified report.',
        { exact: false },
      ),
    ).toBeVisible();
  });

  it('shows the statement and a link to the tool description', async () => {
    renderReport('weekly');
    await screen.findByText('Product data: AGRIBALYSE 3.1, Bread, wholemeal');
    expect(
      screen.getByText(
        'This is a simplified analysis, not a full life cycle assessment and not a certified report.',
        { exact: false },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'How the analysis works' })).toHaveAttribute(
      'href',
      '/tool-description',
    );
  });

  it('downloads the report as CSV', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    server.use(
      answer('get', '/solutions/names?lang=en', {
        language: 'en',
        names: { [foodBank.solution_id]: 'Donation to a food bank (catalogue name)' },
      }),
    );
    renderReport('weekly');
    await waitFor(() => expect(callsTo('/solutions/names?lang=en')).not.toHaveLength(0));
    // The names have arrived: the query holds them.
    await waitFor(() =>
      expect(queryClient.getQueryData(['solutions', 'names', 'en'])).toBeDefined(),
    );
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(downloads.createObjectURL).toHaveBeenCalledTimes(1);
    expect(downloads.blob().type).toBe('text/csv;charset=utf-8');
    const text = await downloads.text();
    const lines = text.trim().split('\r\n');
    // The document's header first (field,value), an empty line, then the table.
    expect(lines.slice(0, 3)).toEqual(['company,', 'company_address,', 'surplus,Bread']);
    expect(lines).toContain('amount_kg,20');
    expect(lines).toContain('frequency,2 times per week');
    // The solution by its id, named as the catalogue names it in the interface language.
    expect(lines).toContain('solution,Donation to a food bank (catalogue name)');
    expect(lines).toContain(`solution_id,${foodBank.solution_id}`);
    expect(lines).toContain('distance_km,12.5');
    expect(lines).toContain('model_version,');
    expect(lines).toContain('language,en');
    const table = lines.slice(lines.indexOf('') + 1);
    expect(table[0]).toBe(
      'period,indicator,indicator_name,unit,production_substitution,waste_treatment_avoided,avoided,transport,additional,net,net_saving,donated_kg,meaning',
    );
    expect(table).toHaveLength(10);
    expect(table[3]).toMatch(/^once,land,Land use,points,/);
    // The figures the screen shows, with the same rounding: the net saving of one donation.
    const once = calculateImpactReport(
      { donation: weekly, productImpacts, transport: { distanceKm: 12.5, weightKg: 25 } },
      'once',
    );
    expect(table[1]).toContain(
      `,${roundFigure(once.indicators.co2.net)},${roundFigure(-once.indicators.co2.net)},`,
    );
    expect(downloads.click).toHaveBeenCalledTimes(1);
    expect(downloads.name()).toBe('impact-report.csv');
    expect(downloads.link().href).toBe('blob:download');
  });

  it('prints the report', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderReport('weekly');
    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state while the product loads', async () => {
    // Each look-up answers when the test gives it its answer.
    const release = { name: () => {}, text: () => {} };
    server.use(
      http.get(api('/products/by_name/*'), async () => {
        await new Promise<void>((resolve) => (release.name = resolve));
        return HttpResponse.json({ found: false, product: null });
      }),
      http.get(api('/products/recognise'), async () => {
        await new Promise<void>((resolve) => (release.text = resolve));
        return HttpResponse.json({ found: false, basis: null, products_count: 0 });
      }),
    );
    renderReport('weekly');
    expect(await screen.findByText('Loading product data...')).toBeVisible();
    await waitFor(() => expect(requested('/products/by_name/')).toBe(true));
    release.name();
    // Not an exact name: the free text is read next, still loading.
    await waitFor(() => expect(requested('/products/recognise')).toBe(true));
    expect(screen.getByText('Loading product data...')).toBeVisible();
    release.text();
    await waitFor(() => expect(screen.queryByText('Loading product data...')).toBeNull());
  });

  it('leaves no impacts when loading them fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(api('/products/by_name/*'), () =>
        HttpResponse.json({ found: true, product: bread }),
      ),
      answerError('get', '/environmental_impacts', 500, 'down'),
      answerError('get', '/products/recognise', 500, 'down'),
    );
    renderReport('weekly');
    expect(
      await screen.findByText(
        "No environmental data was found for the product 'Bread, wholemeal' (AGRIBALYSE 3.1), so the reference values of toast are used (1.55 kg CO2-eq, 0.383 m3 world eq, 93.8 points per kg).",
      ),
    ).toBeVisible();
    expect(productAnswer('Bread')).toEqual({
      productDetails: bread,
      productNotFound: false,
      environmentalImpacts: null,
      recognition: null,
      failed: true,
    });
    // A state standing in for a failure is not kept for the next visit.
    expect(
      Object.keys(localStorage).some((k) => k.startsWith('foodhub-answer:product-impacts:')),
    ).toBe(false);
    expect(error).toHaveBeenCalled();
  });
});

describe('ReportStep saving to My reports', () => {
  const saved = (id: string) => ({
    id,
    created_at: '2026-03-14T10:00:00.000Z',
    updated_at: '2026-03-14T10:00:00.000Z',
    language: 'en',
    header: {},
    reports: [],
    model: { version: '2026.1', constants: {} },
    share_token: null,
  });

  /** POST /me/reports answers with `answerOf`; the product look-ups as before. */
  function answerSave(answerOf: () => Response) {
    server.use(http.post(api('/me/reports'), answerOf));
  }
  const saveCalls = () => callsTo('/me/reports', 'post');

  beforeEach(() => useSessionStore.getState().startSession('token-abc'));
  afterEach(() => useSessionStore.getState().endSession());

  it('saves the report once and links the saved report', async () => {
    answerSave(() => HttpResponse.json(saved('rep-1'), { status: 201 }));
    const view = renderReport('weekly', 'Bread', {
      providers: [datasetProvider('p1', 'Foodbank Graz', 3_200)],
      providerKey: 'p1',
    });
    expect(await screen.findByText('Saving to My reports…')).toBeInTheDocument();
    expect(await screen.findByText('Saved in My reports.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the saved report' })).toHaveAttribute(
      'href',
      '/my-reports/rep-1',
    );
    expect(saveCalls()).toHaveLength(1);
    const [call] = saveCalls();
    expect(call!.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(call!.body).toMatchObject({
      language: 'en',
      solutionId: foodBank.solution_id,
      wasteInfo: {
        surplusName: 'Bread',
        amount: { value: 20, unit: 'kg' },
        frequency: { times: 2, interval: 'week' },
      },
      provider: { name: 'Foodbank Graz', address: 'Beispielgasse 17, 1010 Wien, AT' },
    });
    // The trip and its weight only: the server routes it again and stores its own distance.
    expect((call!.body as { transport: unknown }).transport).toEqual({
      source: 'Hauptplatz 1, Graz',
      destination: 'Food bank, Graz',
      transport_weight_kg: 25,
    });

    // Another period or indicator is the same report: nothing is saved again.
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Per year' }));
    await user.click(screen.getByRole('tab', { name: 'Water scarcity (m3 world eq)' }));
    // Leaving the step and coming back asks nothing either.
    view.unmount();
    renderWithProviders(
      <MemoryRouter>
        <ReportPage />
      </MemoryRouter>,
      { queryClient },
    );
    expect(await screen.findByText('Saved in My reports.')).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(1);
  });

  it('downloads the saved report as a generated PDF in the interface language', async () => {
    answerSave(() => HttpResponse.json(saved('rep-9'), { status: 201 }));
    server.use(
      http.get(
        api('/me/reports/rep-9/pdf'),
        () =>
          new HttpResponse(new Blob(['%PDF-1.7']), {
            status: 200,
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="impact-report-2026-03-14.pdf"',
            },
          }),
      ),
    );
    const downloads = catchDownloads();
    renderReport('weekly', 'Bread');
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    await userEvent.setup().click(button);
    await vi.waitFor(() => expect(downloads.createObjectURL).toHaveBeenCalled());
    const pdfCall = apiRequests().find((request) => request.path.includes('/pdf'));
    expect(pdfCall?.url.href).toContain('/me/reports/rep-9/pdf?lang=en');
  });

  it('saves again for other inputs', async () => {
    let n = 0;
    answerSave(() => HttpResponse.json(saved(`rep-${++n}`), { status: 201 }));
    renderReport('weekly', 'Bread', {
      providers: [
        datasetProvider('p1', 'Foodbank Graz', 3_200),
        datasetProvider('p2', 'Sozialmarkt Leibnitz', 34_000),
      ],
      providerKey: 'p1',
    });
    expect(await screen.findByRole('link', { name: 'Open the saved report' })).toHaveAttribute(
      'href',
      '/my-reports/rep-1',
    );
    act(() => useAnalysisStore.getState().selectProvider('p2'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open the saved report' })).toHaveAttribute(
        'href',
        '/my-reports/rep-2',
      ),
    );
    expect(saveCalls()).toHaveLength(2);
  });

  it('shows why saving failed and retries', async () => {
    let fail = true;
    answerSave(() =>
      fail
        ? apiError(500, 'Database unavailable')
        : HttpResponse.json(saved('rep-9'), { status: 201 }),
    );
    const user = userEvent.setup();
    renderReport('weekly');
    const title = await screen.findByText('The report could not be saved in My reports');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved in My reports.')).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(2);
  });

  it('saves nothing without a report (no amount)', async () => {
    answerSave(() => HttpResponse.json(saved('rep-1'), { status: 201 }));
    renderReport(null);
    expect(screen.getByText(/enter the amount in the Food Surplus step/)).toBeVisible();
    expect(screen.queryByText('Saving to My reports…')).toBeNull();
    expect(saveCalls()).toHaveLength(0);
  });

  it('asks to log in, and saves nothing, without a session', async () => {
    useSessionStore.getState().endSession();
    renderReport('weekly');
    const link = await screen.findByRole('link', {
      name: 'Log in to keep this report in your account',
    });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Flca-stepper%2Freport');
    expect(saveCalls()).toHaveLength(0);
  });
});

import type { DatasetProvider, VcgProvider } from '@foodhub/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, callsTo, heldAnswer, server } from '../../../test/api';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { ProviderSearch } from '../../../api/providers';
import { ProviderCompaniesCard } from './provider-companies-card';

const VIENNA: [number, number] = [48.2082, 16.3738];

function datasetProvider(id: string, overrides: Partial<DatasetProvider> = {}): DatasetProvider {
  return {
    _id: id,
    is_sample: false,
    suitable: true,
    company_name: `Food Bank ${id}`,
    business_category: 'Food bank',
    description: 'Collects surplus food and passes it on.',
    dist: { calculated: 2745 },
    location: { address: 'Beispielgasse 17', city: 'Wien', postal_code: '1010', country: 'AT' },
    location_geo: { type: 'Point', coordinates: [16.41, 48.2057] },
    institution_types: ['food bank'],
    capacity: [{ food_category: 'Bread', needed: 'always', max_kg_per_week: 300, note: 'Packed' }],
    logistics: {
      pickup: { available: true, radius_km: 25, frequency: 'daily', weekend: false },
      delivery: { accepted: true },
    },
    company_constraints: {
      preparation: 'Packed and labelled',
      minimum_quantity_acceptance: 'From 5 kg',
      frequency: 'Daily',
      additional_requirements: null,
    },
    accepted_food_types: {
      food_group: ['Cereal products'],
      food_subgroup: [],
      surplus_name: ['bread'],
    },
    contact_person: 'Anna Berger',
    contact: { email: 'info@example.org', phone: '+43 000 000 0001' },
    additional_company_information: {
      website: 'example.org/food-bank',
      non_profit: true,
      umbrella_organization: 'Hidden Umbrella',
      opened_year: 1996,
      volunteers: 40,
    },
    ...overrides,
  };
}

const search = (overrides: Partial<ProviderSearch> = {}): ProviderSearch => ({
  solutionId: 'reuse-food-bank',
  origin: 'dataset',
  position: VIENNA,
  foodGroups: ['Cereal products'],
  surplusName: 'Bread',
  kgPerWeek: 40,
  ...overrides,
});

const answer = (providers: (DatasetProvider | VcgProvider)[], total = providers.length) =>
  HttpResponse.json({ provider_companies: providers, total });
const providerCalls = () => callsTo('/provider_companies');

beforeEach(() => {
  // Provider lists are kept across reloads: each test starts without any.
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** GET /provider_companies answers these in turn, the last one from then on. */
function answerProviders(...responses: (() => Response)[]) {
  server.use(
    ...responses.map((respond, call) =>
      http.get(api('/provider_companies'), respond, { once: call < responses.length - 1 }),
    ),
  );
}

const show = () => userEvent.click(screen.getByRole('button', { name: 'Show Provider Companies' }));
const hide = () => userEvent.click(screen.getByRole('button', { name: 'Hide Provider Companies' }));
const cards = () =>
  within(screen.getByRole('list', { name: 'Provider companies, nearest first' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]!);

describe('ProviderCompaniesCard', () => {
  it('loads nothing until shown, then lists the providers with the count', async () => {
    answerProviders(() => answer([datasetProvider('a'), datasetProvider('b')]));
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    expect(screen.getByRole('heading', { name: 'Provider Companies' })).toBeInTheDocument();
    expect(providerCalls()).toHaveLength(0);

    await show();
    expect(await screen.findByText('2 providers found')).toBeInTheDocument();
    const { url } = providerCalls()[0]!;
    expect(url.searchParams.get('solution_id')).toBe('reuse-food-bank');
    expect(url.searchParams.get('lat')).toBe('48.2082');
    expect(url.searchParams.get('lon')).toBe('16.3738');
    expect(url.searchParams.getAll('food_group')).toEqual(['Cereal products']);
    expect(url.searchParams.get('surplus_name')).toBe('Bread');
    expect(url.searchParams.get('kg_per_week')).toBe('40');
    expect(screen.getByText('Click on the map markers to view provider details')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Map of Provider Companies' })).toBeVisible();

    // Hiding and showing again does not load again.
    await hide();
    expect(screen.queryByText('2 providers found')).not.toBeInTheDocument();
    await show();
    expect(await screen.findByText('2 providers found')).toBeInTheDocument();
    expect(providerCalls()).toHaveLength(1);
  });

  it('shows a list kept from before a reload without loading it again', async () => {
    answerProviders(() => answer([datasetProvider('a'), datasetProvider('b')]));
    const first = renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(await screen.findByText('2 providers found')).toBeInTheDocument();
    first.unmount();

    // A reload: a new query client, the list read from localStorage.
    const second = renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(await screen.findByText('2 providers found')).toBeInTheDocument();
    expect(providerCalls()).toHaveLength(1);

    // Another search (here another amount) is another question.
    second.unmount();
    renderWithProviders(<ProviderCompaniesCard search={search({ kgPerWeek: 80 })} />);
    await show();
    expect(await screen.findByText('2 providers found')).toBeInTheDocument();
    expect(providerCalls()).toHaveLength(2);
  });

  it("shows 'Loading providers...' while the list loads", async () => {
    const providers = heldAnswer(() => answer([datasetProvider('a')]));
    server.use(http.get(api('/provider_companies'), providers.resolver));
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(await screen.findByText('Loading providers...')).toBeInTheDocument();
    providers.release();
    expect(await screen.findByText('1 provider found')).toBeInTheDocument();
    expect(screen.queryByText('Loading providers...')).not.toBeInTheDocument();
  });

  it('logs a failed load only, shows an empty list, and retries on a later show', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerProviders(
      () => apiError(500, 'database down'),
      () => answer([datasetProvider('a')]),
    );
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(await screen.findByText('0 providers found')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText(/database down/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await hide();
    await show();
    expect(await screen.findByText('1 provider found')).toBeInTheDocument();
    expect(providerCalls()).toHaveLength(2);
  });

  it('retries on a later show when the list came back empty', async () => {
    answerProviders(
      () => answer([]),
      () => answer([datasetProvider('a')]),
    );
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(await screen.findByText('0 providers found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Map of Provider Companies' })).toBeNull();
    await hide();
    await show();
    expect(await screen.findByText('1 provider found')).toBeInTheDocument();
  });

  it('shows a collapsed card per provider with name, place and distance in km', async () => {
    answerProviders(() =>
      answer([
        datasetProvider('a'),
        datasetProvider('b', {
          company_name: null,
          location: { address: null, city: null, postal_code: null, country: null },
          location_geo: null,
          dist: undefined,
          is_sample: true,
          suitable: false,
        }),
      ]),
    );
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    await screen.findByText('2 providers found');
    const [first, second] = cards();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first).toHaveTextContent('Food Bank a');
    expect(first).toHaveTextContent('Wien, Austria');
    // The straight line from the surplus location, as the transport step repeats it.
    expect(first).toHaveTextContent('2.7 km away (straight line)');
    expect(second).toHaveTextContent('Unnamed Provider');
    expect(second).toHaveTextContent('Not specified');
    expect(second).not.toHaveTextContent('km away');
    expect(second).toHaveTextContent('Sample data');
    expect(second).toHaveTextContent('May not take this surplus');
    // One real provider beside the sample: the notice names the marked ones only.
    expect(screen.getByText(/Providers marked 'Sample data' are fictional/)).toBeInTheDocument();
    expect(screen.queryByText('Description')).toBeNull();
  });

  it('opens a card with every detail section, hidden keys left out, a safe website link', async () => {
    answerProviders(() =>
      answer([
        datasetProvider('a'),
        datasetProvider('b', {
          additional_company_information: { website: 'javascript:alert(1)' },
        }),
      ]),
    );
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    await screen.findByText('2 providers found');
    await userEvent.click(cards()[0]!);
    expect(cards()[0]).toHaveAttribute('aria-expanded', 'true');
    const card = within(screen.getAllByRole('listitem')[0]!);
    for (const section of [
      'Description',
      'Institution Types',
      'Food Capacity (kg/week)',
      'Logistics',
      'Operational Requirements',
      'Accepted Food Types',
      'Business Categories',
      'Additional Information',
      'Contact Information',
    ]) {
      expect(card.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(card.getByText('up to 300 kg/week')).toBeInTheDocument();
    expect(card.getByText('25 km')).toBeInTheDocument();
    expect(card.getByText('Volunteers')).toBeInTheDocument();
    expect(card.queryByText(/Hidden Umbrella|1996|Non profit|Opened year/)).toBeNull();
    expect(card.getByRole('link', { name: 'example.org/food-bank' })).toHaveAttribute(
      'href',
      'https://example.org/food-bank',
    );
    expect(card.getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );

    await userEvent.click(cards()[1]!);
    const other = within(screen.getAllByRole('listitem')[1]!);
    expect(other.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(other.queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
  });

  it("toggles every card with 'Expand All Providers' / 'Collapse All Providers'", async () => {
    answerProviders(() =>
      answer([datasetProvider('a'), datasetProvider('b'), datasetProvider('c')]),
    );
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    await screen.findByText('3 providers found');
    await userEvent.click(screen.getByRole('button', { name: 'Expand All Providers' }));
    expect(cards().map((c) => c.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'true']);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse All Providers' }));
    expect(cards().map((c) => c.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
    ]);
  });

  it('says when the list holds only the nearest providers of many', async () => {
    answerProviders(() => answer([datasetProvider('a'), datasetProvider('b')], 1234));
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(
      await screen.findByText('The nearest 2 of 1,234 providers of this solution.'),
    ).toBeInTheDocument();
  });

  it('selects a provider from its marker, shows it on the map card, and closes it', async () => {
    answerProviders(() => answer([datasetProvider('a'), datasetProvider('b')]));
    const { container } = renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    await screen.findByText('2 providers found');
    const marker = await waitFor(() => {
      const found = container.querySelector<HTMLElement>(
        '.leaflet-marker-icon[title="Food Bank b"]',
      );
      expect(found).not.toBeNull();
      return found!;
    });
    expect(
      container.querySelector('.leaflet-marker-icon[title="Your Surplus Location"]'),
    ).not.toBeNull();
    fireEvent.click(marker);
    const mapCard = await screen.findByRole('region', { name: 'Selected on map' });
    expect(within(mapCard).getByText('Food Bank b')).toBeInTheDocument();
    expect(within(mapCard).getByText('2.75 km away (straight line)')).toBeInTheDocument();
    expect(cards()[1]).toHaveAttribute('aria-expanded', 'true');
    expect(marker.className).toContain('provider-marker-selected');

    await userEvent.click(
      within(mapCard).getByRole('button', { name: 'Close the selected provider' }),
    );
    expect(screen.queryByRole('region', { name: 'Selected on map' })).toBeNull();
  });

  it("lists a vcg.ai solution's providers from the outside service, with distances measured here", async () => {
    const vcg: VcgProvider[] = [
      {
        companyName: 'Kvass Werkstatt',
        description: 'Brews kvass from bread.',
        businessCategory: ['Brewery'],
        contact: { email: 'hi@example.org', phone: null },
        location: { city: 'Graz', country: 'Austria', latitude: 47.0707, longitude: 15.4395 },
      },
      { companyName: '' },
    ];
    answerProviders(() => answer(vcg));
    renderWithProviders(
      <ProviderCompaniesCard search={search({ solutionId: 'vcg-42', origin: 'vcg.ai' })} />,
    );
    await show();
    await screen.findByText('2 providers found');
    const { url } = providerCalls()[0]!;
    expect(url.searchParams.get('solution_origin')).toBe('vcg.ai');
    expect(url.searchParams.get('lat')).toBeNull();
    const [first, second] = cards();
    // Vienna-Graz, great circle: about 145 km.
    expect(first).toHaveTextContent(/14[45]\.\d km away/);
    expect(second).toHaveTextContent('Unnamed Provider');
    expect(second).toHaveTextContent('Not specified');
    await userEvent.click(first!);
    const card = within(screen.getAllByRole('listitem')[0]!);
    expect(card.getByRole('heading', { name: 'Business Categories' })).toBeInTheDocument();
    expect(card.getByText('Brewery')).toBeInTheDocument();
    expect(card.queryByRole('heading', { name: 'Logistics' })).toBeNull();
  });
});

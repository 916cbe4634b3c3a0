import type { DatasetSolution } from '@foodhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageContextStore } from '../../features/chatbot/page-context';
import { useStepperStore } from '../../stores/stepper-store';
import { api, apiError, callsTo, server } from '../../test/api';
import { datasetProvider } from '../../test/provider-fixtures';
import { holdMatch } from '../../test/query-seeds';
import { createTestQueryClient, renderRoutes } from '../../test/render-with-providers';
import { answerOf, foodBank } from '../../test/solution-fixtures';

// Solution Details with what a new user looks for first: who nearby takes the surplus.

const providerCalls = () => callsTo('/provider_companies');

const fiveProviders = [
  {
    ...datasetProvider('p1', 'Tafel Wien', 1200),
    is_sample: false,
    contact: { email: 'hallo@tafel.example.org', phone: '+43 1 234 56' },
  },
  { ...datasetProvider('p2', 'Caritas Markt', 3400), is_sample: false },
  { ...datasetProvider('p3', 'Foodsharing Ottakring', 5600), is_sample: false },
  { ...datasetProvider('p4', 'Sozialmarkt Süd', 8800), is_sample: false },
  { ...datasetProvider('p5', 'Tafel Mödling', 16300), is_sample: false },
];

function answerProviders(respond: () => Response) {
  server.use(http.get(api('/provider_companies'), respond));
}

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  useStepperStore.getState().setCompanyProfile({
    location_geo: { type: 'Point', coordinates: [16.3738, 48.2082] },
  });
});

function renderDetails(solution: DatasetSolution = foodBank) {
  const queryClient = createTestQueryClient();
  holdMatch(queryClient, answerOf([solution], { scores: { [solution.solution_id!]: 92 } }));
  renderRoutes(
    [{ path: '/solution/:id', lazy: () => import('./solution-details') }],
    `/solution/${solution.solution_id}`,
    { queryClient },
  );
  return userEvent.setup();
}

const nearestBlock = () => screen.getByRole('region', { name: 'Nearest providers' });

describe('Solution Details: the nearest providers', () => {
  it('names the three nearest with distance and contact, above the solution information', async () => {
    answerProviders(() => HttpResponse.json({ provider_companies: fiveProviders, total: 5 }));
    renderDetails();
    const block = await screen.findByRole('region', { name: 'Nearest providers' });
    expect(await within(block).findByText('Tafel Wien')).toBeInTheDocument();
    const items = within(block).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByText(/Tafel|Caritas|Foodsharing/).textContent),
    ).toEqual(['Tafel Wien', 'Caritas Markt', 'Foodsharing Ottakring']);
    expect(within(items[0]!).getByText('1.2 km away (straight line)')).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('link', { name: 'hallo@tafel.example.org' }),
    ).toHaveAttribute('href', 'mailto:hallo@tafel.example.org');
    expect(within(items[0]!).getByRole('link', { name: '+43 1 234 56' })).toHaveAttribute(
      'href',
      'tel:+43123456',
    );
    expect(within(items[1]!).getByText('No contact details given')).toBeInTheDocument();
    // Before the long solution information, which follows it.
    const info = screen.getByRole('heading', { name: 'Solution Information' });
    expect(block.compareDocumentPosition(info) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells the chat the providers the page shows, before the full list is opened', async () => {
    answerProviders(() => HttpResponse.json({ provider_companies: fiveProviders, total: 5 }));
    renderDetails();
    await within(await screen.findByRole('region', { name: 'Nearest providers' })).findByText(
      'Tafel Wien',
    );
    const told = () =>
      (
        usePageContextStore.getState().context?.availablePageData as {
          providers?: { name: string; distanceKm: number | null }[];
        } | null
      )?.providers;
    await waitFor(() => expect(told()).toHaveLength(5));
    expect(told()![0]).toMatchObject({ name: 'Tafel Wien', distanceKm: 1.2 });
    expect(screen.getByRole('button', { name: 'Show Provider Companies' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(providerCalls()).toHaveLength(1);
  });

  it("opens the full provider list with its map from 'Show all', asking the server once", async () => {
    answerProviders(() => HttpResponse.json({ provider_companies: fiveProviders, total: 5 }));
    const user = renderDetails();
    await within(await screen.findByRole('region', { name: 'Nearest providers' })).findByText(
      'Tafel Wien',
    );
    await user.click(screen.getByRole('button', { name: 'Show all 5 providers and the map' }));
    expect(await screen.findByText('5 providers found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Provider Companies' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Provider Companies' })).toHaveFocus();
    expect(providerCalls()).toHaveLength(1);
  });

  it("keeps the card's own Show button working as before", async () => {
    answerProviders(() => HttpResponse.json({ provider_companies: fiveProviders, total: 5 }));
    const user = renderDetails();
    await within(await screen.findByRole('region', { name: 'Nearest providers' })).findByText(
      'Tafel Wien',
    );
    await user.click(screen.getByRole('button', { name: 'Show Provider Companies' }));
    expect(await screen.findByText('5 providers found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Provider Companies' }));
    expect(screen.queryByText('5 providers found')).not.toBeInTheDocument();
    expect(providerCalls()).toHaveLength(1);
  });

  it('says when no provider is listed', async () => {
    answerProviders(() => HttpResponse.json({ provider_companies: [], total: 0 }));
    renderDetails();
    expect(
      await screen.findByText('No provider of this solution is in our list yet.'),
    ).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and the card asks again', async () => {
    answerProviders(() => apiError(503, 'down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderDetails();
    expect(
      await screen.findByText(/The providers could not be loaded just now/),
    ).toBeInTheDocument();
    answerProviders(() => HttpResponse.json({ provider_companies: fiveProviders, total: 5 }));
    await user.click(screen.getByRole('button', { name: 'Show Provider Companies' }));
    expect(await screen.findByText('5 providers found')).toBeInTheDocument();
    await waitFor(() => expect(within(nearestBlock()).getByText('Tafel Wien')).toBeInTheDocument());
  });
});

describe('Solution Details: a long list of accepted foods', () => {
  it("shows the first few with 'Show all N'", async () => {
    answerProviders(() => HttpResponse.json({ provider_companies: [], total: 0 }));
    const names = Array.from({ length: 60 }, (_, i) => `Food ${i + 1}`);
    const user = renderDetails({
      ...foodBank,
      general_accepted_food_types: {
        ...foodBank.general_accepted_food_types!,
        surplus_name: names,
      },
    });
    const more = await screen.findByRole('button', { name: 'Show all 60: Surplus Names' });
    expect(screen.queryByText('Food 60')).not.toBeInTheDocument();
    await user.click(more);
    expect(screen.getByText('Food 60')).toBeInTheDocument();
  });
});

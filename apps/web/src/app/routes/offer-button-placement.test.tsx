import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAnalysisStore } from '../../features/impact-analysis/store';
import { useStepperStore } from '../../stores/stepper-store';
import { api, server } from '../../test/api';
import { datasetProvider } from '../../test/provider-fixtures';
import { holdMatch, holdProviders } from '../../test/query-seeds';
import { createTestQueryClient, renderRoutes } from '../../test/render-with-providers';
import { answerOf, foodBank, matchAnswer } from '../../test/solution-fixtures';

// 'Offer this surplus' where a provider of a solution is shown: each provider's card on Solution
// Details, and the chosen provider in the analysis's Select Provider. Only providers of the
// tool's own list (a UUID) can be offered to.

const TAFEL = 'b3f2d1f0-0000-4000-8000-000000000001';
const providers = [
  { ...datasetProvider(TAFEL, 'Tafel Wien', 1200), is_sample: false },
  { ...datasetProvider('not-a-uuid', 'Caritas Markt', 3400), is_sample: false },
];

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  useAnalysisStore.getState().resetAnalysis();
  useStepperStore.getState().setCompanyProfile({
    location_geo: { type: 'Point', coordinates: [16.3738, 48.2082] },
  });
  useStepperStore.getState().setWasteInfo({
    surplusName: 'Bread',
    foodGroups: ['Cereal products'],
    amount: { value: 20, unit: 'kg' },
  });
});

describe('Offer this surplus: where it is', () => {
  it("is in each listed provider's contact on Solution Details, once", async () => {
    server.use(
      http.get(api('/provider_companies'), () =>
        HttpResponse.json({ provider_companies: providers, total: 2 }),
      ),
    );
    const queryClient = createTestQueryClient();
    holdMatch(queryClient, answerOf([foodBank], { scores: { [foodBank.solution_id!]: 92 } }));
    renderRoutes(
      [{ path: '/solution/:id', lazy: () => import('./solution-details') }],
      `/solution/${foodBank.solution_id}`,
      { queryClient },
    );
    const user = userEvent.setup();
    await within(await screen.findByRole('region', { name: 'Nearest providers' })).findByText(
      'Tafel Wien',
    );
    await user.click(screen.getByRole('button', { name: 'Show Provider Companies' }));
    await screen.findByText('2 providers found');
    const cards = screen.getAllByRole('button', { expanded: false });
    await user.click(cards.find((card) => card.textContent?.includes('Tafel Wien'))!);
    await user.click(cards.find((card) => card.textContent?.includes('Caritas Markt'))!);
    const offer = await screen.findAllByRole('button', { name: /Offer this surplus/ });
    expect(offer.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Offer this surplus to Tafel Wien',
    ]);
    await user.click(offer[0]!);
    expect(await screen.findByRole('dialog', { name: 'Offer your surplus' })).toBeInTheDocument();
  });

  it('is under the chosen provider in the analysis’s Select Provider', async () => {
    const queryClient = createTestQueryClient();
    holdMatch(queryClient, matchAnswer);
    holdProviders(queryClient, foodBank, providers);
    useAnalysisStore.getState().selectSolution(foodBank.solution_id);
    renderRoutes(
      [{ path: '/lca-stepper/provider', lazy: () => import('./lca-provider') }],
      '/lca-stepper/provider',
      { queryClient },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Caritas Markt/ }));
    expect(screen.queryByRole('button', { name: /Offer this surplus/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Tafel Wien/ }));
    expect(
      await screen.findByRole('button', { name: 'Offer this surplus to Tafel Wien' }),
    ).toBeInTheDocument();
  });
});

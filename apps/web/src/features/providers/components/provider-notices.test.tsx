import type { DatasetProvider } from '@foodhub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, server } from '../../../test/api';
import { datasetProvider } from '../../../test/provider-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { ProviderSearch } from '../../../api/providers';
import { ProviderCompaniesCard } from './provider-companies-card';

// What the provider list says about the providers beside the cards: none real near the user,
// samples among them, the operator's verified mark.

const search = (overrides: Partial<ProviderSearch> = {}): ProviderSearch => ({
  solutionId: 'reuse-food-bank',
  origin: 'dataset',
  position: [48.2082, 16.3738],
  foodGroups: ['Cereal products'],
  surplusName: 'Bread',
  kgPerWeek: 40,
  ...overrides,
});

/** A real (not sample) provider unless told otherwise. */
const provider = (id: string, metres: number, overrides: Partial<DatasetProvider> = {}) => ({
  ...datasetProvider(id, `Food Bank ${id}`, metres),
  is_sample: false,
  ...overrides,
});

function answerProviders(providers: DatasetProvider[]) {
  server.use(
    answer('get', '/provider_companies', {
      provider_companies: providers,
      total: providers.length,
    }),
  );
}

beforeEach(() => {
  // Provider lists are kept across reloads: each test starts without any.
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const show = () => userEvent.click(screen.getByRole('button', { name: 'Show Provider Companies' }));
const cards = () =>
  within(screen.getByRole('list', { name: 'Provider companies, nearest first' })).getAllByRole(
    'listitem',
  );
const noneNear = /No real provider of this solution within 50 km of your address/;

describe('the provider list’s notices', () => {
  it('says when no real provider is within 50 km and still lists the nearest', async () => {
    answerProviders([
      provider('near-sample', 3_000, { is_sample: true }),
      provider('far', 130_000),
    ]);
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(await screen.findByText(noneNear)).toBeVisible();
    expect(cards()).toHaveLength(2);
  });

  it("does not say so when a real provider is near, or without the user's location", async () => {
    answerProviders([provider('near', 49_000)]);
    const { unmount } = renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(await screen.findByText('1 provider found')).toBeVisible();
    expect(screen.queryByText(noneNear)).not.toBeInTheDocument();
    unmount();

    answerProviders([provider('unknown', 0, { dist: undefined })]);
    renderWithProviders(<ProviderCompaniesCard search={search({ position: null })} />);
    await show();
    expect(await screen.findByText('1 provider found')).toBeVisible();
    expect(screen.queryByText(noneNear)).not.toBeInTheDocument();
  });

  it('marks a provider the operator verified, with the date', async () => {
    answerProviders([
      provider('own', 2_000, { verified_at: '2026-11-20T09:30:00.000Z' }),
      provider('imported', 3_000),
    ]);
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(await screen.findByText('Verified by the operator on Nov 20, 2026')).toBeVisible();
    expect(screen.getAllByText(/Verified by the operator/)).toHaveLength(1);
  });

  it('says which providers are samples when real ones are listed too', async () => {
    answerProviders([provider('real', 2_000), provider('sample', 3_000, { is_sample: true })]);
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(await screen.findByText(/Providers marked 'Sample data' are fictional/)).toBeVisible();
    expect(screen.queryByText(/These are sample providers/)).not.toBeInTheDocument();
  });

  it('says all are samples when they are', async () => {
    answerProviders([provider('a', 2_000, { is_sample: true })]);
    renderWithProviders(<ProviderCompaniesCard search={search()} />);
    await show();
    expect(await screen.findByText(/These are sample providers/)).toBeVisible();
  });
});

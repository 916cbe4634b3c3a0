import type { SavedSurplusDetail, SavedSurplusSummary } from '@foodhub/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchInputOf, useMatch } from '../../../api/match';
import i18n from '../../../lib/i18n';
import { PERSISTED_QUERY_PREFIX } from '../../../lib/persisted-query';
import { initialStepperData } from '../../../stores/stepper-data';
import { useStepperStore } from '../../../stores/stepper-store';
import { answer, answerError, apiCalls, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { matchAnswer } from '../../../test/solution-fixtures';
import { MySurplusesPage } from './my-surpluses-page';

/** The entries of a bakery, as the stepper holds them and as the match was asked. */
function bakeryEntries() {
  const data = initialStepperData();
  data.companyProfile.name = 'Bäckerei Huber';
  data.companyProfile.location = {
    address: 'Hauptplatz 1',
    city: 'Graz',
    postalCode: '8010',
    country: 'Austria',
  };
  data.companyProfile.location_geo = { type: 'Point', coordinates: [15.44, 47.07] };
  data.wasteInfo.surplusName = 'Brot';
  data.wasteInfo.foodGroups = ['Cereal products'];
  data.wasteInfo.amount = { value: 40, unit: 'kg' };
  data.wasteInfo.frequency = { times: 2, interval: 'week' };
  return data;
}
const savedInput = JSON.parse(
  JSON.stringify(matchInputOf(bakeryEntries().companyProfile, bakeryEntries().wasteInfo)),
) as Record<string, unknown>;

const ID = '7f0c9a52-0d7e-4f38-9a43-2a1b7b1c0001';
const brot: SavedSurplusSummary = {
  id: ID,
  surplus_name: 'Brot',
  amount: { value: 40, unit: 'kg' },
  frequency: { times: 2, interval: 'week' },
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-12T13:05:00.000Z',
  best_solution: {
    id: 'bread-beer',
    process_name: 'Brewing beer from bread',
    score: 74,
    conditional: false,
  },
};
const unnamed: SavedSurplusSummary = {
  ...brot,
  id: '7f0c9a52-0d7e-4f38-9a43-2a1b7b1c0002',
  surplus_name: '',
  amount: null,
  frequency: null,
  best_solution: null,
};
const minced: SavedSurplusSummary = {
  ...brot,
  id: '7f0c9a52-0d7e-4f38-9a43-2a1b7b1c0003',
  surplus_name: 'Hackfleisch',
  best_solution: {
    id: 'reuse-food-bank',
    process_name: 'Donation to a food bank',
    score: 99,
    conditional: true,
  },
};
const detail: SavedSurplusDetail = {
  ...brot,
  inputs: savedInput,
  answer: matchAnswer as unknown as Record<string, unknown>,
};

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  server.use(
    answer('get', '/me/surpluses', { surpluses: [brot, minced, unnamed] }),
    answer('get', `/me/surpluses/${ID}?lang=en`, detail),
    answer('get', '/solutions/names?lang=en', {
      language: 'en',
      names: {
        'bread-beer': 'Brewing beer from bread',
        'reuse-food-bank': 'Donation to a food bank',
      },
    }),
  );
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** The calls to the saved surpluses and the match (the solutions' names are looked up apart). */
const calls = () => apiCalls().filter((call) => !call.startsWith('GET /solutions/names'));

/** Step 3 as far as the test needs it: the solutions of the stepper's entries, never fetched. */
function SolutionsProbe() {
  const match = useMatch({ enabled: false }).data;
  return (
    <>
      <ul aria-label="solutions">
        {match?.solutions.map((s) => (
          <li key={s.id}>{s.name}</li>
        ))}
      </ul>
      <LocationProbe />
    </>
  );
}

function renderPage() {
  const view = renderRoutes(
    [
      { path: '/my-surpluses', element: <MySurplusesPage /> },
      { path: '/stepper/solutions', element: <SolutionsProbe /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/my-surpluses',
  );
  return { ...view, user: userEvent.setup() };
}

describe('My surpluses', () => {
  it('lists each surplus with amount, frequency, when it was searched and its best solution', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Brot' });
    expect(card).toHaveTextContent('40 kg');
    expect(card).toHaveTextContent('2 times per week');
    expect(card).toHaveTextContent(/Mar 12, 2026/);
    expect(card).toHaveTextContent('Brewing beer from bread');
    expect(within(card).getByTestId('match-score')).toHaveTextContent('74');
    expect(within(card).getByTestId('match-score')).toHaveTextContent('Good Match');
    // A best solution that holds only after checks says so, as on the results.
    const minced = screen.getByRole('article', { name: 'Hackfleisch' });
    expect(within(minced).getByTestId('match-score')).toHaveTextContent('Possible after checks');
    expect(within(minced).getByTestId('match-score')).not.toHaveTextContent('Excellent Match');
    const other = screen.getByRole('article', { name: 'Unnamed surplus' });
    expect(other).toHaveTextContent('Not given');
    expect(other).toHaveTextContent('n/a');
    expect(other).toHaveTextContent('No solution was found for these details.');
  });

  it('names the best solution by its id in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('it'));
    await act(() => i18n.loadNamespaces(['surpluses', 'matching']));
    server.use(
      answer('get', '/solutions/names?lang=it', {
        language: 'it',
        names: { 'reuse-food-bank': 'Donazione a un banco alimentare' },
      }),
    );
    renderPage();
    const minced = await screen.findByRole('article', { name: 'Hackfleisch' });
    await vi.waitFor(() => expect(minced).toHaveTextContent('Donazione a un banco alimentare'));
    expect(minced).not.toHaveTextContent('Donation to a food bank');
    // A solution the catalogue does not name keeps the name it was saved with.
    expect(screen.getByRole('article', { name: 'Brot' })).toHaveTextContent(
      'Brewing beer from bread',
    );
  });

  it('says so when there is none yet, with a way to the stepper', async () => {
    server.use(answer('get', '/me/surpluses', { surpluses: [] }));
    renderPage();
    expect(await screen.findByText('No surpluses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter a surplus' })).toHaveAttribute(
      'href',
      '/stepper/company-data',
    );
  });

  it('shows a failed load with a retry', async () => {
    server.use(answerError('get', '/me/surpluses', 500, 'Something went wrong.'));
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your surpluses could not be loaded',
    );
    server.use(answer('get', '/me/surpluses', { surpluses: [brot] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Brot' })).toBeInTheDocument();
  });

  it('shows the saved solutions in step 3 without matching again', async () => {
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Brot' });
    await user.click(within(card).getByRole('button', { name: 'Show solutions' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/solutions');
    const list = screen.getByRole('list', { name: 'solutions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Brewing beer from bread',
      'Donation to a food bank',
      'Anaerobic digestion to biogas',
    ]);
    expect(calls()).toEqual(['GET /me/surpluses', `GET /me/surpluses/${ID}?lang=en`]);
    expect(calls().some((call) => call.includes('/solutions/match'))).toBe(false);

    // The stepper holds the saved entries; the answer is kept across a reload too.
    const { companyProfile, wasteInfo, selectedSolutionId } = useStepperStore.getState();
    expect(matchInputOf(companyProfile, wasteInfo)).toEqual(savedInput);
    expect(selectedSolutionId).toBeNull();
    expect(
      Object.keys(localStorage).filter((k) => k.startsWith(`${PERSISTED_QUERY_PREFIX}match:`)),
    ).toHaveLength(1);
  });

  it('opens the entries at step 1', async () => {
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Brot' });
    await user.click(within(card).getByRole('button', { name: 'Open in the stepper' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/company-data');
    expect(useStepperStore.getState().companyProfile.name).toBe('Bäckerei Huber');
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Brot');
  });

  it('asks before replacing entries that were never matched', async () => {
    useStepperStore.getState().setWasteInfo({ surplusName: 'Äpfel' });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Brot' });
    await user.click(within(card).getByRole('button', { name: 'Open in the stepper' }));
    expect(await screen.findByText('Replace your current entries?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Äpfel');
    expect(calls()).toEqual(['GET /me/surpluses']);

    await user.click(within(card).getByRole('button', { name: 'Open in the stepper' }));
    await user.click(await screen.findByRole('button', { name: 'Replace entries' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/company-data');
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Brot');
  });

  it('says so when a surplus cannot be opened, and stays', async () => {
    server.use(answerError('get', `/me/surpluses/${ID}?lang=en`, 404, 'No saved surplus.'));
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Brot' });
    await user.click(within(card).getByRole('button', { name: 'Show solutions' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This surplus could not be opened.',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('');
  });
});

import type { DatasetSolution, MatchResponse, Solution } from '@foodhub/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { useSessionStore } from '../../stores/session-store';
import { useStepperStore } from '../../stores/stepper-store';
import { answer, answerError, api, callsTo, heldAnswer, server } from '../../test/api';
import { LocationProbe } from '../../test/location-probe';
import { holdMatch } from '../../test/query-seeds';
import { createTestQueryClient, renderRoutes } from '../../test/render-with-providers';
import {
  biogas,
  breadBeer,
  foodBank,
  insectFeed,
  matchAnswer,
  answerOf,
} from '../../test/solution-fixtures';

beforeEach(() => {
  // What a test does not look at fails: the nearest providers, a new match, the NACE look-up.
  server.use(
    answerError('get', '/provider_companies', 503, 'not in this test'),
    answerError('post', '/solutions/match', 503, 'not in this test'),
    answerError('post', '/nace_codes/lookup', 503, 'not in this test'),
  );
  localStorage.clear();
  useStepperStore.getState().resetStepper();
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/**
 * Opens /solution/:id; `answer`: the match answer Find Solutions left for the stepper's current
 * entries (enter them first).
 */
function renderDetails(id: string, answer?: MatchResponse) {
  const queryClient = createTestQueryClient();
  if (answer) holdMatch(queryClient, answer);
  const view = renderRoutes(
    [
      { path: '/solution/:id', lazy: () => import('./solution-details') },
      { path: '*', element: <LocationProbe /> },
    ],
    `/solution/${id}`,
    { queryClient },
  );
  return { ...view, user: userEvent.setup() };
}

const solutionCard = () =>
  screen
    .getByRole('heading', { name: 'Solution Information' })
    .closest<HTMLElement>('.mantine-Paper-root')!;

describe('Solution Details page', () => {
  it('shows title, subtitle, the ways back and on, and the solution information', async () => {
    const { user } = renderDetails(foodBank.solution_id, matchAnswer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Solution Details' }));
    expect(
      screen.getByText('Detailed information about your selected solution and matching providers'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Solutions' })).toHaveLength(2);
    expect(
      screen.getAllByRole('link', { name: 'Proceed to Environmental Impact Report' })[0],
    ).toHaveAttribute('href', '/lca-stepper');

    const info = within(solutionCard());
    expect(info.getByText('Matching Solution')).toBeInTheDocument();
    expect(info.getByRole('heading', { name: 'Donation to a food bank' })).toBeInTheDocument();
    expect(info.getByText('Match Score')).toBeInTheDocument();
    expect(info.getByText('Excellent Match')).toBeInTheDocument();
    expect(info.getByTestId('match-score')).toHaveAttribute('data-score-class', 'high');
    expect(info.getByRole('progressbar', { name: /Match score/ })).toHaveAttribute(
      'aria-valuenow',
      '92',
    );
    expect(info.getByRole('heading', { name: 'Why This Solution Matches' })).toBeInTheDocument();
    expect(info.getByText(/It feeds people first/)).toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: 'Back to Solutions' })[1]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/solutions');
  });

  it("shows the stepper's company and surplus data in the collapsed first card", async () => {
    useStepperStore.getState().setCompanyProfile({ name: 'Bäckerei Huber' });
    useStepperStore.getState().setWasteInfo({ surplusName: 'Bread' });
    const { user } = renderDetails('food-bank-donation', matchAnswer);
    const header = await screen.findByRole('button', { name: 'Company & Surplus Information' });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await user.click(header);
    expect(await screen.findByText('Bäckerei Huber')).toBeInTheDocument();
    expect(screen.getByText('Bread', { selector: 'dd' })).toBeInTheDocument();
  });

  it('shows the dataset details: facts, accepted food types, hierarchy and safe source links', async () => {
    renderDetails('food-bank-donation', matchAnswer);
    const info = within(await waitForCard());
    expect(info.getByText('Reuse (human)')).toBeInTheDocument();
    expect(info.getByText('Food bank')).toBeInTheDocument();
    expect(info.getByText('Food must be safe to eat and labelled.')).toBeInTheDocument();
    expect(info.getByText('Meals for people in need')).toBeInTheDocument();
    expect(info.getByText('Bread and bakery products')).toBeInTheDocument();
    expect(info.getByText('Wholesaler')).toBeInTheDocument();
    expect(info.getByText('Food for people (level 1 of 5, best first)')).toBeInTheDocument();
    const link = info.getByRole('link', { name: /EU guidelines on food donation/ });
    expect(link).toHaveAttribute('href', 'https://food.ec.europa.eu/food-safety/food-waste_en');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(info.getByText('Unsafe link')).toBeInTheDocument();
    expect(info.queryByRole('link', { name: /Unsafe link/ })).not.toBeInTheDocument();
  });

  it('shows the category, business categories and food types in the interface language', async () => {
    await act(() => i18n.changeLanguage('de'));
    const solution: DatasetSolution = {
      ...foodBank,
      general_accepted_food_types: {
        food_group: ['Food Waste', 'Cereal products'],
        food_subgroup: ['Expired Food'],
        surplus_name: ['bread'],
        business_category: ['Retailer', 'Wholesaler'],
      },
    };
    renderDetails(solution.solution_id, { ...matchAnswer, solutions: [solution] });
    const name = await screen.findByRole('heading', { name: 'Donation to a food bank' });
    const info = within(name.closest<HTMLElement>('.mantine-Paper-root')!);
    expect(info.getAllByText('Weiterverwendung (Mensch)').length).toBeGreaterThan(0);
    expect(info.getByText('Einzelhandel')).toBeInTheDocument();
    expect(info.getByText('Großhandel')).toBeInTheDocument();
    expect(info.getByText('Lebensmittelabfälle')).toBeInTheDocument();
    expect(info.getByText('Abgelaufene Lebensmittel')).toBeInTheDocument();
    expect(info.getByText('Getreideprodukte')).toBeInTheDocument();
    // The free surplus names stay as they are.
    expect(info.getByText('bread')).toBeInTheDocument();
    expect(info.queryByText('Reuse (human)')).not.toBeInTheDocument();
  });

  it('shows the TRL with its bar width when the level is set', async () => {
    renderDetails(breadBeer.solution_id, matchAnswer);
    const trl = within(await screen.findByTestId('trl'));
    expect(trl.getByRole('heading', { name: 'Technology Readiness Level' })).toBeInTheDocument();
    expect(trl.getByText('TRL 7 of 9')).toBeInTheDocument();
    const bar = trl.getByRole('progressbar');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo((7 / 9) * 100);
  });

  it('leaves out score bar, reasoning and TRL when there are none, with the fallbacks', async () => {
    const bare = {
      ...insectFeed,
      id: 'vcg-bare',
      processName: '',
      description: undefined,
      generalAcceptedFoodTypes: undefined,
    } as Solution;
    renderDetails('vcg-bare', answerOf([bare]));
    const info = within(await waitForCard());
    expect(info.getByRole('heading', { name: 'Unnamed Solution' })).toBeInTheDocument();
    expect(info.getByText('No description provided for this solution.')).toBeInTheDocument();
    expect(info.getByText('Matching Solution')).toBeInTheDocument();
    expect(screen.queryByTestId('match-score')).not.toBeInTheDocument();
    expect(screen.queryByText('Why This Solution Matches')).not.toBeInTheDocument();
    expect(screen.queryByTestId('trl')).not.toBeInTheDocument();
    expect(callsTo('/nace_codes/lookup')).toHaveLength(0);
  });

  it('looks up the NACE codes of a vcg.ai solution, unknown ones without description', async () => {
    const lookup = heldAnswer(() =>
      HttpResponse.json([
        { code: '10.71', description: 'Manufacture of bread' },
        { code: '47.24', description: null },
      ]),
    );
    server.use(http.post(api('/nace_codes/lookup'), lookup.resolver));
    renderDetails('vcg-42', answerOf([insectFeed], { scores: { 'vcg-42': 64 } }));
    expect(await screen.findByText('Loading NACE code information...')).toBeInTheDocument();
    const info = within(solutionCard());
    expect(info.getByText('Insect farming')).toBeInTheDocument();
    expect(info.getByText('Insect meal for fish feed')).toBeInTheDocument();
    expect(info.getByText('Fair Match')).toBeInTheDocument();

    lookup.release();
    expect(await screen.findByText('Manufacture of bread')).toBeInTheDocument();
    expect(screen.getByText('Description not available')).toBeInTheDocument();
    expect(callsTo('/nace_codes/lookup')[0]?.body).toEqual({
      codes: ['10.71', '47.24'],
    });
  });

  it('shows the raw NACE codes when the lookup fails', async () => {
    server.use(answerError('post', '/nace_codes/lookup', 500, 'Internal Server Error'));
    renderDetails('vcg-42', answerOf([insectFeed]));
    expect(await screen.findAllByText('Description not available')).toHaveLength(2);
    expect(screen.getByText('10.71')).toBeInTheDocument();
    expect(screen.getByText('47.24')).toBeInTheDocument();
  });

  it('loads a solution the browser does not have from the API', async () => {
    server.use(answer('get', '/solutions/biogas', biogas));
    renderDetails('biogas');
    expect(await screen.findByText('Loading solution...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Anaerobic digestion to biogas' }),
    ).toBeInTheDocument();
    expect(callsTo('/solutions/biogas')).toHaveLength(1);
    expect(screen.queryByTestId('match-score')).not.toBeInTheDocument();
  });

  it('asks for the providers of a solution loaded from the API beside it, not after it', async () => {
    const solution = heldAnswer(() => HttpResponse.json(biogas));
    server.use(
      http.get(api('/solutions/biogas'), solution.resolver),
      // Signed in, the page's offer buttons ask who the user is.
      answerError('get', '/user/info', 503, 'not in this test'),
    );
    // The loader asks the API only for a signed-in user.
    useSessionStore.getState().startSession('token');
    try {
      renderDetails('biogas');
      await vi.waitFor(() => expect(callsTo('/provider_companies')).toHaveLength(1));
      expect(callsTo('/provider_companies')[0]?.path).toContain('solution_id=biogas');
      expect(callsTo('/solutions/biogas')).toHaveLength(1);
      solution.release();
      expect(
        await screen.findByRole('heading', { name: 'Anaerobic digestion to biogas' }),
      ).toBeInTheDocument();
    } finally {
      useSessionStore.getState().endSession();
    }
  });

  it('loads a solution that is not in the match answer from the API', async () => {
    server.use(answer('get', '/solutions/biogas', biogas));
    renderDetails('biogas', answerOf([foodBank], { scores: { 'food-bank-donation': 92 } }));
    expect(
      await screen.findByRole('heading', { name: 'Anaerobic digestion to biogas' }),
    ).toBeInTheDocument();
    expect(callsTo('/solutions/biogas')).toHaveLength(1);
  });

  it('asks the API nothing for a solution of the match answer', async () => {
    renderDetails('food-bank-donation', matchAnswer);
    await waitForCard();
    expect(callsTo('/solutions/food-bank-donation')).toHaveLength(0);
  });

  it.each([
    ['of the match answer', insectFeed, 'vcg-42', matchAnswerWith(insectFeed)],
    ['loaded from the API', biogas, 'biogas', undefined],
  ])('remembers a solution %s as the chosen one on Proceed', async (_, solution, id, answer) => {
    if (!answer) server.use(http.get(api(`/solutions/${id}`), () => HttpResponse.json(solution)));
    const { user } = renderDetails(id, answer);
    await waitForCard();
    expect(useStepperStore.getState().selectedSolutionId).toBeNull();
    await user.click(
      screen.getAllByRole('link', { name: 'Proceed to Environmental Impact Report' })[0]!,
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/lca-stepper');
    expect(useStepperStore.getState().selectedSolutionId).toBe(id);
  });

  it('says plainly when the solution does not exist, with the way back', async () => {
    server.use(answerError('get', '/solutions/no-such-solution', 404, 'Solution not found'));
    renderDetails('no-such-solution');
    expect(await screen.findByRole('heading', { name: 'Solution not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Solutions' })).toHaveLength(2);
    expect(
      screen.queryByRole('link', { name: 'Proceed to Environmental Impact Report' }),
    ).not.toBeInTheDocument();
  });
});

function matchAnswerWith(solution: Solution): MatchResponse {
  return { ...matchAnswer, solutions: [...matchAnswer.solutions, solution] };
}

async function waitForCard() {
  await screen.findByRole('heading', { name: 'Solution Information' });
  return solutionCard();
}

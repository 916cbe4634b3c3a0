import type { MatchResponse, Solution } from '@foodhub/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { matchPath } from '../../../api/match';
import { answer, answerError, apiCalls, callsTo, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { holdMatch } from '../../../test/query-seeds';
import { createTestQueryClient, renderRoutes } from '../../../test/render-with-providers';
import {
  answerOf,
  biogas,
  foodBank,
  insectFeed,
  matchAnswer,
} from '../../../test/solution-fixtures';
import { useStepperStore } from '../../../stores/stepper-store';
import { SolutionsStep } from './solutions-step';

/** Renders step 3 with the match answer Find Solutions left for the current entries, if any. */
function renderSolutions(answer?: MatchResponse) {
  const queryClient = createTestQueryClient();
  if (answer) holdMatch(queryClient, answer);
  const view = renderRoutes(
    [
      { path: '/stepper/solutions', element: <SolutionsStep /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/stepper/solutions',
    { queryClient },
  );
  return { ...view, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('link', { name }).closest('li')!;

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  useStepperStore.getState().setWasteInfo({ surplusName: 'Bread' });
  // The answer asked again in another language fails unless a test answers it.
  server.use(answerError('post', '/solutions/match', 503, 'not in this test'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Solutions Found', () => {
  it('shows the empty state with the way back to the surplus, and never asks itself', async () => {
    const { user } = renderSolutions();
    expect(screen.getByRole('heading', { name: 'No Solutions Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Try adjusting your food surplus details, such as the surplus name or food groups, and search again.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go Back to Food Surplus' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/food-surplus');
    // Only Find Solutions asks for a match; step 3 shows what it left.
    expect(apiCalls()).toEqual([]);
  });

  it('shows the empty state when the answer held is for other entries', () => {
    const queryClient = createTestQueryClient();
    holdMatch(queryClient, matchAnswer);
    useStepperStore.getState().setWasteInfo({ surplusName: 'Apples' });
    renderRoutes(
      [{ path: '/stepper/solutions', element: <SolutionsStep /> }],
      '/stepper/solutions',
      {
        queryClient,
      },
    );
    expect(screen.getByRole('heading', { name: 'No Solutions Found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Donation to a food bank' })).not.toBeInTheDocument();
  });

  it('lists each solution with category, description, score bar and first reasoning sentence', () => {
    renderSolutions(matchAnswer);
    expect(screen.getByText(/3 solutions found/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Solutions Found' })).not.toBeInTheDocument();

    const best = within(card('Donation to a food bank'));
    expect(best.getByText('Reuse (human) · Food bank')).toBeInTheDocument();
    expect(best.getByText(/Edible surplus goes to people in need/)).toBeInTheDocument();
    expect(best.getByText('Excellent Match')).toBeInTheDocument();
    expect(best.getByText('92 / 100')).toBeInTheDocument();
    expect(best.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '92');
    expect(best.getByTestId('match-score')).toHaveAttribute('data-score-class', 'high');
    expect(best.getByText('Bread from a retailer is ideal for a food bank.')).toBeInTheDocument();
    expect(best.queryByText(/It feeds people first/)).not.toBeInTheDocument();

    expect(within(card('Brewing beer from bread')).getByTestId('match-score')).toHaveAttribute(
      'data-score-class',
      'medium',
    );
    const low = within(card('Anaerobic digestion to biogas'));
    expect(low.getByText('Basic Match')).toBeInTheDocument();
    expect(low.getByTestId('match-score')).toHaveAttribute('data-score-class', 'low');
  });

  it('shows a route that holds only after checks as possible after checks, with the checks', async () => {
    const conditional = answerOf(matchAnswer.solutions, {
      ...matchAnswer.details,
      conditions: { 'food-bank-donation': ['check_date', 'check_cold_chain', 'relabel_first'] },
    });
    const { user } = renderSolutions(conditional);
    const bank = within(card('Donation to a food bank'));
    // The label says so; the score stays.
    expect(bank.getByText('Possible after checks')).toBeInTheDocument();
    expect(bank.queryByText('Excellent Match')).not.toBeInTheDocument();
    expect(bank.getByText('92 / 100')).toBeInTheDocument();
    expect(bank.getByTestId('match-score')).toHaveAttribute('data-conditional', 'true');
    // The checks in one paragraph, each in its own words.
    expect(bank.getByTestId('condition-checks')).toHaveTextContent(
      'Before giving it away, check: the date on the pack (a use-by date must not have passed); ' +
        'it was kept chilled or frozen without a break; it carries a label in the local language ' +
        'with the allergens (add one before handing it over)',
    );
    // A route without checks keeps its label and lists none.
    const beer = within(card('Brewing beer from bread'));
    expect(beer.getByText('Good Match')).toBeInTheDocument();
    expect(beer.queryByText('Before giving it away, check:')).not.toBeInTheDocument();

    await user.click(bank.getByRole('link', { name: 'Answer the questions' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/food-surplus');
  });

  it('words the checks in the interface language', async () => {
    await act(() => i18n.changeLanguage('sl'));
    renderSolutions(
      answerOf(matchAnswer.solutions, {
        ...matchAnswer.details,
        conditions: { 'food-bank-donation': ['check_never_served'] },
      }),
    );
    const bank = screen.getByTestId('condition-checks');
    expect(bank).toHaveTextContent(
      'Pred oddajo preverite: hrana ni bila nikoli postrežena ali ponujena gostom',
    );
    expect(within(bank).getByRole('link', { name: 'Odgovorite na vprašanja' })).toBeInTheDocument();
    expect(screen.getByText('Mogoče po preverjanju')).toBeInTheDocument();
  });

  it('shows no score bar for a solution without a score, and names unnamed ones', () => {
    const unnamed = { ...biogas, solution_id: 'x', _id: 'x', process_name: ' ' } as Solution;
    renderSolutions(answerOf([insectFeed, unnamed]));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unnamed Solution' })).toBeInTheDocument();
    expect(
      within(card('Insect protein from bakery waste')).getByText('External source'),
    ).toBeInTheDocument();
  });

  it('opens the details of the chosen solution and remembers it', async () => {
    const { user } = renderSolutions(matchAnswer);
    await user.click(screen.getByRole('link', { name: 'Donation to a food bank' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/solution/food-bank-donation');
    expect(useStepperStore.getState().selectedSolutionId).toBe('food-bank-donation');
  });

  it('opens a vcg.ai solution by its id with the keyboard', async () => {
    const { user } = renderSolutions(answerOf([insectFeed], { scores: { 'vcg-42': 64 } }));
    const link = screen.getByRole('link', { name: 'Insect protein from bakery waste' });
    // The help panel's toggle comes first, then the card.
    await user.tab();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/solution/vcg-42');
    expect(useStepperStore.getState().selectedSolutionId).toBe('vcg-42');
  });

  it('explains the scores in a help panel that is open at first and can be closed', async () => {
    const { user } = renderSolutions();
    const toggle = screen.getByRole('button', { name: 'How to read the match score' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('90+: Excellent Match')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('90+: Excellent Match')).not.toBeVisible();
  });

  it('says how the surplus was read and why donation is missing, in view', async () => {
    const answer = answerOf([biogas], {
      scores: { biogas: 66 },
      surplus: {
        state: 'spoiled',
        state_source: 'inferred',
        state_words: 'Verbrauchsdatum überschritten',
        identity: 'food',
        read_as: ['yoghurt'],
        readable: true,
        message: 'We read the surplus as spoiled, recalled or past its use-by date.',
        questions: [],
        confirmation: null,
      },
      excluded: [
        {
          solution_id: 'reuse-food-bank',
          process_name: 'Donation to a food bank',
          solution_category: 'Reuse (human)',
          end_use: 'human_food',
          rule: 'unsafe-not-food-or-feed',
          safety: true,
          reason: 'Food past its use-by date must not reach people.',
        },
        {
          solution_id: 'reuse-soup-kitchen',
          process_name: 'Soup kitchen',
          solution_category: 'Reuse (human)',
          end_use: 'human_food',
          rule: 'unsafe-not-food-or-feed',
          safety: true,
          reason: 'Food past its use-by date must not reach people.',
        },
        {
          solution_id: 'nonfood-pectin',
          process_name: 'Pectin',
          solution_category: 'Non-food products',
          end_use: 'material',
          rule: 'does-not-fit',
          safety: false,
          reason: 'Pectin takes none of the surplus’s food groups.',
        },
      ],
    });
    const { user } = renderSolutions(answer);
    const reading = screen.getByRole('status');
    expect(reading).toHaveTextContent('How we read your surplus');
    expect(reading).toHaveTextContent('past its use-by date');
    expect(screen.getByRole('heading', { name: 'Why not donation?', level: 3 })).toBeVisible();
    // Safety reasons open, each reason once, with the routes it closed.
    const safety = screen.getByRole('button', { name: '2 routes left out by safety rules' });
    expect(safety).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByText('Food past its use-by date must not reach people.')).toHaveLength(1);
    expect(screen.getByText('Soup kitchen')).toBeVisible();
    // The routes that only do not fit wait behind their own toggle.
    const others = screen.getByRole('button', { name: '1 other route that does not fit' });
    expect(others).toHaveAttribute('aria-expanded', 'false');
    await user.click(others);
    expect(others).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(reading).getByRole('link', { name: /Change the condition/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/food-surplus');
  });

  it('says plainly when it could not read the surplus, beside the empty state', () => {
    const answer = answerOf([], {
      surplus: {
        state: null,
        state_source: 'inferred',
        state_words: null,
        identity: 'unknown',
        read_as: [],
        readable: false,
        message: 'We could not tell what "xqzzy" is, so no route is ranked for it.',
        questions: [],
        confirmation: null,
      },
    });
    renderSolutions(answer);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not tell what "xqzzy" is');
    expect(screen.getByRole('heading', { name: 'No Solutions Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Why/ })).not.toBeInTheDocument();
  });

  it('shows the categories in the interface language', async () => {
    renderSolutions(matchAnswer);
    await act(() => i18n.changeLanguage('de'));
    expect(
      within(card('Donation to a food bank')).getByText('Weiterverwendung (Mensch) · Food bank'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Energie/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Reuse \(human\)/ })).not.toBeInTheDocument();
  });

  it('asks for the answer in a new language once, then holds both', async () => {
    const german = answerOf(
      [
        {
          ...foodBank,
          process_name: 'Spende an eine Tafel',
          description: 'Die Tafel verteilt Lebensmittel an Menschen in Not.',
        },
      ],
      { reasoning: { [foodBank.solution_id]: 'Wir verstehen „Bread“ als Brot.' } },
    );
    server.use(answer('post', '/solutions/match', german));
    renderSolutions(answerOf([foodBank]));
    await act(() => i18n.changeLanguage('de'));
    const germanCard = await screen.findByRole('link', { name: 'Spende an eine Tafel' });
    expect(germanCard).toBeInTheDocument();
    expect(within(card('Spende an eine Tafel')).getByText(/Wir verstehen/)).toBeInTheDocument();
    expect(callsTo(matchPath('de', true))).toHaveLength(1);
    // Back in English the answer held; nothing more is asked.
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Donation to a food bank' })).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(1);
  });
});

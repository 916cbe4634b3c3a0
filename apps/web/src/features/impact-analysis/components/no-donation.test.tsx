import type { ExcludedSolution, MatchResponse } from '@foodhub/contracts';
import { act, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { useStepperStore } from '../../../stores/stepper-store';
import { answerError, server } from '../../../test/api';
import { holdMatch } from '../../../test/query-seeds';
import { createTestQueryClient, renderRoutes } from '../../../test/render-with-providers';
import { biogas, matchAnswer } from '../../../test/solution-fixtures';
import { useAnalysisStore } from '../store';
import { SolutionStep } from './solution-step';

// Select Solution for a surplus that can never be donated (used cooking oil): it says so and
// why, in the match's own reasons, and where the surplus can go instead.

const OIL_RULE =
  'Used cooking oil may go neither into food nor into feed (Reg. (EC) 1069/2009); it goes to ' +
  'biodiesel or biogas.';

const leftOut = (
  id: string,
  name: string,
  category: string,
  reason: string,
  safety: boolean,
): ExcludedSolution => ({
  solution_id: id,
  process_name: name,
  solution_category: category,
  end_use: category === 'Reuse (human)' ? 'human_food' : 'energy',
  rule: safety ? 'used-oil-not-food-or-feed' : 'not-accepted',
  safety,
  reason,
});

/** The match of used cooking oil: only biogas found; every donation left out by the rule. */
const usedOil: MatchResponse = {
  ...matchAnswer,
  solutions: [biogas],
  details: {
    ...matchAnswer.details,
    scores: { biogas: 73 },
    excluded: [
      leftOut('food-bank-donation', 'Donation to a food bank', 'Reuse (human)', OIL_RULE, true),
      leftOut(
        'social-supermarket',
        'Sale in a social supermarket',
        'Reuse (human)',
        OIL_RULE,
        true,
      ),
      leftOut(
        'compost',
        'Home composting',
        'Compost & soil',
        'Home composting does not take oil.',
        false,
      ),
    ],
    surplus: {
      ...matchAnswer.details.surplus,
      state: 'inedible',
      state_words: 'used cooking oil',
      identity: 'non_food',
      message:
        'We read the surplus as inedible parts or non-food ("used cooking oil"); you can correct this under Condition on the Food Surplus step.',
    },
  },
};

let queryClient: QueryClient;
beforeEach(() => {
  useStepperStore.getState().resetStepper();
  useAnalysisStore.getState().resetAnalysis();
  localStorage.clear();
  queryClient = createTestQueryClient();
  // Asking the match again fails here: the tests read the answer held.
  server.use(answerError('post', '/solutions/match', 503, 'not in this test'));
});
afterEach(async () => {
  queryClient.clear();
  await act(() => i18n.changeLanguage('en'));
});

function renderStep(answer: MatchResponse) {
  holdMatch(queryClient, answer);
  renderRoutes(
    [{ path: '/lca-stepper/solution', element: <SolutionStep /> }],
    '/lca-stepper/solution',
    {
      queryClient,
    },
  );
}

describe('Select Solution without a donation', () => {
  it('says the surplus cannot be donated, why, and where it can go instead', () => {
    // The user came from the biogas details: no 'choose a donation below' without any.
    useStepperStore.getState().selectSolution(biogas.solution_id);
    renderStep(usedOil);
    expect(screen.getByRole('heading', { name: 'This surplus cannot be donated' })).toBeVisible();
    expect(screen.queryByText(/Check the food surplus details/)).toBeNull();
    expect(screen.queryByText('Not Implemented Yet')).toBeNull();

    // The rule once, though it left out two donations; marked as a safety rule. Only the
    // donations' reasons: composting's is not about donating.
    const why = screen.getByRole('region', { name: 'Why it cannot be donated' });
    const reasons = within(why).getAllByRole('listitem');
    expect(reasons.map((r) => r.textContent)).toEqual([`${OIL_RULE}Safety rule`]);
    expect(screen.getByText(/We read the surplus as inedible parts or non-food/)).toBeVisible();

    const instead = screen.getByRole('region', { name: 'Where it can go instead' });
    const link = within(instead).getByRole('link', { name: 'Anaerobic digestion to biogas' });
    expect(link).toHaveAttribute('href', '/solution/biogas');
    expect(within(instead).getByText('(Energy)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Solutions Found' })).toHaveAttribute(
      'href',
      '/stepper/solutions',
    );
  });

  it('says it in the interface language', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderStep(usedOil);
    expect(
      screen.getByRole('heading', { name: 'Dieser Überschuss kann nicht gespendet werden' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Wohin er stattdessen gehen kann' })).toBeVisible();
  });

  it('asks to check the entries only when the match gives no reason', () => {
    renderStep({ ...usedOil, details: { ...usedOil.details, excluded: [] } });
    expect(screen.getByRole('heading', { name: 'No Suitable Solutions Found' })).toBeVisible();
    expect(screen.getByText(/Check the food surplus details/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Where it can go instead' })).toBeVisible();
  });
});

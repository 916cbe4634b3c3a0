import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { matchInputOf, matchQueryOptions } from '../../../api/match';
import { http } from 'msw';
import { answerError, api, apiCalls, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { holdMatch } from '../../../test/query-seeds';
import { createTestQueryClient, renderRoutes } from '../../../test/render-with-providers';
import { matchAnswer } from '../../../test/solution-fixtures';
import { PERSISTED_QUERY_PREFIX } from '../../../lib/persisted-query';
import { reloadPage } from '../../../lib/reload-page';
import { useStepperStore } from '../../../stores/stepper-store';
import { StepperShell } from './stepper-shell';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const routes = [
  {
    path: '/stepper',
    element: <StepperShell />,
    children: [
      { path: 'company-data', element: <p>Company step</p> },
      { path: 'food-surplus', element: <p>Surplus step</p> },
      { path: 'solutions', element: <p>Solutions step</p> },
    ],
  },
  { path: '*', element: <LocationProbe /> },
];

/** Renders a step; `matched`: with the answer Find Solutions left for the current entries. */
function renderStep(step: string, { matched = false } = {}) {
  const queryClient = createTestQueryClient();
  if (matched) holdMatch(queryClient, matchAnswer);
  const view = renderRoutes(routes, `/stepper/${step}`, { queryClient });
  return { ...view, user: userEvent.setup() };
}

const matchKey = () => {
  const { companyProfile, wasteInfo } = useStepperStore.getState();
  return matchQueryOptions(matchInputOf(companyProfile, wasteInfo), 'en').queryKey;
};
const keptAnswers = () =>
  Object.keys(localStorage).filter((key) => key.startsWith(PERSISTED_QUERY_PREFIX));

/** A match that never answers (fetch fails when its signal aborts). */
const hangingMatch = () => http.post(api('/solutions/match'), () => new Promise<never>(() => {}));

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .findIndex((item) => item.getAttribute('aria-current') === 'step');

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  vi.mocked(reloadPage).mockClear();
});

describe('StepperShell', () => {
  it.each([
    ['company-data', 0, 'Company step'],
    ['food-surplus', 1, 'Surplus step'],
    ['solutions', 2, 'Solutions step'],
  ])('marks the step of /stepper/%s as current and shows its page', (step, index, text) => {
    renderStep(step);
    expect(currentStep()).toBe(index);
    expect(screen.getByText(text)).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((item) => item.textContent)).toEqual([
      '1 Company Data',
      '2 Food Surplus',
      '3 Solutions Found',
    ]);
  });

  it('disables Back on the first step and goes from step 1 to step 2 with Next', async () => {
    const { user } = renderStep('company-data');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Surplus step')).toBeInTheDocument();
    expect(currentStep()).toBe(1);
  });

  it("labels Next 'Find Solutions' on step 2 and goes back to step 1", async () => {
    const { user } = renderStep('food-surplus');
    expect(screen.getByRole('button', { name: 'Find Solutions' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Company step')).toBeInTheDocument();
  });

  it('offers the impact report on the last step; Back there forgets the choice only', async () => {
    useStepperStore.getState().setWasteInfo({ surplusName: 'Bread' });
    useStepperStore.getState().selectSolution('food-bank-donation');
    const { user, queryClient } = renderStep('solutions', { matched: true });
    expect(screen.getByRole('link', { name: 'Environmental Impact Report' })).toHaveAttribute(
      'href',
      '/lca-stepper',
    );
    expect(screen.queryByRole('button', { name: /Next|Find Solutions/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Surplus step')).toBeInTheDocument();
    expect(useStepperStore.getState().selectedSolutionId).toBeNull();
    // The answer stays with its entries: Find Solutions on them asks nothing again.
    expect(queryClient.getQueryData(matchKey())).toEqual(matchAnswer);
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Bread');
  });

  it('shows a failed match as a focused alert above the step, not below it', async () => {
    server.use(answerError('post', '/solutions/match', 500, 'Something went wrong.'));
    const { user } = renderStep('food-surplus');
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error finding solutions. Please try again.');
    expect(alert).toHaveFocus();
    // Before the step's content in the page order: seen without scrolling past the form.
    const step = screen.getByText('Surplus step');
    expect(alert.compareDocumentPosition(step) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(currentStep()).toBe(1);
  });

  it('does not match while a number field holds an invalid value; focus goes to it', async () => {
    const routesWithField = [
      {
        path: '/stepper',
        element: <StepperShell />,
        children: [
          {
            path: 'food-surplus',
            element: (
              <main id="main-content">
                <label htmlFor="amount">Amount</label>
                <input id="amount" aria-invalid="true" defaultValue="-5" />
              </main>
            ),
          },
        ],
      },
    ];
    renderRoutes(routesWithField, '/stepper/food-surplus');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    expect(apiCalls()).toEqual([]);
  });

  it('disables Back, Next and Clear All Data while matching', async () => {
    server.use(hangingMatch());
    const { user } = renderStep('food-surplus');
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(
      await screen.findByText('Finding solutions... This may take 1-2 minutes'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Find Solutions' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear All Data' })).toBeDisabled();
  });

  it('clears at once, without asking, when nothing was entered', async () => {
    useStepperStore.getState().setWasteInfo({ amount: { value: 10, unit: 'kg' } });
    const { user } = renderStep('food-surplus');
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Company step')).toBeInTheDocument();
    expect(useStepperStore.getState().wasteInfo.amount.value).toBeNull();
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('asks before clearing entered data; Cancel keeps it', async () => {
    useStepperStore.getState().setWasteInfo({ surplusName: 'Bread' });
    const { user } = renderStep('food-surplus');
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Clear all data?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Bread');
    expect(screen.getByText('Surplus step')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('asks before clearing when only a match answer is held', async () => {
    const { user } = renderStep('solutions', { matched: true });
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Clear all data?');
  });

  it('after confirming, resets the data, returns to company data and reloads', async () => {
    useStepperStore.getState().setCompanyProfile({ name: 'Bäckerei Huber' });
    useStepperStore.getState().selectSolution('food-bank-donation');
    // The answers kept across reloads for these entries (the match, the product look-up).
    localStorage.setItem(`${PERSISTED_QUERY_PREFIX}match:kept`, '{}');
    localStorage.setItem(`${PERSISTED_QUERY_PREFIX}product-by-name:kept`, '{}');
    const { user } = renderStep('solutions', { matched: true });
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, clear all data' }),
    );
    expect(await screen.findByText('Company step')).toBeInTheDocument();
    expect(useStepperStore.getState().companyProfile.name).toBe('');
    expect(useStepperStore.getState().selectedSolutionId).toBeNull();
    // The reload that follows finds no answer kept: step 3 would be empty.
    expect(keptAnswers()).toEqual([]);
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});

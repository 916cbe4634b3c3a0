import type { SurplusReading } from '@foodhub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPath, matchInputOf, matchQueryOptions } from '../../../api/match';
import { API_BASE } from '../../../lib/api-client';
import { PERSISTED_QUERY_PREFIX } from '../../../lib/persisted-query';
import { answer, answerError, api, callsTo, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { answerOf, biogas, matchAnswer, readingOf } from '../../../test/solution-fixtures';
import { readingQueryOptions } from '../../../api/solution-reading';
import i18n from '../../../lib/i18n';
import { SolutionsStep } from '../components/solutions-step';
import { StepperShell } from '../components/stepper-shell';
import { useStepperStore } from '../../../stores/stepper-store';

const TIMEOUT_TEXT =
  'The request is taking longer than expected. Please try again or contact support if the issue persists.';
const FAILED_TEXT = 'Error finding solutions. Please try again.';
const LOADING_TEXT = 'Finding solutions... This may take 1-2 minutes';

const routes = [
  {
    path: '/stepper',
    element: <StepperShell />,
    children: [
      { path: 'company-data', element: <p>Company step</p> },
      { path: 'food-surplus', element: <p>Surplus step</p> },
      { path: 'solutions', element: <SolutionsStep /> },
    ],
  },
];

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  useStepperStore.getState().setWasteInfo({
    surplusName: 'Bread',
    foodGroups: ['Cereal products'],
    amount: { value: 40, unit: 'kg' },
    frequency: { times: 1, interval: 'week' },
  });
  useStepperStore.getState().setCompanyProfile({ businessCategory: 'Retailer' });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The match answers these in turn, the last one from then on. */
const answerMatch = (...bodies: object[]) =>
  server.use(
    ...bodies.map((body, n) =>
      answer('post', '/solutions/match', body, { once: n < bodies.length - 1 }),
    ),
  );
/** A match that never answers (fetch fails when its signal aborts). */
const hangingMatch = () => http.post(api('/solutions/match'), () => new Promise<never>(() => {}));

function renderSurplusStep(options?: Parameters<typeof userEvent.setup>[0]) {
  const view = renderRoutes(routes, '/stepper/food-surplus');
  return { ...view, user: userEvent.setup(options) };
}

/** The match query's key for the stepper's current entries. */
const matchKey = () => {
  const { companyProfile, wasteInfo } = useStepperStore.getState();
  return matchQueryOptions(matchInputOf(companyProfile, wasteInfo), 'en').queryKey;
};
const matchCalls = () => callsTo(matchPath('en'));
/** The match answers kept in localStorage across reloads. */
const keptMatches = () =>
  Object.keys(localStorage).filter((key) => key.startsWith(`${PERSISTED_QUERY_PREFIX}match:`));
const solutionTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

const stepNames = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step')
    .map((item) => item.textContent);

describe('Find Solutions', () => {
  it('posts the stepper data, keeps the answer and shows step 3 ranked by score', async () => {
    // What only the form needs is not sent; a choice among older solutions is forgotten.
    useStepperStore.getState().setCompanyProfile({
      lastGeocodedAddress: 'Hauptplatz 1, 8010 Graz',
      locatedAs: { found: false, reason: 'no_match' },
    });
    useStepperStore.getState().selectSolution(biogas.solution_id);
    answerMatch(matchAnswer);
    const { user, queryClient } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));

    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    expect(stepNames()).toEqual(['3 Solutions Found']);
    expect(solutionTitles()).toEqual([
      'Donation to a food bank',
      'Brewing beer from bread',
      'Anaerobic digestion to biogas',
      // The routes left out, after the list (here a feed route: donation was not left out).
      'Why not animal feed?',
    ]);

    const [call] = matchCalls();
    expect(`${call?.url.pathname}${call?.url.search}`).toBe(
      `${API_BASE}/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true&lang=en`,
    );
    expect(call?.method).toBe('POST');
    const { companyProfile, wasteInfo } = useStepperStore.getState();
    const { lastGeocodedAddress: _address, locatedAs: _locatedAs, ...sentProfile } = companyProfile;
    // No condition question answered: none is sent.
    const { conditionAnswers: _none, ...sentWaste } = wasteInfo;
    expect(call?.body).toEqual({
      userInputs: { companyProfile: sentProfile, wasteInfo: sentWaste },
    });
    expect(useStepperStore.getState().selectedSolutionId).toBeNull();
    // The answer is the match query's, for these entries, and kept across reloads.
    expect(queryClient.getQueryData(matchKey())).toEqual(matchAnswer);
    expect(keptMatches()).toHaveLength(1);
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
  });

  it('asks nothing again for entries already matched, Back and Find Solutions again', async () => {
    answerMatch(matchAnswer);
    const { user } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Surplus step')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    expect(solutionTitles()).toContain('Donation to a food bank');
    expect(matchCalls()).toHaveLength(1);
  });

  it('asks again when the entries changed, and shows the new answer', async () => {
    const other = { ...matchAnswer, solutions: [biogas], details: matchAnswer.details };
    // The first entries get the first answer, the changed ones the other.
    answerMatch(matchAnswer, other);
    const { user } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Surplus step')).toBeInTheDocument();

    act(() => useStepperStore.getState().setWasteInfo({ amount: { value: 80, unit: 'kg' } }));
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    expect(matchCalls()).toHaveLength(2);
    expect(matchCalls()[1]?.body).toMatchObject({
      userInputs: { wasteInfo: { amount: { value: 80, unit: 'kg' } } },
    });
    expect(solutionTitles()).toEqual(['Anaerobic digestion to biogas', 'Why not animal feed?']);
  });

  it('shows the kept answer after a reload without asking again', async () => {
    answerMatch(matchAnswer);
    const first = renderSurplusStep();
    await first.user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    first.unmount();

    // A reload: a new query client, the stepper data and the answers read from localStorage.
    renderRoutes(routes, '/stepper/solutions');
    expect(await screen.findByRole('link', { name: 'Donation to a food bank' })).toBeVisible();
    expect(screen.getByText(/3 solutions found/)).toBeInTheDocument();
    expect(matchCalls()).toHaveLength(1);

    // Find Solutions on the same entries after the reload asks nothing either.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    expect(matchCalls()).toHaveLength(1);
  });

  it('shows the wait text with an elapsed timer, and times out after 180 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(hangingMatch());
    const { user, queryClient } = renderSurplusStep({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));

    expect(await screen.findByText(LOADING_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Solutions' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByTestId('matching-elapsed')).toHaveTextContent('Elapsed time: 3 s');

    await act(() => vi.advanceTimersByTimeAsync(176_000));
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));

    expect(await screen.findByRole('alert')).toHaveTextContent(TIMEOUT_TEXT);
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    expect(stepNames()).toEqual(['2 Food Surplus']);
    expect(screen.getByText('Surplus step')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Solutions' })).toBeEnabled();
    // A failure is never kept: the next Find Solutions asks again.
    expect(queryClient.getQueryData(matchKey())).toBeUndefined();
    expect(keptMatches()).toEqual([]);
  });

  it("reads a server message containing 'timeout' as a timeout", async () => {
    server.use(answerError('post', '/solutions/match', 504, 'Upstream timeout'));
    const { user } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TIMEOUT_TEXT);
  });

  it('says so on any other failure, keeps no answer and stays on step 2', async () => {
    // The first try fails, the next one is answered.
    server.use(
      answerError('post', '/solutions/match', 500, 'Internal Server Error', {}, { once: true }),
      answer('post', '/solutions/match', matchAnswer),
    );
    const { user, queryClient } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED_TEXT);
    expect(stepNames()).toEqual(['2 Food Surplus']);
    expect(screen.getByText('Surplus step')).toBeInTheDocument();
    expect(queryClient.getQueryData(matchKey())).toBeUndefined();
    expect(keptMatches()).toEqual([]);

    // The message can be closed, and a new try asks again and starts without it.
    await user.click(within(alert).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    expect(matchCalls()).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds the wait to the failure text when the server refuses a match past its limit', async () => {
    const wait = 'Too many attempts. Please wait 42 seconds and try again.';
    server.use(
      answerError('post', '/solutions/match', 429, wait, {
        code: 'RATE_LIMITED',
        params: { seconds: '42' },
      }),
    );
    const { user } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${FAILED_TEXT} ${wait}`);
    expect(stepNames()).toEqual(['2 Food Surplus']);
  });

  it('cancels the loading state when the route changes', async () => {
    server.use(hangingMatch());
    const { user, router } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByText(LOADING_TEXT)).toBeInTheDocument();

    await act(() => router.navigate('/stepper/company-data'));
    expect(await screen.findByText('Company step')).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Clear All Data' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The request itself is ended, and nothing is kept of it.
    expect(matchCalls()[0]?.signal.aborted).toBe(true);
    expect(keptMatches()).toEqual([]);
  });
});

describe('the one-click confirmation before matching', () => {
  const croissants = readingOf({
    state: 'prepared_served',
    state_words: 'leftover',
    confirmation: { question: 'served', answer: 'never_served', words: 'leftover croissants' },
  });
  const holdReading = (queryClient: QueryClient, reading: SurplusReading) => {
    const { companyProfile, wasteInfo } = useStepperStore.getState();
    queryClient.setQueryData(
      readingQueryOptions(matchInputOf(companyProfile, wasteInfo)).queryKey,
      reading,
    );
  };
  const dialog = () => screen.getByRole('dialog', { name: 'Was this prepared and never served?' });

  beforeEach(() => {
    useStepperStore.getState().setWasteInfo({ surplusName: 'leftover croissants' });
    useStepperStore.getState().setCompanyProfile({ businessCategory: 'Bakery' });
  });

  it('asks whether prepared food was never served, quoting the words; yes answers it and matches', async () => {
    answerMatch(matchAnswer);
    const { user, queryClient } = renderSurplusStep();
    holdReading(queryClient, croissants);
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));

    expect(dialog()).toHaveTextContent('You wrote “leftover croissants”.');
    expect(matchCalls()).toHaveLength(0);
    // The focus is in the dialog, on No: reopening donation takes a choice, not a reflexive Enter.
    expect(within(dialog()).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Yes, never served' }));

    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    expect(useStepperStore.getState().wasteInfo.conditionAnswers).toEqual({
      served: 'never_served',
    });
    expect(matchCalls()).toHaveLength(1);
    expect(matchCalls()[0]?.body).toMatchObject({
      userInputs: { wasteInfo: { conditionAnswers: { served: 'never_served' } } },
    });
  });

  it.each([
    [
      'No',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(within(dialog()).getByRole('button', { name: 'No' }));
      },
    ],
    [
      'Enter on the focused answer',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.keyboard('{Enter}');
      },
    ],
  ])(
    'keeps the entries as they are on %s, matches, and does not ask again for them',
    async (_, say) => {
      answerMatch(matchAnswer);
      const { user, queryClient } = renderSurplusStep();
      holdReading(queryClient, croissants);
      await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
      await say(user);

      expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
      expect(useStepperStore.getState().wasteInfo.conditionAnswers).toEqual({});
      expect(matchCalls()[0]?.body).not.toHaveProperty('userInputs.wasteInfo.conditionAnswers');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await user.click(await screen.findByRole('button', { name: 'Find Solutions' }));
      expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(matchCalls()).toHaveLength(1);
    },
  );

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(within(dialog()).getByRole('button', { name: 'Back to the entries' })),
    ],
  ])('goes back to the entries on %s, without matching', async (_, close) => {
    answerMatch(matchAnswer);
    const { user, queryClient } = renderSurplusStep();
    holdReading(queryClient, croissants);
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    await close(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Find Solutions' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Solutions Found' })).not.toBeInTheDocument();
    expect(matchCalls()).toHaveLength(0);
    expect(useStepperStore.getState().wasteInfo.conditionAnswers).toEqual({});
  });

  it('asks nothing when the question is answered already', async () => {
    useStepperStore.getState().setConditionAnswer('served', 'not_sure');
    answerMatch(matchAnswer);
    const { user, queryClient } = renderSurplusStep();
    holdReading(queryClient, croissants);
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks from the match's own reading when the step's is not in yet, before showing step 3", async () => {
    useStepperStore.getState().setWasteInfo({ surplusName: 'expired yoghurt' });
    const asking = answerOf(matchAnswer.solutions, {
      ...matchAnswer.details,
      surplus: readingOf({
        confirmation: { question: 'dateKind', answer: 'best_before', words: 'expired' },
      }),
    });
    // The first match asks a question; the one after the answer finds the solutions.
    answerMatch(asking, matchAnswer);
    const { user } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));

    const asked = await screen.findByRole('dialog', {
      name: 'Is the date that passed a best-before date?',
    });
    expect(asked).toHaveTextContent('You wrote “expired”.');
    expect(stepNames()).toEqual(['2 Food Surplus']);
    await user.click(within(asked).getByRole('button', { name: 'Yes, best before' }));

    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    expect(matchCalls()).toHaveLength(2);
    expect(matchCalls()[1]?.body).toMatchObject({
      userInputs: { wasteInfo: { conditionAnswers: { dateKind: 'best_before' } } },
    });
  });

  it('asks in the interface language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      answerMatch(matchAnswer);
      const { user, queryClient } = renderSurplusStep();
      holdReading(queryClient, croissants);
      await user.click(screen.getByRole('button', { name: 'Trouver des solutions' }));
      const asked = screen.getByRole('dialog', { name: 'Était-ce préparé et jamais servi ?' });
      expect(asked).toHaveTextContent('Vous avez écrit « leftover croissants ».');
      expect(within(asked).getByRole('button', { name: 'Non' })).toHaveFocus();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

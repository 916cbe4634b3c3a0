import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '../../../lib/api-client';
import {
  callsTo,
  errorResponse,
  jsonResponse,
  requestBody,
  stubFetch,
  type FetchMock,
} from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-with-providers';
import { matchAnswer } from '../../../test/solution-fixtures';
import { MATCH_PATH } from '../api/match-solutions';
import { SolutionsStep } from '../components/solutions-step';
import { StepperShell } from '../components/stepper-shell';
import { useStepperStore } from '../store';

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

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch();
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
  vi.unstubAllGlobals();
});

/** A fetch that never answers, but fails as fetch does when its signal aborts. */
function hangingFetch(_url: Parameters<typeof fetch>[0], init?: RequestInit) {
  return new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
}

function renderSurplusStep(options?: Parameters<typeof userEvent.setup>[0]) {
  const view = renderRoutes(routes, '/stepper/food-surplus');
  return { ...view, user: userEvent.setup(options) };
}

const stepNames = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step')
    .map((item) => item.textContent);

describe('Find Solutions', () => {
  it('posts the stepper data, stores the answer and shows step 3 ranked by score', async () => {
    useStepperStore.getState().setSolutions([matchAnswer.solutions[2]!]);
    fetchMock.mockResolvedValueOnce(jsonResponse(matchAnswer));
    const { user } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));

    expect(await screen.findByRole('heading', { name: 'Solutions Found' })).toBeInTheDocument();
    expect(stepNames()).toEqual(['3 Solutions Found']);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Donation to a food bank',
      'Brewing beer from bread',
      'Anaerobic digestion to biogas',
      // The routes left out, after the list (here a feed route: donation was not left out).
      'Why were some routes left out?',
    ]);

    const [call] = callsTo(fetchMock, MATCH_PATH);
    expect(String(call?.[0])).toBe(
      `${API_BASE}/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true`,
    );
    expect(call?.[1]?.method).toBe('POST');
    const { companyProfile, wasteInfo } = useStepperStore.getState();
    expect(requestBody(call)).toEqual({ userInputs: { companyProfile, wasteInfo } });
    expect(useStepperStore.getState()).toMatchObject({
      loading: false,
      solutions: matchAnswer.solutions,
      solutionDetails: matchAnswer.details,
    });
  });

  it('shows the wait text with an elapsed timer, and times out after 180 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useStepperStore.getState().setSolutions(matchAnswer.solutions, matchAnswer.details);
    fetchMock.mockImplementation(hangingFetch);
    const { user } = renderSurplusStep({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));

    expect(await screen.findByText(LOADING_TEXT)).toBeInTheDocument();
    expect(useStepperStore.getState().solutions).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByTestId('matching-elapsed')).toHaveTextContent('Elapsed time: 3 s');

    await act(() => vi.advanceTimersByTimeAsync(176_000));
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));

    expect(await screen.findByRole('alert')).toHaveTextContent(TIMEOUT_TEXT);
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    expect(stepNames()).toEqual(['2 Food Surplus']);
    expect(screen.getByText('Surplus step')).toBeInTheDocument();
    expect(useStepperStore.getState()).toMatchObject({ loading: false, solutions: [] });
  });

  it("reads a server message containing 'timeout' as a timeout", async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(504, 'Upstream timeout'));
    const { user } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TIMEOUT_TEXT);
  });

  it('says so on any other failure, empties the solutions and stays on step 2', async () => {
    useStepperStore.getState().setSolutions(matchAnswer.solutions, matchAnswer.details);
    fetchMock.mockResolvedValueOnce(errorResponse(500, 'Internal Server Error'));
    const { user } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED_TEXT);
    expect(stepNames()).toEqual(['2 Food Surplus']);
    expect(useStepperStore.getState()).toMatchObject({ loading: false, solutions: [] });

    // The message can be closed, and a new try starts without it.
    await user.click(within(alert).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels the loading state when the route changes', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const { user, router } = renderSurplusStep();
    await user.click(screen.getByRole('button', { name: 'Find Solutions' }));
    expect(await screen.findByText(LOADING_TEXT)).toBeInTheDocument();

    await act(() => router.navigate('/stepper/company-data'));
    expect(await screen.findByText('Company step')).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    expect(useStepperStore.getState().loading).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

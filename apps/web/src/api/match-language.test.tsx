import type { MatchResponse } from '@foodhub/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { useStepperStore } from '../stores/stepper-store';
import { createTestQueryClient } from '../test/render-with-providers';
import { http, HttpResponse } from 'msw';
import { answerError, api, apiCalls, callsTo, server } from '../test/api';
import { holdMatch } from '../test/query-seeds';
import { answerOf, breadBeer, foodBank, matchAnswer } from '../test/solution-fixtures';
import { isMatched, matchInputOf, matchPath, matchQueryOptions, useMatch } from './match';

// The match answer is worded in one language: the language is part of its question, and a
// language switch asks again in the new one (the answer held shows meanwhile).

const german: MatchResponse = answerOf([{ ...foodBank, process_name: 'Spende an die Tafel' }], {
  scores: { 'food-bank-donation': 92 },
});

let queryClient: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const currentInput = () => {
  const { companyProfile, wasteInfo } = useStepperStore.getState();
  return matchInputOf(companyProfile, wasteInfo);
};

beforeEach(() => {
  queryClient = createTestQueryClient();
  useStepperStore.setState({
    wasteInfo: { ...useStepperStore.getState().wasteInfo, surplusName: 'Brot' },
  });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.clear();
});

describe('the match query', () => {
  it('is keyed by the entries, then the language, and asks in that language', () => {
    const input = currentInput();
    expect(matchQueryOptions(input, 'de').queryKey).toEqual(['match', input, 'de']);
    expect(matchPath('de')).toBe(
      '/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true&lang=de',
    );
  });

  it('counts entries as matched when an answer is held in any language', () => {
    const input = currentInput();
    expect(isMatched(queryClient, input)).toBe(false);
    holdMatch(queryClient, matchAnswer, 'it');
    expect(isMatched(queryClient, input)).toBe(true);
  });
});

describe('useMatch after a language switch', () => {
  it('asks once in the new language, showing the answer held until it comes', async () => {
    holdMatch(queryClient, matchAnswer, 'en');
    let answer!: () => void;
    server.use(
      http.post(api('/solutions/match'), async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(german);
      }),
    );
    const { result } = renderHook(() => useMatch({ enabled: false }), { wrapper });
    expect(result.current.data?.solutions.map((s) => s.id)).toEqual([
      'bread-beer',
      'food-bank-donation',
      'biogas',
    ]);
    expect(apiCalls()).toEqual([]);

    await act(() => i18n.changeLanguage('de'));
    // A switch words the same search again: the server neither saves nor counts it anew.
    await waitFor(() => expect(callsTo(matchPath('de', true))).toHaveLength(1));
    // The English answer stays on screen while the German one is asked.
    expect(result.current.data?.find('bread-beer')?.name).toBe(breadBeer.process_name);
    answer();
    await waitFor(() =>
      expect(result.current.data?.find('food-bank-donation')?.name).toBe('Spende an die Tafel'),
    );

    // Back to English: that answer is held, nothing is asked.
    await act(() => i18n.changeLanguage('en'));
    expect(result.current.data?.find('bread-beer')?.name).toBe(breadBeer.process_name);
    expect(apiCalls()).toHaveLength(1);
  });

  it('keeps the answer held when the ask in the new language fails', async () => {
    holdMatch(queryClient, matchAnswer, 'en');
    server.use(answerError('post', '/solutions/match', 500, 'Something went wrong.'));
    const { result } = renderHook(() => useMatch({ enabled: false }), { wrapper });
    await act(() => i18n.changeLanguage('fr'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data?.solutions).toHaveLength(matchAnswer.solutions.length);
  });

  it('asks nothing for entries never matched', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { result } = renderHook(() => useMatch({ enabled: false }), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(apiCalls()).toEqual([]);
  });
});

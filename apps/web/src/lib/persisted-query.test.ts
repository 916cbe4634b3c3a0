import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearPersistedAnswers,
  hasAnswer,
  PERSISTED_QUERY_MAX_AGE_MS,
  PERSISTED_QUERY_PREFIX,
  PERSISTED_QUERY_VERSION,
  withPersistence,
} from './persisted-query';

const kept = (kind: string) =>
  Object.keys(localStorage).filter((k) => k.startsWith(`${PERSISTED_QUERY_PREFIX}${kind}:`));

function question(n: number, fetcher = vi.fn(async () => ({ n }))) {
  return {
    fetcher,
    options: {
      ...withPersistence({ queryKey: ['match', { n }] as const, queryFn: fetcher }),
      staleTime: Infinity,
    },
  };
}

describe('answers kept with their question', () => {
  beforeEach(() => localStorage.clear());

  it('asks once, and a new client (a reload) gets the kept answer without asking', async () => {
    const { fetcher, options } = question(1);
    expect(await new QueryClient().fetchQuery(options)).toEqual({ n: 1 });
    const reloaded = new QueryClient();
    expect(hasAnswer(reloaded, options.queryKey)).toBe(true);
    expect(await reloaded.fetchQuery(options)).toEqual({ n: 1 });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('asks again for another question', async () => {
    const client = new QueryClient();
    await client.fetchQuery(question(1).options);
    const other = question(2);
    await client.fetchQuery(other.options);
    expect(other.fetcher).toHaveBeenCalledTimes(1);
  });

  it('reads a kept answer again once its stored text changed', async () => {
    const { options } = question(1);
    await new QueryClient().fetchQuery(options);
    const [key] = kept('match');
    expect(await new QueryClient().fetchQuery(options)).toEqual({ n: 1 });
    // Another tab kept a newer answer to the same question.
    localStorage.setItem(
      key!,
      JSON.stringify({ v: PERSISTED_QUERY_VERSION, at: Date.now(), data: { n: 7 } }),
    );
    expect(await new QueryClient().fetchQuery(options)).toEqual({ n: 7 });
  });

  it('drops an answer of another version, an old one or an unreadable one', async () => {
    const { options } = question(1);
    await new QueryClient().fetchQuery(options);
    const [key] = kept('match');
    const stored = JSON.parse(localStorage.getItem(key!)!);
    for (const spoilt of [
      JSON.stringify({ ...stored, v: 0 }),
      JSON.stringify({ ...stored, at: Date.now() - PERSISTED_QUERY_MAX_AGE_MS - 1 }),
      '{not json',
    ]) {
      localStorage.setItem(key!, spoilt);
      const again = question(1);
      expect(await new QueryClient().fetchQuery(again.options)).toEqual({ n: 1 });
      expect(again.fetcher).toHaveBeenCalledTimes(1);
    }
  });

  it('keeps at most five answers of one kind, the newest', async () => {
    const client = new QueryClient();
    for (let n = 1; n <= 7; n++) {
      vi.setSystemTime(1_700_000_000_000 + n * 1000);
      await client.fetchQuery(question(n).options);
    }
    vi.useRealTimers();
    expect(kept('match')).toHaveLength(5);
    const values = kept('match').map((k) => JSON.parse(localStorage.getItem(k)!).data.n);
    expect(values.sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('does not keep failures, nor answers the caller says stand in for one', async () => {
    const failing = withPersistence({
      queryKey: ['transport', 1] as const,
      queryFn: async () => {
        throw new Error('down');
      },
    });
    await expect(new QueryClient().fetchQuery({ ...failing, retry: false })).rejects.toThrow();
    const standIn = withPersistence({
      queryKey: ['product-impacts', 'x'] as const,
      queryFn: async () => ({ failed: true }),
      keep: (data) => !data.failed,
    });
    await new QueryClient().fetchQuery(standIn);
    expect(kept('transport')).toHaveLength(0);
    expect(kept('product-impacts')).toHaveLength(0);
  });

  it('forgets every kept answer and nothing else', async () => {
    await new QueryClient().fetchQuery(question(1).options);
    localStorage.setItem('foodhub-stepper', '{}');
    clearPersistedAnswers();
    expect(kept('match')).toHaveLength(0);
    expect(localStorage.getItem('foodhub-stepper')).toBe('{}');
  });
});

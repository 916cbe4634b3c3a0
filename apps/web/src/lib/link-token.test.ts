import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { linkTokenOf, singleUseTokenQuery } from './link-token';

describe('linkTokenOf', () => {
  it('reads the trimmed token of a link, or null', () => {
    expect(linkTokenOf(new URLSearchParams('token=%20abc%20'))).toBe('abc');
    expect(linkTokenOf(new URLSearchParams('token=%20'))).toBeNull();
    expect(linkTokenOf(new URLSearchParams(''))).toBeNull();
  });
});

describe('singleUseTokenQuery', () => {
  it('spends a token once, even when the cache is cleared (a logout) and it is asked again', async () => {
    const spend = vi.fn((token: string) => Promise.resolve(`spent ${token}`));
    const options = singleUseTokenQuery('test-spend', spend);
    const client = new QueryClient();
    expect(await client.ensureQueryData(options('a'))).toBe('spent a');
    client.clear();
    expect(await client.ensureQueryData(options('a'))).toBe('spent a');
    expect(await client.ensureQueryData(options('b'))).toBe('spent b');
    expect(spend.mock.calls).toEqual([['a'], ['b']]);
  });

  it('asks again after a failure: the token was not spent', async () => {
    const spend = vi
      .fn<(token: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('spent');
    const options = singleUseTokenQuery('test-failure', spend);
    const client = new QueryClient();
    await expect(client.fetchQuery(options('a'))).rejects.toThrow('offline');
    client.clear();
    expect(await client.fetchQuery(options('a'))).toBe('spent');
    expect(spend).toHaveBeenCalledTimes(2);
  });
});

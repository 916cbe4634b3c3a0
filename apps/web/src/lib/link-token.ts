import { queryOptions } from '@tanstack/react-query';

/**
 * The `token` of a link from a mail (?token=…): confirm the address, reset the password, answer
 * an offer. Its route's loader and its page read it the same way; null when there is none.
 */
export const linkTokenOf = (params: URLSearchParams): string | null =>
  params.get('token')?.trim() || null;

/**
 * The query options of a call that spends a link's single-use token: a second call would fail
 * once the first has succeeded, and StrictMode, a remount, a retry or a cache cleared at logout
 * would ask again. So each token's answer is kept for the lifetime of the page, outside the query
 * cache. A failure is forgotten: the token was not spent, and a later visit asks again.
 */
export function singleUseTokenQuery<T>(name: string, spend: (token: string) => Promise<T>) {
  const answers = new Map<string, Promise<T>>();
  const spendOnce = (token: string): Promise<T> => {
    let answer = answers.get(token);
    if (!answer) {
      answer = spend(token);
      answers.set(token, answer);
      answer.catch(() => answers.delete(token));
    }
    return answer;
  };
  return (token: string) =>
    queryOptions({
      queryKey: [name, token],
      queryFn: () => spendOnce(token),
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
}

import { screen } from '@testing-library/react';

/**
 * Records which of `texts` were on screen at any moment from now on (a page whose data comes
 * with its route shows no loading text); `stop()` ends the watch and gives them, in order.
 */
export function textsShown(texts: readonly string[]): { stop(): string[] } {
  const seen: string[] = [];
  const look = () => {
    for (const text of texts) {
      if (!seen.includes(text) && screen.queryByText(text) !== null) seen.push(text);
    }
  };
  const watch = new MutationObserver(look);
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    stop() {
      look();
      watch.disconnect();
      return seen;
    },
  };
}

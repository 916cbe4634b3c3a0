import type { GetScrollRestorationKeyFunction } from 'react-router';

/**
 * The key <ScrollRestoration /> keeps a history entry's scroll position under. An entry the
 * router made itself has a key of its own; a page opened by its address (typed, reloaded, a
 * link in an e-mail or on a pre-rendered page) has the key 'default', the same for every such
 * page in the tab, so it is kept under its address instead: opening another page by its address
 * does not take the last one's position, and a reload finds its own.
 */
export const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

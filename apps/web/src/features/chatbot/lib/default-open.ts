import { matchPath } from 'react-router';
import { routePaths } from '../../../config/paths';
import { CHAT_COLLAPSED_MAX_WIDTH } from '../store';
import type { Rect, Viewport } from './geometry';

/**
 * The widest content column of the pages the chat sits on: Mantine's Container size md, 960 px
 * (its own 16 px side padding included), centred in the viewport.
 */
export const CONTENT_MAX_WIDTH = 960;
/** Room left free between the content column and the open window (Mantine spacing md). */
export const CONTENT_MARGIN = 16;

/** The pages where the assistant helps with the task at hand: the tool pages. */
const TOOL_PAGES = [
  routePaths.tool,
  `${routePaths.stepper}/*`,
  `${routePaths.LCAStepperView}/*`,
  routePaths['solution-details'],
];

/** True on the entry stepper, the impact analysis and the solution details. */
export function isToolPage(pathname: string): boolean {
  return TOOL_PAGES.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** The right edge of the centred content column, in px from the viewport's left edge. */
export function contentRightEdge(viewportWidth: number): number {
  return (viewportWidth + Math.min(viewportWidth, CONTENT_MAX_WIDTH)) / 2;
}

export interface DefaultOpenInput {
  isLoggedIn: boolean;
  pathname: string;
  /** `width` without the scrollbar (the column is centred in it), `layoutWidth` with it. */
  viewport: Viewport & { layoutWidth: number };
  /** Where the open window would be drawn (its stored place and size, or the default place). */
  rect: Rect;
  /** A window kept in full screen covers everything when open. */
  fullscreen: boolean;
}

/**
 * Whether the window starts open when the user has not opened or closed it yet (their choice,
 * kept in the chat store, always wins). It opens by default only
 * - for a logged-in user (visitors cannot use the chat: it is not shown to them at all),
 * - on a tool page (/tool, /stepper/*, /lca-stepper/*, /solution/:id),
 * - above 1024 px (spec part 1 §2: collapsed up to 1024 px), not in full screen,
 * - and only when the open window leaves the main content column uncovered: the window's left
 *   edge must be at least 16 px right of the column's right edge, (W + 960) / 2, where W is the
 *   viewport width without the scrollbar. With the default 400 px window 20 px from the right
 *   edge that is W − 420 ≥ W / 2 + 480 + 16, i.e. W ≥ 1832 px; a window resized to 300 px
 *   opens from W ≥ 1632 px.
 * Everywhere else it starts as the launcher.
 */
export function opensByDefault({
  isLoggedIn,
  pathname,
  viewport,
  rect,
  fullscreen,
}: DefaultOpenInput): boolean {
  if (!isLoggedIn || fullscreen || !isToolPage(pathname)) return false;
  if (viewport.layoutWidth <= CHAT_COLLAPSED_MAX_WIDTH) return false;
  return rect.x >= contentRightEdge(viewport.width) + CONTENT_MARGIN;
}

import { describe, expect, it } from 'vitest';
import { CHAT_WINDOW_DEFAULT_SIZE } from '../store';
import {
  CONTENT_MARGIN,
  contentRightEdge,
  isToolPage,
  opensByDefault,
  type DefaultOpenInput,
} from './default-open';
import { windowRect } from './geometry';

/** The rule's input for a viewport of `width` px, the window at its default place and size. */
function at(width: number, overrides: Partial<DefaultOpenInput> = {}): DefaultOpenInput {
  const viewport = { width, height: 900, layoutWidth: width };
  return {
    isLoggedIn: true,
    pathname: '/stepper/food-surplus',
    viewport,
    rect: windowRect(null, { ...CHAT_WINDOW_DEFAULT_SIZE }, viewport),
    fullscreen: false,
    ...overrides,
  };
}

describe('isToolPage', () => {
  it.each([
    '/tool',
    '/stepper',
    '/stepper/company-data',
    '/stepper/food-surplus',
    '/stepper/solutions',
    '/lca-stepper',
    '/lca-stepper/transport',
    '/solution/abc-123',
  ])('%s is a tool page', (path) => expect(isToolPage(path)).toBe(true));

  it.each([
    '/',
    '/login',
    '/register',
    '/account-settings',
    '/tool-description',
    '/privacy-policy',
    '/main',
  ])('%s is not a tool page', (path) => expect(isToolPage(path)).toBe(false));
});

describe('opensByDefault', () => {
  it('measures the content column: 960 px centred', () => {
    expect(contentRightEdge(1920)).toBe(1440);
    expect(contentRightEdge(1280)).toBe(1120);
    // Narrower than the column: the column is the whole width.
    expect(contentRightEdge(800)).toBe(800);
  });

  it('opens from 1832 px with the default 400 px window, where it leaves the column free', () => {
    // 1832 − 20 − 400 = 1412 = (1832 + 960) / 2 + 16.
    expect(opensByDefault(at(1832))).toBe(true);
    expect(opensByDefault(at(1831))).toBe(false);
    const wide = at(1920);
    expect(opensByDefault(wide)).toBe(true);
    expect(wide.rect.x).toBeGreaterThanOrEqual(contentRightEdge(1920) + CONTENT_MARGIN);
  });

  it.each([1600, 1440, 1280, 1025, 1024, 768, 375])(
    'starts as the launcher at %i px: the window would cover the content',
    (width) => expect(opensByDefault(at(width))).toBe(false),
  );

  it('follows the window’s own size and place', () => {
    const viewport = { width: 1700, height: 900, layoutWidth: 1700 };
    const small = windowRect(null, { width: 300, height: 500 }, viewport);
    expect(opensByDefault(at(1700, { viewport, rect: small }))).toBe(true);
    // Moved over the column by the user: not opened by default any more.
    const moved = windowRect({ x: 600, y: 100 }, { width: 300, height: 500 }, viewport);
    expect(opensByDefault(at(1700, { viewport, rect: moved }))).toBe(false);
  });

  it('measures without the scrollbar but keeps the spec’s 1024 px breakpoint', () => {
    // The column is centred in the width without the scrollbar (15 px here).
    const viewport = { width: 1832, height: 900, layoutWidth: 1847 };
    const rect = windowRect(null, { ...CHAT_WINDOW_DEFAULT_SIZE }, viewport);
    expect(opensByDefault(at(1832, { viewport, rect }))).toBe(true);
    // Even a window that would fit stays collapsed up to 1024 px (spec part 1 §2).
    const narrow = { width: 1024, height: 900, layoutWidth: 1024 };
    const tiny = { x: 1010, y: 0, width: 10, height: 10 };
    expect(opensByDefault(at(1024, { viewport: narrow, rect: tiny }))).toBe(false);
  });

  it('never opens for a visitor, off the tool pages or in full screen', () => {
    expect(opensByDefault(at(2560, { isLoggedIn: false }))).toBe(false);
    expect(opensByDefault(at(2560, { pathname: '/' }))).toBe(false);
    expect(opensByDefault(at(2560, { pathname: '/account-settings' }))).toBe(false);
    expect(opensByDefault(at(2560, { fullscreen: true }))).toBe(false);
    expect(opensByDefault(at(2560, { pathname: '/lca-stepper/report' }))).toBe(true);
    expect(opensByDefault(at(2560, { pathname: '/solution/42' }))).toBe(true);
  });
});

import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPageContext, usePageContext, usePageContextStore } from './page-context';

function Page({ data }: { data: unknown }) {
  usePageContext({
    currentPageName: 'Solutions Found',
    currentPageInstruction: 'Compare the solutions.',
    availablePageData: data,
  });
  return null;
}

afterEach(() => {
  document.title = '';
});

describe('usePageContext', () => {
  it('publishes on mount, follows changes and clears on unmount', () => {
    const view = render(<Page data={{ solutions: [{ name: 'Food bank', score: 92 }] }} />);
    expect(usePageContextStore.getState().context).toEqual({
      currentPageName: 'Solutions Found',
      currentPageInstruction: 'Compare the solutions.',
      availablePageData: { solutions: [{ name: 'Food bank', score: 92 }] },
    });
    view.rerender(<Page data={{ solutions: [] }} />);
    expect(currentPageContext().availablePageData).toEqual({ solutions: [] });
    view.unmount();
    expect(usePageContextStore.getState().context).toBeNull();
  });

  it("does not clear the next page's context when the previous page unmounts later", () => {
    const first = render(<Page data={1} />);
    const second = render(<Page data={2} />);
    first.unmount();
    expect(currentPageContext().availablePageData).toBe(2);
    second.unmount();
  });

  it("falls back to the route's title when the page published nothing", () => {
    document.title = 'Login | Alpine Food Hub';
    expect(currentPageContext()).toMatchObject({
      currentPageName: 'Login',
      availablePageData: null,
    });
  });
});

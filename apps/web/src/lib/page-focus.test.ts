import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_ID } from './landmarks';
import {
  focusPageHeading,
  focusStepHeading,
  focusStepHeadingSoon,
  STEP_CONTENT_ATTRIBUTE,
  userHasInteracted,
  watchUserInteraction,
} from './page-focus';

function page(html: string) {
  document.body.innerHTML = html;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusStepHeading', () => {
  it("focuses the current step's heading, reachable from script only", () => {
    page(
      `<main id="${MAIN_ID}"><h1>Find solutions</h1>` +
        `<div ${STEP_CONTENT_ATTRIBUTE}><h2>Company Data</h2><h2>Later</h2></div></main>`,
    );
    expect(focusStepHeading()).toBe(true);
    const heading = document.activeElement as HTMLElement;
    expect(heading.textContent).toBe('Company Data');
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('does nothing without a step', () => {
    page(`<main id="${MAIN_ID}"><h1>Home</h1></main>`);
    expect(focusStepHeading()).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('focusPageHeading', () => {
  it("prefers the step's heading, else the page's first heading, else the main content", () => {
    page(`<main id="${MAIN_ID}" tabindex="-1"><h1>Home</h1><h2>More</h2></main>`);
    focusPageHeading();
    expect(document.activeElement?.textContent).toBe('Home');

    page(`<main id="${MAIN_ID}" tabindex="-1"><p>No heading</p></main>`);
    focusPageHeading();
    expect(document.activeElement?.id).toBe(MAIN_ID);
  });

  it('leaves the focus in an open modal dialog', () => {
    page(
      `<main id="${MAIN_ID}"><h1>Home</h1></main>` +
        '<div role="dialog" aria-modal="true"><button>OK</button></div>',
    );
    document.querySelector('button')!.focus();
    focusPageHeading();
    expect(document.activeElement?.textContent).toBe('OK');
  });
});

describe('focusStepHeadingSoon', () => {
  it('waits for a heading that comes a little later', async () => {
    page(`<main id="${MAIN_ID}"><div ${STEP_CONTENT_ATTRIBUTE}></div></main>`);
    focusStepHeadingSoon();
    document.querySelector(`[${STEP_CONTENT_ATTRIBUTE}]`)!.innerHTML = '<h2>Select Provider</h2>';
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.textContent).toBe('Select Provider');
  });

  it('leaves a focus the step has placed itself (a field a link pointed to)', () => {
    page(
      `<main id="${MAIN_ID}"><div ${STEP_CONTENT_ATTRIBUTE}>` +
        '<h2>Company Data</h2><label>City <input></label></div></main>',
    );
    document.querySelector('input')!.focus();
    focusStepHeadingSoon();
    expect(document.activeElement?.tagName).toBe('INPUT');
  });

  it('gives up when cancelled (the step was left)', async () => {
    page(`<main id="${MAIN_ID}"><div ${STEP_CONTENT_ATTRIBUTE}></div></main>`);
    const cancel = focusStepHeadingSoon();
    cancel();
    document.querySelector(`[${STEP_CONTENT_ATTRIBUTE}]`)!.innerHTML = '<h2>Too late</h2>';
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(document.body);
  });
});

describe('watchUserInteraction', () => {
  it('notes the first key press or pointer press', () => {
    const stop = watchUserInteraction();
    expect(userHasInteracted()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(userHasInteracted()).toBe(true);
    stop();
  });
});

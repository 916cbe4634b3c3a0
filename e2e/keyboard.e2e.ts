import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney } from './support/journey';
import { grazBakeryStepperState } from './support/stepper-state';

// A keyboard-only journey at desktop width: from the home page to the environmental impact
// report with Tab, Shift+Tab, Enter, Space, arrow keys and typing; no mouse, no page.goto after
// the first. The login is the API cookie other journeys use. A sample of the controls passed on
// the way must show a visible focus indicator.

const journey = setUpJourney(grazBakery('keyboard'));

/** A bakery in Graz with 40 kg of bread once a week, located (as after step 1). */
const stepperState = grazBakeryStepperState;

interface Focused {
  tag: string;
  role: string | null;
  name: string;
}

/** The focused element's tag, role and accessible-ish name (aria-label or text). */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'BODY', role: null, name: '' };
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    const name = el.getAttribute('aria-label') ?? byId ?? label ?? el.textContent ?? '';
    return { tag: el.tagName, role: el.getAttribute('role'), name: name.replace(/\s+/g, ' ') };
  });

/** Presses Tab (or Shift+Tab) until the focused element's name matches; fails after max. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 120 } = {}) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (name.test(now.name)) return now;
    seen.push(`${now.tag}${now.role ? `[${now.role}]` : ''} "${now.name.slice(0, 40)}"`);
  }
  throw new Error(`no focusable element named ${name} within ${max} tabs:\n${seen.join('\n')}`);
}

/** The focused element's outline, box shadow and border: what a focus indicator changes. */
const focusStyle = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow} | ${s.borderColor}`;
  });

/**
 * Asserts the focused control looks different from when it is not focused: reads its style,
 * moves the focus away with Shift+Tab, reads the same element's style again and tabs back.
 */
const indicatorsChecked: string[] = [];
async function expectFocusIndicator(page: Page) {
  const { name } = await focused(page);
  // Inputs change their border with a short transition.
  await page.waitForTimeout(200);
  const withFocus = await focusStyle(page);
  await page.evaluate(() => {
    (window as unknown as { __probe: Element | null }).__probe = document.activeElement;
  });
  await page.keyboard.press('Shift+Tab');
  await page.waitForTimeout(200);
  const without = await page.evaluate(() => {
    const el = (window as unknown as { __probe: HTMLElement }).__probe;
    const s = getComputedStyle(el);
    return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow} | ${s.borderColor}`;
  });
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe(name);
  expect(withFocus, `focus indicator of "${name}"`).not.toBe(without);
  expect(withFocus).not.toMatch(/^none 0px/);
  indicatorsChecked.push(name);
}

describe('keyboard only', () => {
  it('goes from the home page to the impact report without the mouse', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    await context.addInitScript((value) => {
      if (localStorage.getItem('foodhub-stepper') === null) {
        localStorage.setItem('foodhub-stepper', value);
      }
    }, JSON.stringify(stepperState));
    const page = await context.newPage();
    const { keyboard } = page;
    await page.goto(`${journey.baseUrl}/tool/`);

    // The consent banner: decline with the keyboard.
    await visible(page.getByRole('button', { name: 'Decline' }));
    await tabTo(page, /^Decline$/);
    await expectFocusIndicator(page);
    await keyboard.press('Enter');
    await page.getByRole('button', { name: 'Decline' }).waitFor({ state: 'detached' });

    // Home: the header's language menu opens and closes with the keyboard, then Start the tool.
    await tabTo(page, /^Language:/, { back: true });
    await expectFocusIndicator(page);
    await keyboard.press('Enter');
    await visible(page.getByRole('menu'));
    await keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await tabTo(page, /^Start the tool$/);
    await expectFocusIndicator(page);
    await keyboard.press('Enter');

    // Company data: the one-time info modal takes the focus; Enter closes it.
    await page.waitForURL('**/tool/stepper/company-data');
    await visible(page.getByRole('button', { name: 'OK, Got it' }));
    await tabTo(page, /^OK, Got it$/, { max: 10 });
    await keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await tabTo(page, /^Company name$/);
    await expectFocusIndicator(page);
    await keyboard.press('End');
    await keyboard.type(' GmbH');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Bäckerei Huber GmbH');
    await tabTo(page, /^Next$/);
    await expectFocusIndicator(page);
    await keyboard.press('Enter');

    // Food surplus: the amount typed, then Find Solutions.
    await page.waitForURL('**/tool/stepper/food-surplus');
    await visible(page.getByRole('heading', { name: 'Food Surplus', level: 2 }));
    await tabTo(page, /^Find Solutions$/);
    await expectFocusIndicator(page);
    await keyboard.press('Enter');

    // Solutions: the link to the impact report.
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
    await visible(page.getByRole('heading', { name: 'Solutions Found', level: 2 }));
    await tabTo(page, /^Environmental Impact Report$/);
    await expectFocusIndicator(page);
    await keyboard.press('Enter');

    // Select Solution: a radio card chosen with Space, then Next.
    await page.waitForURL('**/tool/lca-stepper/solution');
    await visible(page.getByRole('radio', { name: /Donation to a food bank/ }));
    await tabTo(page, /Donation to a food bank/);
    await expectFocusIndicator(page);
    await keyboard.press('Space');
    expect(
      await page
        .getByRole('radio', { name: /Donation to a food bank/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await tabTo(page, /^Next$/);
    await keyboard.press('Enter');

    // Select Provider: the first radio focused, an arrow key moves on, Space chooses.
    await page.waitForURL('**/tool/lca-stepper/provider');
    const vienna = page.getByRole('radio', { name: /Sample Food Bank Wien 1/ });
    await visible(vienna);
    await tabTo(page, /Sample Food Bank/);
    await expectFocusIndicator(page);
    for (let i = 0; i < 10 && !/Wien 1/.test((await focused(page)).name); i++) {
      await keyboard.press('ArrowDown');
    }
    await keyboard.press('Space');
    expect(await vienna.getAttribute('aria-checked')).toBe('true');
    await tabTo(page, /^Next$/);
    await keyboard.press('Enter');

    // Transport: the weight typed (too low first: the error is announced), then calculated.
    await page.waitForURL('**/tool/lca-stepper/transport');
    await visible(page.getByRole('textbox', { name: /Total transport weight/ }));
    await tabTo(page, /Total transport weight/);
    await expectFocusIndicator(page);
    await keyboard.press('ControlOrMeta+A');
    await keyboard.type('30');
    await visible(page.getByRole('alert').filter({ hasText: /must be at least 40 kg/ }));
    await keyboard.press('ControlOrMeta+A');
    await keyboard.type('50');
    await tabTo(page, /^Calculate Transport$/);
    await expectFocusIndicator(page);
    await keyboard.press('Enter');
    await visible(page.getByTestId('transport-distance'), 20_000);
    await tabTo(page, /^Create Environmental Impact Report$/);
    await expectFocusIndicator(page);
    await keyboard.press('Enter');

    // The report; its indicator tabs are one tab stop, the arrow keys move between them.
    await page.waitForURL('**/tool/lca-stepper/report');
    await visible(page.getByText(/This is a simplified analysis/));
    await tabTo(page, /^Climate/);
    await expectFocusIndicator(page);
    await keyboard.press('ArrowRight');
    expect(
      await page.getByRole('tab', { name: /Water scarcity/ }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(indicatorsChecked.length).toBeGreaterThanOrEqual(10);
    await context.close();
  });
});

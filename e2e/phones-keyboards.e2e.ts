import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney, startWithChatClosed } from './support/journey';
import { grazBakeryStepperState } from './support/stepper-state';

// What new users tripped over on phones and with the keyboard: step labels broken mid-word at
// 375 px, the header's logo cut, the chat button over the report's results, and the focus left
// on the page's body after the welcome dialog, the consent banner and each step change.

const journey = setUpJourney(grazBakery('phones-keyboards'));
const phone = { width: 375, height: 740 };

/** The bakery's entries kept in the browser, and the interface language chosen before. */
async function openContext(viewport: { width: number; height: number }, language = 'en') {
  const context = await loggedInContext(journey, viewport);
  await context.addInitScript(
    ([state, lang]) => {
      if (localStorage.getItem('foodhub-stepper') === null) {
        localStorage.setItem('foodhub-stepper', state!);
        localStorage.setItem('language', lang!);
        localStorage.setItem('analytics-consent', 'denied');
      }
    },
    [JSON.stringify(grazBakeryStepperState), language],
  );
  return { context, page: await context.newPage() };
}

/** The focused element: its tag and its text (or label), and whether it is in main/footer. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return {
      tag: el.tagName,
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' '),
      inMain: el.closest('main') !== null,
      inFooter: el.closest('footer') !== null,
    };
  });

/** Waits until the step heading with this name holds the focus. */
async function expectHeadingFocused(page: Page, name: string) {
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'H2', text: name });
}

/**
 * How the element's words lie: those broken over two lines, and whether its text overflows it.
 * A visually hidden label (1 px, for screen readers) counts as hidden.
 */
const layoutOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.width <= 1 && box.height <= 1) return { hidden: true, broken: [], overflow: false };
    const broken: string[] = [];
    const text = el.firstChild;
    if (text?.nodeType === Node.TEXT_NODE) {
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return { hidden: false, broken, overflow: el.scrollWidth > el.clientWidth + 1 };
  });

/** Every step is named in the list; each label is whole or hidden; the current one is whole. */
async function expectWholeStepLabels(page: Page, listName: string, labels: string[]) {
  const list = page.getByRole('list', { name: listName });
  await visible(list);
  const snapshot = await list.ariaSnapshot();
  labels.forEach((label, index) => expect(snapshot).toContain(`${index + 1} ${label}`));
  for (const label of labels) {
    const layout = await layoutOf(list.getByText(label, { exact: true }));
    if (!layout.hidden) expect(layout, label).toMatchObject({ broken: [], overflow: false });
  }
  const current = page.getByTestId('current-step-label');
  await visible(current);
  expect(await layoutOf(current)).toMatchObject({ hidden: false, broken: [], overflow: false });
  expect(labels).toContain(await current.textContent());
}

/** The header's logo and name lie wholly on screen, the name not cut. */
async function expectWholeLogo(page: Page) {
  const brand = page.getByRole('banner').getByRole('link').first();
  const logo = brand.locator('svg').first();
  await visible(logo);
  const box = (await logo.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.width).toBeGreaterThanOrEqual(28);
  expect(await layoutOf(brand.locator('span'))).toMatchObject({ broken: [], overflow: false });
  const name = (await brand.locator('span').boundingBox())!;
  const controls = (await page.getByRole('button', { name: /^(Sprache|Lingua):/ }).boundingBox())!;
  expect(name.x + name.width).toBeLessThanOrEqual(controls.x);
}

describe('phones and keyboards', () => {
  it.each([
    {
      language: 'de',
      entry: ['Schritte', ['Unternehmensdaten', 'Lebensmittelüberschuss', 'Gefundene Lösungen']],
      analysis: [
        'Analyseschritte',
        [
          'Lebenszyklusphase',
          'Lösung auswählen',
          'Anbieter auswählen',
          'Transport & Emissionen',
          'Umweltbericht',
        ],
      ],
    },
    {
      language: 'it',
      entry: ['Passaggi', ['Dati aziendali', 'Eccedenza alimentare', 'Soluzioni trovate']],
      analysis: [
        "Passaggi dell'analisi",
        [
          'Fase del ciclo di vita',
          'Selezione della soluzione',
          'Selezione del fornitore',
          'Trasporto ed emissioni',
          "Rapporto sull'impatto ambientale",
        ],
      ],
    },
  ] as const)(
    'at 375 px in $language the steps break no word and the logo fits',
    async ({ language, entry, analysis }) => {
      const { context, page } = await openContext(phone, language);
      await page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
      await visible(page.getByRole('dialog'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expectWholeStepLabels(page, entry[0], [...entry[1]]);
      await expectWholeLogo(page);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await snap(page, `phones-steps-entry-${language}`);

      await page.goto(`${journey.baseUrl}/tool/lca-stepper/solution`);
      await expectWholeStepLabels(page, analysis[0], [...analysis[1]]);
      await expectWholeLogo(page);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await snap(page, `phones-steps-analysis-${language}`);
      await context.close();
    },
  );

  it('by keyboard: the consent banner comes first, and the focus follows the dialog and each step', async () => {
    // A new browser: the consent banner is shown.
    const context = await journey.browser.newContext({ viewport: viewports.desktop });
    await context.addCookies([
      { name: 'access_token', value: journey.token, url: journey.baseUrl },
    ]);
    await startWithChatClosed(context);
    await context.addInitScript((state) => {
      if (localStorage.getItem('foodhub-stepper') === null) {
        localStorage.setItem('foodhub-stepper', state);
      }
    }, JSON.stringify(grazBakeryStepperState));
    const page = await context.newPage();
    const { keyboard } = page;
    await page.goto(`${journey.baseUrl}/tool/`);
    await visible(page.getByRole('button', { name: 'Decline' }));

    // The skip link, then the banner before the header and the page.
    await keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to main content');
    await keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Privacy Policy');
    await keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Decline');
    await keyboard.press('Enter');
    // Answered: the focus goes to the page's heading, the next Tab into the page.
    await expect
      .poll(() => focused(page))
      .toMatchObject({ tag: 'H1', text: 'Give your food surplus a second life' });
    await keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ inMain: true, text: 'Start the tool' });
    await keyboard.press('Enter');

    // Step 1's welcome dialog holds the focus; closed, the step's heading has it.
    await page.waitForURL('**/tool/stepper/company-data');
    await expect.poll(() => focused(page)).toMatchObject({ text: 'OK, Got it' });
    await keyboard.press('Enter');
    await expectHeadingFocused(page, 'Company Data');

    // An input shows a 2 px focus ring in the primary green (4.5:1 or more on white).
    const name = page.getByLabel('Company name');
    await name.focus();
    const ring = await name.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: s.outlineWidth, color: s.outlineColor };
    });
    expect(ring).toMatchObject({ style: 'solid', width: '2px' });
    const [r, g, b] = ring.color.match(/\d+/g)!.map(Number) as [number, number, number];
    const lin = (v: number) =>
      v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4;
    const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(4.5);

    // Next and Back: each step's heading takes the focus.
    await page.getByRole('button', { name: 'Next' }).focus();
    await keyboard.press('Enter');
    await page.waitForURL('**/tool/stepper/food-surplus');
    await expectHeadingFocused(page, 'Food Surplus');
    await page.getByRole('button', { name: 'Back' }).focus();
    await keyboard.press('Enter');
    await page.waitForURL('**/tool/stepper/company-data');
    await expectHeadingFocused(page, 'Company Data');
    await keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ inMain: true, inFooter: false });
    await context.close();
  });

  it('at 375 px the analysis moves the focus step by step, and the chat button covers no result', async () => {
    const { context, page } = await openContext(phone);
    await page.goto(`${journey.baseUrl}/tool/lca-stepper/solution`);
    await page.getByRole('radio', { name: /Donation to a food bank/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/tool/lca-stepper/provider');
    await expectHeadingFocused(page, 'Select Provider');
    await page.getByRole('radio', { name: /Sample Food Bank Wien 1/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/tool/lca-stepper/transport');
    await expectHeadingFocused(page, 'Transport & Emissions');
    await page.getByRole('button', { name: 'Calculate Transport' }).click();
    await visible(page.getByTestId('transport-distance'), 20_000);
    await page.getByRole('button', { name: 'Create Environmental Impact Report' }).click();
    await page.waitForURL('**/tool/lca-stepper/report');
    await expectHeadingFocused(page, 'Environmental Impact Report');
    await visible(page.getByText(/This is a simplified analysis/));

    // The button that made the report is gone: the next Tab stays in the report, not the footer.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ inMain: true, inFooter: false });

    // Reading down: with the net result passing the bottom-right corner the chat button has
    // stepped aside; it is back after a short scroll up.
    const launcher = page.getByRole('button', { name: 'Open chat' });
    const net = page.getByText(/^Net (saving|additional impact)$/).first();
    await visible(net);
    const netBox = (await net.boundingBox())!;
    await page.mouse.move(180, 300);
    await page.mouse.wheel(0, netBox.y + netBox.height - (phone.height - 40));
    await expect.poll(async () => (await launcher.boundingBox())!.x).toBeGreaterThanOrEqual(375);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'phones-report-reading');
    await page.mouse.wheel(0, -120);
    await expect.poll(async () => (await launcher.boundingBox())!.x).toBeLessThan(375 - 56);

    // At the end the page leaves room for it: the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await launcher.boundingBox())!.x).toBeLessThan(375 - 56);
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual((await launcher.boundingBox())!.y + 0.5);
    await context.close();
  });

  it('names each map marker by its provider, and the keyboard reaches and chooses it', async () => {
    const { context, page } = await openContext(viewports.desktop);
    await page.goto(`${journey.baseUrl}/tool/solution/reuse-food-bank`);
    await page.getByRole('button', { name: 'Show Provider Companies' }).click();
    const map = page.getByRole('region', { name: 'Map of Provider Companies' });
    const provider = 'Sample Food Bank Wien 1';
    await visible(map.getByRole('button', { name: provider, exact: true }));
    expect(await map.getByRole('button', { name: 'Your Surplus Location' }).count()).toBe(1);
    // The markers come before the map's zoom control: Shift+Tab from it reaches the marker,
    // Enter chooses it.
    await map.getByRole('button', { name: 'Zoom in' }).focus();
    for (let i = 0; i < 60 && (await focused(page)).text !== provider; i++) {
      await page.keyboard.press('Shift+Tab');
    }
    expect(await focused(page)).toMatchObject({ tag: 'DIV', text: provider });
    await page.keyboard.press('Enter');
    await visible(page.getByRole('region', { name: 'Selected on map' }));
    await context.close();
  });

  it('at 375 px the description grows with its text, up to ten lines, then scrolls', async () => {
    const { context, page } = await openContext(phone);
    await page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await visible(page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const description = page.getByRole('textbox', { name: 'Description' });
    const size = () =>
      description.evaluate((el) => ({
        height: el.clientHeight,
        scrolls: el.scrollHeight > el.clientHeight,
      }));
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `Line ${i + 1}`).join('\n');

    await description.fill('');
    const empty = await size();
    await description.fill(lines(6));
    const six = await size();
    expect(six.height).toBeGreaterThan(empty.height * 1.5);
    expect(six.scrolls).toBe(false);
    await description.fill(lines(30));
    const thirty = await size();
    expect(thirty.height).toBeLessThan(six.height * 2);
    expect(thirty.scrolls).toBe(true);
    await description.fill('');
    expect((await size()).height).toBe(empty.height);
    await context.close();
  });
});

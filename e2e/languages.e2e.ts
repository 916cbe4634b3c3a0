import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney } from './support/journey';

// The interface in five languages (spec part 1 §9, part 2 §2): the documentation's switcher and
// the header's language menu, the language kept under 'language' and set as the document
// language, the side contents' anchors landing under the sticky header, and the operator's
// identity on the legal pages coming from OPERATOR_* settings.

const journey = setUpJourney(
  {
    tag: 'languages',
    firstName: 'Anja',
    lastName: 'Novak',
    streetAddress: 'Slovenska cesta 1',
    city: 'Ljubljana',
    postalCode: '1000',
    country: 'Slovenia',
    company: 'Pekarna Novak',
  },
  () => ({
    OPERATOR_NAME: 'Example Food Hub Operator GmbH',
    OPERATOR_ADDRESS: 'Beispielgasse 1, 8010 Graz, Austria',
    OPERATOR_EMAIL: 'office@operator.example.org',
  }),
);

async function documentLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    stored: localStorage.getItem('language'),
  }));
}

/** Where a section's top sits relative to the viewport and the sticky header's bottom. */
async function sectionPosition(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
    const root = document.documentElement;
    const atBottom = window.scrollY >= root.scrollHeight - window.innerHeight - 1;
    return { header, top, atBottom };
  }, id);
}

/**
 * Waits until the section's heading has come to rest 80 px from the top, or as low as the end of
 * the page lets it, in the same place for half a second: while texts still arrive the page is
 * short, and a heading that seems at rest can still move (gives up after 8 s).
 */
async function landed(page: Page, id: string) {
  await page
    .waitForFunction(
      (sectionId) => {
        const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1;
        const root = document.documentElement;
        const atBottom = window.scrollY >= root.scrollHeight - window.innerHeight - 1;
        const place = `${sectionId}:${Math.round(top)}:${root.scrollHeight}`;
        const w = window as unknown as { landedAt?: { place: string; since: number } };
        if (!(Math.abs(top - 80) <= 2 || (atBottom && top >= 64))) {
          w.landedAt = undefined;
          return false;
        }
        if (w.landedAt?.place !== place) w.landedAt = { place, since: Date.now() };
        return Date.now() - w.landedAt.since >= 500;
      },
      id,
      { timeout: 8000, polling: 100 },
    )
    .catch(() => undefined);
  return sectionPosition(page, id);
}

async function declineStatistics(page: Page) {
  const decline = page.getByRole('button', { name: 'Decline', exact: true });
  if (await decline.isVisible().catch(() => false)) await decline.click();
}

describe.each(Object.entries(viewports))('at %s width', (label, viewport) => {
  it('switches the documentation to German and keeps it across a reload', async () => {
    const page = await journey.browser.newPage({ viewport });
    await page.goto(`${journey.baseUrl}/tool/tool-description`);
    await visible(page.getByRole('heading', { level: 1, name: 'Tool Description' }));
    await declineStatistics(page);
    expect(await documentLanguage(page)).toEqual({ lang: 'en', stored: null });
    // The nine sections of spec part 2 §2, each an anchor of the side contents.
    const ids = await page.locator('main section[id]').evaluateAll((s) => s.map((e) => e.id));
    expect(ids).toEqual([
      'introduction',
      'gettingStarted',
      'usingTool',
      'solutionDetails',
      'lcaAnalysis',
      'chatbot',
      'dataSources',
      'projectContext',
      'support',
    ]);

    await page
      .getByRole('radiogroup', { name: 'Language' })
      .getByText('DE', { exact: true })
      .click();
    await visible(page.getByRole('heading', { level: 1, name: 'Beschreibung des Tools' }));
    expect(await documentLanguage(page)).toEqual({ lang: 'de', stored: 'de' });
    // Numbers quoted from the impact model are written the German way.
    await visible(page.getByText('0,78', { exact: false }).first());

    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Beschreibung des Tools' }));
    await visible(page.getByRole('link', { name: 'Anmelden' }));
    expect(await documentLanguage(page)).toEqual({ lang: 'de', stored: 'de' });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, `tool-description-de-${label}`);
    await page.close();
  });

  it('lands every contents link under the sticky header', async () => {
    const page = await journey.browser.newPage({ viewport });
    await page.goto(`${journey.baseUrl}/tool/tool-description`);
    await declineStatistics(page);
    const nav = page.getByRole('navigation', { name: 'Contents' });
    for (const id of ['lcaAnalysis', 'dataSources', 'gettingStarted']) {
      await nav.locator(`a[href$="#${id}"]`).click();
      await page.waitForURL(`**/tool-description#${id}`);
      const { header, top } = await landed(page, id);
      // 80 px offset (spec part 2 §9): the heading is right under the header, not hidden by it.
      expect(top).toBeGreaterThanOrEqual(header);
      expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
    }
    await page.close();
  });

  it('opens the privacy policy at #imprint with the configured operator', async () => {
    const page = await journey.browser.newPage({ viewport });
    await page.goto(`${journey.baseUrl}/tool/privacy-policy#imprint`);
    await visible(page.getByRole('heading', { name: 'Imprint' }));
    const { header, top, atBottom } = await landed(page, 'imprint');
    expect(top).toBeGreaterThanOrEqual(header);
    // The last section cannot rise higher than the end of the page allows.
    if (!atBottom) expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
    const imprint = page.locator('#imprint');
    await visible(imprint.getByText('Example Food Hub Operator GmbH'));
    await visible(imprint.getByRole('link', { name: 'office@operator.example.org' }));
    await declineStatistics(page);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, `privacy-policy-${label}`);
    await page.close();
  });

  it('shows the Impressum with configured values and neutral placeholders', async () => {
    const page = await journey.browser.newPage({ viewport });
    await page.goto(`${journey.baseUrl}/tool/impressum`);
    await declineStatistics(page);
    for (const title of [
      'Media owner',
      'Legal information',
      'Supervisory board',
      'Ownership',
      'Supervisory authority',
    ]) {
      await visible(page.getByRole('heading', { level: 2, name: title }));
    }
    await visible(page.locator('#mediaOwner').getByText('Beispielgasse 1, 8010 Graz, Austria'));
    // Not configured here: a placeholder, never somebody else's details.
    await visible(
      page
        .locator('#supervisoryBoard')
        .getByText('Not yet published by the operator of this installation'),
    );
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, `impressum-${label}`);
    await page.close();
  });

  it('switches a tool page to Italian from the header', async () => {
    const context = await loggedInContext(journey, viewport);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    await visible(page.getByRole('heading', { name: 'Company Data' }).first());
    await declineStatistics(page);
    await page.getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'Italiano' }).click();
    await visible(page.getByRole('heading', { name: 'Dati aziendali' }).first());
    expect(await documentLanguage(page)).toEqual({ lang: 'it', stored: 'it' });
    await visible(page.getByRole('button', { name: /^Lingua: Italiano/ }));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, `company-data-it-${label}`);
    await context.close();
  });

  it('shows a server message in the interface language (German login failure)', async () => {
    const page = await journey.browser.newPage({ viewport });
    await page.addInitScript(() => {
      localStorage.setItem('language', 'de');
      localStorage.setItem('analytics-consent', 'denied');
    });
    await page.goto(`${journey.baseUrl}/tool/login`);
    await page.getByLabel('E-Mail').fill('nobody@example.org');
    await page.locator('input[type="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    // The server answers in English with the code LOGIN_FAILED; the page says it in German.
    await visible(page.getByText('E-Mail-Adresse oder Passwort ist falsch.'));
    await page.close();
  });
});

describe('a Slovenian farmer on a phone', () => {
  it('reads in Slovenian what was located, and why an address was not', async () => {
    const context = await loggedInContext(journey, viewports.mobile);
    await context.addInitScript(() => {
      localStorage.setItem('language', 'sl');
      localStorage.setItem('analytics-consent', 'denied');
    });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await page.getByRole('dialog').getByRole('button').last().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const fill = (name: string, value: string) =>
      page.locator(`input[name="${name}"]`).first().fill(value);
    await fill('postalCode', '4000');
    await fill('city', 'Kranj');
    await page.getByRole('button', { name: 'Naprej' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    const note = page.getByTestId('located-note');
    await visible(note);
    expect(await note.textContent()).toContain(
      'Najdeno: 4000 Kranj, Slovenija (območje poštne številke)',
    );

    // A postal code that does not go with the town: said so, in Slovenian.
    await page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await fill('postalCode', '4000');
    await fill('city', 'Maribor');
    await page.getByRole('button', { name: 'Naprej' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    await visible(note);
    expect(await note.textContent()).toContain(
      'Vašega naslova ni bilo mogoče najti. Poštna številka in kraj se ne ujemata.',
    );
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await context.close();
  });
});

describe('every language', () => {
  it('fits every public page on a phone in every language', async () => {
    const context = await journey.browser.newContext({ viewport: viewports.mobile });
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const language of ['de', 'sl', 'it', 'fr']) {
      await page.addInitScript((lang) => {
        localStorage.setItem('language', lang);
        localStorage.setItem('analytics-consent', 'denied');
      }, language);
      for (const path of [
        '/',
        '/login',
        '/register',
        '/tool-description',
        '/privacy-policy',
        '/impressum',
      ]) {
        await page.goto(`${journey.baseUrl}/tool${path}`);
        await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
        await visible(page.locator('main h1').first());
        if (await hasHorizontalOverflow(page)) overflowing.push(`${language} ${path}`);
      }
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });
});

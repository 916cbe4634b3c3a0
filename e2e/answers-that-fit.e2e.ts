import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney, storeStepperData } from './support/journey';
import { bakeryStepperState, grazBakeryStepperState } from './support/stepper-state';

// Answers that fit the case (what new users tripped over): a surplus that can never be donated
// (used cooking oil) is told so, and why, by the impact analysis and by the chatbot, from the
// reasons the matching gave; and the German score legend keeps its items apart at 1280 px.
// Built app, shared server, the embedded chatbot (no LLM).

const journey = setUpJourney(grazBakery('answers-fit'));

const OIL_RULE = 'Used cooking oil may go neither into food nor into feed';

/** The bakery's stepper data with used cooking oil as the surplus. */
const usedOilState = (() => {
  const state = bakeryStepperState();
  return {
    ...state,
    state: {
      ...state.state,
      wasteInfo: { ...state.state.wasteInfo, surplusName: 'used cooking oil', foodGroups: [] },
    },
  };
})();

/** From the food surplus step, Find Solutions (its name in the page's language) to step 3. */
async function findSolutions(page: Page, button: string, heading: string) {
  await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
  await visible(page.getByRole('heading', { name: heading, level: 2 }));
}

describe('a surplus that cannot be donated', () => {
  it('is answered from the exclusions by the chatbot and by the impact analysis', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    const page = await context.newPage();
    await storeStepperData(page, journey, usedOilState);
    await findSolutions(page, 'Find Solutions', 'Solutions Found');
    await visible(page.getByRole('heading', { name: 'Why not donation?' }));

    // The chatbot, asked why donation is not first, gives the page's reason, not a ranking.
    await page.getByRole('button', { name: 'Open chat' }).click();
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('Why is donation not first here?');
    const answered = page.waitForResponse((r) => r.url().endsWith('/tool/api/chatbot'));
    await input.press('Enter');
    await answered;
    const answer = page
      .getByRole('log', { name: 'Conversation' })
      .getByTestId('chat-message')
      .filter({ hasText: 'Donation is not offered' });
    await visible(answer);
    const text = (await answer.textContent()) ?? '';
    expect(text).toContain(
      `Donation is not offered for this surplus because of a safety rule: ${OIL_RULE}`,
    );
    expect(text).toContain('What the page offers instead:');
    expect(text).not.toContain('ranks first');
    await page.getByRole('button', { name: 'Close chat' }).click();

    // The impact analysis says it cannot be donated and why, and where it can go instead.
    await page.getByRole('link', { name: 'Environmental Impact Report' }).click();
    await page.waitForURL('**/tool/lca-stepper/solution');
    await visible(page.getByRole('heading', { name: 'This surplus cannot be donated' }));
    const why = page.getByRole('region', { name: 'Why it cannot be donated' });
    expect(await why.getByRole('listitem').first().textContent()).toContain(OIL_RULE);
    expect(await page.getByText(/Check the food surplus details/).count()).toBe(0);
    const instead = page.getByRole('region', { name: 'Where it can go instead' });
    expect(await instead.getByRole('link').count()).toBeGreaterThan(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'analysis-cannot-donate-desktop');
    await page.setViewportSize(viewports.mobile);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'analysis-cannot-donate-375');

    // Each route offered instead opens its details.
    await instead.getByRole('link').first().click();
    await page.waitForURL('**/tool/solution/**');
    await context.close();
  });
});

describe('the score legend in German at 1280 px', () => {
  it('keeps its items apart', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    const page = await context.newPage();
    await storeStepperData(page, journey, grazBakeryStepperState);
    // The interface language as the language menu keeps it: German from the next page on.
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await findSolutions(page, 'Lösungen finden', 'Gefundene Lösungen');
    const help = page.getByRole('button', { name: 'So lesen Sie den Übereinstimmungswert' });
    if ((await help.getAttribute('aria-expanded')) !== 'true') await help.click();
    const legend = page.getByTestId('score-legend');
    await visible(legend);

    // Where each item's swatch and words are drawn (a range over the item: text that runs out
    // of its column counts too).
    const boxes = await legend.evaluate((list) =>
      Array.from(list.children).map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const { left, right, top, bottom } = range.getBoundingClientRect();
        // A list marker is drawn outside the item's range: the items must draw none.
        const marker = getComputedStyle(item).display === 'list-item';
        return { text: item.textContent ?? '', left, right, top, bottom, marker };
      }),
    );
    expect(boxes).toHaveLength(6);
    expect(boxes.filter((b) => b.marker)).toEqual([]);
    expect(boxes[0]!.text).toBe('90+: Ausgezeichnete Übereinstimmung');
    // At least two items share a row: the legend is laid out in columns at this width.
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBeLessThan(6);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${a.text} and ${b.text} overlap`).toBe(true);
      }
    }
    await snap(page, 'score-legend-de-desktop');
    await context.close();
  });
});

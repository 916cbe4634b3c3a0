import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { hasHorizontalOverflow, screenshotDir, snap, viewports, visible } from './support/browser';
import { gate, loggedInContext, setUpJourney, storeStepperData } from './support/journey';
import { grazBakeryStepperState } from './support/stepper-state';

// The chatbot window (spec part 1 §2 'Chatbot', §4 'Chat', §7 POST /chatbot, §9): open, drag,
// resize, full screen, send (answer faked with page.route) and a confirmed reset, on a desktop
// and a phone; where it starts (only logged in, open by default only on a tool page with room
// beside the content column), that the user's choice is kept, that the launcher leaves the page's
// buttons free and that modals cover it; plus one message through the real API when it exists.

const journey = setUpJourney(grazBakery('chatbot'));

const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Food Hub Assistant' });
const launcher = (page: Page) => page.getByRole('button', { name: 'Open chat' });
const messages = (page: Page) =>
  page.getByRole('log', { name: 'Conversation' }).getByTestId('chat-message');

async function box(page: Page, testId = 'chat-window') {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} is not visible`);
  return b;
}

function insideViewport(b: { x: number; y: number; width: number; height: number }, page: Page) {
  const v = page.viewportSize()!;
  return b.x >= 0 && b.y >= 0 && b.x + b.width <= v.width + 0.5 && b.y + b.height <= v.height + 0.5;
}

/** Opens the food surplus step with statistics declined; the chat publishes its page context. */
async function openPage(viewport: (typeof viewports)[keyof typeof viewports]) {
  const context = await loggedInContext(journey, viewport, { chat: 'default' });
  const page = await context.newPage();
  await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
  // The consent banner stays above the chat window: it can always be answered.
  await page.getByRole('button', { name: 'Decline' }).click();
  // Collapsed until opened: up to 1024 px always (spec part 1 §2), and at 1280 px because the
  // open window would cover the content column.
  await visible(launcher(page));
  expect(await chatWindow(page).count()).toBe(0);
  await launcher(page).click();
  await visible(chatWindow(page));
  return { context, page };
}

/** Drags with the mouse from the centre of the title (never on a button) by dx, dy. */
async function dragHeader(page: Page, dx: number, dy: number) {
  const title = await page.getByRole('heading', { name: 'Food Hub Assistant' }).boundingBox();
  const x = title!.x + 20;
  const y = title!.y + title!.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

describe.each(Object.entries(viewports))('the chatbot at %s width', (label, viewport) => {
  it('opens, moves, resizes, goes full screen, answers and resets', async () => {
    const { context, page } = await openPage(viewport);
    const sent: unknown[] = [];
    const answer = gate();
    await page.route('**/tool/api/chatbot', async (route) => {
      sent.push(route.request().postDataJSON());
      await answer.opened;
      await route.fulfill({ json: { message: 'Hi there', thread_id: 't1' } });
    });

    if (label === 'desktop') {
      // 400 × 600 at 20 px from the bottom-right corner.
      const start = await box(page);
      expect(start.width).toBe(400);
      expect(start.height).toBe(600);
      expect(start.x + start.width).toBe(viewport.width - 20);
      expect(start.y + start.height).toBe(viewport.height - 20);
      await snap(page, `chatbot-open-${label}`);

      // Drag by the header: it moves and stays inside the viewport, even when pushed out.
      await dragHeader(page, -300, -120);
      const moved = await box(page);
      expect(moved.x).toBeCloseTo(start.x - 300, 0);
      expect(moved.y).toBeCloseTo(start.y - 120, 0);
      expect(insideViewport(moved, page)).toBe(true);
      await dragHeader(page, -2000, -2000);
      const pushed = await box(page);
      expect(pushed.x).toBe(0);
      expect(pushed.y).toBe(0);
      await dragHeader(page, 3000, 3000);
      expect(insideViewport(await box(page), page)).toBe(true);

      // Resize from the top-left corner: larger, then never below 300 × 400.
      const handle = await box(page, 'chat-resize');
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page.mouse.down();
      await page.mouse.move(handle.x - 100, handle.y - 50, { steps: 5 });
      await page.mouse.up();
      const larger = await box(page);
      expect(larger.width).toBeGreaterThan(450);
      expect(larger.height).toBeGreaterThan(620);
      expect(insideViewport(larger, page)).toBe(true);
      const corner = await box(page, 'chat-resize');
      await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
      await page.mouse.down();
      await page.mouse.move(corner.x + 900, corner.y + 900, { steps: 5 });
      await page.mouse.up();
      const smallest = await box(page);
      expect(smallest.width).toBe(300);
      expect(smallest.height).toBe(400);

      // Full screen and back.
      await page.getByRole('button', { name: 'Full screen' }).click();
      const full = await box(page);
      expect(full.width).toBeGreaterThanOrEqual(viewport.width - 20);
      expect(full.height).toBe(viewport.height);
      await page.getByRole('button', { name: 'Full screen' }).click();
      expect((await box(page)).width).toBe(300);
    } else {
      // On phones it fills the screen and does not move.
      const full = await box(page);
      expect(full).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      expect(await page.getByTestId('chat-resize').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Full screen' }).count()).toBe(0);
      const h = await box(page, 'chat-header');
      await page.mouse.move(h.x + 60, h.y + h.height / 2);
      await page.mouse.down();
      await page.mouse.move(h.x + 160, h.y + 200, { steps: 5 });
      await page.mouse.up();
      expect(await box(page)).toEqual(full);
      expect(await hasHorizontalOverflow(page)).toBe(false);
    }

    // Send with Enter: the typing indicator and a disabled input while the answer is on its way.
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('What can I do with 40 kg of bread?');
    await input.press('Enter');
    await visible(page.getByText('The assistant is typing…'));
    expect(await input.isDisabled()).toBe(true);
    answer.open();
    await visible(page.getByRole('log').getByText('Hi there'));
    expect(await input.isEnabled()).toBe(true);
    expect(await messages(page).count()).toBe(3);
    expect(sent[0]).toMatchObject({
      userMessage: 'What can I do with 40 kg of bread?',
      thread_id: null,
      pageContext: { currentPageName: 'Food Surplus' },
      context: {
        userInputs: {
          companyProfile: expect.any(Object),
          wasteInfo: expect.any(Object),
          lcaData: { lifecycleStage: null, selectedSolution: null, selectedProvider: null },
        },
      },
    });
    await snap(page, `chatbot-answer-${label}`);

    // New conversation: asked first; Reset goes back to the greeting alone.
    await page.getByRole('button', { name: 'New conversation' }).click();
    const question = page.getByRole('dialog', { name: 'Start New Conversation?' });
    await visible(question);
    await visible(
      question.getByText(
        'Do you really want to reset the current conversation? All previous messages will be lost.',
      ),
    );
    await snap(page, `chatbot-reset-${label}`);
    await question.getByRole('button', { name: 'Reset' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await messages(page).count()).toBe(1);
    await visible(messages(page).getByText('Hello! How can I assist you today?'));

    // Escape closes the window; the launcher takes its place.
    await input.focus();
    await page.keyboard.press('Escape');
    await visible(page.getByRole('button', { name: 'Open chat' }));
    expect(await chatWindow(page).count()).toBe(0);
    await context.close();
  });
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const b = await locator.first().boundingBox();
  if (!b) throw new Error('the element is not visible');
  return b;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether what is drawn at the point (x, y) of the viewport belongs to the locator's element. */
async function drawnAt(locator: Locator, x: number, y: number): Promise<boolean> {
  return locator.first().evaluate(
    (element, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && element.contains(top);
    },
    { x, y },
  );
}

const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

const wide = { width: 1920, height: 1080 };

/** A logged-in user who has neither opened nor closed the chat yet, statistics declined. */
async function openAsNewUser(viewport: { width: number; height: number }, path: string) {
  const context = await loggedInContext(journey, viewport, { chat: 'default' });
  const page = await context.newPage();
  await page.goto(`${journey.baseUrl}/tool${path}`);
  await page.getByRole('button', { name: 'Decline' }).click();
  return { context, page };
}

describe('where the chat starts and what it leaves free', () => {
  it('shows a visitor on the home page at 1280 px no chat over the hero', async () => {
    const context = await journey.browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/`);
    await page.getByRole('button', { name: 'Decline' }).click();
    const hero = page.locator('section[aria-labelledby="home-title"]');
    await visible(hero);
    await page.waitForLoadState('networkidle');
    // The chat needs a login (spec part 1 §1, §6): no window, no empty box, no launcher.
    expect(await page.getByTestId('chat-window').count()).toBe(0);
    expect(await launcher(page).count()).toBe(0);
    // Nothing is drawn over the hero: sample it on a grid, within the viewport.
    const b = await boxOf(hero);
    const bottom = Math.min(b.y + b.height, viewports.desktop.height) - 1;
    for (let i = 0; i < 8; i++) {
      for (let j = 0; j < 4; j++) {
        const x = b.x + ((i + 0.5) * b.width) / 8;
        const y = b.y + ((j + 0.5) * (bottom - b.y)) / 4;
        expect(await drawnAt(hero, x, y), `hero covered at ${x}, ${y}`).toBe(true);
      }
    }
    await snap(page, 'chatbot-visitor-home-desktop');
    await context.close();
  });

  it('opens by default on a tool page at 1920 px, beside the main content column', async () => {
    const { context, page } = await openAsNewUser(wide, '/stepper/food-surplus');
    await visible(chatWindow(page));
    const win = await box(page);
    // The default place and size: 400 × 600, 20 px from the bottom-right corner.
    expect(win.width).toBe(400);
    expect(win.x + win.width).toBe(wide.width - 20);
    const columns = page.locator('main .mantine-Container-root');
    const count = await columns.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const column = await columns.nth(i).boundingBox();
      if (!column) continue;
      expect(column.width).toBeLessThanOrEqual(960);
      expect(intersects(win, column)).toBe(false);
      expect(win.x).toBeGreaterThanOrEqual(column.x + column.width + 16);
    }
    await snap(page, 'chatbot-open-beside-content-wide');
    await context.close();
  });

  it('starts as the launcher on a tool page at 1280 px, where it would cover the content', async () => {
    const { context, page } = await openAsNewUser(viewports.desktop, '/stepper/food-surplus');
    await visible(page.getByRole('heading', { name: 'Food Surplus', level: 2 }));
    await visible(launcher(page));
    expect(await chatWindow(page).count()).toBe(0);
    const l = await boxOf(launcher(page));
    expect(l.width).toBe(56);
    expect(l.x + l.width).toBe(viewports.desktop.width - 20);
    await snap(page, 'chatbot-launcher-tool-desktop');
    await context.close();
  });

  it('keeps the user’s choice: closed stays closed after a reload and on other tool pages', async () => {
    const { context, page } = await openAsNewUser(wide, '/stepper/food-surplus');
    await visible(chatWindow(page));
    await page.getByRole('button', { name: 'Close chat' }).click();
    await visible(launcher(page));
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Food Surplus', level: 2 }));
    await visible(launcher(page));
    expect(await chatWindow(page).count()).toBe(0);
    await page.goto(`${journey.baseUrl}/tool/lca-stepper/solution`);
    await page.waitForURL('**/tool/lca-stepper/solution');
    await visible(launcher(page));
    expect(await chatWindow(page).count()).toBe(0);

    // Opened again by the user: kept open, even on a page where it would start collapsed.
    await launcher(page).click();
    await visible(chatWindow(page));
    await page.goto(`${journey.baseUrl}/tool/account-settings`);
    await visible(chatWindow(page));
    await context.close();
  });

  it('leaves the Find Solutions button free at 375 px at the bottom of step 2', async () => {
    const { context, page } = await openAsNewUser(viewports.mobile, '/stepper/food-surplus');
    const find = page.getByRole('button', { name: 'Find Solutions' });
    await visible(find);
    await visible(launcher(page));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () =>
        Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
    );
    const l = await boxOf(launcher(page));
    const button = await boxOf(find);
    expect(intersects(l, button)).toBe(false);
    expect(await drawnAt(find, centre(button).x, centre(button).y)).toBe(true);
    // The page ends with room as tall as the launcher: its last line scrolls clear of it.
    const footer = await boxOf(page.getByRole('contentinfo'));
    expect(footer.y + footer.height).toBeLessThanOrEqual(l.y + 0.5);
    await snap(page, 'chatbot-launcher-step2-bottom-mobile');

    // Mid-scroll, with the button right where the launcher usually sits: the launcher moves up.
    const pageY = (await page.evaluate(() => window.scrollY)) + button.y;
    const viewportHeight = viewports.mobile.height;
    await page.evaluate((y) => window.scrollTo(0, y), pageY - (viewportHeight - 20 - 40));
    await page.waitForFunction(() => {
      const l = document.querySelector('[data-testid="chat-launcher"]')!.getBoundingClientRect();
      const b = Array.from(document.querySelectorAll('button'))
        .find((el) => el.textContent?.includes('Find Solutions'))!
        .getBoundingClientRect();
      return l.bottom <= b.top;
    });
    const lifted = await boxOf(launcher(page));
    const passing = await boxOf(find);
    expect(passing.y + passing.height).toBeGreaterThan(viewportHeight - 76);
    expect(intersects(lifted, passing)).toBe(false);
    await page.screenshot({ path: `${screenshotDir}/chatbot-launcher-lifted-mobile.png` });
    await context.close();
  });

  it('puts a modal’s overlay above the open window and above the launcher', async () => {
    const context = await loggedInContext(journey, wide, { chat: 'default' });
    const page = await context.newPage();
    // Entered data, so Clear All Data asks first.
    await storeStepperData(page, journey, grazBakeryStepperState);
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    await visible(chatWindow(page));
    const question = page.getByRole('dialog', { name: 'Clear all data?' });

    const win = centre(await box(page));
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await visible(question);
    expect(await drawnAt(page.getByTestId('chat-window'), win.x, win.y)).toBe(false);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await drawnAt(page.getByTestId('chat-window'), win.x, win.y)).toBe(true);

    await page.getByRole('button', { name: 'Close chat' }).click();
    await visible(launcher(page));
    const l = centre(await boxOf(launcher(page)));
    expect(await drawnAt(launcher(page), l.x, l.y)).toBe(true);
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await visible(question);
    expect(await drawnAt(launcher(page), l.x, l.y)).toBe(false);
    await snap(page, 'chatbot-launcher-under-modal-wide');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });
});

describe('the chatbot against the real API', () => {
  let status = 0;
  beforeAll(async () => {
    // POST /chatbot is written alongside this window: find out whether this build serves it.
    const response = await fetch(`${journey.baseUrl}/tool/api/chatbot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${journey.token}` },
      body: JSON.stringify({}),
    });
    status = response.status;
  });

  it('answers a message with some text', async (ctx) => {
    // it.skipIf cannot be used: the server starts in beforeAll, after the tests are collected.
    // Skipped only while the API has no chatbot route at all (404); any other answer is tested.
    if (status === 404) ctx.skip('POST /tool/api/chatbot does not exist in this build yet');
    const { context, page } = await openPage(viewports.desktop);
    const answered = page.waitForResponse((r) => r.url().includes('/tool/api/chatbot'), {
      timeout: 90_000,
    });
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('Hello');
    await input.press('Enter');
    const response = await answered;
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="chat-message"]').length >= 3,
      undefined,
      { timeout: 90_000 },
    );
    const last = (await messages(page).last().textContent())?.replace(/^Assistant:\s*/, '') ?? '';
    expect(last.trim().length).toBeGreaterThan(0);
    const request: Request = response.request();
    expect(request.postDataJSON()).toMatchObject({ userMessage: 'Hello', thread_id: null });
    await context.close();
  });
});

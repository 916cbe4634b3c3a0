import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney } from './support/journey';

// The chatbot window (spec part 1 §2 'Chatbot', §4 'Chat', §7 POST /chatbot, §9): open, drag,
// resize, full screen, send (answer faked with page.route) and a confirmed reset, on a desktop
// and a phone; plus one message through the real API when it exists.

const journey = setUpJourney(grazBakery('chatbot'));

const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Food Hub Assistant' });
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
  if (viewport.width > 1024) {
    // Open by default on wide screens (spec part 1 §2).
    await visible(chatWindow(page));
  } else {
    // Collapsed until opened on screens up to 1024 px.
    expect(await chatWindow(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Open chat' }).click();
    await visible(chatWindow(page));
  }
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
    await page.route('**/tool/api/chatbot', async (route) => {
      sent.push(route.request().postDataJSON());
      await new Promise((resolve) => setTimeout(resolve, 400));
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

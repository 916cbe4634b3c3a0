import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { answer, answerError, api, apiCalls, apiError, callsTo, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { usePageContextStore } from '../page-context';
import { CHAT_STORAGE_KEY, initialChatData, useChatStore } from '../store';
import type { ChatUserInputs } from '../types';
import { ChatWindow } from './chat-window';

const userInputs: ChatUserInputs = {
  companyProfile: { name: 'Bäckerei Huber' },
  wasteInfo: { surplusName: 'Bread' },
  lcaData: { lifecycleStage: null, selectedSolution: null, selectedProvider: null },
};

/** The chatbot answers when the test gives it its answer. */
function answerLater() {
  let give: (body: { message: string; thread_id: string }) => void = () => {};
  server.use(
    http.post(api('/chatbot'), async () =>
      HttpResponse.json(await new Promise<object>((resolve) => (give = resolve))),
    ),
  );
  return (body: { message: string; thread_id: string }) => give(body);
}

function setWidth(width: number, height = 800) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

const chat = <ChatWindow readUserInputs={() => userInputs} />;

/** The chat on the home page (default), a tool page or another page. */
function renderChat(path = '/') {
  const view = renderRoutes(
    [
      { path: '/', element: chat },
      { path: '/stepper/food-surplus', element: chat },
      { path: '/solution/:id', element: chat },
      { path: '/account-settings', element: chat },
      { path: '/login', element: <p>Login page</p> },
    ],
    path,
  );
  return { ...view, user: userEvent.setup() };
}

/** A fresh page load: the store as it is read back from localStorage. */
async function reload() {
  const saved = localStorage.getItem(CHAT_STORAGE_KEY);
  useChatStore.setState(initialChatData());
  if (saved === null) localStorage.removeItem(CHAT_STORAGE_KEY);
  else localStorage.setItem(CHAT_STORAGE_KEY, saved);
  await useChatStore.persist.rehydrate();
}

const launcher = () => screen.getByRole('button', { name: 'Open chat' });
const chatDialog = () => screen.queryByRole('dialog', { name: 'Food Hub Assistant' });

const input = () => screen.getByRole('textbox', { name: 'Your message' });
const log = () => screen.getByRole('log', { name: 'Conversation' });

beforeEach(() => {
  localStorage.clear();
  setWidth(1280);
  useChatStore.setState(initialChatData());
  useChatStore.getState().setOpen(true);
  useSessionStore.setState({ isLoggedIn: true, token: 'token' });
});

afterEach(() => {
  useSessionStore.setState({ isLoggedIn: false, token: null });
  usePageContextStore.setState({ context: null, owner: null });
});

describe('ChatWindow', () => {
  it('is a labelled dialog with the greeting in a log', () => {
    renderChat();
    const dialog = screen.getByRole('dialog', { name: 'Food Hub Assistant' });
    expect(within(dialog).getByRole('log')).toHaveAttribute('aria-live', 'polite');
    expect(log()).toHaveTextContent('Hello! How can I assist you today?');
  });

  describe('opened or not by default (the user has not chosen yet)', () => {
    beforeEach(() => useChatStore.setState(initialChatData()));

    it('opens on a tool page when the window leaves the content column free (≥ 1832 px)', () => {
      setWidth(1920, 1080);
      renderChat('/stepper/food-surplus');
      expect(chatDialog()).toBeInTheDocument();
      // At the default place: its left edge 16 px or more right of the 960 px column.
      const win = screen.getByTestId('chat-window');
      expect(parseFloat(win.style.left)).toBeGreaterThanOrEqual((1920 + 960) / 2 + 16);
      // The default is not a choice: nothing is stored as one.
      expect(useChatStore.getState().open).toBeNull();
    });

    it('opens on the solution details at 1920 px', () => {
      setWidth(1920, 1080);
      renderChat('/solution/42');
      expect(chatDialog()).toBeInTheDocument();
    });

    it.each([1831, 1600, 1280])(
      'starts as the launcher on a tool page at %i px, where it would cover the content',
      (width) => {
        setWidth(width);
        renderChat('/stepper/food-surplus');
        expect(chatDialog()).not.toBeInTheDocument();
        expect(launcher()).toBeInTheDocument();
      },
    );

    it.each(['/', '/account-settings'])('starts as the launcher on %s, even at 2560 px', (path) => {
      setWidth(2560, 1440);
      renderChat(path);
      expect(chatDialog()).not.toBeInTheDocument();
      expect(launcher()).toBeInTheDocument();
    });

    it('starts as the launcher when the window was left in full screen', () => {
      setWidth(1920, 1080);
      useChatStore.getState().setFullscreen(true);
      renderChat('/stepper/food-surplus');
      expect(chatDialog()).not.toBeInTheDocument();
    });

    it('leaves room at the end of the page as tall as the launcher', () => {
      setWidth(1280);
      renderChat('/stepper/food-surplus');
      expect(screen.getByTestId('chat-launcher-space')).toHaveAttribute('aria-hidden', 'true');
    });
  });

  describe('the user’s choice wins over the default, on later pages and after a reload', () => {
    beforeEach(() => useChatStore.setState(initialChatData()));

    it('stays closed on a wide tool page once closed', async () => {
      setWidth(1920, 1080);
      const first = renderChat('/stepper/food-surplus');
      await first.user.click(screen.getByRole('button', { name: 'Close chat' }));
      expect(useChatStore.getState().open).toBe(false);
      expect(JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY)!).state.open).toBe(false);
      first.unmount();

      await reload();
      renderChat('/solution/42');
      expect(chatDialog()).not.toBeInTheDocument();
      expect(launcher()).toBeInTheDocument();
    });

    it('stays open on other pages once opened, where the default is the launcher', async () => {
      setWidth(1280);
      const first = renderChat('/stepper/food-surplus');
      await first.user.click(launcher());
      expect(useChatStore.getState().open).toBe(true);
      first.unmount();

      await reload();
      const second = renderChat('/account-settings');
      expect(chatDialog()).toBeInTheDocument();
      await act(() => second.router.navigate('/'));
      expect(chatDialog()).toBeInTheDocument();
    });
  });

  it.each([1024, 768])('is collapsed to the launcher at %i px until opened', async (width) => {
    setWidth(width);
    useChatStore.setState(initialChatData());
    const { user } = renderChat();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    await user.click(launcher);
    expect(screen.getByRole('dialog', { name: 'Food Hub Assistant' })).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(useChatStore.getState().open).toBe(true);
  });

  it('is full-screen without drag or resize on screens up to 768 px', async () => {
    setWidth(375, 812);
    useChatStore.setState(initialChatData());
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByTestId('chat-window')).toHaveAttribute('data-fullscreen', 'true');
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-resize')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-header')).not.toHaveAttribute('tabindex');
  });

  it('closes with the close button and with Escape, and remembers it', async () => {
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
    expect(useChatStore.getState().open).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends with Enter, with the context, page context and thread, and shows the answer', async () => {
    server.use(answer('post', '/chatbot', { message: 'Hi there', thread_id: 't1' }));
    usePageContextStore.getState().publish(
      {},
      {
        currentPageName: 'Food Surplus',
        currentPageInstruction: 'Step 2',
        availablePageData: { wasteInfo: {} },
      },
    );
    const { user } = renderChat();
    await user.type(input(), 'What can I do with bread?{Enter}');
    expect(await within(log()).findByText('Hi there')).toBeInTheDocument();
    expect(within(log()).getByText('What can I do with bread?')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    const calls = callsTo('/chatbot');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({
      context: { userInputs },
      userMessage: 'What can I do with bread?',
      pageContext: {
        currentPageName: 'Food Surplus',
        currentPageInstruction: 'Step 2',
        availablePageData: { wasteInfo: {} },
      },
      thread_id: null,
    });
    expect(useChatStore.getState().thread_id).toBe('t1');

    server.use(answer('post', '/chatbot', { message: 'Sure', thread_id: 't1' }));
    await user.type(input(), 'And more?{Enter}');
    expect(await within(log()).findByText('Sure')).toBeInTheDocument();
    expect(callsTo('/chatbot')[1]?.body).toMatchObject({ thread_id: 't1' });
  });

  it('makes a new line with Shift+Enter and sends nothing', async () => {
    const { user } = renderChat();
    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input()).toHaveValue('Line one\nLine two');
    expect(apiCalls()).toEqual([]);
  });

  it('does not send a blank message', async () => {
    const { user } = renderChat();
    await user.type(input(), '   {Enter}');
    expect(apiCalls()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('shows the typing indicator and disables the input while sending', async () => {
    const giveAnswer = answerLater();
    const { user } = renderChat();
    await user.type(input(), 'Hello{Enter}');
    expect(input()).toBeDisabled();
    expect(useChatStore.getState().isSending).toBe(true);
    const status = screen.getByRole('status');
    // The indicator waits the typing debounce (120 ms) before it appears.
    expect(await within(status).findByText('The assistant is typing…')).toBeInTheDocument();
    await act(async () => giveAnswer({ message: 'Done', thread_id: 't2' }));
    expect(await within(log()).findByText('Done')).toBeInTheDocument();
    expect(within(status).queryByText('The assistant is typing…')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
  });

  it('says so when the server cannot be reached', async () => {
    server.use(answerError('post', '/chatbot', 500, 'Internal Server Error'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderChat();
    await user.type(input(), 'Hello{Enter}');
    expect(
      await within(log()).findByText('Sorry, there was a problem communicating with the server.'),
    ).toBeInTheDocument();
    expect(useChatStore.getState().isSending).toBe(false);
    expect(input()).toBeEnabled();
  });

  it('adds the wait to the failure text when the server refuses a question past its limit', async () => {
    const wait = 'Too many attempts. Please wait 17 seconds and try again.';
    server.use(
      answerError('post', '/chatbot', 429, wait, {
        code: 'RATE_LIMITED',
        params: { seconds: '17' },
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderChat();
    await user.type(input(), 'Hello{Enter}');
    expect(
      await within(log()).findByText(
        `Sorry, there was a problem communicating with the server. ${wait}`,
      ),
    ).toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('starts a new conversation when the server no longer knows the stored one', async () => {
    useChatStore.getState().setThreadId('5f0c2a52-0c55-4a8e-9a43-6f1f3c1f2a11');
    // The stored conversation is unknown; the new one is answered.
    server.use(
      http.post(api('/chatbot'), async ({ request }) => {
        const { thread_id } = (await request.json()) as { thread_id: string | null };
        return thread_id === null
          ? HttpResponse.json({ message: 'Hi again', thread_id: 'new-thread' })
          : apiError(404, 'No conversation with id 5f0c2a52.');
      }),
    );
    const { user } = renderChat();
    await user.type(input(), 'Hello{Enter}');
    expect(await within(log()).findByText('Hi again')).toBeInTheDocument();
    const bodies = callsTo('/chatbot').map((call) => call.body as { thread_id: unknown });
    expect(bodies.map((b) => b.thread_id)).toEqual(['5f0c2a52-0c55-4a8e-9a43-6f1f3c1f2a11', null]);
    expect(useChatStore.getState().thread_id).toBe('new-thread');
  });

  it('asks before starting a new conversation; Cancel keeps it, Reset clears it', async () => {
    useChatStore.getState().addMessage({ text: 'Old question', isUser: true });
    useChatStore.getState().setThreadId('t9');
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    const modal = screen.getByRole('dialog', { name: 'Start New Conversation?' });
    expect(
      within(modal).getByText(
        'Do you really want to reset the current conversation? All previous messages will be lost.',
      ),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Start New Conversation?' })).toBeNull();
    expect(within(log()).getByText('Old question')).toBeInTheDocument();
    // Escape inside the question closes the question, not the chat.
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Start New Conversation?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Food Hub Assistant' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Start New Conversation?' })).getByRole('button', {
        name: 'Reset',
      }),
    );
    expect(within(log()).queryByText('Old question')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
    expect(useChatStore.getState().thread_id).toBeNull();
  });

  it('drops an answer that arrives after the conversation was reset', async () => {
    const giveAnswer = answerLater();
    const { user } = renderChat();
    await user.type(input(), 'Hello{Enter}');
    act(() => useChatStore.getState().clearConversation());
    await act(async () => giveAnswer({ message: 'Late', thread_id: 'old' }));
    expect(within(log()).queryByText('Late')).not.toBeInTheDocument();
    expect(useChatStore.getState().thread_id).toBeNull();
    expect(input()).toBeEnabled();
  });

  it('shows a visitor neither the window nor the launcher: the chat needs a login', () => {
    useSessionStore.setState({ isLoggedIn: false, token: null });
    setWidth(1920, 1080);
    // Not even when this browser's last user kept it open, nor on a wide tool page.
    renderChat('/stepper/food-surplus');
    expect(chatDialog()).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-window')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-launcher-space')).not.toBeInTheDocument();
    // Logging in brings the launcher or the window back.
    act(() => useSessionStore.setState({ isLoggedIn: true, token: 'token' }));
    expect(chatDialog()).toBeInTheDocument();
  });

  it('toggles full screen', async () => {
    const { user } = renderChat();
    const toggle = screen.getByRole('button', { name: 'Full screen' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('chat-window')).not.toHaveAttribute('data-fullscreen');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('chat-window')).toHaveAttribute('data-fullscreen', 'true');
    expect(useChatStore.getState().fullscreen).toBe(true);
    await user.click(toggle);
    expect(screen.getByTestId('chat-window')).not.toHaveAttribute('data-fullscreen');
  });

  it('starts 20 px from the bottom-right at 400 × 600 and moves with the arrow keys', async () => {
    const { user } = renderChat();
    const win = screen.getByTestId('chat-window');
    expect(win.style.left).toBe('860px');
    expect(win.style.top).toBe('180px');
    expect(win.style.width).toBe('400px');
    expect(win.style.height).toBe('600px');
    screen.getByTestId('chat-header').focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(win.style.left).toBe('840px');
    expect(win.style.top).toBe('160px');
    // Never past the viewport's edge.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(win.style.left).toBe('880px');
  });

  it('drags by the header and resizes from the corner, within the limits', () => {
    renderChat();
    const win = screen.getByTestId('chat-window');
    const header = screen.getByTestId('chat-header');
    fireEvent.pointerDown(header, { pointerId: 1, button: 0, clientX: 900, clientY: 200 });
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 500, clientY: 100 });
    fireEvent.pointerUp(header, { pointerId: 1, clientX: 500, clientY: 100 });
    expect(win.style.left).toBe('460px');
    expect(win.style.top).toBe('80px');
    fireEvent.pointerDown(header, { pointerId: 2, button: 0, clientX: 500, clientY: 100 });
    fireEvent.pointerMove(header, { pointerId: 2, clientX: -2000, clientY: -2000 });
    fireEvent.pointerUp(header, { pointerId: 2 });
    expect(win.style.left).toBe('0px');
    expect(win.style.top).toBe('0px');

    const handle = screen.getByTestId('chat-resize');
    const before = useChatStore.getState().size;
    expect(before).toEqual({ width: 400, height: 600 });
    useChatStore.getState().setPosition({ x: 400, y: 100 });
    fireEvent.pointerDown(handle, { pointerId: 3, button: 0, clientX: 400, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 3, clientX: 700, clientY: 600 });
    fireEvent.pointerUp(handle, { pointerId: 3 });
    expect(win.style.width).toBe('300px');
    expect(win.style.height).toBe('400px');
  });
});

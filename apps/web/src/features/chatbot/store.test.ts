import { beforeEach, describe, expect, it } from 'vitest';
import { useDroppedStores } from '../../stores/dropped-stores';
import { resetAllStores, resetToolData } from '../../stores/reset-stores';
import { CHAT_GREETING, CHAT_STORAGE_KEY, initialChatData, useChatStore } from './store';

beforeEach(() => {
  localStorage.clear();
  useChatStore.setState(initialChatData());
});

describe('chat store', () => {
  it('starts with the greeting, no thread and not sending', () => {
    const s = useChatStore.getState();
    expect(CHAT_GREETING).toBe('Hello! How can I assist you today?');
    expect(s.messages).toEqual([{ text: CHAT_GREETING, isUser: false }]);
    expect(s.thread_id).toBeNull();
    expect(s.isSending).toBe(false);
    expect(s.size).toEqual({ width: 400, height: 600 });
    expect(s.position).toBeNull();
  });

  it('clears a conversation back to the greeting with an empty thread', () => {
    const s = useChatStore.getState();
    s.addMessage({ text: 'Hi', isUser: true });
    s.addMessage({ text: 'Hello', isUser: false });
    s.setThreadId('t1');
    s.setSending(true);
    const before = useChatStore.getState().conversation;
    useChatStore.getState().clearConversation();
    const after = useChatStore.getState();
    expect(after.messages).toEqual([{ text: CHAT_GREETING, isUser: false }]);
    expect(after.thread_id).toBeNull();
    expect(after.isSending).toBe(false);
    expect(after.conversation).toBe(before + 1);
  });

  it('ends the conversation on login and logout (not on Clear All Data), keeping the window', () => {
    useChatStore.getState().addMessage({ text: 'Keep me', isUser: true });
    useChatStore.getState().setThreadId('t1');
    resetToolData();
    expect(useChatStore.getState().messages).toHaveLength(2);
    expect(useChatStore.getState().thread_id).toBe('t1');
    useChatStore.getState().setFullscreen(true);
    useChatStore.getState().setOpen(false);
    resetAllStores();
    expect(useChatStore.getState().messages).toEqual([{ text: CHAT_GREETING, isUser: false }]);
    expect(useChatStore.getState().thread_id).toBeNull();
    // Where the window is and whether it is open are how this screen's user likes it.
    expect(useChatStore.getState().fullscreen).toBe(true);
    expect(useChatStore.getState().open).toBe(false);
  });

  it('persists the conversation and the sending flag under foodhub-chat', () => {
    useChatStore.getState().addMessage({ text: 'Hi', isUser: true });
    useChatStore.getState().setSending(true);
    const stored = JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY)!);
    expect(stored.version).toBe(2);
    expect(stored.state.messages).toHaveLength(2);
    expect(stored.state.isSending).toBe(true);
    expect(stored.state).not.toHaveProperty('conversation');
  });

  it('clears a stored isSending on load: a reload is never mid-send', async () => {
    localStorage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          messages: [
            { text: CHAT_GREETING, isUser: false },
            { text: 'Still there?', isUser: true },
          ],
          thread_id: 'thread-9',
          isSending: true,
          open: false,
          position: { x: 10, y: 20 },
          size: { width: 500, height: 650 },
        },
      }),
    );
    await useChatStore.persist.rehydrate();
    const s = useChatStore.getState();
    expect(s.isSending).toBe(false);
    expect(s.thread_id).toBe('thread-9');
    expect(s.messages).toHaveLength(2);
    expect(s.open).toBe(false);
    expect(s.position).toEqual({ x: 10, y: 20 });
    expect(s.size).toEqual({ width: 500, height: 650 });
  });

  it('drops a broken stored copy whole and says so', async () => {
    localStorage.setItem(
      'foodhub-chat',
      JSON.stringify({ version: 2, state: { messages: [{ nope: 1 }], size: { width: 10 } } }),
    );
    await useChatStore.persist.rehydrate();
    expect(useChatStore.getState().messages).toEqual([{ text: CHAT_GREETING, isUser: false }]);
    expect(localStorage.getItem('foodhub-chat') ?? '').not.toContain('nope');
    expect(useDroppedStores.getState().names).toContain('foodhub-chat');
  });

  it('carries a version 1 copy over, its missing fields from the defaults', async () => {
    localStorage.setItem('foodhub-chat', JSON.stringify({ version: 1, state: { open: false } }));
    await useChatStore.persist.rehydrate();
    const s = useChatStore.getState();
    expect(s.open).toBe(false);
    expect(s.messages).toEqual([{ text: CHAT_GREETING, isUser: false }]);
    expect(s.size).toEqual({ width: 400, height: 600 });
  });
});

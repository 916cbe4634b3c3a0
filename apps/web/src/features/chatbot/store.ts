import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import * as z from 'zod/mini';
import { persistOptions } from '../../stores/persist-options';
import { registerStoreReset } from '../../stores/reset-stores';
import type { ChatMessage } from './types';

/** localStorage key of the conversation and the window's place (spec part 1 §3 'Chat'). */
export const CHAT_STORAGE_KEY = 'foodhub-chat';
export const CHAT_STORAGE_VERSION = 2;

/** The first message of every conversation (spec part 1 §2 'Chatbot'). */
export const CHAT_GREETING = 'Hello! How can I assist you today?';

/** Chat window constants (spec part 1 §9). */
export const CHAT_WINDOW_DEFAULT_SIZE = { width: 400, height: 600 } as const;
export const CHAT_WINDOW_MIN_SIZE = { width: 300, height: 400 } as const;
export const CHAT_WINDOW_OFFSET = 20;
export const CHAT_TYPING_DEBOUNCE_MS = 120;
/** Full-screen up to this width (spec part 1 §2); the window is collapsed until opened. */
export const CHAT_FULLSCREEN_MAX_WIDTH = 768;
/**
 * Spec part 1 §2: the window starts collapsed on screens up to this width; above it, it opens by
 * default only where it covers no content (lib/default-open.ts).
 */
export const CHAT_COLLAPSED_MAX_WIDTH = 1024;
/** The API's limit of one message (contracts CHAT_MESSAGE_MAX_LENGTH; web imports no values). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

export interface ChatPosition {
  x: number;
  y: number;
}
export interface ChatSize {
  width: number;
  height: number;
}

export interface ChatData {
  messages: ChatMessage[];
  thread_id: string | null;
  /** Persisted as the spec keeps it, but a reload is never mid-send: cleared when read back. */
  isSending: boolean;
  /**
   * The user's own choice, kept across pages and reloads and winning over the default; null
   * until they open or close it (then lib/default-open.ts decides).
   */
  open: boolean | null;
  fullscreen: boolean;
  /** Top-left corner in px; null keeps the default place, 20 px from the bottom-right. */
  position: ChatPosition | null;
  size: ChatSize;
}

interface ChatState extends ChatData {
  /**
   * Counts conversations (not persisted): an answer that arrives after a reset, a login or a
   * logout belongs to a conversation that no longer exists and is dropped.
   */
  conversation: number;
  addMessage(message: ChatMessage): void;
  setThreadId(threadId: string | null): void;
  setSending(isSending: boolean): void;
  /** Back to the greeting with an empty thread (spec part 1 §4 'Chat'). */
  clearConversation(): void;
  setOpen(open: boolean): void;
  setFullscreen(fullscreen: boolean): void;
  setPosition(position: ChatPosition | null): void;
  setSize(size: ChatSize): void;
  resetChat(): void;
}

export const greetingMessage = (): ChatMessage => ({ text: CHAT_GREETING, isUser: false });

export const initialChatData = (): ChatData => ({
  messages: [greetingMessage()],
  thread_id: null,
  isSending: false,
  open: null,
  fullscreen: false,
  position: null,
  size: { ...CHAT_WINDOW_DEFAULT_SIZE },
});

/**
 * The stored conversation and window (version 2), checked whole. A reload cannot be in the
 * middle of a send, so isSending is read as false; a size below the minimum is raised to it.
 * Built on its first read, not as the app starts.
 */
export const chatDataSchema = z.lazy(() => {
  const finite = z.number().check(z.refine(Number.isFinite));
  return z.pipe(
    z.object({
      messages: z.array(z.object({ text: z.string(), isUser: z.boolean() })).check(z.minLength(1)),
      thread_id: z.nullable(z.string()),
      isSending: z.boolean(),
      open: z.nullable(z.boolean()),
      fullscreen: z.boolean(),
      position: z.nullable(z.object({ x: finite, y: finite })),
      size: z.object({ width: finite, height: finite }),
    }),
    z.transform((data): ChatData => ({
      ...data,
      thread_id: data.thread_id || null,
      isSending: false,
      size: {
        width: Math.max(CHAT_WINDOW_MIN_SIZE.width, data.size.width),
        height: Math.max(CHAT_WINDOW_MIN_SIZE.height, data.size.height),
      },
    })),
  );
});

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Version 1 copies were read field by field: the fields they lack take their defaults. */
function migrateChatData(stored: unknown, version: number): unknown {
  if (version !== 1 || !isRecord(stored)) return stored;
  const base = initialChatData();
  const messages = Array.isArray(stored.messages) ? stored.messages : [];
  return { ...base, ...stored, messages: messages.length > 0 ? messages : base.messages };
}

export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      ...initialChatData(),
      conversation: 0,
      addMessage: (message) => set((s) => ({ messages: [...s.messages, message] })),
      setThreadId: (thread_id) => set({ thread_id }),
      setSending: (isSending) => set({ isSending }),
      clearConversation: () =>
        set((s) => ({
          messages: [greetingMessage()],
          thread_id: null,
          isSending: false,
          conversation: s.conversation + 1,
        })),
      setOpen: (open) => set({ open }),
      setFullscreen: (fullscreen) => set({ fullscreen }),
      setPosition: (position) => set({ position }),
      setSize: (size) => set({ size }),
      // Login and logout end the conversation; where the window sits and whether the person
      // at this screen keeps it open are how they like the screen, and stay.
      resetChat: () =>
        set((s) => ({
          ...initialChatData(),
          open: s.open,
          fullscreen: s.fullscreen,
          position: s.position,
          size: s.size,
          conversation: s.conversation + 1,
        })),
    }),
    persistOptions<ChatState, ChatData>({
      name: CHAT_STORAGE_KEY,
      version: CHAT_STORAGE_VERSION,
      schema: chatDataSchema,
      partialize: (s) => ({
        messages: s.messages,
        thread_id: s.thread_id,
        isSending: s.isSending,
        open: s.open,
        fullscreen: s.fullscreen,
        position: s.position,
        size: s.size,
      }),
      migrate: migrateChatData,
    }),
  ),
);

// Login and logout clear the conversation (spec part 1 §4); Clear All Data keeps it.
registerStoreReset(() => useChatStore.getState().resetChat());

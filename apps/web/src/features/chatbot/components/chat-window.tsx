import { ActionIcon, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconArrowsDiagonal2,
  IconMaximize,
  IconMessageChatbot,
  IconMessagePlus,
  IconMinimize,
  IconSend2,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { withRateLimitWait } from '../../../lib/server-text';
import { useSessionStore } from '../../../stores/session-store';
import { useDelayedFlag, useViewport } from '../hooks';
import { opensByDefault } from '../lib/default-open';
import { clampPosition, resizeFromTopLeft, windowRect, type Rect } from '../lib/geometry';
import { sendChatMessage } from '../send';
import {
  CHAT_FULLSCREEN_MAX_WIDTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TYPING_DEBOUNCE_MS,
  useChatStore,
} from '../store';
import type { ChatUserInputs } from '../types';
import { ChatMessages } from './chat-messages';
import classes from './chat-window.module.css';
import { useClearOfPrimaryActions } from '../lib/use-clear-of-primary-actions';
import { useTuckOnScroll } from '../lib/use-tuck-on-scroll';
import { ResetConversationModal } from './reset-conversation-modal';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** Arrow keys move (header) or resize (corner handle) the window by this many px. */
const KEY_STEP = 20;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

export interface ChatWindowProps {
  /** The user's entries sent with every message; the app reads them from its stores. */
  readUserInputs: () => ChatUserInputs;
}

type Gesture = { kind: 'move' | 'resize'; pointerId: number; x: number; y: number; start: Rect };

/**
 * The floating chatbot (spec part 1 §2 'Chatbot'): a launcher button bottom-right, and a window
 * that can be dragged by its header, resized from its top-left corner and switched to full
 * screen; full screen always on phones (≤ 768 px), collapsed by default up to 1024 px. It is
 * offered to logged-in users only (spec part 1 §1, §6: the chat needs a login), and opens by
 * default only where it covers nothing the user works with (see opensByDefault).
 */
export function ChatWindow({ readUserInputs }: ChatWindowProps) {
  const { t } = useTranslation('chat');
  const viewport = useViewport();
  const { pathname } = useLocation();
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const chat = useChatStore();
  const mobile = viewport.layoutWidth <= CHAT_FULLSCREEN_MAX_WIDTH;
  const fullscreen = mobile || chat.fullscreen;
  const rect = windowRect(chat.position, chat.size, viewport);
  // Once the user opens or closes the window, that choice (kept in the chat store, across pages
  // and reloads) wins; until then it opens only on a tool page with room beside the content.
  const open =
    chat.open ??
    opensByDefault({ isLoggedIn, pathname, viewport, rect, fullscreen: chat.fullscreen });

  const [draft, setDraft] = useState('');
  const [confirmReset, setConfirmReset] = useState(false);
  // The spec's typing debounce (§9, 120 ms): the indicator appears only when an answer takes
  // longer than that, so a quick answer does not flash it. The input is disabled at once.
  const typing = useDelayedFlag(chat.isSending, CHAT_TYPING_DEBOUNCE_MS);

  const titleId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  /** Where focus goes after the next render: set by the user's own actions only. */
  const focusNext = useRef<'input' | 'launcher' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    if (target === 'launcher' && launcherRef.current) {
      focusNext.current = null;
      launcherRef.current.focus();
    } else if (target === 'input' && inputRef.current && !inputRef.current.disabled) {
      focusNext.current = null;
      inputRef.current.focus();
    }
  });

  // The newest message is always in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length, typing, open]);

  const setOpen = (value: boolean) => {
    focusNext.current = value ? 'input' : 'launcher';
    chat.setOpen(value);
  };

  const submit = () => {
    if (draft.trim() === '' || chat.isSending) return;
    const text = draft;
    setDraft('');
    focusNext.current = 'input';
    void sendChatMessage(text, {
      readUserInputs,
      // A refused question says how long to wait (the limit of questions per minute).
      failureText: (error) => withRateLimitWait(t('failure'), error, t),
    });
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const startGesture = (kind: Gesture['kind'], event: PointerEvent<HTMLElement>) => {
    if (fullscreen || event.button !== 0) return;
    if (kind === 'move' && (event.target as Element).closest('button, a, [data-no-drag]')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    gesture.current = {
      kind,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      start: rect,
    };
  };

  const moveGesture = (event: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    const dx = event.clientX - g.x;
    const dy = event.clientY - g.y;
    if (g.kind === 'move') {
      chat.setPosition(clampPosition({ x: g.start.x + dx, y: g.start.y + dy }, g.start, viewport));
    } else {
      const next = resizeFromTopLeft(g.start, dx, dy);
      chat.setSize({ width: next.width, height: next.height });
      chat.setPosition({ x: next.x, y: next.y });
    }
  };

  const endGesture = (event: PointerEvent<HTMLElement>) => {
    if (gesture.current?.pointerId !== event.pointerId) return;
    gesture.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = ARROWS[event.key];
    if (!step || fullscreen || event.target !== event.currentTarget) return;
    event.preventDefault();
    chat.setPosition(clampPosition({ x: rect.x + step[0], y: rect.y + step[1] }, rect, viewport));
  };

  const onResizeKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = resizeFromTopLeft(rect, step[0], step[1]);
    chat.setSize({ width: next.width, height: next.height });
    chat.setPosition({ x: next.x, y: next.y });
  };

  const onWindowKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || confirmReset) return;
    event.stopPropagation();
    setOpen(false);
  };

  const launcherBottom = useClearOfPrimaryActions(isLoggedIn && !open);
  // On a phone it steps aside while the user reads down the page (use-tuck-on-scroll).
  const tucked = useTuckOnScroll(isLoggedIn && !open && mobile);

  // Visitors cannot use the chat (POST /chatbot needs a login): no launcher, no empty window.
  if (!isLoggedIn) return null;

  if (!open) {
    return (
      <>
        <Tooltip label={t('open')} position="left" withinPortal>
          <ActionIcon
            ref={launcherRef}
            className={classes.launcher}
            size={56}
            radius="xl"
            variant="filled"
            color="green"
            aria-label={t('open')}
            aria-expanded={false}
            data-testid="chat-launcher"
            data-tucked={tucked || undefined}
            style={{ bottom: launcherBottom }}
            onClick={() => setOpen(true)}
          >
            <IconMessageChatbot size={28} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {/* Room at the end of the page as tall as the launcher and its offset, so the page's
            last buttons and links can always be scrolled clear of it. */}
        <div className={classes.launcherSpace} aria-hidden data-testid="chat-launcher-space" />
      </>
    );
  }

  const style = fullscreen
    ? undefined
    : { left: rect.x, top: rect.y, width: rect.width, height: rect.height };

  return (
    <section
      role="dialog"
      aria-modal={false}
      aria-labelledby={titleId}
      className={classes.window}
      data-fullscreen={fullscreen || undefined}
      data-testid="chat-window"
      style={style}
      onKeyDown={onWindowKeyDown}
    >
      <div
        className={classes.header}
        role="group"
        aria-label={fullscreen ? undefined : t('move')}
        tabIndex={fullscreen ? undefined : 0}
        data-draggable={!fullscreen || undefined}
        data-testid="chat-header"
        onPointerDown={(e) => startGesture('move', e)}
        onPointerMove={moveGesture}
        onPointerUp={endGesture}
        onPointerCancel={endGesture}
        onKeyDown={onHeaderKeyDown}
      >
        <IconMessageChatbot size={20} aria-hidden className={classes.headerIcon} />
        <h2 id={titleId} className={classes.title}>
          {t('title')}
        </h2>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('newConversation')}>
            <ActionIcon
              variant="subtle"
              color="white"
              aria-label={t('newConversation')}
              onClick={() => setConfirmReset(true)}
            >
              <IconMessagePlus size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {!mobile && (
            <Tooltip label={chat.fullscreen ? t('exitFullscreen') : t('fullscreen')}>
              <ActionIcon
                variant="subtle"
                color="white"
                aria-label={t('fullscreen')}
                aria-pressed={chat.fullscreen}
                onClick={() => chat.setFullscreen(!chat.fullscreen)}
              >
                {chat.fullscreen ? (
                  <IconMinimize size={18} aria-hidden />
                ) : (
                  <IconMaximize size={18} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('close')}>
            <ActionIcon
              variant="subtle"
              color="white"
              aria-label={t('close')}
              onClick={() => setOpen(false)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>

      <ChatMessages messages={chat.messages} typing={typing} logRef={logRef} />
      <form
        className={classes.composer}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <GrowingTextarea
          ref={inputRef}
          className={classes.input}
          aria-label={t('input')}
          aria-describedby={hintId}
          placeholder={t('placeholder')}
          minRows={1}
          maxRows={5}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={draft}
          disabled={chat.isSending}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onInputKeyDown}
        />
        <VisuallyHidden id={hintId}>{t('inputHint')}</VisuallyHidden>
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          color="green"
          aria-label={t('send')}
          disabled={chat.isSending || draft.trim() === ''}
        >
          <IconSend2 size={18} aria-hidden />
        </ActionIcon>
      </form>

      {!fullscreen && (
        <div
          className={classes.resize}
          role="button"
          tabIndex={0}
          aria-label={t('resize')}
          data-testid="chat-resize"
          onPointerDown={(e) => startGesture('resize', e)}
          onPointerMove={moveGesture}
          onPointerUp={endGesture}
          onPointerCancel={endGesture}
          onKeyDown={onResizeKeyDown}
        >
          <IconArrowsDiagonal2 size={14} aria-hidden />
        </div>
      )}

      <ResetConversationModal
        opened={confirmReset}
        onCancel={() => setConfirmReset(false)}
        onReset={() => {
          chat.clearConversation();
          setConfirmReset(false);
          focusNext.current = 'input';
        }}
      />
    </section>
  );
}

import { VisuallyHidden } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_GREETING } from '../store';
import type { ChatMessage } from '../types';
import classes from './chat-window.module.css';

interface ChatMessagesProps {
  messages: ChatMessage[];
  /** The assistant is answering: the typing indicator shows in the status line. */
  typing: boolean;
  logRef: RefObject<HTMLDivElement | null>;
}

/** The conversation as a live log, and the typing indicator in a status line below it. */
export function ChatMessages({ messages, typing, logRef }: ChatMessagesProps) {
  const { t } = useTranslation('chat');
  return (
    <>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('messages')}
        className={classes.log}
        tabIndex={0}
      >
        {messages.map((message, index) => (
          <div
            key={index}
            className={message.isUser ? classes.userMessage : classes.botMessage}
            data-testid="chat-message"
          >
            <VisuallyHidden>{message.isUser ? t('you') : t('assistant')}: </VisuallyHidden>
            {/* The stored greeting is the spec's English text; it shows in the interface language. */}
            {index === 0 && !message.isUser && message.text === CHAT_GREETING
              ? t('greeting')
              : message.text}
          </div>
        ))}
      </div>
      <div role="status" className={classes.status}>
        {typing && (
          <span className={classes.typing}>
            <span className={classes.dots} aria-hidden>
              <span />
              <span />
              <span />
            </span>
            {t('typing')}
          </span>
        )}
      </div>
    </>
  );
}

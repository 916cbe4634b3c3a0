import type { NaceCode } from '@foodhub/contracts';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './nace-code-picker.module.css';

interface NaceResultsProps {
  codes: NaceCode[];
  onAdd(code: NaceCode): void;
  /** ArrowUp on the first result, or the list emptied by an add: back to the search box. */
  onLeave(): void;
  listRef?: Ref<HTMLUListElement>;
}

/**
 * The search results, each a button adding its code. One Tab stop for the whole list (roving
 * tabindex): the arrow keys, Home and End move within it, Enter or Space adds. After an add the
 * focus stays at the same place in the list, so several codes are added in a row.
 */
export function NaceResults({ codes, onAdd, onLeave, listRef }: NaceResultsProps) {
  const { t } = useTranslation('matching');
  const [active, setActive] = useState(0);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refocusAt = useRef<number | null>(null);
  const current = Math.min(active, Math.max(0, codes.length - 1));

  const focusAt = (index: number) => {
    const code = codes[index];
    if (code) buttons.current.get(code.code)?.focus();
  };

  useLayoutEffect(() => {
    const index = refocusAt.current;
    if (index === null) return;
    refocusAt.current = null;
    if (codes.length === 0) onLeave();
    else focusAt(Math.min(index, codes.length - 1));
  });

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = codes.length - 1;
    const target: Record<string, number | undefined> = {
      ArrowDown: Math.min(index + 1, last),
      ArrowUp: index - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (next < 0) onLeave();
    else focusAt(next);
  }

  function add(code: NaceCode, index: number) {
    // Keep the focus in the list only when it was there (a mouse click leaves it where it is).
    if (document.activeElement === buttons.current.get(code.code)) refocusAt.current = index;
    onAdd(code);
  }

  // Mounted even when empty, so that emptying the list by an add can still move the focus.
  if (codes.length === 0) return null;
  return (
    <ul className={classes.results} aria-label={t('companyData.nace.results')} ref={listRef}>
      {codes.map((code, index) => (
        <li key={code.code}>
          <UnstyledButton
            ref={(node: HTMLButtonElement | null) => {
              if (node) buttons.current.set(code.code, node);
              else buttons.current.delete(code.code);
            }}
            className={classes.result}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setActive(index)}
            onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => handleKeyDown(event, index)}
            onClick={() => add(code, index)}
            aria-label={t('companyData.nace.add', {
              code: code.code,
              description: code.description,
            })}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Badge variant="light" radius="sm" className={classes.code}>
                {code.code}
              </Badge>
              <Text size="sm" className={classes.description}>
                {code.description}
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}

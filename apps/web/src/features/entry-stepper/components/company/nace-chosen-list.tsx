import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NaceSelection } from '../../../../stores/stepper-data';
import classes from './nace-code-picker.module.css';

interface NaceChosenListProps {
  chosen: NaceSelection[];
  onRemove(code: string): void;
  /** The last chosen code was removed with the keyboard: focus goes back to the search box. */
  onEmptied(): void;
}

/** The chosen codes with their descriptions, each with a remove button. */
export function NaceChosenList({ chosen, onRemove, onEmptied }: NaceChosenListProps) {
  const { t } = useTranslation('matching');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const refocusAt = useRef<number | null>(null);

  // After a removal by keyboard the focus moves to the next remove button, not to the page.
  useLayoutEffect(() => {
    const index = refocusAt.current;
    if (index === null) return;
    refocusAt.current = null;
    if (chosen.length === 0) onEmptied();
    else buttons.current[Math.min(index, chosen.length - 1)]?.focus();
  });

  if (chosen.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('companyData.nace.noneChosen')}
      </Text>
    );
  }

  return (
    <ul className={classes.chosen} aria-label={t('companyData.nace.chosen')}>
      {chosen.map((selection, index) => (
        <li key={selection.code} className={classes.chip}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge radius="sm" className={classes.code}>
              {selection.code}
            </Badge>
            <Text size="sm" className={classes.description}>
              {selection.description ?? ''}
            </Text>
            <CloseButton
              ref={(node: HTMLButtonElement | null) => {
                buttons.current[index] = node;
              }}
              size="sm"
              aria-label={t('companyData.nace.remove', { code: selection.code })}
              onClick={(event) => {
                if (document.activeElement === event.currentTarget) refocusAt.current = index;
                onRemove(selection.code);
              }}
            />
          </Group>
        </li>
      ))}
    </ul>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Previous and Next page of a list paged by cursor. At the first or last page the button only
 * looks disabled (aria-disabled, not disabled): a button that really disables itself drops the
 * keyboard focus.
 */
export function UsersPager({
  pageText,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  label,
}: {
  /** 'page 2 of 3', 'page 2', or nothing when the depth is not known. */
  pageText?: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** What the pages are of; the accounts' by default. */
  label?: string;
}) {
  const { t } = useTranslation('admin');
  const step = (enabled: boolean, go: () => void) => ({
    'data-disabled': !enabled || undefined,
    'aria-disabled': !enabled || undefined,
    onClick: () => {
      if (enabled) go();
    },
  });
  return (
    <nav aria-label={label ?? t('users.pages')}>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          {...step(hasPrevious, onPrevious)}
        >
          {t('users.previous')}
        </Button>
        {pageText && <Text size="sm">{pageText}</Text>}
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          {...step(hasNext, onNext)}
        >
          {t('users.next')}
        </Button>
      </Group>
    </nav>
  );
}

/**
 * 'page 2 of 3' when the total is exact, 'page 2' past the count's cap; undefined when the
 * address did not say how deep the page is.
 */
export function pageText(
  t: (key: string, options: Record<string, unknown>) => string,
  page: number | undefined,
  list: { total: number; totalCapped: boolean; pageSize: number },
): string | undefined {
  if (page === undefined) return undefined;
  if (list.totalCapped) return t('users.pageOnly', { page });
  return t('users.page', { page, pages: Math.max(1, Math.ceil(list.total / list.pageSize)) });
}

import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Previous and Next page. At the first or last page the button only looks disabled
 * (aria-disabled, not disabled): a button that really disables itself drops the keyboard focus.
 */
export function UsersPager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the pages are of; the accounts' by default. */
  label?: string;
}) {
  const { t } = useTranslation('admin');
  const step = (to: number, enabled: boolean) => ({
    'data-disabled': !enabled || undefined,
    'aria-disabled': !enabled || undefined,
    onClick: () => {
      if (enabled) onPage(to);
    },
  });
  return (
    <nav aria-label={label ?? t('users.pages')}>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          {...step(page - 1, page > 1)}
        >
          {t('users.previous')}
        </Button>
        <Text size="sm">{t('users.page', { page, pages })}</Text>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          {...step(page + 1, page < pages)}
        >
          {t('users.next')}
        </Button>
      </Group>
    </nav>
  );
}

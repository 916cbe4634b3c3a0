import { Button, Loader, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What the button reads of a list read page by page (TanStack Query's infinite query). */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
  data?: { pages: readonly unknown[] };
}

/**
 * 'Load more' under a list read page by page. Once later pages came it stays, only looking
 * disabled at the end (aria-disabled): a button that disappears or disables itself drops the
 * keyboard focus. Nothing while the list has one page only.
 */
export function LoadMoreButton({
  list,
  label,
  icon = <IconChevronDown size={16} aria-hidden />,
  ...props
}: { list: PagedList; label: string; icon?: ReactNode } & Omit<ButtonProps, 'children'>) {
  if (!list.hasNextPage && (list.data?.pages.length ?? 0) <= 1) return null;
  const busy = list.isFetchingNextPage;
  return (
    <Button
      variant="default"
      {...props}
      leftSection={busy ? <Loader size={14} aria-hidden /> : icon}
      data-disabled={!list.hasNextPage || undefined}
      aria-disabled={!list.hasNextPage || busy || undefined}
      onClick={() => {
        if (list.hasNextPage && !busy) void list.fetchNextPage();
      }}
    >
      {label}
    </Button>
  );
}

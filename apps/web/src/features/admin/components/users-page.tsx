import type { Role } from '@foodhub/contracts';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { userInfoQueryOptions } from '../../../api/user-info';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { localizedServerMessage } from '../../../lib/server-text';
import { useAdminUsers, usersSearchOf } from '../api/admin-users';
import { useDenyOnForbidden } from './admin-access';
import { useCursorPages, totalText } from '../hooks/use-cursor-pages';
import { useAdminFormat } from '../lib/format';
import { pageText, UsersPager } from './users-pager';
import { UsersTable } from './users-table';
import { SectionHeading } from './section-heading';

const ROLE_FILTERS = ['', 'admin', 'provider'] as const;

/**
 * /admin/users: the accounts, searched on submit (a list that changes under the cursor while
 * typing is hard to follow with a screen reader) and filtered by role, with the roles to give
 * or take. The search lives in the address, so Back returns to the previous page of results.
 */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const pages = useCursorPages();
  const query = useMemo(() => usersSearchOf(params, pages.cursor), [params, pages.cursor]);
  const [text, setText] = useState(query.q ?? '');
  const users = useAdminUsers(query);
  useDenyOnForbidden(users.error);
  const self = useQuery(userInfoQueryOptions()).data?.email.toLowerCase();
  const { count } = useAdminFormat();

  // A new search starts at its first page.
  const search = (next: { q?: string; role?: Role }) => {
    const merged = { ...query, ...next };
    const nextParams = new URLSearchParams();
    if (merged.q) nextParams.set('q', merged.q);
    if (merged.role) nextParams.set('role', merged.role);
    setParams(nextParams);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search({ q: text.trim() || undefined });
  };

  let content;
  if (users.isPending) {
    content = <LoadingState label={t('users.loading')} />;
  } else if (users.isError) {
    content = (
      <LoadFailed
        title={t('users.error')}
        text={localizedServerMessage(users.error, t, t('errorText'))}
        retrying={users.isFetching}
        onRetry={() => void users.refetch()}
      />
    );
  } else {
    const list = users.data;
    const position = pageText(t, pages.page, list);
    const paged = pages.hasPrevious || list.nextCursor !== null;
    content = (
      <Stack gap="md" aria-busy={users.isPlaceholderData || undefined}>
        <Text role="status" size="sm">
          {totalText(t, 'users', list, count)}
          {paged && position && ` · ${position}`}
        </Text>
        {list.users.length === 0 ? (
          <Text c="dimmed">{t('users.empty')}</Text>
        ) : (
          <UsersTable users={list.users} self={self} />
        )}
        {paged && (
          <UsersPager
            pageText={position}
            hasPrevious={pages.hasPrevious}
            hasNext={list.nextCursor !== null}
            onPrevious={pages.previous}
            onNext={() => {
              if (list.nextCursor) pages.next(list.nextCursor);
            }}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <SectionHeading title={t('users.title')} intro={t('users.intro')} />
      <form role="search" aria-label={t('users.searchLabel')} onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="search"
            label={t('users.searchField')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={200}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label={t('users.roleFilter')}
            value={query.role ?? ''}
            data={ROLE_FILTERS.map((value) => ({
              value,
              label: t(value ? `users.filter.${value}` : 'users.filter.all'),
            }))}
            // A filter applies at once, with the search text as it was last sent.
            onChange={(event) => {
              const value = event.currentTarget.value;
              search({ role: value === 'admin' || value === 'provider' ? value : undefined });
            }}
            w={{ base: '100%', xs: 200 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('users.searchButton')}
          </Button>
        </Group>
      </form>
      {content}
    </Stack>
  );
}

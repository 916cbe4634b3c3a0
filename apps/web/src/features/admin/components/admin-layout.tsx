import { Container, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { userInfoQueryOptions } from '../../../api/user-info';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { AdminAccessContext } from './admin-access';
import { AdminNav } from './admin-nav';
import { NotAdmin } from './not-admin';
import { PageHeader } from '../../../components/page-header';

const frame = (content: ReactNode) => (
  <Container size="lg" px="md" py={{ base: 'lg', sm: 48 }}>
    {content}
  </Container>
);

/**
 * /admin: the operator console's frame. It reads the account's roles (GET /user/info) first and
 * renders a section only for an admin, so no other account asks the API for admin data; a 403
 * from a section later (the role was taken meanwhile) turns the console into the same notice.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const account = useQuery(userInfoQueryOptions());
  const [denied, setDenied] = useState(false);
  const deny = useCallback(() => {
    setDenied(true);
    // The roles read before are out of date: the account menu reads them again.
    void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
  }, [queryClient]);

  if (account.isPending) return frame(<LoadingState label={t('checkingAccess')} />);
  if (account.isError) {
    // A 401 has ended the session: the route guard is on its way to the login page.
    if (account.error instanceof ApiError && account.error.status === 401) return null;
    return frame(
      <LoadFailed
        title={t('accountError')}
        text={t('errorText')}
        retrying={account.isFetching}
        onRetry={() => void account.refetch()}
      />,
    );
  }
  if (denied || !account.data.roles.includes('admin')) return <NotAdmin />;

  return frame(
    <Stack gap="lg">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <AdminNav />
      <AdminAccessContext.Provider value={deny}>
        <Outlet />
      </AdminAccessContext.Provider>
    </Stack>,
  );
}

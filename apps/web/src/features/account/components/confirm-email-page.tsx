import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { loginPathFor, pathTo } from '../../../config/paths';
import { useLogout } from '../../../hooks/use-logout';
import { ApiError } from '../../../lib/api-client';
import { localizedServerMessage } from '../../../lib/server-text';
import { useSessionStore } from '../../../stores/session-store';
import { useConfirmEmail } from '../api/confirm-email';
import { userInfoQueryOptions } from '../../../api/user-info';
import { linkTokenOf } from '../../../lib/link-token';

/** The centred card of the page, as the other pages reached from a mailed link. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={440} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 24, sm: 28 }} mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}

/** Why the link failed: by the server's code, else by the status. */
function failureMessage(error: unknown, t: TFunction<'account'>): string {
  if (error instanceof ApiError) {
    if (error.code === 'EMAIL_CONFIRMATION_EXPIRED') return t('confirmEmail.expired');
    // A malformed token is refused by the request's schema, without a code.
    if (error.code === 'EMAIL_CONFIRMATION_INVALID' || (error.status === 400 && !error.code)) {
      return t('confirmEmail.invalid');
    }
    if (error.code) return localizedServerMessage(error, t, t('confirmEmail.failed'));
  }
  return t('confirmEmail.failed');
}

/** The link belongs to another account than the signed-in one. */
const isOtherAccount = (error: unknown) =>
  error instanceof ApiError && error.code === 'EMAIL_CONFIRMATION_OTHER_ACCOUNT';

/** Logs out and comes back to this link through the login, to be opened by its own account. */
function SwitchAccount() {
  const { t } = useTranslation('account');
  const logout = useLogout();
  const { pathname, search } = useLocation();
  return (
    <Button onClick={() => void logout(loginPathFor(`${pathname}${search}`))} fullWidth>
      {t('confirmEmail.switchAccount')}
    </Button>
  );
}

/** Where to go next: Account Settings when signed in (a new link is asked for there), else login. */
function NextStep() {
  const { t } = useTranslation('account');
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return isLoggedIn ? (
    <Button component={Link} to={pathTo('account-settings')} fullWidth>
      {t('confirmEmail.toAccountSettings')}
    </Button>
  ) : (
    <Button component={Link} to={pathTo('login')} fullWidth>
      {t('confirmEmail.toLogin')}
    </Button>
  );
}

/**
 * /confirm-email?token=…, opened from the mail behind the login guard: confirms the address once
 * on load, then shows success, failure, or the invalid-link state (as the password reset
 * confirmation page does). Signed in as another account, it offers to log out and come back.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const token = linkTokenOf(searchParams);
  const confirmation = useConfirmEmail(token);
  const queryClient = useQueryClient();
  const confirmed = confirmation.isSuccess;

  // Account Settings stops asking for the confirmation (and shows a role it brought).
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries(userInfoQueryOptions());
  }, [confirmed, queryClient]);

  if (!token) {
    return (
      <Card title={t('confirmEmail.invalidTitle')}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            <Text size="sm" fw={600}>
              {t('confirmEmail.invalidOrMissing')}
            </Text>
            <Text size="sm">{t('confirmEmail.noToken')}</Text>
          </Alert>
          <NextStep />
        </Stack>
      </Card>
    );
  }

  if (confirmation.isPending) {
    return (
      <Card title={t('confirmEmail.heading')}>
        <Center py="lg" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader />
            <Text c="dimmed">{t('confirmEmail.processing')}</Text>
          </Stack>
        </Center>
      </Card>
    );
  }

  if (confirmation.isError) {
    return (
      <Card title={t('confirmEmail.failureTitle')}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            {failureMessage(confirmation.error, t)}
          </Alert>
          {isOtherAccount(confirmation.error) ? <SwitchAccount /> : <NextStep />}
        </Stack>
      </Card>
    );
  }

  return (
    <Card title={t('confirmEmail.successTitle')}>
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status">
          {localizedServerMessage(confirmation.data, t, t('confirmEmail.success'))}
        </Alert>
        <NextStep />
      </Stack>
    </Card>
  );
}

import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { routePaths, safeRedirect } from '../../../config/paths';
import { draftHooks } from '../../../stores/draft-hooks';
import { endServerSession, endSession } from '../../../stores/session-actions';
import { useSessionStore } from '../../../stores/session-store';
import { useTokenEntry } from '../hooks/use-token-entry';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { TokenEntryDialog } from './token-entry-dialog';

/**
 * /login. A visitor who arrives already logged in is sent on to the redirect target, or offered
 * to continue; a login made on this page navigates from the form itself. A sign-in link
 * (#access_token=...) is asked about first (TokenEntryDialog).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const [loggedInOnArrival, setLoggedInOnArrival] = useState(isLoggedIn);
  const redirect = searchParams.get('redirect');
  const expired = searchParams.get('expired') === '1';
  // A confirmation link is spent only by its own account's session (docs/decisions.md 51).
  const confirmingEmail = redirect?.startsWith(`${routePaths['confirm-email']}?`) ?? false;
  const tokenEntry = useTokenEntry(redirect);

  if (tokenEntry) return <TokenEntryDialog entry={tokenEntry} />;
  if (isLoggedIn && loggedInOnArrival) {
    if (redirect) return <Navigate to={safeRedirect(redirect)} replace />;
    return (
      <AuthCard title={t('login.alreadyLoggedIn')} width={440}>
        <Stack gap="md">
          <Text c="dimmed">{t('login.alreadyLoggedInText')}</Text>
          <Button component={Link} to={safeRedirect(null)} size="md" fullWidth>
            {t('login.continue')}
          </Button>
          <Button
            variant="default"
            fullWidth
            onClick={async () => {
              // A logout: what is not saved yet is saved first, and the server ends the session.
              await draftHooks.flushDraft();
              await endServerSession();
              setLoggedInOnArrival(false);
              endSession();
            }}
          >
            {t('login.switchAccount')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.heading')} subtitle={t('login.subtitle')} width={440}>
      <Stack gap="md">
        {expired && (
          <Alert color="orange" icon={<IconClockExclamation aria-hidden />} role="alert">
            {t('login.sessionExpired')}
          </Alert>
        )}
        {confirmingEmail && (
          <Alert color="blue" icon={<IconMailCheck aria-hidden />} role="status">
            {t('login.confirmEmail')}
          </Alert>
        )}
        <LoginForm />
      </Stack>
    </AuthCard>
  );
}

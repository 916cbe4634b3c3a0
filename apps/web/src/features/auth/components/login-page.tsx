import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { cameFromGuard, isToolPath, routePaths, safeRedirect } from '../../../config/paths';
import { draftHooks } from '../../../stores/draft-hooks';
import { endServerSession, endSession } from '../../../stores/session-actions';
import { useSessionStore } from '../../../stores/session-store';
import { useTokenEntry } from '../hooks/use-token-entry';
import { AccountNeeded } from './account-needed';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { TokenEntryDialog } from './token-entry-dialog';

/**
 * /login. A visitor who arrives already logged in is sent on to the redirect target, or offered
 * to continue; a login made on this page navigates from the form itself. A sign-in link
 * (#access_token=...) is asked about first (TokenEntryDialog). A visitor the login guard sent here
 * on their way into the tool is told first that the tool needs an account (AccountNeeded).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const [loggedInOnArrival, setLoggedInOnArrival] = useState(isLoggedIn);
  // The expired session is old news once the user tries again: only the latest message shows.
  const [attempted, setAttempted] = useState(false);
  const redirect = searchParams.get('redirect');
  const expired = searchParams.get('expired') === '1';
  // A confirmation link is spent only by its own account's session (docs/decisions.md 51).
  const confirmingEmail = redirect?.startsWith(`${routePaths['confirm-email']}?`) ?? false;
  const tokenEntry = useTokenEntry(redirect);
  const { state } = useLocation();
  const [hasAccount, setHasAccount] = useState(false);
  const accountNeeded =
    !isLoggedIn && !expired && !hasAccount && cameFromGuard(state) && isToolPath(redirect ?? '');
  // 'Log in' on the account card: the form takes its place, ready for the e-mail address.
  useEffect(() => {
    if (hasAccount) document.getElementById('login-email')?.focus();
  }, [hasAccount]);

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

  if (accountNeeded && redirect) {
    return <AccountNeeded redirect={redirect} onLogin={() => setHasAccount(true)} />;
  }

  return (
    <AuthCard title={t('login.heading')} subtitle={t('login.subtitle')} width={440}>
      <Stack gap="md">
        {expired && !attempted && (
          <Alert color="orange" icon={<IconClockExclamation aria-hidden />} role="alert">
            {t('login.sessionExpired')}
          </Alert>
        )}
        {confirmingEmail && (
          <Alert color="blue" icon={<IconMailCheck aria-hidden />} role="status">
            {t('login.confirmEmail')}
          </Alert>
        )}
        <LoginForm onAttempt={() => setAttempted(true)} />
      </Stack>
    </AuthCard>
  );
}

import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../../config/paths';
import { localizedServerMessage } from '../../../lib/server-text';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { classifyResetFailure } from '../lib/reset-failure';
import { AuthCard } from './auth-card';
import { GeneratedPassword } from './generated-password';
import { PasswordWarning } from './password-warning';
import { linkTokenOf } from '../../../lib/link-token';

/** The failure texts of spec part 2 §8 'Password reset confirmation'. */
function failureMessage(error: unknown, t: TFunction<'auth'>): string {
  const failure = classifyResetFailure(error);
  if (failure.kind === 'badRequest') {
    return localizedServerMessage(error, t, t('reset.errors.badRequest'));
  }
  return t(`reset.errors.${failure.kind}`);
}

function FailureActions() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm">
      <Button component={Link} to={pathTo('login')} fullWidth>
        {t('reset.requestNewLink')}
      </Button>
      <Button component={Link} to={pathTo('login')} variant="default" fullWidth>
        {t('reset.backToLogin')}
      </Button>
    </Stack>
  );
}

/**
 * /reset-password?token=…: confirms the token once on load (spec part 2 §2, §4), then shows
 * success (with the new password when the e-mail failed), failure, or the invalid-link state.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = linkTokenOf(searchParams);
  const confirmation = useConfirmPasswordReset(token);

  if (!token) {
    return (
      <AuthCard title={t('reset.invalidTitle')} width={440}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            <Text size="sm" fw={600}>
              {t('reset.invalidOrMissing')}
            </Text>
            <Text size="sm">{t('reset.noToken')}</Text>
          </Alert>
          <FailureActions />
        </Stack>
      </AuthCard>
    );
  }

  if (confirmation.isPending) {
    return (
      <AuthCard title={t('reset.heading')} width={440}>
        <Center py="lg" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader />
            <Text c="dimmed">{t('reset.processing')}</Text>
          </Stack>
        </Center>
      </AuthCard>
    );
  }

  if (confirmation.isError) {
    return (
      <AuthCard title={t('reset.failureTitle')} width={440}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            {failureMessage(confirmation.error, t)}
          </Alert>
          <FailureActions />
        </Stack>
      </AuthCard>
    );
  }

  const password = confirmation.data.password;
  return (
    <AuthCard title={t('reset.successTitle')} width={440}>
      <Stack gap="md">
        {password ? (
          <PasswordWarning text={t('reset.successWithPassword')} />
        ) : (
          <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status">
            {t('reset.success')}
          </Alert>
        )}
        {password && <GeneratedPassword password={password} />}
        <Button component={Link} to={pathTo('login')} fullWidth>
          {t('reset.goToLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

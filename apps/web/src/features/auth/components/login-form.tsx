import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { registerPathFor, safeRedirect } from '../../../config/paths';
import { accountLanguageApplied } from '../../../stores/account-language';
import { draftHooks } from '../../../stores/draft-hooks';
import { loginFailed, startSession } from '../../../stores/session-actions';
import { useLogin } from '../api/login';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { localizedServerMessage } from '../../../lib/server-text';
import { emailFromLoginState } from '../lib/login-state';

type Status = { tone: 'error' | 'success'; message: string } | null;

/**
 * Spec part 1 §2 'Login screen', §4 'Login', §8 login and reset request messages. Only the latest
 * error shows: a new attempt clears the message of the last one (and tells the page, through
 * onAttempt, to drop its own notices).
 */
export function LoginForm({ onAttempt }: { onAttempt?: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const resetMutation = useRequestPasswordReset();
  const location = useLocation();
  const form = useForm({
    // The e-mail is filled in after registration (router state): only the password is left.
    initialValues: { email: emailFromLoginState(location.state), password: '' },
    validate: {
      email: (value) => (value.trim() ? null : t('login.emailRequired')),
      password: (value) => (value ? null : t('login.passwordRequired')),
    },
    clearInputErrorOnChange: false,
  });
  const passwordRef = useRef<HTMLInputElement>(null);
  const prefilled = useRef(form.values.email !== '');
  useEffect(() => {
    if (prefilled.current) passwordRef.current?.focus();
  }, []);
  const [status, setStatus] = useState<Status>(null);

  const submitLogin = form.onSubmit((values) => {
    if (loginMutation.isPending) return;
    loginMutation.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: async (answer) => {
          startSession(answer.access_token, answer.ga_user_id);
          // The user's entries come back first (their draft), and the account's language, so
          // the next page shows them.
          await Promise.all([draftHooks.draftRestored(), accountLanguageApplied()]);
          await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
        },
        onError: (error) => {
          loginFailed();
          setStatus({
            tone: 'error',
            message: localizedServerMessage(error, t, t('login.failed')),
          });
        },
      },
    );
  });

  // Before the fields are checked: a field error of this attempt never sits beside the message of
  // an earlier one.
  const handleSubmit: typeof submitLogin = (event) => {
    if (!loginMutation.isPending) {
      setStatus(null);
      onAttempt?.();
    }
    submitLogin(event);
  };

  function handleForgotPassword() {
    const email = form.values.email.trim();
    setStatus(null);
    onAttempt?.();
    if (!email) {
      form.setErrors({ email: t('login.resetEmailFirst') });
      document.getElementById('login-email')?.focus();
      return;
    }
    form.clearErrors();
    resetMutation.mutate(
      { email },
      {
        onSuccess: () => setStatus({ tone: 'success', message: t('login.resetSent') }),
        onError: (error) =>
          setStatus({
            tone: 'error',
            message: localizedServerMessage(error, t, t('login.resetFailed')),
          }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('login.heading')}>
      <Stack gap="md">
        {status && (
          <Alert color={status.tone === 'error' ? 'red' : 'green'} variant="light">
            {status.message}
          </Alert>
        )}
        <TextInput
          id="login-email"
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          ref={passwordRef}
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
          // Mantine sets aria-invalid on text inputs but not on the password input.
          aria-invalid={form.errors.password ? true : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword'), tabIndex: 0 }}
        />
        <Group justify="flex-end" mt={-8}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={handleForgotPassword}
            loading={resetMutation.isPending}
          >
            {t('login.forgotPassword')}
          </Button>
        </Group>
        <Button type="submit" fullWidth size="md" loading={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={registerPathFor(searchParams.get('redirect'))} fw={600}>
            {t('login.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { pathTo, safeRedirect } from '../../../config/paths';
import { loginFailed, startSession } from '../../../stores/session-actions';
import { useLogin } from '../api/login';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { localizedServerMessage } from '../../../lib/server-text';
import { emailFromLoginState } from '../lib/login-state';

interface FieldErrors {
  email?: string;
  password?: string;
}
type Status = { tone: 'error' | 'success'; message: string } | null;

/** Spec part 1 §2 'Login screen', §4 'Login', §8 login and reset request messages. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const resetMutation = useRequestPasswordReset();
  const location = useLocation();
  // Filled in after registration (router state), so only the password is left to type.
  const [email, setEmail] = useState(() => emailFromLoginState(location.state));
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const prefilled = useRef(email !== '');
  useEffect(() => {
    if (prefilled.current) passwordRef.current?.focus();
  }, []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors: FieldErrors = {
      email: email.trim() ? undefined : t('login.emailRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setErrors(nextErrors);
    if (nextErrors.email || nextErrors.password || loginMutation.isPending) return;
    setStatus(null);
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          startSession(answer.access_token, answer.ga_user_id);
          void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
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
  }

  function handleForgotPassword() {
    if (!email.trim()) {
      setErrors({ email: t('login.resetEmailFirst') });
      document.getElementById('login-email')?.focus();
      return;
    }
    setErrors({});
    setStatus(null);
    resetMutation.mutate(
      { email: email.trim() },
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
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          ref={passwordRef}
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          // Mantine sets aria-invalid on text inputs but not on the password input.
          aria-invalid={errors.password ? true : undefined}
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
          <Anchor component={Link} to={pathTo('register')} fw={600}>
            {t('login.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

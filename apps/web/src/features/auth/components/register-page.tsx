import type { RegisterResponse } from '@foodhub/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPathWithRedirect } from '../../../config/paths';
import { localizedServerMessage } from '../../../lib/server-text';
import { loginState } from '../lib/login-state';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { RegisterPasswordNotice } from './register-password-notice';
import { RegisterSuccessModal } from './register-success-modal';

interface Registered {
  answer: RegisterResponse;
  email: string;
}

/**
 * /register: the form, then either the generated password or the success modal; both go on to
 * the login form with the registered e-mail filled in, and from there to the page the visitor was
 * on their way to (the redirect query, e.g. the tool).
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const email = registered?.email;
  const [searchParams] = useSearchParams();
  const loginPath = loginPathWithRedirect(searchParams.get('redirect'));
  const goToLogin = useCallback(
    () => void navigate(loginPath, { state: loginState(email) }),
    [navigate, loginPath, email],
  );
  const onRegistered = useCallback(
    (answer: RegisterResponse, registeredEmail: string) =>
      setRegistered({ answer, email: registeredEmail }),
    [],
  );
  const answer = registered?.answer;

  if (answer?.password) {
    return (
      <AuthCard title={t('register.passwordTitle')} width={480}>
        <RegisterPasswordNotice password={answer.password} onContinue={goToLogin} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.heading')} subtitle={t('register.subtitle')} width={640}>
      <RegisterForm onRegistered={onRegistered} />
      {answer && (
        <RegisterSuccessModal
          message={localizedServerMessage(answer, t, answer.message)}
          onContinue={goToLogin}
        />
      )}
    </AuthCard>
  );
}

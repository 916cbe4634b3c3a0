import type { RegisterResponse } from '@foodhub/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../config/paths';
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
 * the login form with the registered e-mail filled in.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const email = registered?.email;
  const goToLogin = useCallback(
    () => void navigate(pathTo('login'), { state: loginState(email) }),
    [navigate, email],
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

import type { RegisterResponse } from '@foodhub/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import { localizedServerMessage } from '../../../lib/server-text';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { RegisterPasswordNotice } from './register-password-notice';
import { RegisterSuccessModal } from './register-success-modal';

/** /register: the form, then either the generated password or the success modal. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<RegisterResponse | null>(null);
  const goToLogin = useCallback(() => void navigate(pathTo('login')), [navigate]);

  if (answer?.password) {
    return (
      <AuthCard title={t('register.passwordTitle')} width={480}>
        <RegisterPasswordNotice password={answer.password} onContinue={goToLogin} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.heading')} subtitle={t('register.subtitle')} width={640}>
      <RegisterForm onRegistered={setAnswer} />
      {answer && (
        <RegisterSuccessModal
          message={localizedServerMessage(answer, t, answer.message)}
          onContinue={goToLogin}
        />
      )}
    </AuthCard>
  );
}

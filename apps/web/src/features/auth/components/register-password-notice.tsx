import { REGISTER_PASSWORD_REDIRECT_MS } from '@foodhub/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedPassword } from './generated-password';

interface RegisterPasswordNoticeProps {
  password: string;
  onContinue(): void;
}

/** The e-mail was not delivered: show the password, then go to /login after 3 s (spec part 1 §4). */
export function RegisterPasswordNotice({ password, onContinue }: RegisterPasswordNoticeProps) {
  const { t } = useTranslation('auth');
  useEffect(() => {
    const timer = setTimeout(onContinue, REGISTER_PASSWORD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [onContinue]);

  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck />}>
        {t('register.passwordText')}
      </Alert>
      <GeneratedPassword password={password} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('register.passwordRedirect')}
      </Text>
      <Button onClick={onContinue} fullWidth>
        {t('register.continueToLogin')}
      </Button>
    </Stack>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerPathFor } from '../../../config/paths';
import { AuthCard } from './auth-card';

interface AccountNeededProps {
  /** The tool page the visitor was on their way to: registration and login lead back to it. */
  redirect: string;
  /** The visitor has an account: the login form takes this card's place. */
  onLogin(): void;
}

/**
 * What a visitor sees who opened the tool without being logged in: the tool needs an account,
 * so registering comes first; logging in is the second way, for those who have one.
 */
export function AccountNeeded({ redirect, onLogin }: AccountNeededProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('accountNeeded.heading')} width={480}>
      <Stack gap="md">
        <Text>{t('accountNeeded.text')}</Text>
        <Button
          component={Link}
          to={registerPathFor(redirect)}
          size="md"
          fullWidth
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          {t('accountNeeded.register')}
        </Button>
        <Stack gap={6}>
          <Text size="sm" c="dimmed" ta="center">
            {t('accountNeeded.haveAccount')}
          </Text>
          <Button
            variant="default"
            size="md"
            fullWidth
            onClick={onLogin}
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {t('accountNeeded.login')}
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}

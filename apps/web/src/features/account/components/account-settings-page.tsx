import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../api/get-user-info';
import { AccountDetails } from './account-details';
import { ChangePasswordForm } from './change-password-form';
import { DataExport } from './data-export';
import { DangerZone } from './danger-zone';

/**
 * /account-settings (spec part 2 §2): account information (editable profile), changing the
 * password, downloading the account's data, and the danger zone.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const userInfo = useUserInfo();
  return (
    <Container size={720} px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </Stack>
        <AccountDetails />
        <ChangePasswordForm email={userInfo.data?.email} />
        <DataExport />
        <DangerZone />
      </Stack>
    </Container>
  );
}

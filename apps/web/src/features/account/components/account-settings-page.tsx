import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../api/get-user-info';
import { AccountDetails } from './account-details';
import { ChangePasswordForm } from './change-password-form';
import { DataExport } from './data-export';
import { DangerZone } from './danger-zone';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { PageHeader } from '../../../components/page-header';

/**
 * /account-settings (spec part 2 §2): account information (editable profile), changing the
 * password, downloading the account's data, and the danger zone; above them, while the address
 * is unconfirmed, the notice that asks for its confirmation.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const userInfo = useUserInfo();
  return (
    <Container size={720} px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('heading')} subtitle={t('subtitle')} />
        {userInfo.data?.emailConfirmed === false && (
          <EmailConfirmationNotice email={userInfo.data.email} />
        )}
        <AccountDetails />
        <ChangePasswordForm email={userInfo.data?.email} />
        <DataExport />
        <DangerZone />
      </Stack>
    </Container>
  );
}

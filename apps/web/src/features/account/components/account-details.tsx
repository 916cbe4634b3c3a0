import type { UserInfo } from '@foodhub/contracts';
import { Paper, Skeleton, Stack, Table, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../api/get-user-info';

interface DetailRow {
  label: string;
  value: string;
}

/** The rows and fallbacks of spec part 2 §2 'Account settings' and §8. */
function detailRows(user: UserInfo | undefined, t: TFunction<'account'>): DetailRow[] {
  const name = [user?.firstName, user?.lastName].filter((part) => part?.trim()).join(' ');
  const rows: DetailRow[] = [
    { label: t('details.email'), value: user?.email || t('values.unableToLoad') },
    {
      label: t('details.accountType'),
      value: user ? t(`values.${user.accountType}`) : t('values.unknown'),
    },
  ];
  if (!user || user.accountType === 'company' || user.company) {
    rows.push({
      label: t('details.company'),
      value: user ? user.company || t('values.notProvided') : t('values.unknown'),
    });
  }
  rows.push(
    { label: t('details.name'), value: name || t('values.notProvided') },
    {
      label: t('details.roles'),
      value: user?.roles.length ? user.roles.join(', ') : t('values.defaultRole'),
    },
  );
  return rows;
}

export function AccountDetails() {
  const { t } = useTranslation('account');
  const userInfo = useUserInfo();

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" mb="md">
        {t('details.title')}
      </Title>
      {userInfo.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('details.loading')}>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={20} radius="sm" />
          ))}
        </Stack>
      ) : (
        <Table variant="vertical" layout="fixed" verticalSpacing="sm">
          <Table.Tbody>
            {detailRows(userInfo.data, t).map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" w={{ base: 120, sm: 180 }} c="dimmed" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td style={{ wordBreak: 'break-word' }}>{row.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

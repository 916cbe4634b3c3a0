import type { UserInfo } from '@foodhub/contracts';
import { Button, Group, Paper, Skeleton, Stack, Table, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../api/get-user-info';
import { ProfileForm } from './profile-form';

interface DetailRow {
  label: string;
  value: string;
}

/** Street, postal code and city, country: the parts that are filled in. */
function addressText(user: UserInfo): string {
  const place = [user.postalCode, user.city].filter((part) => part?.trim()).join(' ');
  return [user.streetAddress, place, user.country].filter((part) => part?.trim()).join(', ');
}

/** The rows and fallbacks of spec part 2 §2 'Account settings' and §8, and the address. */
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
  rows.push({ label: t('details.name'), value: name || t('values.notProvided') });
  if (user) {
    rows.push({ label: t('details.address'), value: addressText(user) || t('values.notProvided') });
  }
  rows.push({
    label: t('details.roles'),
    value: user?.roles.length ? user.roles.join(', ') : t('values.defaultRole'),
  });
  return rows;
}

/** The account information, with 'Edit profile' turning it into the profile form. */
export function AccountDetails() {
  const { t } = useTranslation('account');
  const userInfo = useUserInfo();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const user = userInfo.data;

  // Back from the form, focus returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Group justify="space-between" align="center" gap="sm" mb="md">
        <Title order={2} size="h4">
          {editing ? t('profile.title') : t('details.title')}
        </Title>
        {user && !editing && (
          <Button
            ref={editButton}
            variant="light"
            size="compact-md"
            leftSection={<IconPencil size={16} />}
            onClick={() => setEditing(true)}
          >
            {t('details.edit')}
          </Button>
        )}
      </Group>
      {userInfo.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('details.loading')}>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={20} radius="sm" />
          ))}
        </Stack>
      ) : editing && user ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <Table variant="vertical" layout="fixed" verticalSpacing="sm">
          <Table.Tbody>
            {detailRows(user, t).map((row) => (
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

import type { AdminUser } from '@foodhub/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../lib/format';
import { UserRoles } from './user-roles';
import { ScrollTable } from '../../../components/scroll-table';

/** One page of accounts with their role controls; wider than a phone, so it scrolls sideways. */
export function UsersTable({ users, self }: { users: AdminUser[]; self: string | undefined }) {
  const { t } = useTranslation('admin');
  const { date, country } = useAdminFormat();
  const configNoteId = useId();
  const caption = t('users.caption');
  const anyByConfig = users.some((user) => user.adminByConfig);
  const name = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim();

  return (
    <Stack gap="xs">
      {anyByConfig && (
        <Text id={configNoteId} size="sm" c="dimmed">
          {t('users.byConfigNote')}
        </Text>
      )}
      <ScrollTable label={caption} minWidth={980} withTableBorder striped verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('users.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.company')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.type')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.country')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.registered')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.roles')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Th scope="row" fw={500} style={{ wordBreak: 'break-all' }}>
                {user.email}
              </Table.Th>
              <Table.Td>{name(user) || '–'}</Table.Td>
              <Table.Td>{user.company || '–'}</Table.Td>
              <Table.Td>{t(`types.${user.accountType}`)}</Table.Td>
              <Table.Td>{user.country.trim() ? country(user.country) : '–'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(user.createdAt)}</Table.Td>
              <Table.Td>
                <UserRoles
                  user={user}
                  isSelf={user.email.toLowerCase() === self}
                  configNoteId={configNoteId}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}

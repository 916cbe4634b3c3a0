import {
  PROVIDER_IDENTITY_FIELDS,
  type ProviderEntry,
  type ProviderIdentityField,
} from '@foodhub/contracts';
import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconEyeOff,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';

/** The form's labels of the fields whose change takes the verified mark away. */
const IDENTITY_LABELS: Readonly<Record<ProviderIdentityField, string>> = {
  company_name: 'fields.companyName',
  description: 'fields.description',
  location: 'fields.address',
  website: 'fields.website',
  contact_person: 'fields.contactPerson',
  'contact.email': 'fields.email',
  'contact.phone': 'fields.phone',
};

/** Before a first save: what the page is for, and what happens with what is entered. */
function Introduction() {
  const { t } = useTranslation('provider-entry');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz={{ base: 18, sm: 20 }}>
          {t('intro.title')}
        </Title>
        <Text size="sm">{t('intro.what')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('intro.checked')}</List.Item>
          <List.Item>{t('intro.contacts')}</List.Item>
          <List.Item>{t('intro.withdraw')}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}

interface StatusProps {
  color: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A status is news, not an error: announced politely (Mantine's Alert would be an alert). */
function Status({ color, icon, title, children }: StatusProps) {
  return (
    <Alert color={color} variant="light" icon={icon} title={title} role="status">
      <Stack gap={4}>{children}</Stack>
    </Alert>
  );
}

/**
 * Where the entry stands with the operator (contracts provider-entries.ts): not yet entered,
 * waiting, listed (verified, or without the mark since its name or contacts changed), rejected
 * with the reason, or withdrawn; and what saving does next.
 */
export function EntryStatus({ entry }: { entry: ProviderEntry | null }) {
  const { t, i18n } = useTranslation('provider-entry');
  if (!entry) return <Introduction />;
  switch (entry.status) {
    case 'pending':
      return (
        <Status
          color="blue"
          icon={<IconClockHour4 aria-hidden />}
          title={t('status.pending.title')}
        >
          <Text size="sm">{t('status.pending.text')}</Text>
        </Status>
      );
    case 'approved': {
      const changes = entry.review_changes;
      if (changes) {
        const fields = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
          PROVIDER_IDENTITY_FIELDS.filter((field) => changes[field]).map((field) =>
            t(IDENTITY_LABELS[field]),
          ),
        );
        return (
          <Status
            color="orange"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('status.changed.title')}
          >
            <Text size="sm">{t('status.changed.text', { fields })}</Text>
            <Text size="sm">{t('status.changed.back')}</Text>
          </Status>
        );
      }
      return (
        <Status
          color="green"
          icon={<IconCircleCheck aria-hidden />}
          title={t('status.approved.title')}
        >
          <Text size="sm">
            {entry.verified_at
              ? t('status.approved.verified', {
                  date: formatDate(entry.verified_at, 'long', i18n.language),
                })
              : t('status.approved.listed')}
          </Text>
          <Text size="sm">{t('status.approved.live')}</Text>
          <Text size="sm">{t('status.approved.identity')}</Text>
        </Status>
      );
    }
    case 'rejected':
      return (
        <Status color="red" icon={<IconX aria-hidden />} title={t('status.rejected.title')}>
          <Text size="sm">
            {entry.rejection_reason
              ? t('status.rejected.reason', { reason: entry.rejection_reason })
              : t('status.rejected.noReason')}
          </Text>
          <Text size="sm">{t('status.rejected.again')}</Text>
        </Status>
      );
    case 'withdrawn':
      return (
        <Status color="gray" icon={<IconEyeOff aria-hidden />} title={t('status.withdrawn.title')}>
          <Text size="sm">{t('status.withdrawn.text')}</Text>
        </Status>
      );
  }
}

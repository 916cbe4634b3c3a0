import {
  PROVIDER_IDENTITY_FIELDS,
  type AdminProviderEntry,
  type ProviderIdentityField,
} from '@foodhub/contracts';
import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../../components/fact-list';

const FIELD_KEYS: Readonly<Record<ProviderIdentityField, string>> = {
  company_name: 'providers.facts.companyName',
  description: 'providers.facts.description',
  location: 'providers.facts.address',
  website: 'providers.facts.website',
  contact_person: 'providers.facts.contactPerson',
  'contact.email': 'providers.facts.email',
  'contact.phone': 'providers.facts.phone',
};

/**
 * 'Changed since verified': the name, description, place and contacts the owner of an approved entry
 * changed after the operator verified it, each as the verified value and the value now. Users
 * see the entry without the verified mark until the operator approves it again.
 */
export function ProviderEntryChanges({
  entry,
  headingId,
}: {
  entry: AdminProviderEntry;
  headingId: string;
}) {
  const { t } = useTranslation('admin');
  const changes = entry.review_changes;
  if (!changes) return null;
  const value = (text: string | null) => (text?.trim() ? text : t('providers.notGiven'));
  const facts: Fact[] = PROVIDER_IDENTITY_FIELDS.flatMap((field) => {
    const change = changes[field];
    if (!change) return [];
    return [
      {
        label: t(FIELD_KEYS[field]),
        value: (
          <span style={{ overflowWrap: 'anywhere' }}>
            <Text span size="sm" td="line-through" c="dimmed">
              {value(change.before)}
            </Text>{' '}
            <span aria-hidden>→ </span>
            <VisuallyHidden>{t('providers.changes.changedTo')} </VisuallyHidden>
            <Text span size="sm" fw={600}>
              {value(change.after)}
            </Text>
          </span>
        ),
      },
    ];
  });

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="sm"
      p="sm"
      bg="var(--mantine-color-orange-light)"
      style={{ borderColor: 'var(--mantine-color-orange-outline)' }}
    >
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap" align="center">
          <IconAlertTriangle
            size={18}
            aria-hidden
            color="var(--mantine-color-orange-light-color)"
          />
          <Title order={4} fz="sm" id={headingId}>
            {t('providers.changes.title')}
          </Title>
        </Group>
        <Text size="sm">{t('providers.changes.text')}</Text>
        <FactList facts={facts} />
      </Stack>
    </Paper>
  );
}

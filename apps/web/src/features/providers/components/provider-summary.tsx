import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconRosetteDiscountCheck, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatKm, placeText } from '../../../lib/providers/provider-format';
import type { ProviderView } from '../../../lib/providers/provider-view';

/** The day the operator verified an entry, in the interface language. */
function verifiedDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** Name, badges, place and distance: the line a provider is recognised by, in list and map card. */
export function ProviderSummary({
  provider,
  decimals,
}: {
  provider: ProviderView;
  /** One decimal in the list, two in the map card (spec part 1 §9). */
  decimals: 1 | 2;
}) {
  const { t, i18n } = useTranslation('providers');
  const place = placeText(provider.location, i18n.language);
  return (
    <div style={{ minWidth: 0, flex: 1 }}>
      <Group gap={6} wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {provider.name ?? t('unnamed')}
        </Text>
        {provider.isSample && (
          <Badge color="yellow" variant="light" size="sm" tt="none">
            {t('badges.sample')}
          </Badge>
        )}
        {provider.verifiedAt && (
          <Badge
            color="green"
            variant="light"
            size="sm"
            tt="none"
            leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}
          >
            {t('badges.verified', { date: verifiedDate(provider.verifiedAt, i18n.language) })}
          </Badge>
        )}
        {!provider.suitable && (
          <Badge color="orange" variant="outline" size="sm" tt="none">
            {t('badges.unsuitable')}
          </Badge>
        )}
      </Group>
      <Group gap="md" mt={2} wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text size="sm" c="dimmed">
            <VisuallyHidden>{t('location')}: </VisuallyHidden>
            {place ?? t('notSpecified')}
          </Text>
        </Group>
        {provider.distanceM !== null && (
          <Group gap={4} wrap="nowrap">
            <IconRoute size={14} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text size="sm" c="dimmed">
              {t('distance', { km: formatKm(provider.distanceM, decimals, i18n.language) })}
            </Text>
          </Group>
        )}
      </Group>
    </div>
  );
}

import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconRosetteDiscountCheck, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatKm, placeText } from '../../../lib/providers/provider-format';
import type { ProviderView } from '../../../lib/providers/provider-view';

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
            {t('badges.verified', {
              date: formatDate(provider.verifiedAt, 'medium', i18n.language),
            })}
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

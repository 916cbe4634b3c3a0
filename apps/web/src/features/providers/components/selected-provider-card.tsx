import { Badge, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { locationText } from '../../../lib/providers/provider-format';
import type { ProviderView } from '../../../lib/providers/provider-view';
import { providerCardId } from './provider-card';
import { ContactFacts } from './provider-details';
import { ProviderSummary } from './provider-summary';

/**
 * The card a marker click opens under the map (spec part 1 §2 'Provider map'): labelled
 * 'Selected on map', distance with two decimals, a close button, and a way to the full card.
 */
export function SelectedProviderCard({
  provider,
  onClose,
}: {
  provider: ProviderView;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('providers');
  const address = locationText(provider.location, i18n.language);
  const showInList = () => {
    const card = document.getElementById(providerCardId(provider.key));
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    card?.querySelector('button')?.focus({ preventScroll: true });
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="region"
      aria-label={t('map.selected')}
      style={{ borderColor: 'var(--mantine-color-orange-5)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="center">
          <Badge color="orange" variant="light" tt="none">
            {t('map.selected')}
          </Badge>
          <CloseButton onClick={onClose} aria-label={t('map.close')} />
        </Group>
        <ProviderSummary provider={provider} decimals={2} />
        <Text size="sm">{address ?? t('notSpecified')}</Text>
        <ContactFacts provider={provider} />
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconList size={14} aria-hidden />}
            onClick={showInList}
          >
            {t('map.showInList')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

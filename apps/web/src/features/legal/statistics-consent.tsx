import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getConsent, onConsentChange, setConsent, type Consent } from '../../lib/analytics';

/** The statistics choice, shown and changeable on the privacy policy (withdrawal as easy as consent). */
export function StatisticsConsent() {
  const { t } = useTranslation('legal');
  const [consent, setShown] = useState<Consent | null>(() => getConsent());
  useEffect(() => onConsentChange(setShown), []);
  const key = consent ?? 'unset';
  return (
    <Stack gap="xs" mt="sm">
      <Text fw={600} role="status">
        {t(`privacy.sections.statistics.${key}`)}
      </Text>
      <Group gap="sm">
        {consent !== 'granted' && (
          <Button size="xs" variant="light" onClick={() => setConsent('granted')}>
            {t('privacy.sections.statistics.allow')}
          </Button>
        )}
        {consent !== 'denied' && (
          <Button size="xs" variant="default" onClick={() => setConsent('denied')}>
            {t('privacy.sections.statistics.withdraw')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HelpPanel } from '../help-panel';

const TOPICS = ['name', 'groups', 'amount', 'frequency'] as const;

/** What helps the matching on this step (spec part 1 §2: a help panel, open by default). */
export function SurplusHelp() {
  const { t } = useTranslation('matching');
  return (
    <HelpPanel id="food-surplus" title={t('foodSurplus.help.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('foodSurplus.help.intro')}</Text>
        <List size="sm" spacing={4}>
          {TOPICS.map((topic) => (
            <List.Item key={topic}>
              <Text span size="sm" fw={600}>
                {t(`foodSurplus.help.${topic}.title`)}:
              </Text>{' '}
              {t(`foodSurplus.help.${topic}.text`)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </HelpPanel>
  );
}

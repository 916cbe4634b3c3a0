import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStepperStore } from '../store';
import { SurplusSummary } from './surplus-summary';

/**
 * Step 2 until its form is built: says so honestly and shows the surplus Find Solutions will
 * match, as saved in this browser.
 */
export function FoodSurplusPreview() {
  const { t } = useTranslation('matching');
  const { t: tc } = useTranslation('common');
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={2}>{tc('pages.foodSurplus.title')}</Title>
          <Text c="dimmed" mt={4}>
            {tc('pages.foodSurplus.subtitle')}
          </Text>
        </div>
        <Paper withBorder radius="md" p="lg" bg="gray.0">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light" color="gray">
              <IconTools size={22} aria-hidden />
            </ThemeIcon>
            <Text>{t('preview.preparing')}</Text>
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={3} fz="lg">
              {t('preview.title')}
            </Title>
            <SurplusSummary wasteInfo={wasteInfo} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

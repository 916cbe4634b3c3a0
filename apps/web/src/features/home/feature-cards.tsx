import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartDonut, IconClipboardList, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** The three feature cards of spec part 1 §2 (titles as the spec names them). */
const features = [
  { key: 'analyze', icon: IconClipboardList },
  { key: 'discover', icon: IconMapSearch },
  { key: 'measure', icon: IconChartDonut },
] as const;

export function FeatureCards() {
  const { t } = useTranslation('home');
  return (
    <Container
      size="lg"
      component="section"
      className={classes.section}
      aria-labelledby="features-title"
    >
      <Stack gap={4} align="center" ta="center" mb={40}>
        <Title order={2} id="features-title">
          {t('features.title')}
        </Title>
        <Text c="dimmed" maw={600}>
          {t('features.text')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {features.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder radius="lg" padding="xl" className={classes.featureCard}>
            <ThemeIcon size={52} radius="md" variant="light">
              <Icon size={28} aria-hidden />
            </ThemeIcon>
            <Title order={3} fz="h4" mt="lg" mb="xs">
              {t(`features.${key}.title`)}
            </Title>
            <Text c="dimmed" size="sm" lh={1.6}>
              {t(`features.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

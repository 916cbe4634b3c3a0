import {
  Badge,
  Box,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** Countries of the Alpine region the tool covers. */
const countries = ['AT', 'DE', 'IT', 'SI', 'FR', 'CH'] as const;
const benefits = ['free', 'noConsultant', 'everyone', 'optional'] as const;

export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      className={`${classes.section} ${classes.about}`}
      aria-labelledby="about-title"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }}>
          <Stack gap="md">
            <Title order={2} id="about-title">
              {t('about.title')}
            </Title>
            <Text lh={1.7}>{t('about.project')}</Text>
            <Text lh={1.7} c="gray.7">
              {t('about.tool')}
            </Text>
            <Group gap={6} mt="xs" aria-label={t('about.countriesLabel')} role="list">
              {countries.map((code) => (
                <Badge
                  key={code}
                  role="listitem"
                  variant="default"
                  size="lg"
                  radius="sm"
                  tt="none"
                  fw={500}
                >
                  {t(`common:countries.${code}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Stack gap="md">
            <Title order={3} fz="h4">
              {t('about.benefitsTitle')}
            </Title>
            <List
              spacing="md"
              icon={
                <ThemeIcon size={26} radius="xl">
                  <IconCheck size={16} aria-hidden />
                </ThemeIcon>
              }
            >
              {benefits.map((key) => (
                <List.Item key={key}>
                  <Text fw={600} span>
                    {t(`about.benefits.${key}.title`)}
                  </Text>{' '}
                  <Text c="dimmed" span>
                    {t(`about.benefits.${key}.text`)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

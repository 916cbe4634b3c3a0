import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBook, IconLeaf } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../config/paths';
import classes from './home.module.css';
import { SolutionPaths } from './solution-paths';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-title">
      <Container size="lg" py={{ base: 48, md: 88 }} className={classes.heroInner}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Text
              className={classes.eyebrow}
              size="sm"
              fw={700}
              c="green.8"
              tt="uppercase"
              lts={0.6}
            >
              <IconLeaf size={16} aria-hidden />
              {t('hero.eyebrow')}
            </Text>
            <Title order={1} id="home-title" className={classes.title}>
              <Trans
                t={t}
                i18nKey="hero.title"
                components={{ highlight: <span className={classes.highlight} /> }}
              />
            </Title>
            <Text size="lg" c="gray.7" maw={560}>
              {t('hero.subtitle')}
            </Text>
            <Group gap="sm" className={classes.heroButtons}>
              <Button
                component={Link}
                to={pathTo('tool')}
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('hero.start')}
              </Button>
              <Button
                component={Link}
                to={pathTo('tool-description')}
                size="md"
                variant="default"
                leftSection={<IconBook size={18} aria-hidden />}
              >
                {t('hero.docs')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('hero.note')}
            </Text>
          </Stack>
          <SolutionPaths />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

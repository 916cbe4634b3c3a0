import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconHandStop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../config/paths';
import { ComponentOpener } from './component-opener';
import { LayoutToggles } from './layout-toggles';

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {text}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/** The developer view at /main (spec part 1 §2 'Developer view'). */
export function DevView({ componentNames }: { componentNames: readonly string[] }) {
  const { t } = useTranslation('dev');
  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('intro')}
          </Text>
        </div>

        <Section title={t('views.title')} text={t('views.text')}>
          <Group gap="sm">
            <Button
              component={Link}
              to={pathTo('hello')}
              variant="light"
              leftSection={<IconHandStop size={16} aria-hidden />}
            >
              {t('views.hello')}
            </Button>
            <Button
              component={Link}
              to={pathTo('companies')}
              variant="light"
              leftSection={<IconBuildingStore size={16} aria-hidden />}
            >
              {t('views.companies')}
            </Button>
          </Group>
        </Section>

        <Section title={t('layout.title')} text={t('layout.text')}>
          <LayoutToggles />
        </Section>

        <Section title={t('opener.title')} text={t('opener.text')}>
          <ComponentOpener componentNames={componentNames} />
        </Section>
      </Stack>
    </Container>
  );
}

import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { pathTo } from '../../config/paths';

/** The Company list view of the developer view; empty until the provider directory exists. */
export function Component() {
  const { t } = useTranslation('dev');
  useDocumentTitle(t('companies.title'));
  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('companies.title')}</Title>
        <Paper withBorder radius="md" p="xl" bg="gray.0">
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconBuildingStore size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{t('companies.emptyTitle')}</Text>
            <Text c="dimmed" maw={480}>
              {t('companies.emptyText')}
            </Text>
            <Button component={Link} to={pathTo('tool')}>
              {t('companies.toTool')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

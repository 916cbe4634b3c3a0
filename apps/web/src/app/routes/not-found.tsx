import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { pathTo } from '../../config/paths';

export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text fw={800} fz={72} lh={1} c="green.8" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={420}>
          {t('notFound.text')}
        </Text>
        <Button
          component={Link}
          to={pathTo('home')}
          mt="sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('actions.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}

import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Shown to a signed-in account without the admin role; nothing of the console is asked for. */
export function NotAdmin() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  useDocumentTitle(t('title'));
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('title')}
        </Title>
        <Text>{t('notAdmin')}</Text>
        <Button
          component={Link}
          to={pathTo('home')}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {tc('actions.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}

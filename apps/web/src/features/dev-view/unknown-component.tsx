import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../config/paths';

/** Shown at /component/<name> when nothing is registered under that name. */
export function UnknownComponent({ name }: { name: string }) {
  const { t } = useTranslation('dev');
  return (
    <Container size="sm" py={48}>
      <Stack gap="lg" align="flex-start">
        <Title order={1}>{t('dynamic.unknownTitle')}</Title>
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          w="100%"
        >
          {t('dynamic.unknownText', { name })}
        </Alert>
        <Button
          component={Link}
          to={pathTo('main')}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('dynamic.backToDevView')}
        </Button>
      </Stack>
    </Container>
  );
}

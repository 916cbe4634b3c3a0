import { Alert, Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { savedSurplusesQueryOptions } from '../../../api/saved-surpluses';
import { PageLoader } from '../../../components/page-loader';
import { pathTo } from '../../../config/paths';
import { useOpenSavedSurplus } from '../hooks/use-open-saved-surplus';
import { SavedSurplusCard } from './saved-surplus-card';
import { PageHeader } from '../../../components/page-header';

/**
 * /my-surpluses: the surpluses the signed-in user matched (GET /me/surpluses), the latest first.
 * Each opens in the stepper, or straight at its solutions, from the saved answer.
 */
export function MySurplusesPage() {
  const { t } = useTranslation('surpluses');
  const { t: tc } = useTranslation('common');
  const list = useQuery(savedSurplusesQueryOptions());
  const { request, opening, failedId, confirming, confirm, cancel } = useOpenSavedSurplus();
  const surpluses = list.data?.surpluses ?? [];

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />

        {list.isPending && <PageLoader />}

        {list.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('error.title')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('error.text')}</Text>
              <Button
                variant="default"
                size="compact-sm"
                loading={list.isFetching}
                onClick={() => void list.refetch()}
              >
                {t('error.retry')}
              </Button>
            </Stack>
          </Alert>
        )}

        {list.isSuccess && surpluses.length === 0 && (
          <Stack gap="sm" align="flex-start" data-testid="surpluses-empty">
            <Title order={2} fz="lg">
              {t('empty.title')}
            </Title>
            <Text size="sm">{t('empty.text')}</Text>
            <Button
              component={Link}
              to={pathTo('company-data')}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('empty.start')}
            </Button>
          </Stack>
        )}

        {surpluses.length > 0 && (
          <Stack gap="md" component="section" aria-label={t('listLabel')}>
            {surpluses.map((surplus) => (
              <SavedSurplusCard
                key={surplus.id}
                surplus={surplus}
                opening={opening}
                failed={failedId === surplus.id}
                onOpen={(target) => request({ id: surplus.id, target })}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <Modal
        opened={confirming !== null}
        onClose={cancel}
        centered
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
        title={<Text fw={700}>{t('replace.title')}</Text>}
      >
        <Stack gap="md">
          <Text size="sm">{t('replace.text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel}>
              {t('replace.cancel')}
            </Button>
            <Button color="orange" onClick={confirm}>
              {t('replace.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingStore, IconInbox } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/load-more-button';
import { Link } from 'react-router';
import { isNoProvider, waitingOffers } from '../../../api/provider-offers';
import { PageHeader } from '../../../components/page-header';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { pathTo } from '../../../config/paths';
import { localizedServerMessage } from '../../../lib/server-text';
import { useProviderOffers } from '../api/provider-offers';
import { uniqueOffers } from '../lib/offer-list';
import { StandingArrangements } from './standing-arrangements';
import { InboxOfferCard } from './inbox-offer-card';

/** How many offers wait for the organisation's answer, at the top of the inbox. */
function WaitingSummary({ waiting }: { waiting: number }) {
  const { t } = useTranslation('offer-inbox');
  if (waiting === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('inbox.noneWaiting')}
      </Text>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      role="note"
      icon={<IconInbox aria-hidden />}
      title={
        <Group gap="xs" wrap="nowrap">
          <Badge color="orange" size="lg" circle aria-hidden>
            {waiting}
          </Badge>
          <span>{t('inbox.waiting', { count: waiting })}</span>
        </Group>
      }
    >
      <Text size="sm">{t('inbox.waitingHint')}</Text>
    </Alert>
  );
}

/** The account keeps no provider entry: offers reach an organisation only through its entry. */
function NoProviderEntry() {
  const { t } = useTranslation('offer-inbox');
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          {t('inbox.noProviderTitle')}
        </Title>
        <Text>{t('inbox.noProviderText')}</Text>
        <Button
          component={Link}
          to={pathTo('my-organisation')}
          size="md"
          leftSection={<IconBuildingStore size={18} aria-hidden />}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('inbox.noProviderAction')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** No offer received yet. */
function NoOffers() {
  const { t } = useTranslation('offer-inbox');
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t('inbox.emptyText')}</Text>
        <Text size="sm" c="dimmed">
          {t('inbox.emptyHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /provider-offers: the offers the organisation's provider entry received, newest first, 50 a
 * page with 'Load more'; at the top how many wait for its answer. Each card opens its offer.
 * Without a provider entry (404 OFFER_NO_PROVIDER) it says how offers arrive.
 */
export function InboxPage() {
  const { t } = useTranslation('offer-inbox');
  const inbox = useProviderOffers();
  const offers = useMemo(() => uniqueOffers(inbox.data?.pages ?? []), [inbox.data]);

  let content;
  if (inbox.isPending) {
    content = <LoadingState label={t('inbox.loading')} />;
  } else if (inbox.isError && !inbox.data) {
    content = isNoProvider(inbox.error) ? (
      <NoProviderEntry />
    ) : (
      <LoadFailed
        title={t('inbox.loadFailed')}
        text={localizedServerMessage(inbox.error, t, t('inbox.loadFailedText'))}
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  } else if (offers.length === 0) {
    content = <NoOffers />;
  } else {
    content = (
      <Stack gap="md">
        <WaitingSummary waiting={waitingOffers(inbox.data)} />
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('inbox.listLabel')}
        >
          {offers.map((offer) => (
            <InboxOfferCard key={offer.id} offer={offer} />
          ))}
        </Stack>
        <Stack gap="xs" align="flex-start">
          <Text role="status" size="sm">
            {inbox.isFetchNextPageError
              ? t('inbox.moreFailed')
              : inbox.hasNextPage
                ? t('inbox.shown', { count: offers.length })
                : t('inbox.all', { count: offers.length })}
          </Text>
          <LoadMoreButton
            list={inbox}
            label={t('inbox.loadMore')}
            size="md"
            w={{ base: '100%', sm: 'auto' }}
          />
        </Stack>
      </Stack>
    );
  }

  return (
    <Container size={760} px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('inbox.title')} subtitle={t('inbox.subtitle')} />
        <StandingArrangements side="provider" />
        {content}
      </Stack>
    </Container>
  );
}

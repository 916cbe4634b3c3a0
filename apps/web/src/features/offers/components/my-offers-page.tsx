import type { Offer } from '@foodhub/contracts';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/load-more-button';
import { Link } from 'react-router';
import { useSolutionName } from '../../../api/solution-names';
import { FactList, type Fact } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { pathTo } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { localizedServerMessage } from '../../../lib/server-text';
import { useMyOffers } from '../api/my-offers';
import { windowText } from '../lib/answer-texts';
import { uniqueOffers } from '../lib/offer-list';
import { StandingArrangements } from './standing-arrangements';
import { useProviderText, useSurplusText } from '../lib/offer-words';
import { OfferStatusBadge } from './offer-status-badge';

function OfferRow({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  const solutionName = useSolutionName();
  const providerText = useProviderText();
  const surplusText = useSurplusText();
  const to = pathTo('my-offer', { id: offer.id });
  const titleId = `my-offer-${offer.id}`;
  const facts: Fact[] = [
    { label: t('donor.list.provider'), value: providerText(offer.provider) },
    {
      label: t('facts.solution'),
      value: solutionName(offer.solution.id, offer.solution.process_name),
    },
  ];
  if (offer.pickup_at) {
    facts.push({ label: t('donor.list.pickupAt'), value: formatDateTime(offer.pickup_at) });
  } else {
    facts.push({
      label: offer.status === 'proposed' ? t('donor.list.proposedWindow') : t('facts.window'),
      value: windowText(offer.pickup_from, offer.pickup_to, t),
    });
  }
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={to} inherit>
              {surplusText(offer.surplus)}
            </Anchor>
          </Title>
          <OfferStatusBadge status={offer.status} reader="donor" />
        </Group>
        <FactList facts={facts} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('donor.list.sentOn', { date: formatDateTime(offer.created_at) })}
          </Text>
          <Anchor
            component={Link}
            to={to}
            size="sm"
            aria-label={t('donor.list.openLabel', { name: offer.surplus.name })}
          >
            <Group gap={4} component="span" wrap="nowrap">
              {t('donor.list.open')}
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

/** No offers yet: how one is made (from a solution's provider), with the way to the tool. */
function EmptyOffers() {
  const { t } = useTranslation('offers');
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          {t('donor.list.emptyTitle')}
        </Title>
        <Text c="dimmed">{t('donor.list.emptyText')}</Text>
        <Button
          component={Link}
          to={pathTo('tool')}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('donor.list.openTool')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /my-offers: the offers the user sent, newest first, 50 a page with 'Load more'; each with its
 * surplus, provider, solution, status, window or agreed time, and the way to the offer.
 */
export function MyOffersPage() {
  const { t } = useTranslation('offers');
  const list = useMyOffers();
  const offers = useMemo(() => uniqueOffers(list.data?.pages ?? []), [list.data]);

  let content;
  if (list.isPending) {
    content = <LoadingState label={t('donor.list.loading')} />;
  } else if (list.isError && !list.data) {
    content = (
      <LoadFailed
        title={t('donor.list.error')}
        text={localizedServerMessage(list.error, t, t('page.loadFailedText'))}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (offers.length === 0) {
    content = <EmptyOffers />;
  } else {
    content = (
      <Stack gap="md">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} />
          ))}
        </Stack>
        {list.isFetchNextPageError && (
          <Text role="alert" size="sm" c="red">
            {t('donor.list.moreFailed')}
          </Text>
        )}
        <Stack gap="xs" align="flex-start">
          {!list.hasNextPage && list.data.pages.length > 1 && (
            <Text role="status" size="sm">
              {t('donor.list.allShown')}
            </Text>
          )}
          <LoadMoreButton list={list} label={t('donor.list.loadMore')} />
        </Stack>
      </Stack>
    );
  }

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('donor.list.title')} subtitle={t('donor.list.subtitle')} />
        <StandingArrangements side="donor" />
        {content}
      </Stack>
    </Container>
  );
}

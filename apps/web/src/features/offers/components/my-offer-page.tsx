import type { OfferDetail } from '@foodhub/contracts';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { FactList, filledText, type Fact } from '../../../components/fact-list';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { pathTo } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { countryName } from '../../../lib/providers/provider-format';
import { localizedServerMessage } from '../../../lib/server-text';
import { isOfferNotFound, useMyOffer } from '../api/my-offers';
import { windowText } from '../lib/answer-texts';
import { DonorActions } from './donor-actions';
import { OfferFactsSection, OfferSection } from './offer-section';
import { ArrangeWeekly } from './standing-arrangements';
import { OfferHistory } from './offer-history';
import { OutcomeNotes } from './offer-outcome';
import { OfferStatusBadge } from './offer-status-badge';

/** Where the offer stands, in a sentence for its donor. */
function explanation(offer: OfferDetail, t: TFunction<'offers'>, language: string): string {
  switch (offer.status) {
    case 'proposed':
      return t('donor.explain.proposed', {
        window: windowText(offer.pickup_from, offer.pickup_to, t),
      });
    case 'accepted':
      return offer.pickup_at
        ? t('donor.explain.acceptedAt', { time: formatDateTime(offer.pickup_at) })
        : t('donor.explain.accepted');
    case 'declined':
      return offer.decline_reason
        ? t('donor.explain.declinedReason', { reason: t(`reasons.${offer.decline_reason}`) })
        : t('donor.explain.declined');
    case 'handed_over':
      return offer.handed_over_kg !== null
        ? t('donor.explain.handedOverKg', {
            amount: t('facts.amountValue', {
              value: formatNumber(offer.handed_over_kg, { maximumFractionDigits: 3 }, language),
              unit: 'kg',
            }),
            date: offer.handed_over_at ? formatDate(offer.handed_over_at) : '',
          })
        : t('donor.explain.handedOver');
    case 'no_show':
      return t('donor.explain.noShow');
    default:
      return t(`donor.explain.${offer.status}`);
  }
}

/** Its name and place, and its contact: all of it once it accepted, what it shows before. */
function ProviderFacts({ offer }: { offer: OfferDetail }) {
  const { t, i18n } = useTranslation('offers');
  const { provider } = offer;
  const place = [
    filledText(provider.city),
    provider.country ? countryName(provider.country, i18n.language) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const facts: Fact[] = [
    {
      label: t('donor.detail.providerName'),
      value: provider.name ?? t('donor.list.unnamedProvider'),
    },
  ];
  if (place) facts.push({ label: t('donor.detail.place'), value: place });
  const { contact_person: person, email, phone } = provider.contact;
  if (filledText(person)) facts.push({ label: t('donor.detail.contactPerson'), value: person });
  if (filledText(email)) {
    facts.push({
      label: t('facts.email'),
      value: <Anchor href={`mailto:${email}`}>{email}</Anchor>,
    });
  }
  if (filledText(phone)) {
    facts.push({
      label: t('donor.detail.phone'),
      value: <Anchor href={`tel:${phone!.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>,
    });
  }
  const agreed = offer.status === 'accepted' || offer.status === 'handed_over';
  return (
    <Stack gap="sm">
      <FactList facts={facts} />
      {!agreed && (
        <Text size="sm" c="dimmed">
          {t('donor.detail.contactLater')}
        </Text>
      )}
    </Stack>
  );
}

function OfferView({ offer }: { offer: OfferDetail }) {
  const { t, i18n } = useTranslation('offers');
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {t('donor.detail.title', { name: offer.surplus.name })}
        </Title>
        <Group gap="xs">
          <Text size="sm" fw={600} component="span">
            {t('facts.status')}
          </Text>
          <OfferStatusBadge status={offer.status} reader="donor" />
        </Group>
        <Text size="sm">{explanation(offer, t, i18n.language)}</Text>
        <OutcomeNotes offer={offer} />
        <ArrangeWeekly offer={offer} />
      </Stack>
      <DonorActions offer={offer} />
      <OfferSection id="offer-provider-heading" title={t('donor.detail.providerHeading')}>
        <ProviderFacts offer={offer} />
      </OfferSection>
      <OfferFactsSection offer={offer} reader="donor" />
      <OfferSection id="offer-history-heading" title={t('donor.history.heading')}>
        <OfferHistory events={offer.events} />
      </OfferSection>
    </Stack>
  );
}

/**
 * /my-offers/:id: one offer the user sent, linked from its mails: where it stands, what the
 * donor can do now (agree to a proposed time, confirm the handover or that nobody came,
 * withdraw), the provider with its contact once it accepted, the offer's facts and its history.
 */
export function MyOfferPage({ id }: { id: string }) {
  const { t } = useTranslation('offers');
  const query = useMyOffer(id);

  let content;
  if (query.isPending) {
    content = <LoadingState label={t('page.loading')} />;
  } else if (query.isError) {
    content = isOfferNotFound(query.error) ? (
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm" align="flex-start">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('donor.detail.notFoundTitle')}
          </Title>
          <Text c="dimmed">{t('donor.detail.notFoundText')}</Text>
          <Button component={Link} to={pathTo('my-offers')} variant="default">
            {t('donor.detail.toList')}
          </Button>
        </Stack>
      </Paper>
    ) : (
      <LoadFailed
        title={t('page.loadFailed')}
        text={localizedServerMessage(query.error, t, t('page.loadFailedText'))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = <OfferView offer={query.data} />;
  }

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="md">
        <BackLink to={pathTo('my-offers')}>{t('donor.detail.back')}</BackLink>
        {content}
      </Stack>
    </Container>
  );
}

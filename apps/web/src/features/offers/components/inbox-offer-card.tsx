import type { Offer } from '@foodhub/contracts';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSolutionName } from '../../../api/solution-names';
import { filledText } from '../../../components/fact-list';
import { pathTo } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { windowText } from '../lib/answer-texts';
import { amountParts, donorPlace } from '../lib/inbox-format';
import classes from './inbox-offer-card.module.css';
import { OfferStatusBadge } from './offer-status-badge';

/** The agreed pick-up time once there is one, else the window the offer waits in. */
function PickupLine({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offer-inbox');
  const { t: offersT } = useTranslation('offers');
  const agreed = offer.pickup_at && (offer.status === 'accepted' || offer.status === 'handed_over');
  return (
    <Text size="sm">
      {agreed
        ? t('inbox.agreed', { time: formatDateTime(offer.pickup_at!) })
        : t('inbox.window', {
            window: windowText(offer.pickup_from, offer.pickup_to, offersT),
          })}
    </Text>
  );
}

/**
 * One offer of the inbox as a card: the surplus (how much, how often), from whom and where, for
 * which solution, when to pick it up, and its state; one waiting for the organisation's answer
 * is marked. The card opens the offer.
 */
export function InboxOfferCard({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation(['offer-inbox', 'offers', 'matching']);
  const solutionName = useSolutionName();
  const lng = i18n.language;
  const waiting = offer.status === 'sent';
  const amount = amountParts(offer.surplus, t, lng).join(' · ');
  const donor = filledText(offer.donor.name) ?? t('inbox.unnamedDonor');
  const place = donorPlace(offer.donor, lng);
  const headingId = `inbox-offer-${offer.id}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      data-waiting={waiting || undefined}
      aria-labelledby={headingId}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} fz="lg" id={headingId} style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Anchor
              component={Link}
              to={pathTo('provider-offer', { id: offer.id })}
              className={classes.link}
              inherit
            >
              {filledText(offer.surplus.name) ?? t('inbox.unnamedSurplus')}
            </Anchor>
          </Title>
          <OfferStatusBadge status={offer.status} reader="provider" size="lg" />
        </Group>
        {amount && <Text size="sm">{amount}</Text>}
        <Text size="sm">
          {place ? t('inbox.fromPlace', { donor, place }) : t('inbox.from', { donor })}
        </Text>
        <Text size="sm">
          {t('inbox.for', {
            solution: solutionName(offer.solution.id, offer.solution.process_name),
          })}
        </Text>
        <PickupLine offer={offer} />
        <Text size="xs" c="dimmed">
          {t('inbox.received', { date: formatDate(offer.created_at, 'medium') })}
        </Text>
        {waiting && (
          <Group gap={6} wrap="nowrap">
            <IconBellRinging
              size={18}
              aria-hidden
              color="var(--mantine-color-orange-text)"
              style={{ flexShrink: 0 }}
            />
            <Text size="sm" fw={700} c="var(--mantine-color-orange-text)">
              {t('inbox.answerDue')}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

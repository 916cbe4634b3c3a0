import type { OfferDetail } from '@foodhub/contracts';
import { Box, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { windowText } from '../lib/answer-texts';
import { OfferStackSection } from './offer-section';

type OfferEvent = OfferDetail['events'][number];

/** A text of an event's detail, or null when it did not record one. */
function detailText(event: OfferEvent, key: string): string | null {
  const value = event.detail?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The window an event recorded ({ from, to }), or null. */
function detailWindow(event: OfferEvent, key: string): { from: string; to: string } | null {
  const value = event.detail?.[key];
  if (!value || typeof value !== 'object') return null;
  const { from, to } = value as { from?: unknown; to?: unknown };
  return typeof from === 'string' && typeof to === 'string' ? { from, to } : null;
}

/** What an event did, in words: 'Accepted: pick-up on 14 Mar 2026, 10:00'. */
function eventText(
  event: OfferEvent,
  t: TFunction<'offer-inbox'>,
  offersT: TFunction<'offers'>,
  lng: string,
): string {
  switch (event.status) {
    case 'sent':
      return t('history.sent');
    case 'accepted': {
      const at = detailText(event, 'pickup_at');
      return at ? t('history.accepted', { time: formatDateTime(at) }) : offersT('status.accepted');
    }
    case 'proposed': {
      const window = detailWindow(event, 'proposed');
      return window
        ? t('history.proposed', { window: windowText(window.from, window.to, offersT) })
        : t('history.proposedPlain');
    }
    case 'declined': {
      const reason = detailText(event, 'reason');
      return reason
        ? t('history.declined', { reason: offersT(`reasons.${reason}`, { defaultValue: reason }) })
        : offersT('status.declined');
    }
    case 'handed_over': {
      const kg = event.detail?.handed_over_kg;
      return typeof kg === 'number'
        ? t('history.handedOver', {
            kg: formatNumber(kg, { maximumFractionDigits: 1 }, lng),
          })
        : offersT('status.handed_over');
    }
    case 'withdrawn':
      return t('history.withdrawn');
    case 'expired':
      return t('history.expired');
    default:
      return t('history.noShow');
  }
}

/** Every change of the offer's state, oldest first: when, what, and by whom. */
export function ProviderOfferHistory({ events }: { events: OfferDetail['events'] }) {
  const { t, i18n } = useTranslation('offer-inbox');
  const { t: offersT } = useTranslation('offers');
  return (
    <OfferStackSection id="offer-history-heading" title={t('history.heading')}>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {events.map((event, index) => (
            <Box
              component="li"
              key={`${event.at}-${index}`}
              pl="sm"
              style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}
            >
              <Text size="sm" fw={600}>
                {eventText(event, t, offersT, i18n.language)}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                {' · '}
                {t(`history.actor.${event.actor}`)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </OfferStackSection>
  );
}

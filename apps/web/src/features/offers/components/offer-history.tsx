import type { OfferDetail } from '@foodhub/contracts';
import { OFFER_DECLINE_REASONS } from '@foodhub/domain';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { windowText } from '../lib/answer-texts';

type OfferEvent = OfferDetail['events'][number];

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** A window the event's detail names ({ from, to }), or null. */
function windowOf(value: unknown): { from: string; to: string } | null {
  if (!value || typeof value !== 'object') return null;
  const { from, to } = value as { from?: unknown; to?: unknown };
  const start = text(from);
  const end = text(to);
  return start && end ? { from: start, to: end } : null;
}

/** What happened, in words, with what the event's detail tells (time, window, reason, kg). */
function eventText(event: OfferEvent, t: TFunction<'offers'>, language: string): string {
  const detail = event.detail ?? {};
  switch (event.status) {
    case 'sent':
      return t('donor.history.sent');
    case 'proposed': {
      const proposed = windowOf(detail.proposed);
      return proposed
        ? t('donor.history.proposedWindow', {
            window: windowText(proposed.from, proposed.to, t),
          })
        : t('donor.history.proposed');
    }
    case 'accepted': {
      const at = text(detail.pickup_at);
      if (!at) return t('donor.history.accepted');
      const time = formatDateTime(at);
      return event.actor === 'donor'
        ? t('donor.history.agreedAt', { time })
        : t('donor.history.acceptedAt', { time });
    }
    case 'declined': {
      const reason = OFFER_DECLINE_REASONS.find((known) => known === detail.reason);
      return reason
        ? t('donor.history.declinedReason', { reason: t(`reasons.${reason}`) })
        : t('donor.history.declined');
    }
    case 'withdrawn':
      return t('donor.history.withdrawn');
    case 'expired':
      return t('donor.history.expired');
    case 'handed_over': {
      const kg = detail.handed_over_kg;
      return typeof kg === 'number' && Number.isFinite(kg)
        ? t('donor.history.handedOverKg', {
            amount: t('facts.amountValue', {
              value: formatNumber(kg, { maximumFractionDigits: 3 }, language),
              unit: 'kg',
            }),
          })
        : t('donor.history.handedOver');
    }
    case 'no_show':
      return t('donor.history.noShow');
  }
}

/** Every change of the offer, oldest first: when and who, then what. */
export function OfferHistory({ events }: { events: OfferEvent[] }) {
  const { t, i18n } = useTranslation('offers');
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('donor.history.empty')}
      </Text>
    );
  }
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {ordered.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <Text size="xs" c="dimmed">
            {t('donor.history.by', {
              when: formatDateTime(event.at),
              who: t(`donor.history.actor.${event.actor}`),
            })}
          </Text>
          <Text size="sm">{eventText(event, t, i18n.language)}</Text>
        </li>
      ))}
    </Stack>
  );
}

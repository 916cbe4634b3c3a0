import type { OfferDetail } from '@foodhub/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { filledText } from '../../../components/fact-list';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { windowText } from '../lib/answer-texts';
import { useOfferStatusText } from './offer-status-badge';

/** What became of the offer, in one sentence, as the organisation reads it. */
function useStateText(offer: OfferDetail): string {
  const { t, i18n } = useTranslation('offer-inbox');
  const { t: offersT } = useTranslation('offers');
  switch (offer.status) {
    case 'proposed':
      return t('state.proposed', {
        window: windowText(offer.pickup_from, offer.pickup_to, offersT),
      });
    case 'accepted':
      return offer.pickup_at
        ? t('state.accepted', { time: formatDateTime(offer.pickup_at) })
        : t('state.acceptedNoTime');
    case 'declined':
      return offer.decline_reason
        ? t('state.declined', { reason: offersT(`reasons.${offer.decline_reason}`) })
        : t('state.declinedNoReason');
    case 'withdrawn':
      return t('state.withdrawn');
    case 'expired':
      return t('state.expired');
    case 'handed_over':
      return offer.handed_over_kg !== null
        ? t('state.handedOver', {
            kg: formatNumber(offer.handed_over_kg, { maximumFractionDigits: 1 }, i18n.language),
            date: formatDate(offer.handed_over_at ?? offer.updated_at),
          })
        : t('state.handedOverNoKg');
    case 'no_show':
      return t('state.noShow');
    default:
      return t('state.sent');
  }
}

/**
 * The offer's state once the organisation has answered or it moved on: what happened, who comes
 * or why it was declined. `answered`: the organisation's answer of this visit (announced).
 */
export function ProviderOfferState({ offer, answered }: { offer: OfferDetail; answered: boolean }) {
  const { t } = useTranslation('offer-inbox');
  const statusText = useOfferStatusText();
  const text = useStateText(offer);
  // The form that sent the answer is gone with its button: the keyboard's focus goes on here.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answered) ref.current?.focus();
  }, [answered]);
  const collector = filledText(offer.collector);
  const declineText = filledText(offer.decline_text);
  const good = offer.status === 'accepted' || offer.status === 'handed_over';
  const waitsForDonor = offer.status === 'proposed';
  let icon = <IconInfoCircle aria-hidden />;
  if (good || answered) icon = <IconCircleCheck aria-hidden />;
  else if (waitsForDonor) icon = <IconClockHour4 aria-hidden />;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={good || answered ? 'green' : waitsForDonor ? 'blue' : 'gray'}
      variant="light"
      icon={icon}
      title={answered ? t('detail.answerSent') : statusText(offer.status, 'provider')}
      // Announced when it is the answer just sent; otherwise a note, read in its place.
      role={answered ? 'status' : 'note'}
    >
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {text}
        </Text>
        {(offer.status === 'accepted' || offer.status === 'handed_over') && collector && (
          <Text size="sm">{t('state.collector', { collector })}</Text>
        )}
        {offer.status === 'accepted' && <Text size="sm">{t('state.acceptedNext')}</Text>}
        {offer.status === 'declined' && declineText && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t('state.declineText', { text: declineText })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

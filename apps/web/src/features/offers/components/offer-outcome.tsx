import type { OfferDetail } from '@foodhub/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { filledText } from '../../../components/fact-list';
import { formatDateTime } from '../../../lib/format-date';
import { windowText } from '../lib/answer-texts';

/** What became of an offer that waits for no answer of the provider any more, in words. */
function outcomeText(offer: OfferDetail, t: TFunction<'offers'>) {
  switch (offer.status) {
    case 'accepted':
      return offer.pickup_at
        ? t('outcome.accepted', { time: formatDateTime(offer.pickup_at) })
        : t('status.accepted');
    case 'declined':
      return offer.decline_reason
        ? t('outcome.declined', { reason: t(`reasons.${offer.decline_reason}`) })
        : t('status.declined');
    case 'proposed':
      return t('outcome.proposed', { window: windowText(offer.pickup_from, offer.pickup_to, t) });
    case 'withdrawn':
      return t('outcome.withdrawn');
    case 'expired':
      return t('outcome.expired');
    case 'handed_over':
      return t('outcome.handedOver');
    case 'no_show':
      return t('outcome.noShow');
    default:
      return t('status.sent');
  }
}

/** Who comes for an accepted offer, or the provider's own words on declining it, when given. */
export function OutcomeNotes({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation('offers');
  const collector = filledText(offer.collector);
  const declineText = filledText(offer.decline_text);
  return (
    <>
      {offer.status === 'accepted' && collector && (
        <Text size="sm">{t('outcome.collector', { collector })}</Text>
      )}
      {offer.status === 'declined' && declineText && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {t('outcome.declineText', { text: declineText })}
        </Text>
      )}
    </>
  );
}

/**
 * The offer's state once the link has nothing more to answer: what happened, who comes or why
 * it was declined, and that the link cannot answer again. `answered`: the answer of this visit.
 */
export function OfferOutcome({ offer, answered }: { offer: OfferDetail; answered: boolean }) {
  const { t } = useTranslation('offers');
  const good = offer.status === 'accepted' || offer.status === 'handed_over';
  return (
    <Alert
      color={good || answered ? 'green' : 'gray'}
      variant="light"
      icon={good || answered ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
      title={answered ? t('page.answerSent') : t(`status.${offer.status}`)}
      role={answered ? 'status' : undefined}
    >
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {outcomeText(offer, t)}
        </Text>
        <OutcomeNotes offer={offer} />
        <Text size="sm">{t('outcome.noMore')}</Text>
      </Stack>
    </Alert>
  );
}

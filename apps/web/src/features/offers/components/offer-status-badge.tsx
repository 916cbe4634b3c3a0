import type { OfferStatus } from '@foodhub/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The status's colour: open (blue), the donor's turn (orange), agreed (green), over (red, gray). */
export const OFFER_STATUS_COLORS: Record<OfferStatus, string> = {
  sent: 'blue',
  proposed: 'orange',
  accepted: 'green',
  handed_over: 'teal',
  declined: 'red',
  withdrawn: 'gray',
  expired: 'gray',
  no_show: 'orange',
};

/** Who reads the status: the same state is worded for each side (offers.json). */
export type OfferStatusReader = 'donor' | 'provider';

/** The status of an offer in words as its reader sees it. */
export function useOfferStatusText() {
  const { t } = useTranslation('offers');
  return (status: OfferStatus, reader: OfferStatusReader) =>
    // The provider's words are offers.json `status`, the donor's `donor.status`.
    reader === 'donor' ? t(`donor.status.${status}`) : t(`status.${status}`);
}

/**
 * An offer's status as a coloured badge with its word: for the donor 'Waiting for the provider',
 * for the provider 'Waiting for your answer'. Shared by the donor's pages, the provider's inbox
 * and the link's page.
 */
export function OfferStatusBadge({
  status,
  reader,
  size = 'md',
}: {
  status: OfferStatus;
  reader: OfferStatusReader;
  size?: BadgeProps['size'];
}) {
  const text = useOfferStatusText();
  return (
    <Badge variant="light" color={OFFER_STATUS_COLORS[status]} tt="none" size={size}>
      {text(status, reader)}
    </Badge>
  );
}

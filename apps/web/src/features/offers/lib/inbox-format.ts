import type { Offer } from '@foodhub/contracts';
import { FREQUENCY_INTERVALS } from '@foodhub/domain';
import { filledText } from '../../../components/fact-list';
import { formatNumber } from '../../../lib/format-number';
import { frequencyLabel } from '../../../lib/frequency-label';
import { placeText } from '../../../lib/providers/provider-format';

/** A translate function that reads the 'offers' and 'matching' namespaces by prefix. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How much and how often, as the offer's facts write them: '40 kg', '1 times per week'; the
 * parts the donor left out (or this client cannot name) are left out.
 */
export function amountParts(surplus: Offer['surplus'], t: Translate, lng: string): string[] {
  const parts: string[] = [];
  const value = surplus.amount?.value;
  if (typeof value === 'number' && Number.isFinite(value)) {
    parts.push(
      t('offers:facts.amountValue', {
        value: formatNumber(value, { maximumFractionDigits: 3 }, lng),
        unit: filledText(surplus.amount?.unit) ?? 'kg',
      }),
    );
  }
  const interval = FREQUENCY_INTERVALS.find((known) => known === surplus.frequency?.interval);
  if (surplus.frequency && interval) {
    parts.push(frequencyLabel({ times: surplus.frequency.times, interval }, t));
  }
  return parts;
}

/** The donor's place for a list: 'Graz, Austria', or null when it gave none. */
export function donorPlace(donor: Offer['donor'], lng: string): string | null {
  return placeText(
    {
      address: null,
      postalCode: null,
      city: filledText(donor.city),
      country: filledText(donor.country),
    },
    lng,
  );
}

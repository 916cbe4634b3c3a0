import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { locatedPlaceText } from '../lib/located-place';
import type { LocatedAs } from '../stores/stepper-data';

interface LocatedTextProps {
  locatedAs: LocatedAs;
  /** Shown after the sentence, e.g. a link back to the address. */
  after?: ReactNode;
  /** The sentence for an address not found, given the reason; the stepper's by default. */
  notFound?: (reason: string) => string;
}

/**
 * What the geocoder understood of an address ('Located: 8010 Graz, Austria (postal-code area)'),
 * or why it found nothing, so the user can see and correct it. Step 1 of the stepper and the
 * provider entry both show it; the texts are the 'matching' namespace's.
 */
export function LocatedText({ locatedAs, after = null, notFound }: LocatedTextProps) {
  const { t, i18n } = useTranslation('matching');
  if (!locatedAs.found) {
    const reason = t(`companyData.located.reasons.${locatedAs.reason ?? 'unknown'}`);
    return (
      <Text fz="sm" c="orange.9" data-testid="located-note" role="status">
        {notFound ? notFound(reason) : t('companyData.located.notFound', { reason })}
        {after}
      </Text>
    );
  }
  return (
    <Text fz="sm" c="dimmed" data-testid="located-note" role="status">
      {t('companyData.located.found', {
        place: locatedPlaceText(locatedAs.matched, i18n.language),
        precision: t(`common:geocodePrecision.${locatedAs.precision}`),
      })}
      {locatedAs.precision !== 'address' && <> {t('companyData.located.approximate')}</>}
      {after}
    </Text>
  );
}

import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../../../config/paths';
import { locatedPlaceText } from '../../../../lib/located-place';
import { useStepperStore } from '../../../../stores/stepper-store';

/**
 * What the geocoder understood of the company address ('Located: 8010 Graz, Austria (postal-code
 * area)'), or why it found nothing, so the user can see and correct it. `linkToAddress` adds a
 * link back to step 1.
 */
export function LocatedNote({ linkToAddress = false }: { linkToAddress?: boolean }) {
  const { t, i18n } = useTranslation('matching');
  const locatedAs = useStepperStore((s) => s.companyProfile.locatedAs);
  if (!locatedAs) return null;
  const link = linkToAddress ? (
    <>
      {' '}
      <Anchor component={Link} to={routePaths['company-data']} fz="sm">
        {t('companyData.located.change')}
      </Anchor>
    </>
  ) : null;
  if (!locatedAs.found) {
    return (
      <Text fz="sm" c="orange.9" data-testid="located-note" role="status">
        {t('companyData.located.notFound', {
          reason: t(`companyData.located.reasons.${locatedAs.reason ?? 'unknown'}`),
        })}
        {link}
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
      {link}
    </Text>
  );
}

import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocatedText } from '../../../../components/located-text';
import { routePaths } from '../../../../config/paths';
import { focusState } from '../../../../lib/focus-request';
import { useStepperStore } from '../../../../stores/stepper-store';

/**
 * What the geocoder understood of the company address, or why it found nothing (LocatedText).
 * `linkToAddress` adds a link back to step 1's street address.
 */
export function LocatedNote({ linkToAddress = false }: { linkToAddress?: boolean }) {
  const { t } = useTranslation('matching');
  const locatedAs = useStepperStore((s) => s.companyProfile.locatedAs);
  if (!locatedAs) return null;
  const link = linkToAddress ? (
    <>
      {' '}
      {/* To the street address itself, focused. */}
      <Anchor
        component={Link}
        to={routePaths['company-data']}
        state={focusState('address')}
        fz="sm"
      >
        {t('companyData.located.change')}
      </Anchor>
    </>
  ) : null;
  return <LocatedText locatedAs={locatedAs} after={link} />;
}

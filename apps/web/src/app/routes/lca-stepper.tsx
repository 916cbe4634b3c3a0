import { useTranslation } from 'react-i18next';
import { useStepperStore } from '../../features/entry-stepper/store';
import { LcaStepperShell } from '../../features/impact-analysis/components/lca-stepper-shell';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * /lca-stepper (spec part 2 §2): the analysis stepper. The entry stepper's data (entry-stepper)
 * meets the analysis (impact-analysis) here and in the step routes, not in each other.
 */
export function Component() {
  const { t } = useTranslation('analysis');
  useDocumentTitle(t('stepper.title'));
  const geo = useStepperStore((s) => s.companyProfile.location_geo);
  const lon = geo?.coordinates[0];
  const lat = geo?.coordinates[1];
  return (
    <LcaStepperShell companyPosition={lat !== undefined && lon !== undefined ? [lat, lon] : null} />
  );
}

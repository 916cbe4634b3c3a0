import { useTranslation } from 'react-i18next';
import { LcaStepperShell } from '../../features/impact-analysis/components/lca-stepper-shell';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /lca-stepper (spec part 2 §2): the analysis stepper around its steps. */
export function Component() {
  const { t } = useTranslation('analysis');
  useDocumentTitle(t('stepper.title'));
  return <LcaStepperShell />;
}

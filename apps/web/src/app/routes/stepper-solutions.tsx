import { useTranslation } from 'react-i18next';
import { SolutionsStep } from '../../features/entry-stepper/components/solutions-step';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.solutions.title'));
  return <SolutionsStep />;
}

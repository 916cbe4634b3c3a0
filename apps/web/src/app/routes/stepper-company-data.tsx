import { useTranslation } from 'react-i18next';
import { CompanyDataStep } from '../../features/entry-stepper/components/company-data-step';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.companyData.title'));
  return <CompanyDataStep />;
}

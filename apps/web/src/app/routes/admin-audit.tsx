import { useTranslation } from 'react-i18next';
import { AuditPage } from '../../features/admin/components/audit-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('audit.title') }));
  return <AuditPage />;
}

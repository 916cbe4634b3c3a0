import { useTranslation } from 'react-i18next';
import { AuditPage } from '../../features/admin/components/audit-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { auditLogQueryOptions } from '../../features/admin/api/admin-audit';
import { queryClient } from '../../lib/query-client';
import { whenAdmin } from '../route-data';

/** The latest page of the audit log. */
export const loader = () =>
  whenAdmin(() => queryClient.ensureInfiniteQueryData(auditLogQueryOptions()).catch(() => {}));

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('audit.title') }));
  return <AuditPage />;
}

import { useTranslation } from 'react-i18next';
import { ProviderGapsPage } from '../../features/admin/components/provider-gaps-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { providerGapsQueryOptions } from '../../features/admin/api/admin-provider-gaps';
import i18n from '../../lib/i18n';
import { ensureData, solutionNames, whenAdmin } from '../route-data';

/**
 * The solutions users were shown with no real provider near them, and the offers no provider
 * took, whose food groups are named in the catalogue's words (its texts loaded beside).
 */
export const loader = async () => {
  await Promise.all([
    whenAdmin(() => ensureData(providerGapsQueryOptions(), solutionNames())),
    // Without them a food group shows as stored (English): the page still reads.
    i18n.loadNamespaces('catalogue').catch(() => undefined),
  ]);
  return null;
};

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('gaps.title') }));
  return <ProviderGapsPage />;
}

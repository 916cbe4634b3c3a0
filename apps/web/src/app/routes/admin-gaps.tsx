import { useTranslation } from 'react-i18next';
import { ProviderGapsPage } from '../../features/admin/components/provider-gaps-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { providerGapsQueryOptions } from '../../features/admin/api/admin-provider-gaps';
import { ensureData, solutionNames, whenAdmin } from '../route-data';

/**
 * The solutions users were shown with no real provider near them, and the offers no provider
 * took, whose food groups are named in the catalogue's words (its texts come with the route).
 */
export const loader = () =>
  whenAdmin(() => ensureData(providerGapsQueryOptions(), solutionNames()));

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('gaps.title') }));
  return <ProviderGapsPage />;
}

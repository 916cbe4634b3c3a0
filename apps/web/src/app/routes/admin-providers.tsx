import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderEntriesPage } from '../../features/admin/components/provider-entries-page';
import {
  ProviderPreviewProvider,
  type RenderProviderPreview,
} from '../../features/admin/components/provider-preview-slot';
import { ProviderPreview } from '../../features/providers/components/provider-preview';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { entryProviderView } from '../../lib/providers/entry-provider-view';
import type { LoaderFunctionArgs } from 'react-router';
import { solutionCatalogueQueryOptions } from '../../api/solution-catalogue';
import { providerEntriesQueryOptions } from '../../features/admin/api/admin-provider-entries';
import { entryFilterOf, queryOfFilter } from '../../features/admin/lib/provider-review';
import { currentLanguage } from '../../lib/i18n';
import { ensureData, searchParamsOf, whenAdmin } from '../route-data';

/** The entries of the filter in the address, the changed ones' count, the solutions' names. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const filter = entryFilterOf(searchParamsOf(request));
  return whenAdmin(() =>
    ensureData(
      providerEntriesQueryOptions(queryOfFilter(filter)),
      providerEntriesQueryOptions({ changed: true }),
      solutionCatalogueQueryOptions(currentLanguage()),
    ),
  );
};

/** /admin/providers: the entries to review, each with the users' provider card of it. */
export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('providers.title') }));
  // Approving marks the entry verified today: the preview shows the mark it will get.
  const renderPreview = useCallback<RenderProviderPreview>(
    (entry) => (
      <ProviderPreview
        provider={entryProviderView(entry, new Date().toISOString())}
        label={t('providers.preview.label', { name: entry.company_name })}
      />
    ),
    [t],
  );
  return (
    <ProviderPreviewProvider value={renderPreview}>
      <ProviderEntriesPage />
    </ProviderPreviewProvider>
  );
}

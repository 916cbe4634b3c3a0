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

import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../../features/admin/components/catalogue-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { LoaderFunctionArgs } from 'react-router';
import { solutionCatalogueQueryOptions } from '../../api/solution-catalogue';
import { catalogueQueryOptions } from '../../features/admin/api/admin-catalogue';
import { cursorOf } from '../../features/admin/hooks/use-cursor-pages';
import { catalogueFiltersOf } from '../../features/admin/lib/catalogue-search';
import { currentLanguage } from '../../lib/i18n';
import { ensureData, searchParamsOf, whenAdmin } from '../route-data';

/** The page of the catalogue the address asks for, and the solutions' names for its filter. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const params = searchParamsOf(request);
  const search = { ...catalogueFiltersOf(params), cursor: cursorOf(params) };
  return whenAdmin(() =>
    ensureData(catalogueQueryOptions(search), solutionCatalogueQueryOptions(currentLanguage())),
  );
};

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('catalogue.title') }));
  return <CataloguePage />;
}

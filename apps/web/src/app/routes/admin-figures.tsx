import { useTranslation } from 'react-i18next';
import { FiguresPage } from '../../features/admin/components/figures-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { LoaderFunctionArgs } from 'react-router';
import {
  figuresRangeOf,
  programmeFiguresQueryOptions,
} from '../../features/admin/api/admin-figures';
import { ensureData, searchParamsOf, solutionNames, whenAdmin } from '../route-data';

/** The figures of the range in the address. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  whenAdmin(() =>
    ensureData(
      programmeFiguresQueryOptions(figuresRangeOf(searchParamsOf(request))),
      solutionNames(),
    ),
  );

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('figures.title') }));
  return <FiguresPage />;
}

import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmEmailQueryOptions } from '../../features/account/api/confirm-email';
import { ConfirmEmailPage } from '../../features/account/components/confirm-email-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ensureSignedInData, linkToken } from '../route-data';

/** The link's token confirmed before the page renders (signed in: only its account spends it). */
export function loader({ request }: LoaderFunctionArgs) {
  const token = linkToken(request);
  return token ? ensureSignedInData(confirmEmailQueryOptions(token)) : null;
}

export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('confirmEmail.title'));
  return <ConfirmEmailPage />;
}

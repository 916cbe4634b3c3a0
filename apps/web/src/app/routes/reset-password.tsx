import type { LoaderFunctionArgs } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from 'react-i18next';
import { confirmPasswordResetQueryOptions } from '../../features/auth/api/confirm-password-reset';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { ensureData, linkToken } from '../route-data';

/** The link's reset token confirmed before the page renders (once per token). */
export function loader({ request }: LoaderFunctionArgs) {
  const token = linkToken(request);
  return token ? ensureData(confirmPasswordResetQueryOptions(token)) : null;
}

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('titles.resetPassword'));
  return <ResetPasswordPage />;
}

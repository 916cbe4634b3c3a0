import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown in place of a page (or a lazily loaded part of one) while its code loads. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py={64} role="status">
      <Loader size="md" />
      <VisuallyHidden>{t('loading.page')}</VisuallyHidden>
    </Center>
  );
}

import { Alert, Container } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDroppedStores } from '../stores/dropped-stores';

/** Says once that saved entries could not be read (another version, damaged) and were reset. */
export function StorageResetNotice() {
  const { t } = useTranslation('common');
  const names = useDroppedStores((s) => s.names);
  const dismiss = useDroppedStores((s) => s.dismiss);
  if (names.length === 0) return null;
  return (
    <Container size="md" pt="md">
      <Alert
        role="status"
        color="orange"
        icon={<IconInfoCircle aria-hidden />}
        withCloseButton
        closeButtonLabel={t('dialog.close')}
        onClose={dismiss}
        data-testid="storage-reset"
      >
        {t('storageReset')}
      </Alert>
    </Container>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ResetConversationModalProps {
  opened: boolean;
  onCancel(): void;
  onReset(): void;
}

/** 'Start New Conversation?' with Cancel / Reset (spec part 1 §2 'Chatbot'), above the window. */
export function ResetConversationModal({ opened, onCancel, onReset }: ResetConversationModalProps) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation('common');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      opened={opened}
      onClose={onCancel}
      title={t('reset.title')}
      centered
      zIndex={400}
    >
      <Text mb="lg">{t('reset.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('reset.cancel')}
        </Button>
        <Button color="red" onClick={onReset}>
          {t('reset.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

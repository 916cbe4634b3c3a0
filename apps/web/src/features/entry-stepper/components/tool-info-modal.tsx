import { TOOL_INFO_SEEN_STORAGE_KEY } from '../../../config/browser-storage';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconListCheck, IconMessageChatbot } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusStepHeading } from '../../../lib/page-focus';

/** The info shows once per browser session (spec part 1 §2): a session storage flag. */
function hasSeenToolInfo(): boolean {
  try {
    return sessionStorage.getItem(TOOL_INFO_SEEN_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function markToolInfoSeen() {
  try {
    sessionStorage.setItem(TOOL_INFO_SEEN_STORAGE_KEY, 'true');
  } catch {
    // Storage blocked (private mode): the info simply shows again on the next visit.
  }
}

/**
 * Step 1's one-time info: the chatbot helps on every page, and every field is optional.
 * withoutFade: it is already on screen (the page arrived with it drawn) and stays, not fading in.
 */
export function ToolInfoModal({ withoutFade = false }: { withoutFade?: boolean }) {
  const { t } = useTranslation('matching');
  const { t: tc } = useTranslation('common');
  const [opened, setOpened] = useState(() => !hasSeenToolInfo());

  function close() {
    markToolInfoSeen();
    setOpened(false);
    focusStepHeading();
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      opened={opened}
      onClose={close}
      transitionProps={withoutFade ? { duration: 0 } : undefined}
      // It opened with the page, before anything had the focus: Mantine would return the focus
      // to the page's body; close() gives it to the step's heading.
      returnFocus={false}
      centered
      title={t('companyData.infoModal.title')}
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size={36}>
            <IconMessageChatbot size={20} aria-hidden />
          </ThemeIcon>
          <Text>{t('companyData.infoModal.chatbot')}</Text>
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size={36}>
            <IconListCheck size={20} aria-hidden />
          </ThemeIcon>
          <Text>{t('companyData.infoModal.optional')}</Text>
        </Group>
        <Button onClick={close} fullWidth data-autofocus>
          {t('companyData.infoModal.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../config/paths';
import { reloadPage } from '../lib/reload-page';
import { draftHooks } from '../stores/draft-hooks';
import { resetToolData } from '../stores/reset-stores';

interface ClearDataButtonProps {
  disabled?: boolean;
  /** Whether to ask first; the entry stepper asks only when something was entered. */
  shouldConfirm(): boolean;
}

/**
 * Clear All Data (spec part 1 §4, part 2 §2): after the confirmation, resets the stepper and the
 * analysis (and deletes the signed-in user's saved draft of them), goes to company-data and
 * reloads the page. Step 1 is not filled in from the account again (docs/decisions.md).
 */
export function ClearDataButton({ disabled, shouldConfirm }: ClearDataButtonProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  async function clearAll() {
    setConfirming(false);
    resetToolData();
    // Signed in, the entries are also the server's draft: it goes too, before the reload.
    await draftHooks.clearDraftEverywhere();
    await navigate(pathTo('company-data'));
    reloadPage();
  }

  function handleClick() {
    if (shouldConfirm()) setConfirming(true);
    else void clearAll();
  }

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={handleClick}
        disabled={disabled}
      >
        {t('clearData.button')}
      </Button>
      <Modal
        opened={confirming}
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        onClose={() => setConfirming(false)}
        centered
        title={<Text fw={700}>{t('clearData.title')}</Text>}
      >
        <Stack gap="md">
          <Text size="sm">{t('clearData.text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('clearData.cancel')}
            </Button>
            <Button color="red" onClick={() => void clearAll()}>
              {t('clearData.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

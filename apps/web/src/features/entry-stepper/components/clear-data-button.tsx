import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import { reloadPage } from '../lib/reload-page';
import { hasEnteredData, useStepperStore } from '../store';

/**
 * Clear All Data (spec part 1 §4): asks first only when company name or address, surplus name or
 * food groups, or solutions exist; then resets the stepper, goes to company-data and reloads.
 */
export function ClearDataButton({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('matching');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  async function clearAll() {
    setConfirming(false);
    // The impact analysis store registers its own reset once it exists (spec: both stores).
    useStepperStore.getState().resetStepper();
    await navigate(pathTo('company-data'));
    reloadPage();
  }

  function handleClick() {
    if (hasEnteredData(useStepperStore.getState())) setConfirming(true);
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
        {t('actions.clearAll')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        centered
        title={<Text fw={700}>{t('clear.title')}</Text>}
      >
        <Stack gap="md">
          <Text size="sm">{t('clear.text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('clear.cancel')}
            </Button>
            <Button color="red" onClick={() => void clearAll()}>
              {t('clear.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

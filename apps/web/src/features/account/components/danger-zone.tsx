import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountModal } from './delete-account-modal';

export function DangerZone() {
  const { t } = useTranslation('account');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={2} size="h4" c="red.8">
            {t('dangerZone.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dangerZone.text')}
          </Text>
        </Stack>
        <Button color="red" variant="outline" leftSection={<IconTrash size={16} />} onClick={open}>
          {t('dangerZone.deleteButton')}
        </Button>
      </Group>
      <DeleteAccountModal opened={opened} onClose={close} />
    </Paper>
  );
}

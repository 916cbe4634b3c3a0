import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadMyData } from '../api/export-data';

/** 'Download my data': a copy of everything stored about the account (GDPR Art. 20). */
export function DataExport() {
  const { t } = useTranslation('account');
  const download = useDownloadMyData();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={2} size="h4">
            {t('export.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('export.text')}
          </Text>
          {download.isError && (
            <Text size="sm" c="red.8" role="alert">
              {t('export.failed')}
            </Text>
          )}
        </Stack>
        <Button
          variant="light"
          leftSection={<IconDatabaseExport size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('export.button')}
        </Button>
      </Group>
    </Paper>
  );
}

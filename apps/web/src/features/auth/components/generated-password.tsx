import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A server-generated password, shown once when the e-mail could not be delivered. */
export function GeneratedPassword({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('password.label')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code
          fz="lg"
          px="md"
          py="xs"
          style={{ flex: 1, wordBreak: 'break-all', userSelect: 'all' }}
          data-testid="generated-password"
        >
          {password}
        </Code>
        <CopyButton value={password}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('password.copied') : t('password.copy')} withArrow>
              <ActionIcon
                variant="light"
                size="lg"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('password.copied') : t('password.copy')}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long 'Copied' stays next to the button. */
const COPIED_VISIBLE_MS = 4000;

type CopyState = 'idle' | 'copied' | 'unavailable';

/** Selects the text of a node, so the user can copy it with the keyboard or the context menu. */
function selectText(node: HTMLElement | null) {
  const selection = window.getSelection();
  if (!node || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(node);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * A server-generated password, shown once when the e-mail could not be delivered, with a copy
 * button. Where the clipboard is missing (a page not served over https) or refuses, the password
 * is selected instead and the user is told to copy it by hand.
 */
export function GeneratedPassword({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const codeRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      // Undefined outside secure contexts; writeText rejects when permission is refused.
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(password);
      setState('copied');
    } catch {
      selectText(codeRef.current);
      setState('unavailable');
    }
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('password.label')}
      </Text>
      <Code
        ref={codeRef}
        block
        fz="lg"
        px="md"
        py="xs"
        style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', userSelect: 'all' }}
        data-testid="generated-password"
      >
        {password}
      </Code>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          color={state === 'copied' ? 'teal' : undefined}
          leftSection={state === 'copied' ? <IconCheck size={18} /> : <IconCopy size={18} />}
          onClick={() => void copy()}
        >
          {t('password.copy')}
        </Button>
        <Text role="status" size="sm" fw={600} c="teal.9">
          {state === 'copied' ? t('password.copied') : ''}
        </Text>
      </Group>
      {state === 'unavailable' && (
        <Text role="alert" size="sm" c="orange.9">
          {t('password.copyUnavailable')}
        </Text>
      )}
    </Stack>
  );
}

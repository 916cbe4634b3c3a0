import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLayoutStore, type LayoutPart } from './layout-store';

const parts: LayoutPart[] = ['header', 'chatbot', 'footer'];

/** Switches for the header, chatbot and footer; kept across reloads. */
export function LayoutToggles() {
  const { t } = useTranslation('dev');
  const visible = useLayoutStore((s) => s.visible);
  const setVisible = useLayoutStore((s) => s.setVisible);
  return (
    <Stack gap="md">
      {parts.map((part) => (
        <Switch
          key={part}
          label={t(`layout.${part}`)}
          checked={visible[part]}
          onChange={(event) => setVisible(part, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}

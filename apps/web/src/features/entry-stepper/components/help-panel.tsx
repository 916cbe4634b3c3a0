import { Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { markHelpSeen, wasHelpSeen } from '../lib/help-seen';

interface HelpPanelProps {
  /** Names the panel in what the browser remembers (lib/help-seen): one per step. */
  id: string;
  title: string;
  children: ReactNode;
}

/**
 * A step's help, collapsible (spec part 1 §2 'Entry stepper'): open on the first visit of the
 * step in this browser, collapsed on later visits so the step's own content comes first; its
 * header opens it again with one click or key (aria-expanded tells its state).
 */
export function HelpPanel({ id, title, children }: HelpPanelProps) {
  const [opened, setOpened] = useState(() => !wasHelpSeen(id));
  useEffect(() => markHelpSeen(id), [id]);
  const contentId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      bg="green.0"
      style={{ borderColor: 'var(--mantine-color-green-2)' }}
    >
      <UnstyledButton
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
        aria-controls={contentId}
        w="100%"
        px="md"
        py={{ base: 'xs', sm: 'sm' }}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconInfoCircle size={20} aria-hidden color="var(--mantine-color-green-8)" />
            <Text fw={600} fz={{ base: 'sm', sm: 'md' }}>
              {title}
            </Text>
          </Group>
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, flex: 'none' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse in={opened} id={contentId}>
        <Text component="div" size="sm" px="md" pb="md">
          {children}
        </Text>
      </Collapse>
    </Paper>
  );
}

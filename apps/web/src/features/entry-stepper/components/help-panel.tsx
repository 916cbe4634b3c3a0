import { Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

interface HelpPanelProps {
  title: string;
  children: ReactNode;
}

/** A step's help, collapsible and open by default (spec part 1 §2 'Entry stepper'). */
export function HelpPanel({ title, children }: HelpPanelProps) {
  const [opened, { toggle }] = useDisclosure(true);
  const contentId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      bg="green.0"
      style={{ borderColor: 'var(--mantine-color-green-2)' }}
    >
      <UnstyledButton
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={contentId}
        w="100%"
        p="md"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconInfoCircle size={20} aria-hidden color="var(--mantine-color-green-8)" />
            <Text fw={600}>{title}</Text>
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

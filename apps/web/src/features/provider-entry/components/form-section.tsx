import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  /** Makes the heading's id: 'location' -> 'provider-entry-section-location'. */
  name: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** One titled part of the long entry form; the section is named by its heading. */
export function FormSection({ name, title, intro, children }: FormSectionProps) {
  const headingId = `provider-entry-section-${name}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 18, sm: 20 }} id={headingId}>
            {title}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of a page of the signed-in area: its title (the page's h1) and one line below it. */
export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';

/** The heading of a section of the console: its title (under the console's h1) and its intro. */
export function SectionHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="xl">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </Stack>
  );
}

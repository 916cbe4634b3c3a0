import { Badge, Group } from '@mantine/core';

/** Texts as tags (food groups, categories); long ones wrap instead of being cut off. */
export function TagList({ values, color = 'green' }: { values: string[]; color?: string }) {
  return (
    <Group gap={6}>
      {values.map((value) => (
        <Badge
          key={value}
          variant="light"
          color={color}
          tt="none"
          fw={500}
          h="auto"
          py={3}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
        >
          {value}
        </Badge>
      ))}
    </Group>
  );
}
